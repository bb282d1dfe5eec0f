import * as fc from "fast-check";
import { UsageError } from "../core/errors.js";
import type { Schema } from "./schema.js";

/** What `schema.given(...)` takes: arbitraries (their values reach the body as an array) or one record of them. */
export type GivenArguments = readonly fc.Arbitrary<unknown>[] | readonly [Readonly<Record<string, fc.Arbitrary<unknown>>>];

const GIVEN = new WeakMap<Schema, fc.Arbitrary<unknown>>();

function isArbitrary(value: unknown): value is fc.Arbitrary<unknown> {
  return typeof (value as { generate?: unknown } | null)?.generate === "function";
}

/**
 * Attaches extra arbitraries to a copy of a schema (`schema.given`): parametrized tests draw a
 * value from them with every case and pass it to the body as `given`.
 * @throws UsageError when the schema already has them, or when an argument is not an arbitrary.
 */
export function attachGiven(source: Schema, copy: Schema, args: GivenArguments): Schema {
  if (GIVEN.has(source)) throw new UsageError("given() was already applied to this schema: pass every arbitrary in one call, schema.given(a, b, …).");
  if (args.length === 0) throw new UsageError("given() needs at least one fast-check arbitrary, e.g. schema.given(fc.integer()).");
  const [first] = args;
  let arbitrary: fc.Arbitrary<unknown>;
  if (args.length === 1 && typeof first === "object" && first !== null && !isArbitrary(first)) {
    const record = first as Readonly<Record<string, unknown>>;
    const bad = Object.keys(record).find((key) => !isArbitrary(record[key]));
    if (bad !== undefined) throw new UsageError(`given({ ${bad}: … }): every value must be a fast-check arbitrary (fc.integer(), fc.string(), …).`);
    arbitrary = fc.record(record as Record<string, fc.Arbitrary<unknown>>);
  } else {
    const bad = args.findIndex((arg) => !isArbitrary(arg));
    if (bad !== -1) throw new UsageError(`given(): argument ${bad + 1} is not a fast-check arbitrary (fc.integer(), fc.string(), …).`);
    arbitrary = fc.tuple(...(args as fc.Arbitrary<unknown>[]));
  }
  GIVEN.set(copy, arbitrary);
  return copy;
}

/** The arbitrary of the values `schema.given(...)` asked for, if any. */
export function givenArbitrary(schema: Schema): fc.Arbitrary<unknown> | undefined {
  return GIVEN.get(schema);
}
