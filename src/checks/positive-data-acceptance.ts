import { statusMatches, type CheckContext, type CheckDefinition, type StatusPattern } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import type { Response } from "../core/response.js";
import { shorten } from "./excerpt.js";
import { parseMediaType } from "./media-type.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const POSITIVE_DATA_ACCEPTANCE = "positive_data_acceptance";

/**
 * Statuses that do not mean valid data was rejected, used when
 * `checks.positive_data_acceptance.expected-statuses` is not given. Schemathesis's list
 * (2XX, 401, 403, 404, 409, 5XX) plus two more that say nothing about the data:
 *
 * - `2XX`: accepted.
 * - `3XX`: redirects are not followed, so a redirect is not a verdict on the data.
 * - `401`, `403`: the credentials' business (`ignored_auth`, the `missing_auth` warning).
 * - `404`: a random identifier rarely exists; that is not a rejection of valid data.
 * - `409`: a conflict with the current state (a duplicate, say), not with the schema.
 * - `429`: rate limiting judges the client's pace, not its data.
 * - `5XX`: `not_a_server_error` reports these; reporting them twice would be noise.
 */
export const POSITIVE_DATA_ACCEPTANCE_STATUSES: readonly StatusPattern[] = ["2XX", "3XX", "401", "403", "404", "409", "429", "5XX"];

/**
 * `positive_data_acceptance`: a case generated as valid (`meta.mode === "positive"`) must not be
 * rejected. Fails when the status matches none of the expected statuses
 * ({@link POSITIVE_DATA_ACCEPTANCE_STATUSES} unless configured). Examples the schema's author
 * wrote that do not validate are sent but not judged here: they are not valid data.
 *
 * Keyed by status, so every `400` of an operation is one defect.
 */
export const positiveDataAcceptance: CheckDefinition = {
  name: POSITIVE_DATA_ACCEPTANCE,
  run(ctx, response): Failure | undefined {
    if (ctx.meta.mode !== "positive") return undefined;
    if (ctx.meta.invalidExample === true) return undefined;
    const expected = expectedStatuses(ctx, POSITIVE_DATA_ACCEPTANCE_STATUSES);
    const status = response.statusCode;
    if (matchesAny(status, expected)) return undefined;
    const lines = [`Received: ${status}`, `Expected: ${formatStatuses(expected)}`];
    const said = errorExcerpt(response);
    if (said !== undefined) lines.push(`Response: ${said}`);
    return {
      check: POSITIVE_DATA_ACCEPTANCE,
      title: "Rejected positive data",
      message: lines.join("\n"),
      key: String(status),
    };
  },
};

/**
 * The statuses a check expects: `checks.<check>.expected-statuses` when given and not empty,
 * else the check's defaults. An empty list falls back too, since "no status is fine" would turn
 * every response into a failure.
 */
export function expectedStatuses(ctx: CheckContext, defaults: readonly StatusPattern[]): readonly StatusPattern[] {
  const configured = ctx.config.expectedStatuses;
  return configured === undefined || configured.length === 0 ? defaults : configured;
}

/** Whether a status matches any pattern of a list (`404`, `"404"`, `"4XX"`, any case). */
export function matchesAny(status: number, patterns: readonly StatusPattern[]): boolean {
  for (const pattern of patterns) if (statusMatches(status, pattern)) return true;
  return false;
}

/** Renders status patterns for a message: `2XX, 401, 403`. */
export function formatStatuses(patterns: readonly StatusPattern[]): string {
  return patterns.map((pattern) => String(pattern).toUpperCase()).join(", ");
}

/** Longest excerpt of the response body quoted in a failure message, in characters. */
const BODY_EXCERPT_LENGTH = 200;

/**
 * The start of a textual response body on one line, for a message saying why the server
 * refused. Undefined for empty, binary or untyped bodies, which would only add noise.
 */
export function errorExcerpt(response: Response): string | undefined {
  const raw = response.header("content-type");
  const media = raw === undefined ? undefined : parseMediaType(raw);
  if (media === undefined) return undefined;
  const textual =
    media.type === "text" ||
    media.subtype === "json" ||
    media.subtype.endsWith("+json") ||
    media.subtype === "xml" ||
    media.subtype.endsWith("+xml");
  if (!textual) return undefined;
  const text = response.text.replace(/\s+/g, " ").trim();
  return text === "" ? undefined : shorten(text, BODY_EXCERPT_LENGTH);
}
