import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import type { DataMode } from "../../core/phase.js";
import { stableKey } from "../json-value.js";
import { covered, MAX_VARIED_DEPTH, nested, type CoverageEnv, type CoverageValue } from "./coverage-value.js";

/** Arrays longer than this are not spelled out as boundaries. */
const MAX_SPELLED_ITEMS = 100;
/** How many item values get an array of their own. */
const MAX_ITEM_VARIANTS = 16;

/**
 * Coverage values of `type: array`. Positive: minItems/maxItems boundaries (and one item when
 * unbounded), items cycling through the item schema's positive values; then one array per
 * further item value. Negative: one item too few or too many, a duplicate under
 * `uniqueItems`, and one array per negative item value.
 */
export function arrayValues(schema: JsonSchemaObject, env: CoverageEnv, mode: DataMode, depth: number): CoverageValue[] {
  const min = typeof schema.minItems === "number" ? Math.max(0, Math.ceil(schema.minItems)) : 0;
  const max = typeof schema.maxItems === "number" ? Math.floor(schema.maxItems) : undefined;
  const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
  const items = (schema.items ?? true) as JsonSchema;
  const itemSchema = (index: number): JsonSchema => (index < prefix.length ? (prefix[index] as JsonSchema) : items);
  const itemValues = (index: number): readonly CoverageValue[] => env.values(itemSchema(index), "positive", depth + 1);
  // Items cycle through the positive values; when that repeats items `uniqueItems` forbids,
  // a seeded generated array of the same length takes over.
  const build = (length: number): unknown[] | undefined => {
    const out: unknown[] = [];
    for (let index = 0; index < length; index += 1) {
      const values = itemValues(index);
      const value = values[index % Math.max(values.length, 1)];
      if (value === undefined) return undefined;
      out.push(value.value);
    }
    if (schema.uniqueItems !== true || new Set(out.map(stableKey)).size === out.length) return out;
    return generatedArray({ ...schema, minItems: length, maxItems: length }, env, depth);
  };
  const varied = depth < MAX_VARIED_DEPTH;
  return mode === "positive" ? positives(min, max, build, varied ? itemValues(0) : []) : negatives(schema, env, min, max, build, varied, depth);
}

function positives(min: number, max: number | undefined, build: (length: number) => unknown[] | undefined, firstItems: readonly CoverageValue[]): CoverageValue[] {
  const out: CoverageValue[] = [];
  const lengths: [number, string][] = [];
  const typical = Math.max(min, 1);
  if (max === undefined || typical <= max) lengths.push([typical, min === typical ? `minItems (${min})` : "one item"]);
  if (min !== typical) lengths.push([min, min === 0 ? "empty array" : `minItems (${min})`]);
  if (max !== undefined && max !== typical && max !== min) lengths.push([max, `maxItems (${max})`]);
  for (const [length, why] of lengths) {
    if (length > MAX_SPELLED_ITEMS) continue;
    const value = build(length);
    if (value !== undefined) out.push(covered(value, why));
  }
  const base = build(typical);
  if (base === undefined || (max !== undefined && typical > max)) return out;
  for (const item of firstItems.slice(1, MAX_ITEM_VARIANTS + 1)) {
    out.push(nested(item, 0, [item.value, ...base.slice(1)]));
  }
  return out;
}

function negatives(
  schema: JsonSchemaObject,
  env: CoverageEnv,
  min: number,
  max: number | undefined,
  build: (length: number) => unknown[] | undefined,
  varied: boolean,
  depth: number,
): CoverageValue[] {
  const out: CoverageValue[] = [];
  const push = (length: number, why: string): void => {
    const value = length <= MAX_SPELLED_ITEMS + 1 ? build(length) : undefined;
    if (value !== undefined) out.push(covered(value, why));
  };
  if (min > 0) push(min - 1, `fewer items than minItems (${min - 1} < ${min})`);
  if (max !== undefined) push(max + 1, `more items than maxItems (${max + 1} > ${max})`);
  const base = build(Math.max(min, 1));
  if (base === undefined) return out;
  if (schema.uniqueItems === true && (max === undefined || max >= 2) && base.length <= MAX_SPELLED_ITEMS) {
    const first = base[0];
    const length = Math.max(base.length, 2);
    out.push(covered(Array.from({ length }, () => structuredClone(first)), "duplicate items despite uniqueItems"));
  }
  if (!varied) return out;
  const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
  const firstSchema = (prefix[0] ?? schema.items ?? true) as JsonSchema;
  for (const item of env.values(firstSchema, "negative", depth + 1)) {
    out.push(nested(item, 0, [item.value, ...base.slice(1)]));
  }
  return out;
}

const ARRAY_SEED = 0xa11;

function generatedArray(schema: JsonSchemaObject, env: CoverageEnv, depth: number): unknown[] | undefined {
  const arb = env.build.tryBuild(schema, depth);
  if (arb === undefined) return undefined;
  try {
    const value = arb.generate(new fc.Random(xoroshiro128plus(ARRAY_SEED)), undefined).value;
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
