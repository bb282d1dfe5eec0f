import * as fc from "fast-check";
import { SchemaError } from "../core/errors.js";

const PROBE_RUNS = 60;
const PROBE_SEED = 0x5eed;

/**
 * Fraction of `runs` sampled values (fixed seed, so builds stay deterministic) accepted by
 * `predicate`; 0 also when sampling itself fails.
 */
export function acceptance<T>(arb: fc.Arbitrary<T>, predicate: (value: T) => boolean, runs = PROBE_RUNS): number {
  try {
    const values = fc.sample(arb, { seed: PROBE_SEED, numRuns: runs });
    return values.filter(predicate).length / values.length;
  } catch {
    return 0;
  }
}

/**
 * `arb.filter(predicate)`, after checking on a sample that the filter is not hopeless —
 * fast-check retries a filter forever, so a filter that never passes would hang the run.
 * Throws a `schema_unsupported` error with `explain()` as message when nothing passes.
 */
export function guardedFilter<T>(arb: fc.Arbitrary<T>, predicate: (value: T) => boolean, explain: () => string): fc.Arbitrary<T> {
  if (acceptance(arb, predicate) === 0) throw new SchemaError("schema_unsupported", explain());
  return arb.filter(predicate);
}

/** Like {@link guardedFilter}, but undefined instead of an error when hopeless. */
export function tryFilter<T>(arb: fc.Arbitrary<T>, predicate: (value: T) => boolean): fc.Arbitrary<T> | undefined {
  return acceptance(arb, predicate) === 0 ? undefined : arb.filter(predicate);
}
