import type { StatusWarningName } from "../core/warning-names.js";

export { WARNING_NAMES, type StatusWarningName, type WarningName } from "../core/warning-names.js";

/** What each status warning says, and the hint that goes with it. */
export const WARNING_TEXT: Readonly<Record<StatusWarningName, { readonly message: string; readonly hint: string }>> = {
  missing_auth: {
    message: "Most responses were 401 Unauthorized or 403 Forbidden: the credentials are missing, invalid or insufficient",
    hint: "provide credentials with --auth user:password or -H 'Authorization: Bearer <token>'",
  },
  missing_test_data: {
    message: "Many responses were 404 Not Found: the generated identifiers do not exist on the server",
    hint: "provide known valid parameter values in the configuration file ([parameters])",
  },
  validation_mismatch: {
    message: "Many responses were 4xx validation errors: the schema's constraints are looser than the API's validation",
    hint: "align the schema with the validation the API really performs",
  },
};

/**
 * The warnings one operation's status counts trigger: at least 90% 401/403 → missing_auth;
 * at least 10% 404 → missing_test_data; at least 10% other 4xx → validation_mismatch.
 * A small sample (an operation that stopped at its first failure) only supports missing_auth:
 * one 401 already says the credentials are missing, while one 404 says little.
 */
export function warningsFor(statuses: Readonly<Record<number, number>>, smallSample = false): StatusWarningName[] {
  let total = 0;
  let auth = 0;
  let notFound = 0;
  let otherClientErrors = 0;
  for (const key in statuses) {
    const status = Number(key);
    const count = statuses[status] ?? 0;
    total += count;
    if (status === 401 || status === 403) auth += count;
    else if (status === 404) notFound += count;
    else if (status >= 400 && status < 500) otherClientErrors += count;
  }
  if (total === 0) return [];
  const found: StatusWarningName[] = [];
  if (auth / total >= 0.9) found.push("missing_auth");
  if (smallSample) return found;
  if (notFound / total >= 0.1) found.push("missing_test_data");
  if (otherClientErrors / total >= 0.1) found.push("validation_mismatch");
  return found;
}
