import type { CaseData, CaseMeta } from "../core/case.js";
import { describeError } from "../core/errors.js";
import type { Failure } from "../core/failure.js";
import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import type { GraphqlDocument } from "../generation/graphql/assemble-document.js";
import { sanitizeRequest, sanitizeText } from "../reporting/sanitize.js";
import { renderCurl } from "../serialization/curl.js";
import { CASE_ID_HEADER, newCaseId } from "./case-id.js";
import type { GraphqlRunEnvironment } from "./graphql-environment.js";
import { judgeGraphqlResponse } from "./graphql-judge.js";

/** What happened to one GraphQL document. */
export type GraphqlCaseOutcome =
  | {
      readonly kind: "sent";
      readonly caseId: string;
      readonly data: CaseData;
      readonly request: PreparedRequest;
      readonly response: Response;
      readonly failures: readonly Failure[];
    }
  | { readonly kind: "error"; readonly caseId: string; readonly request: PreparedRequest; readonly error: unknown }
  | { readonly kind: "skipped" };

/** The body a document is sent with: `{query, variables}`, as every GraphQL server over HTTP reads it. */
export function graphqlBody(document: GraphqlDocument): { query: string; variables: Record<string, unknown> } {
  return { query: document.query, variables: document.variables };
}

/** A document as `CaseData`: a JSON POST to the endpoint, so reporters show it like any request. */
export function graphqlCaseData(endpoint: string, document: GraphqlDocument): CaseData {
  return {
    method: "POST",
    path: new URL(endpoint).pathname,
    pathParameters: {},
    query: {},
    headers: {},
    cookies: {},
    body: graphqlBody(document),
    mediaType: "application/json",
  };
}

/** Pure: the request that sends a document to the endpoint with the run's headers (and basic auth). */
export function graphqlRequest(env: Pick<GraphqlRunEnvironment, "settings" | "headers">, document: GraphqlDocument, caseId: string): PreparedRequest {
  const headers: Record<string, string> = { ...env.headers, "Content-Type": "application/json", [CASE_ID_HEADER]: caseId };
  const auth = env.settings.network.basicAuth;
  if (auth !== undefined) headers["Authorization"] = `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}`;
  return { method: "POST", url: env.settings.baseUrl, headers, body: new TextEncoder().encode(JSON.stringify(graphqlBody(document))) };
}

/** The curl command reproducing a request, with secrets masked as the settings say. */
export function graphqlReproduction(env: Pick<GraphqlRunEnvironment, "settings" | "secrets">, request: PreparedRequest): string {
  const sanitization = env.settings.output.sanitization;
  const verify = env.settings.network.tlsVerify !== false;
  if (!sanitization.enabled) return renderCurl(request, { verify });
  return sanitizeText(renderCurl(sanitizeRequest(request, sanitization), { verify }), env.secrets, sanitization.replacement);
}

/**
 * Sends one document and judges the response; emits the interaction. Never throws for the
 * API's faults: a network failure is an `error` outcome.
 */
export async function executeGraphqlCase(env: GraphqlRunEnvironment, label: string, document: GraphqlDocument, meta: CaseMeta): Promise<GraphqlCaseOutcome> {
  const caseId = newCaseId();
  const request = graphqlRequest(env, document, caseId);
  const data = graphqlCaseData(env.settings.baseUrl, document);
  let response: Response;
  try {
    const timeout = env.settings.network.requestTimeout;
    response = await env.transport.send(request, {
      ...(timeout === undefined ? {} : { timeout }),
      ...(env.signal === undefined ? {} : { signal: env.signal }),
    });
  } catch (error) {
    if (env.signal?.aborted === true) return { kind: "skipped" };
    await env.emit({ type: "interaction", phase: meta.phase, operation: label, caseId, meta, request, error: describeError(error), failures: [] });
    return { kind: "error", caseId, request, error };
  }
  const failures = judgeGraphqlResponse({ schema: env.spec.schema, query: document.query, response, mode: meta.mode, checks: env.checks });
  await env.emit({ type: "interaction", phase: meta.phase, operation: label, caseId, meta, request, response, failures, checks: env.checks });
  return { kind: "sent", caseId, data, request, response, failures };
}
