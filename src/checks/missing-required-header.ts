import type { CheckDefinition, StatusPattern } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import type { PreparedRequest } from "../core/request.js";
import { expectedStatuses, formatStatuses, matchesAny } from "./positive-data-acceptance.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const MISSING_REQUIRED_HEADER = "missing_required_header";

/**
 * Statuses showing a call without a required header was rejected, used when
 * `checks.missing_required_header.expected-statuses` is not given: any client error.
 * (Schemathesis expects exactly `406`; servers overwhelmingly answer `400` or `422`, and
 * flagging those would bury real findings.)
 */
export const MISSING_REQUIRED_HEADER_STATUSES: readonly StatusPattern[] = ["4XX"];

/**
 * What a request without `Authorization` must get when no statuses are configured: `401`,
 * the status HTTP defines for missing credentials (RFC 9110 §15.5.2).
 */
export const MISSING_AUTHORIZATION_STATUSES: readonly StatusPattern[] = [401];

/**
 * `missing_required_header`: a case that leaves out a required header
 * (`meta.violation` `{ kind: "missing-required", location: "header" }`) must be rejected.
 * Expected: {@link MISSING_REQUIRED_HEADER_STATUSES}, or {@link MISSING_AUTHORIZATION_STATUSES}
 * for `Authorization`; `checks.missing_required_header.expected-statuses` replaces both.
 *
 * Not judged: a request that carries the header after all (a `-H` flag or an auth setting
 * put it back), and a `404` from a path with parameters (a drawn identifier rarely exists,
 * and routing answers before headers are read). Keyed by header name.
 */
export const missingRequiredHeader: CheckDefinition = {
  name: MISSING_REQUIRED_HEADER,
  run(ctx, response): Failure | undefined {
    const violation = ctx.meta.violation;
    if (violation?.kind !== "missing-required" || violation.location !== "header" || violation.name === undefined) {
      return undefined;
    }
    const name = violation.name;
    if (carriesHeader(response.request, name)) return undefined;
    const status = response.statusCode;
    if (status === 404 && ctx.operation.path.includes("{")) return undefined;
    const defaults = name.toLowerCase() === "authorization" ? MISSING_AUTHORIZATION_STATUSES : MISSING_REQUIRED_HEADER_STATUSES;
    const expected = expectedStatuses(ctx, defaults);
    if (matchesAny(status, expected)) return undefined;
    return {
      check: MISSING_REQUIRED_HEADER,
      title: "Missing header not rejected",
      message: `Received: ${status} without the required \`${name}\` header\nExpected: ${formatStatuses(expected)}`,
      key: name.toLowerCase(),
    };
  },
};

function carriesHeader(request: PreparedRequest, name: string): boolean {
  const wanted = name.toLowerCase();
  return Object.keys(request.headers).some((header) => header.toLowerCase() === wanted);
}
