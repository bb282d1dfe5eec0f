import type { CaseData, CaseMeta } from "../core/case.js";
import type { CheckContext } from "../core/check.js";
import { describeError, SerializationError } from "../core/errors.js";
import type { Failure } from "../core/failure.js";
import type { OperationDefinition } from "../core/operation.js";
import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import { runChecks } from "../checks/run-checks.js";
import { prepareRequest } from "../serialization/prepare-request.js";
import { CASE_ID_HEADER, newCaseId } from "./case-id.js";
import { checkSettingsFor, type RunEnvironment } from "./environment.js";

/** What happened to one case. */
export type CaseOutcome =
  | { readonly kind: "skipped"; readonly reason: string }
  | {
      readonly kind: "sent";
      readonly caseId: string;
      readonly request: PreparedRequest;
      readonly response: Response;
      readonly failures: readonly Failure[];
    }
  | { readonly kind: "error"; readonly caseId: string; readonly request: PreparedRequest; readonly error: unknown };

/** Serializes a case into the request it sends (with the run's headers and a fresh case id). */
export function buildRequest(
  env: RunEnvironment,
  operation: OperationDefinition,
  data: CaseData,
  caseId: string,
): PreparedRequest {
  const auth = env.settings.network.basicAuth;
  return prepareRequest(data, operation, {
    baseUrl: env.settings.baseUrl,
    headers: { ...env.headers, [CASE_ID_HEADER]: caseId },
    serializers: env.serializers,
    resolver: env.spec.resolver,
    ...(auth === undefined ? {} : { basicAuth: auth }),
  });
}

/**
 * Sends one case and checks the response. Never throws for the API's faults: a request
 * that cannot be serialized is skipped, a network failure is an `error` outcome.
 */
export async function executeCase(
  env: RunEnvironment,
  operation: OperationDefinition,
  data: CaseData,
  meta: CaseMeta,
  prepared?: PreparedCase,
): Promise<CaseOutcome> {
  const ready = prepared ?? prepareCase(env, operation, data);
  if ("skipped" in ready) return { kind: "skipped", reason: ready.skipped };
  const { caseId, request } = ready;
  let response: Response;
  try {
    const timeout = env.settings.network.requestTimeout;
    response = await env.transport.send(request, timeout === undefined ? undefined : { timeout });
  } catch (error) {
    await env.emit({
      type: "interaction",
      phase: meta.phase,
      operation: operation.label,
      caseId,
      meta,
      request,
      error: describeError(error),
      failures: [],
    });
    return { kind: "error", caseId, request, error };
  }
  const contextFor = (name: string): CheckContext => ({
    operation,
    validator: env.spec.validator,
    resolver: env.spec.resolver,
    config: checkSettingsFor(env.settings, name),
    meta,
    ...(env.settings.maxResponseTime === undefined ? {} : { maxResponseTime: env.settings.maxResponseTime }),
  });
  const failures = await runChecks(env.checks, contextFor, response, data);
  await env.emit({
    type: "interaction",
    phase: meta.phase,
    operation: operation.label,
    caseId,
    meta,
    request,
    response,
    failures,
    checks: env.checkNames,
  });
  return { kind: "sent", caseId, request, response, failures };
}

/** A case serialized and ready to send, or the reason it cannot be. */
export type PreparedCase = { readonly caseId: string; readonly request: PreparedRequest } | { readonly skipped: string };

/** Serializes a case with a fresh case id; an unserializable case becomes `{ skipped }`. */
export function prepareCase(env: RunEnvironment, operation: OperationDefinition, data: CaseData): PreparedCase {
  const caseId = newCaseId();
  try {
    return { caseId, request: buildRequest(env, operation, data, caseId) };
  } catch (error) {
    if (error instanceof SerializationError) return { skipped: error.message };
    throw error;
  }
}
