import type { CaseData, Violation } from "../core/case.js";
import type { CheckContext, CheckDefinition, StatusPattern } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import { expectedStatuses, formatStatuses, matchesAny } from "./positive-data-acceptance.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const NEGATIVE_DATA_REJECTION = "negative_data_rejection";

/**
 * Statuses showing invalid data was rejected, used when
 * `checks.negative_data_rejection.expected-statuses` is not given. Broader than Schemathesis's
 * list (400, 401, 403, 404, 406, 422, 428, 5XX), on purpose:
 *
 * - `4XX`: every client error is a refusal (a 409, 413 or 415 is no more an acceptance than a 400).
 * - `5XX`: `not_a_server_error` reports these; reporting them twice would be noise.
 * - `3XX`: redirects are not followed, so a redirect (say, to a sign-in page) is no verdict.
 *
 * So by default only `1XX` and `2XX` answers count as accepting the data.
 */
export const NEGATIVE_DATA_REJECTION_STATUSES: readonly StatusPattern[] = ["3XX", "4XX", "5XX"];

/**
 * `negative_data_rejection`: a case generated as invalid (`meta.mode === "negative"`) must be
 * rejected. Fails when the status matches none of the expected statuses
 * ({@link NEGATIVE_DATA_REJECTION_STATUSES} unless configured).
 *
 * Left to other checks or not judged at all, to stay free of false positives:
 * - an undeclared method (`unsupported_method` judges it);
 * - a missing required header (`missing_required_header` judges it);
 * - a duplicated query parameter whose schema accepts the repeated values as a list;
 * - an invalid query, header or cookie parameter the operation does not declare (servers
 *   ignore unknown parameters, and rightly so).
 *
 * Keyed by what was violated (kind, location, name), so each broken rule is one defect.
 */
export const negativeDataRejection: CheckDefinition = {
  name: NEGATIVE_DATA_REJECTION,
  run(ctx, response, caseData): Failure | undefined {
    if (ctx.meta.mode !== "negative") return undefined;
    const violation = ctx.meta.violation;
    if (violation !== undefined && !judgedHere(ctx, violation, caseData)) return undefined;
    const expected = expectedStatuses(ctx, NEGATIVE_DATA_REJECTION_STATUSES);
    const status = response.statusCode;
    if (matchesAny(status, expected)) return undefined;
    const lines = [`Received: ${status}`, `Expected: ${formatStatuses(expected)}`];
    if (violation !== undefined) lines.push(`Invalid: ${describeViolation(violation)}`);
    const description = ctx.meta.description?.trim();
    if (description !== undefined && description !== "") lines.push(`Case: ${description}`);
    return {
      check: NEGATIVE_DATA_REJECTION,
      title: "Accepted negative data",
      message: lines.join("\n"),
      key: violationKey(violation),
    };
  },
};

function judgedHere(ctx: CheckContext, violation: Violation, caseData: CaseData): boolean {
  switch (violation.kind) {
    case "unexpected-method":
      return false;
    case "missing-required":
      return violation.location !== "header";
    case "duplicate-query-parameter":
      return !repeatedValuesAreValid(ctx, violation.name, caseData);
    case "schema":
      if (violation.location === "body" || violation.location === "path" || violation.name === undefined) return true;
      return declares(ctx, violation.location, violation.name);
  }
}

function declares(ctx: CheckContext, location: string, name: string): boolean {
  // Header names are case-insensitive on the wire; the others are not.
  const wanted = location === "header" ? name.toLowerCase() : name;
  return ctx.operation.parameters.some(
    (parameter) => parameter.location === location && (location === "header" ? parameter.name.toLowerCase() : parameter.name) === wanted,
  );
}

// A parameter sent twice arrives as a list; when its schema takes that list, nothing was violated.
function repeatedValuesAreValid(ctx: CheckContext, name: string, caseData: CaseData): boolean {
  const parameter = ctx.operation.parameters.find((entry) => entry.location === "query" && entry.name === name);
  if (parameter === undefined) return true;
  const value = caseData.query[name];
  const repeated = Array.isArray(value) ? value : [value, value];
  try {
    return ctx.validator.validate(parameter.schema, repeated).length === 0;
  } catch {
    // A schema the validator cannot compile proves nothing either way: stay quiet.
    return true;
  }
}

/** Describes what a negative case violates, for a failure message: ``query parameter `limit` does not match its schema``. */
export function describeViolation(violation: Violation): string {
  switch (violation.kind) {
    case "unexpected-method":
      return "the method is not declared for this path";
    case "duplicate-query-parameter":
      return `query parameter \`${violation.name}\` is sent twice`;
    case "missing-required":
      return `required ${place(violation.location, violation.name)} is missing`;
    case "schema":
      return `${place(violation.location, violation.name)} does not match its schema`;
  }
}

function place(location: string, name: string | undefined): string {
  if (location === "body") return name === undefined || name === "" ? "body" : `body property \`${name}\``;
  return name === undefined ? `${location} parameter` : `${location} parameter \`${name}\``;
}

/** The dedupe key of a violation: `kind:location:name`, or `unspecified` when the case records none. */
export function violationKey(violation: Violation | undefined): string {
  if (violation === undefined) return "unspecified";
  switch (violation.kind) {
    case "unexpected-method":
      return "unexpected-method";
    case "duplicate-query-parameter":
      return `duplicate-query-parameter:query:${violation.name}`;
    default:
      return `${violation.kind}:${violation.location}:${violation.name ?? ""}`;
  }
}
