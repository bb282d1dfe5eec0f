import * as fc from "fast-check";
import type { StringPolicy } from "./env.js";
import { plainString } from "./string.js";

const cache = new WeakMap<StringPolicy, fc.Arbitrary<unknown>>();

/**
 * Any small JSON value (for `true` schemas, untyped schemas and free-form members): scalars
 * mostly, shallow arrays and objects sometimes. Strings follow the mode's policy.
 */
export function anyValue(policy: StringPolicy): fc.Arbitrary<unknown> {
  const known = cache.get(policy);
  if (known !== undefined) return known;
  const text = plainString(policy, 0, 12);
  const key = plainString(policy, 1, 8);
  const scalar = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1000, max: 1000 }).map((value) => (value === 0 ? 0 : value)),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((value) => (value === 0 ? 0 : value)),
    text,
  );
  const arb = fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.uniqueArray(fc.tuple(key, scalar), { maxLength: 3, selector: (entry) => entry[0] }).map((entries) => Object.fromEntries(entries)) },
  );
  cache.set(policy, arb);
  return arb;
}
