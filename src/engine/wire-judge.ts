import type { CaseMeta } from "../core/case.js";
import type { Failure } from "../core/failure.js";
import type { PreparedRequest } from "../core/request.js";

/**
 * Judges cases by what really goes on the wire. It keeps apitest quiet: a "negative" case
 * whose serialized request is in fact valid is never sent as negative, and a failure that
 * blames the API for rejecting "valid" data is dropped when the request was not valid.
 */
export interface WireJudge {
  /** Whether a negative case is invalid as serialized (only then is it sent). */
  isNegative(request: PreparedRequest, meta: CaseMeta): boolean;
  /** The failures that stand once the request itself has been checked. */
  confirmed(failures: readonly Failure[], request: PreparedRequest, meta: CaseMeta): readonly Failure[];
}

/** A judge that trusts the generator (used when no request validator is available). */
export const TRUSTING_JUDGE: WireJudge = {
  isNegative: () => true,
  confirmed: (failures) => failures,
};
