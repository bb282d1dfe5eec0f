import type { JsonSchemaObject } from "../../core/json-schema.js";
import type { DataMode } from "../../core/phase.js";
import { covered, type CoverageValue } from "./coverage-value.js";

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

interface Bound {
  /** The valid value closest to the bound. */
  readonly value: number;
  /** The keyword and its value, e.g. `exclusiveMinimum (0)`. */
  readonly keyword: string;
}

interface NumberShape {
  readonly integer: boolean;
  /** The distance between neighbouring valid values: multipleOf, 1 for integers, else none (next double). */
  readonly step: number | undefined;
  readonly low: Bound | undefined;
  readonly high: Bound | undefined;
}

/**
 * Coverage values of `type: integer`/`number`. Positive: inclusive bounds, exclusive bounds
 * moved inside by the smallest step (1 for integers, `multipleOf` when given, the next double
 * otherwise), `int32` limits, or zero when unbounded. Negative: one step past each bound, a
 * non-multiple, a fraction for integers, values outside `int32`.
 */
export function numberValues(schema: JsonSchemaObject, integer: boolean, mode: DataMode): CoverageValue[] {
  const shape = numberShape(schema, integer);
  return mode === "positive" ? positives(schema, shape) : negatives(schema, shape);
}

function numberShape(schema: JsonSchemaObject, typeInteger: boolean): NumberShape {
  const integer = typeInteger || schema.format === "int32" || schema.format === "int64";
  const multipleOf = typeof schema.multipleOf === "number" && schema.multipleOf > 0 ? schema.multipleOf : undefined;
  const step = multipleOf ?? (integer ? 1 : undefined);
  // Smallest valid value >= (or >) the bound, largest valid value <= (or <) it; 1e-9 absorbs float noise.
  const up = (value: number, strict: boolean): number => (step === undefined ? (strict ? nextUp(value) : value) : snap((Math.floor(value / step + (strict ? 1e-9 : -1e-9)) + 1) * step));
  const down = (value: number, strict: boolean): number => (step === undefined ? (strict ? nextDown(value) : value) : snap((Math.ceil(value / step + (strict ? -1e-9 : 1e-9)) - 1) * step));
  const lows: Bound[] = [];
  const highs: Bound[] = [];
  if (typeof schema.minimum === "number") lows.push({ value: up(schema.minimum, false), keyword: `minimum (${schema.minimum})` });
  if (typeof schema.exclusiveMinimum === "number") lows.push({ value: up(schema.exclusiveMinimum, true), keyword: `exclusiveMinimum (${schema.exclusiveMinimum})` });
  if (typeof schema.maximum === "number") highs.push({ value: down(schema.maximum, false), keyword: `maximum (${schema.maximum})` });
  if (typeof schema.exclusiveMaximum === "number") highs.push({ value: down(schema.exclusiveMaximum, true), keyword: `exclusiveMaximum (${schema.exclusiveMaximum})` });
  const low = lows.reduce<Bound | undefined>((best, bound) => (best === undefined || bound.value > best.value ? bound : best), undefined);
  const high = highs.reduce<Bound | undefined>((best, bound) => (best === undefined || bound.value < best.value ? bound : best), undefined);
  return { integer, step, low, high };
}

function positives(schema: JsonSchemaObject, shape: NumberShape): CoverageValue[] {
  const out: CoverageValue[] = [];
  const { low, high } = shape;
  if (low !== undefined) out.push(covered(low.value, `${low.keyword}${describeShift(low)}`));
  if (high !== undefined) out.push(covered(high.value, `${high.keyword}${describeShift(high)}`));
  if (low === undefined && high === undefined) {
    out.push(covered(0, "zero"));
    if (schema.format === "int32") out.push(covered(INT32_MIN, `int32 minimum (${INT32_MIN})`), covered(INT32_MAX, `int32 maximum (${INT32_MAX})`));
  }
  return out;
}

function describeShift(bound: Bound): string {
  return bound.keyword.endsWith(`(${bound.value})`) ? "" : ` → ${bound.value}`;
}

function negatives(schema: JsonSchemaObject, shape: NumberShape): CoverageValue[] {
  const out: CoverageValue[] = [];
  const { low, high, step, integer } = shape;
  if (low !== undefined) out.push(covered(step === undefined ? nextDown(low.value) : snap(low.value - step), `below ${low.keyword}`));
  if (high !== undefined) out.push(covered(step === undefined ? nextUp(high.value) : snap(high.value + step), `above ${high.keyword}`));
  const anchor = low?.value ?? high?.value ?? 0;
  if (typeof schema.multipleOf === "number" && schema.multipleOf > 0 && !(integer && schema.multipleOf <= 1)) {
    out.push(covered(snap(anchor + schema.multipleOf / 2), `not a multiple of ${schema.multipleOf}`));
  }
  if (integer) out.push(covered(anchor + 0.5, "not an integer"));
  if (schema.format === "int32" && low === undefined && high === undefined) {
    out.push(covered(INT32_MAX + 1, "above the int32 range"), covered(INT32_MIN - 1, "below the int32 range"));
  }
  return out;
}

// `3 * 0.1` is 0.30000000000000004; fifteen significant digits undo such noise.
function snap(value: number): number {
  const rounded = Number(value.toPrecision(15));
  return rounded === 0 ? 0 : rounded;
}

/** The next double above `value`. */
export function nextUp(value: number): number {
  if (Number.isNaN(value) || value === Number.POSITIVE_INFINITY) return value;
  if (value === 0) return Number.MIN_VALUE;
  const buffer = new Float64Array([value]);
  const bits = new BigInt64Array(buffer.buffer);
  bits[0] = (bits[0] as bigint) + (value > 0 ? 1n : -1n);
  return buffer[0] as number;
}

/** The next double below `value`. */
export function nextDown(value: number): number {
  return -nextUp(-value);
}
