import * as fc from "fast-check";
import { SchemaError } from "../core/errors.js";

const PROBE_RUNS = 60;
const PROBE_SEED = 0x5eed;

/**
 * Whether `predicate` accepts any of the first `runs` values of `arb` (fixed seed, so builds stay
 * deterministic); false also when generating them fails. The values are the ones `fc.sample`
 * would give, and the search stops at the first accepted one: a filter that passes most values
 * costs one generated value to check, not `runs` (building a large operation's arbitraries
 * probes many filters).
 */
export function acceptsAny<T>(arb: fc.Arbitrary<T>, predicate: (value: T) => boolean, runs: number = PROBE_RUNS): boolean {
  try {
    // An accepted value is a counterexample to "nothing is accepted"; the run ends at the first.
    return fc.check(fc.property(arb, (value) => !predicate(value)), { seed: PROBE_SEED, numRuns: runs, endOnFailure: true }).failed;
  } catch {
    return false;
  }
}

/**
 * `arb.filter(predicate)`, after checking on a sample that the filter is not hopeless —
 * fast-check retries a filter forever, so a filter that never passes would hang the run.
 * Throws a `schema_unsupported` error with `explain()` as message when nothing passes.
 */
export function guardedFilter<T>(arb: fc.Arbitrary<T>, predicate: (value: T) => boolean, explain: () => string): fc.Arbitrary<T> {
  if (!acceptsAny(arb, predicate)) throw new SchemaError("schema_unsupported", explain());
  return arb.filter(predicate);
}

/** Like {@link guardedFilter}, but undefined instead of an error when hopeless. */
export function tryFilter<T>(arb: fc.Arbitrary<T>, predicate: (value: T) => boolean): fc.Arbitrary<T> | undefined {
  return acceptsAny(arb, predicate) ? arb.filter(predicate) : undefined;
}
