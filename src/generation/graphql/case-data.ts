import type { CaseData, CaseMeta } from "../../core/case.js";
import type { GraphqlDocument } from "./assemble-document.js";
import type { GraphqlNegativeDocument } from "./negative-arbitrary.js";
import type { PlannedGraphqlDocument } from "./planned-documents.js";

/** The body a document is sent with: `{query, variables}`, as every GraphQL server over HTTP reads it. */
export function graphqlBody(document: GraphqlDocument): { query: string; variables: Record<string, unknown> } {
  return { query: document.query, variables: document.variables };
}

/**
 * A negative fuzzing document as a case: its body, and meta naming the broken argument (a
 * missing required one, or a value of the wrong type, enum or name), for the CLI's fuzzing
 * phase and the library's `asArbitrary({ mode: "negative" })` alike.
 */
export function graphqlNegativeCase(endpoint: string, document: GraphqlNegativeDocument): { readonly data: CaseData; readonly meta: CaseMeta } {
  const { kind, argument } = document;
  return {
    data: graphqlCaseData(endpoint, graphqlBody(document)),
    meta: {
      phase: "fuzzing",
      mode: "negative",
      description: `${kind} argument \`${argument}\``,
      violation: { kind: kind === "missing-required" ? "missing-required" : "schema", location: "body", name: argument },
    },
  };
}

/**
 * A document's body as `CaseData`: a JSON POST to the endpoint, so hooks see it and reporters
 * show it like any request. The body is `{query, variables}` (or what a body hook made of it).
 */
export function graphqlCaseData(endpoint: string, body: unknown): CaseData {
  return {
    method: "POST",
    path: new URL(endpoint).pathname,
    pathParameters: {},
    query: {},
    headers: {},
    cookies: {},
    body,
    mediaType: "application/json",
  };
}

/** How a planned document is described in reports (and in the library's planned cases). */
export function plannedGraphqlMeta(phase: "examples" | "coverage", document: PlannedGraphqlDocument): CaseMeta {
  const negative = document.negative;
  return {
    phase,
    mode: document.mode,
    description: document.description,
    ...(negative === undefined
      ? {}
      : { violation: { kind: negative.kind === "missing-required" ? "missing-required" : "schema", location: "body", name: negative.argument } }),
  };
}
