import type { CaseMeta } from "../core/case.js";
import type { CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import { CONTENT_TYPE_CONFORMANCE } from "./content-type-conformance.js";
import { MAX_RESPONSE_TIME } from "./max-response-time.js";
import { NOT_A_SERVER_ERROR } from "./not-a-server-error.js";
import { RESPONSE_HEADERS_CONFORMANCE } from "./response-headers-conformance.js";
import { RESPONSE_SCHEMA_CONFORMANCE } from "./response-schema-conformance.js";
import { STATUS_CODE_CONFORMANCE } from "./status-code-conformance.js";

/**
 * The checks that judge an ambiguous case: none depends on whether the API read the request
 * as valid or invalid. `negative_data_rejection` and `positive_data_acceptance` (and the other
 * checks that assume a reading) never judge one.
 */
export const AMBIGUOUS_CASE_CHECKS: ReadonlySet<string> = new Set([
  NOT_A_SERVER_ERROR,
  STATUS_CODE_CONFORMANCE,
  CONTENT_TYPE_CONFORMANCE,
  RESPONSE_HEADERS_CONFORMANCE,
  RESPONSE_SCHEMA_CONFORMANCE,
  MAX_RESPONSE_TIME,
]);

/**
 * Whether a case is ambiguous: labelled so by its generator (a negative case valid as a lenient
 * server reads it), or a scalar query parameter sent twice, which a server may read as either
 * value or as a list.
 */
export function isAmbiguousCase(meta: CaseMeta): boolean {
  return meta.ambiguous === true || meta.violation?.kind === "duplicate-query-parameter";
}

/** The checks of `checks` that may judge an ambiguous case (see {@link AMBIGUOUS_CASE_CHECKS}). */
export function ambiguousCaseChecks<C extends Pick<CheckDefinition, "name">>(checks: readonly C[]): C[] {
  return checks.filter((check) => AMBIGUOUS_CASE_CHECKS.has(check.name));
}

/** A failure found on an ambiguous case, labelled so in its message (its key, and so its identity, is unchanged). */
export function labelAmbiguous(failure: Failure, meta: CaseMeta): Failure {
  const description = meta.description ?? "";
  const what = description.startsWith("ambiguous") ? description : description === "" ? "ambiguous" : `ambiguous: ${description}`;
  return { ...failure, message: `${failure.message}\nCase: ${what} (a lenient server may read it as valid)` };
}
