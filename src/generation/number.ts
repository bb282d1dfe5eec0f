import * as fc from "fast-check";
import { SchemaError } from "../core/errors.js";
import type { JsonSchemaObject } from "../core/json-schema.js";

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const SAFE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const FLOAT32_MAX = 3.4028234663852886e38;
/** Below this many candidates, multiples are enumerated up front so no filter is needed. */
const ENUMERATE_LIMIT = 2048;

interface Bounds {
  readonly min: number;
  readonly max: number;
  readonly minExcluded: boolean;
  readonly maxExcluded: boolean;
}

function bounds(schema: JsonSchemaObject, defaults: { min: number; max: number }): Bounds {
  let min = defaults.min;
  let max = defaults.max;
  let minExcluded = false;
  let maxExcluded = false;
  if (typeof schema.minimum === "number" && Number.isFinite(schema.minimum)) min = schema.minimum;
  if (typeof schema.exclusiveMinimum === "number" && schema.exclusiveMinimum >= min) {
    min = schema.exclusiveMinimum;
    minExcluded = true;
  }
  if (typeof schema.maximum === "number" && Number.isFinite(schema.maximum)) max = schema.maximum;
  if (typeof schema.exclusiveMaximum === "number" && schema.exclusiveMaximum <= max) {
    max = schema.exclusiveMaximum;
    maxExcluded = true;
  }
  return { min, max, minExcluded, maxExcluded };
}

function unsatisfiable(schema: JsonSchemaObject, what: string): SchemaError {
  const keywords = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "format"]
    .filter((key) => schema[key] !== undefined)
    .map((key) => `${key}: ${JSON.stringify(schema[key])}`)
    .join(", ");
  return new SchemaError("schema_unsupported", `No ${what} satisfies { ${keywords} }: fix the bounds in the API description.`);
}

function inBounds(value: number, b: Bounds): boolean {
  return (b.minExcluded ? value > b.min : value >= b.min) && (b.maxExcluded ? value < b.max : value <= b.max);
}

function positiveZero(value: number): number {
  return value === 0 ? 0 : value;
}

/** Integers within the schema's bounds, `int32`/`int64` ranges and `multipleOf`; never `-0`. */
export function integerArbitrary(schema: JsonSchemaObject): fc.Arbitrary<number> {
  const range = schema.format === "int32" ? INT32 : schema.format === "int64" ? SAFE : defaultRange(schema);
  const b = bounds(schema, range);
  const min = Math.max(SAFE.min, b.minExcluded ? Math.floor(b.min) + 1 : Math.ceil(b.min));
  const max = Math.min(SAFE.max, b.maxExcluded ? Math.ceil(b.max) - 1 : Math.floor(b.max));
  if (min > max) throw unsatisfiable(schema, "integer");
  const step = typeof schema.multipleOf === "number" && schema.multipleOf > 0 ? integerStep(schema.multipleOf) : 1;
  if (step === undefined) throw unsatisfiable(schema, "integer");
  if (step === 1) return fc.integer({ min, max }).map(positiveZero);
  return multiples(step, { min, max, minExcluded: false, maxExcluded: false }, schema.multipleOf as number, schema, "integer");
}

// Unbounded integers stay in int32 (what most servers parse); one-sided bounds extend from there.
function defaultRange(schema: JsonSchemaObject): { min: number; max: number } {
  const low = typeof schema.minimum === "number" ? schema.minimum : typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : undefined;
  const high = typeof schema.maximum === "number" ? schema.maximum : typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : undefined;
  return {
    min: low === undefined ? Math.min(INT32.min, (high ?? 0) - 2 ** 31) : SAFE.min,
    max: high === undefined ? Math.max(INT32.max, (low ?? 0) + 2 ** 31) : SAFE.max,
  };
}

// The smallest integer multiple of a (possibly decimal) multipleOf.
function integerStep(multipleOf: number): number | undefined {
  for (let factor = 1; factor <= 10_000; factor += 1) {
    const candidate = Math.round(multipleOf * factor);
    if (Math.abs(candidate - multipleOf * factor) < 1e-9 && Number.isInteger(candidate / multipleOf)) return candidate;
  }
  return undefined;
}

/**
 * Numbers that break code written for ordinary ones: negative zero, the largest and smallest
 * safe integers, the largest and smallest doubles, and values JSON writes in exponent form.
 * Drawn now and then for `number` schemas, the ones within the schema's bounds.
 */
export const UNUSUAL_NUMBERS: readonly number[] = [
  -0,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE, // 5e-324
  -Number.MIN_VALUE,
  1e308,
  -1e308,
  1e-7,
  1e21,
];

/**
 * Finite numbers (no NaN, no infinities) within bounds and `multipleOf`. `-0` only among the
 * {@link UNUSUAL_NUMBERS}, which are drawn about one time in eight when the bounds allow (`-0` a
 * third of those).
 */
export function numberArbitrary(schema: JsonSchemaObject): fc.Arbitrary<number> {
  if (schema.format === "int32" || schema.format === "int64") return integerArbitrary(schema);
  const limit = schema.format === "float" ? FLOAT32_MAX : Number.MAX_VALUE;
  const b = bounds(schema, { min: -limit, max: limit });
  if (b.min > b.max || (b.min === b.max && (b.minExcluded || b.maxExcluded))) throw unsatisfiable(schema, "number");
  if (typeof schema.multipleOf === "number" && schema.multipleOf > 0) return multiples(schema.multipleOf, b, schema.multipleOf, schema, "number");
  const doubles = fc.double({ min: b.min, max: b.max, minExcluded: b.minExcluded, maxExcluded: b.maxExcluded, noNaN: true, noDefaultInfinity: true }).map(positiveZero);
  // `-0` mapped to `0` can break an exclusive bound at zero.
  const safeDoubles = (b.minExcluded && b.min === 0) || (b.maxExcluded && b.max === 0) ? doubles.filter((value) => inBounds(value, b)) : doubles;
  const imin = b.minExcluded ? Math.floor(b.min) + 1 : Math.ceil(b.min);
  const imax = b.maxExcluded ? Math.ceil(b.max) - 1 : Math.floor(b.max);
  const lo = Math.max(imin, -1_000_000);
  const hi = Math.min(imax, 1_000_000);
  // Integral values are what real clients send most; mix them in when the bounds allow.
  const unusual = UNUSUAL_NUMBERS.filter((value) => inBounds(value, b));
  const ordinary =
    lo > hi ? safeDoubles : fc.oneof({ weight: 1, arbitrary: fc.integer({ min: lo, max: hi }).map(positiveZero) }, { weight: 2, arbitrary: safeDoubles });
  if (unusual.length === 0) return ordinary;
  // Negative zero is a third of the unusual draws: the one most often mishandled (sign tests, division).
  const others = unusual.filter((value) => !Object.is(value, -0));
  const drawn =
    others.length === unusual.length ? fc.constantFrom(...others) : others.length === 0 ? fc.constant(-0) : fc.oneof({ weight: 1, arbitrary: fc.constant(-0) }, { weight: 2, arbitrary: fc.constantFrom(...others) });
  return fc.oneof({ weight: 7, arbitrary: ordinary }, { weight: 1, arbitrary: drawn });
}

/**
 * `k * step` for integers `k` within bounds. Floating point makes some products fail the
 * `value / multipleOf` integrality test ajv applies (3 * 0.1), so candidates are repaired or
 * dropped: small ranges are enumerated, large ones filtered (most candidates pass).
 */
function multiples(step: number, b: Bounds, multipleOf: number, schema: JsonSchemaObject, what: string): fc.Arbitrary<number> {
  const kMin = Math.max(Math.ceil(b.min / step), -(2 ** 31));
  const kMax = Math.min(Math.floor(b.max / step), 2 ** 31 - 1);
  const valid = (value: number): boolean => Number.isFinite(value) && inBounds(value, b) && Number.isInteger(value / multipleOf) && (what !== "integer" || Number.isInteger(value));
  const candidate = (k: number): number => {
    const direct = positiveZero(k * step);
    if (valid(direct)) return direct;
    const rounded = positiveZero(Number(direct.toPrecision(15)));
    return valid(rounded) ? rounded : Number.NaN;
  };
  if (kMin > kMax) throw unsatisfiable(schema, what);
  if (kMax - kMin < ENUMERATE_LIMIT) {
    const values: number[] = [];
    for (let k = kMin; k <= kMax; k += 1) {
      const value = candidate(k);
      if (!Number.isNaN(value)) values.push(value);
    }
    if (values.length === 0) throw unsatisfiable(schema, what);
    // Shrinks towards the value closest to zero.
    values.sort((x, y) => Math.abs(x) - Math.abs(y));
    return fc.integer({ min: 0, max: values.length - 1 }).map((index) => values[index] as number);
  }
  return fc
    .integer({ min: kMin, max: kMax })
    .map(candidate)
    .filter((value) => !Number.isNaN(value));
}
