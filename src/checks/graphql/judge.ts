import type { GraphQLSchema } from "graphql";
import type { Failure } from "../../core/failure.js";
import type { DataMode } from "../../core/phase.js";
import type { Response } from "../../core/response.js";
import { graphqlResponseConformance } from "./response-conformance.js";
import { graphqlServerError } from "./server-error.js";
import { MAX_RESPONSE_TIME, responseTimeFailure } from "../max-response-time.js";

/** The check names a GraphQL run reports under (the first two share the OpenAPI names so `--checks` works). */
export const GRAPHQL_CHECKS: {
  readonly serverError: "not_a_server_error";
  readonly negativeRejection: "negative_data_rejection";
  readonly conformance: "graphql_response_conformance";
  readonly responseTime: typeof MAX_RESPONSE_TIME;
} = {
  serverError: "not_a_server_error",
  negativeRejection: "negative_data_rejection",
  conformance: "graphql_response_conformance",
  responseTime: MAX_RESPONSE_TIME,
} as const;

/**
 * Which GraphQL checks run for the selected check names. The conformance check also runs
 * when `response_schema_conformance` is selected (its OpenAPI counterpart), so the default
 * selection and `--exclude-checks response_schema_conformance` both mean what they say.
 */
export function graphqlCheckNames(selected: readonly string[]): readonly string[] {
  const names: string[] = [];
  if (selected.includes(GRAPHQL_CHECKS.serverError)) names.push(GRAPHQL_CHECKS.serverError);
  if (selected.includes(GRAPHQL_CHECKS.conformance) || selected.includes("response_schema_conformance")) names.push(GRAPHQL_CHECKS.conformance);
  if (selected.includes(GRAPHQL_CHECKS.negativeRejection)) names.push(GRAPHQL_CHECKS.negativeRejection);
  if (selected.includes(GRAPHQL_CHECKS.responseTime)) names.push(GRAPHQL_CHECKS.responseTime);
  return names;
}

/** What one GraphQL response is judged by. */
export interface GraphqlJudgeInput {
  readonly schema: GraphQLSchema;
  /** The document sent; undefined when a hook left the body without one (the conformance check is then skipped). */
  readonly query: string | undefined;
  readonly response: Response;
  readonly mode: DataMode;
  /** From `graphqlCheckNames`. */
  readonly checks: readonly string[];
  /** `checks.max_response_time` / `--max-response-time`, in seconds; no limit when absent. */
  readonly maxResponseTime?: number;
}

/**
 * Pure: the failures one response shows. A server fault (5xx, or an `errors` entry that
 * reads as a crash) is always a failure; a positive document's `data` must match the
 * schema; a negative document must not be answered with data and no errors. User-facing
 * errors (`BAD_USER_INPUT`, `NOT_FOUND`, validation errors, a 400) are the API working.
 */
export function judgeGraphqlResponse(input: GraphqlJudgeInput): Failure[] {
  const { response, checks } = input;
  const body = parseBody(response);
  const failures: Failure[] = [];
  if (checks.includes(GRAPHQL_CHECKS.serverError)) {
    const fault = graphqlServerError(requestLevelErrorsDropped(body), response.statusCode);
    // Reported as `not_a_server_error`, like the same defect in an OpenAPI run.
    if (fault !== undefined) failures.push({ ...fault, check: GRAPHQL_CHECKS.serverError, title: "Server error" });
  }
  if (checks.includes(GRAPHQL_CHECKS.responseTime)) {
    const slow = responseTimeFailure(response.elapsed, input.maxResponseTime);
    if (slow !== undefined) failures.push(slow);
  }
  if (response.statusCode >= 500) return failures;
  if (input.mode === "positive" && input.query !== undefined && checks.includes(GRAPHQL_CHECKS.conformance)) {
    const mismatch = graphqlResponseConformance(input.schema, input.query, body);
    if (mismatch !== undefined) failures.push(mismatch);
  }
  if (input.mode === "negative" && checks.includes(GRAPHQL_CHECKS.negativeRejection) && acceptedWithData(response.statusCode, body)) {
    failures.push({
      check: GRAPHQL_CHECKS.negativeRejection,
      title: "Accepted negative data",
      message: `Received: ${response.statusCode} with data and no errors\nExpected: errors (a GraphQL server must reject an invalid document)`,
      key: "accepted",
    });
  }
  return failures;
}

/** 2xx, no `errors`, and a non-null value for the root field: the invalid document was executed. */
function acceptedWithData(status: number, body: unknown): boolean {
  if (status < 200 || status > 299 || !isRecord(body)) return false;
  if (Array.isArray(body["errors"]) && body["errors"].length > 0) return false;
  const data = body["data"];
  return isRecord(data) && Object.values(data).some((value) => value !== null && value !== undefined);
}

/**
 * Drops `errors` entries that are about the request (parse, validation, variable coercion):
 * graphql-js gives those no `path` and no `extensions`, while a resolver's exception always
 * has a `path`. Their messages ("Field \"x\" is not defined by type …") would otherwise read
 * like crashes, yet they are the server rejecting a bad document, which is correct.
 */
function requestLevelErrorsDropped(body: unknown): unknown {
  if (!isRecord(body) || !Array.isArray(body["errors"])) return body;
  const errors = body["errors"].filter((error) => !isRecord(error) || Array.isArray(error["path"]) || isRecord(error["extensions"]));
  return { ...body, errors };
}

function parseBody(response: Response): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
