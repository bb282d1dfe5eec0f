import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { ApitestError } from "../../core/errors.js";
import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import type { DataMode } from "../../core/phase.js";
import { environmentFor } from "../build.js";
import type { GenerationContext } from "../context.js";
import type { StringMode } from "../env.js";
import { isPlainObject, stableKey } from "../json-value.js";
import { normalizeSchema, type Shape } from "../normalize.js";
import { acceptsValue } from "../string-policy.js";
import { arrayValues } from "./arrays.js";
import { combinatorValues } from "./combinators.js";
import { covered, MAX_VARIED_DEPTH, type CoverageEnv, type CoverageLocation, type CoverageValue } from "./coverage-value.js";
import { enumValues } from "./enums.js";
import { numberValues } from "./numbers.js";
import { objectValues } from "./objects.js";
import { stringValues } from "./strings.js";
import { scalarValues, schemaTypes, wrongTypeCandidates } from "./types.js";
import { clearOnWire, invalidOnWire } from "./wire.js";

/** At most this many values per schema and mode: enough for boundaries, bounded for huge objects. */
const MAX_VALUES = 64;
const FALLBACK_SEED = 0x5eed;
const FALLBACK_ATTEMPTS = 30;
const STRING_MODES: Readonly<Record<CoverageLocation, StringMode>> = { body: "body", path: "path", query: "body", header: "header", cookie: "cookie" };

const environments = new WeakMap<GenerationContext, Map<string, CoverageEnv>>();

/**
 * Deterministic coverage values of one schema, for one data mode: boundaries, enum members,
 * formats, object and array variants (positive), or their invalid twins (negative). Every
 * positive value satisfies the schema and every negative one violates it; for parameters
 * (`location` other than `body`, unless `textual` is false) a negative value also stays
 * invalid once sent as text, and no value holds characters the location cannot carry.
 *
 * @example
 * coverageValues({ type: "string", minLength: 2, maxLength: 10 }, ctx, "positive").map((v) => v.value.length); // [2, 3, 9, 10]
 */
export function coverageValues(schema: JsonSchema, ctx: GenerationContext, mode: DataMode, location: CoverageLocation = "body", textual: boolean = location !== "body"): CoverageValue[] {
  return [...coverageEnv(ctx, location, textual).values(schema, mode, 0)];
}

/** The (cached) coverage environment of a location. */
export function coverageEnv(ctx: GenerationContext, location: CoverageLocation, textual: boolean): CoverageEnv {
  let byKey = environments.get(ctx);
  if (byKey === undefined) {
    byKey = new Map();
    environments.set(ctx, byKey);
  }
  const key = `${location}:${textual}`;
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const env = createEnv(ctx, location, textual);
  byKey.set(key, env);
  return env;
}

function createEnv(ctx: GenerationContext, location: CoverageLocation, textual: boolean): CoverageEnv {
  const build = environmentFor(ctx, STRING_MODES[location]);
  const cache = new WeakMap<object, Map<string, readonly CoverageValue[]>>();
  const shapes = new WeakMap<object, Shape | undefined>();
  const headerLike = location === "header" || location === "cookie";

  const shapeOf = (schema: JsonSchemaObject): Shape | undefined => {
    if (shapes.has(schema)) return shapes.get(schema);
    let shape: Shape | undefined;
    try {
      shape = normalizeSchema(schema, build.refs);
    } catch (error) {
      if (!(error instanceof ApitestError)) throw error;
    }
    shapes.set(schema, shape);
    return shape;
  };

  // Path values must be non-empty; elsewhere the location's string policy decides.
  const fits = (value: unknown): boolean => {
    if (acceptsValue(build.policy, value)) return true;
    return !build.policy.strict && !containsEmptyString(value);
  };

  const keep = (value: unknown, schema: JsonSchema, mode: DataMode): boolean => {
    if (!fits(value)) return false;
    if (mode === "positive") return build.matches(value, schema) && (!textual || clearOnWire(value, headerLike));
    return !build.matches(value, schema) && (!textual || invalidOnWire(value, schema, build.matches));
  };

  const fallback = (schema: JsonSchema, depth: number): CoverageValue | undefined => {
    try {
      const arb = build.build(schema, depth > MAX_VARIED_DEPTH ? build.maxDepth + 1 : 0);
      // Generation filters loosely (e.g. oneOf exclusivity is best effort): draw until one is right.
      const random = new fc.Random(xoroshiro128plus(FALLBACK_SEED));
      for (let attempt = 0; attempt < FALLBACK_ATTEMPTS; attempt += 1) {
        const value = arb.generate(random, undefined).value;
        if (keep(value, schema, "positive")) return covered(value, "generated value");
      }
      return undefined;
    } catch (error) {
      if (error instanceof ApitestError) return undefined;
      throw error;
    }
  };

  const compute = (schema: JsonSchema, mode: DataMode, depth: number): CoverageValue[] => {
    if (schema === false) return [];
    if (!isPlainObject(schema)) {
      const value = mode === "positive" ? fallback(schema, depth) : undefined;
      return value === undefined ? [] : [value];
    }
    const candidates = depth > MAX_VARIED_DEPTH ? [] : candidatesOf(schema, mode, depth);
    const out: CoverageValue[] = [];
    const seen = new Set<string>();
    for (const entry of candidates) {
      const key = stableKey(entry.value);
      if (seen.has(key) || !keep(entry.value, schema, mode)) continue;
      seen.add(key);
      out.push(entry);
      if (out.length >= MAX_VALUES) break;
    }
    if (mode === "negative") out.push(...wrongTypes(schema, seen));
    if (mode === "positive" && out.length === 0) {
      const value = fallback(schema, depth);
      if (value !== undefined) out.push(value);
    }
    return out;
  };

  const candidatesOf = (schema: JsonSchemaObject, mode: DataMode, depth: number): CoverageValue[] => {
    const shape = shapeOf(schema);
    if (shape === undefined || shape.kind === "never") return [];
    if (shape.kind !== "plain") return combinatorValues(shape, env, mode, depth);
    return plainValues(shape.schema, mode, depth);
  };

  // A format registered with openapi.format(): its own arbitrary gives the valid value.
  const customFormatValue = (schema: JsonSchemaObject, mode: DataMode, depth: number): CoverageValue[] | undefined => {
    if (mode !== "positive" || typeof schema.format !== "string" || !ctx.formats.has(schema.format)) return undefined;
    const value = fallback(schema, depth);
    return value === undefined ? undefined : [value];
  };

  const plainValues = (schema: JsonSchemaObject, mode: DataMode, depth: number): CoverageValue[] => {
    if ("const" in schema || Array.isArray(schema.enum)) return enumValues(schema, mode);
    const out: CoverageValue[] = [];
    for (const type of schemaTypes(schema)) {
      if (type === "integer" && schemaTypes(schema).includes("number")) continue;
      if (type === "boolean" || type === "null") out.push(...(mode === "positive" ? scalarValues(type) : []));
      else if (type === "integer" || type === "number") out.push(...numberValues(schema, type === "integer", mode));
      else if (type === "string") out.push(...customFormatValue(schema, mode, depth) ?? stringValues(schema, mode));
      else if (type === "array") out.push(...arrayValues(schema, env, mode, depth));
      else out.push(...objectValues(schema, env, mode, depth));
    }
    return out;
  };

  // One wrong-type value per declared type: the first that is really wrong, on the wire too.
  const wrongTypes = (schema: JsonSchemaObject, seen: Set<string>): CoverageValue[] => {
    const out: CoverageValue[] = [];
    // On the wire every parameter value is a string: a string parameter cannot get a wrong type.
    if (textual && schemaTypes(schema).includes("string")) return out;
    for (const { candidates } of wrongTypeCandidates(schema)) {
      const chosen = candidates.find((entry) => !seen.has(stableKey(entry.value)) && keep(entry.value, schema, "negative"));
      if (chosen === undefined) continue;
      seen.add(stableKey(chosen.value));
      out.push(chosen);
    }
    return out;
  };

  const env: CoverageEnv = {
    ctx,
    build,
    location,
    textual,
    values(schema, mode, depth) {
      const key = `${mode}:${depth}`;
      const target = typeof schema === "object" ? schema : undefined;
      const known = target === undefined ? undefined : cache.get(target)?.get(key);
      if (known !== undefined) return known;
      const values = compute(schema, mode, depth);
      if (target !== undefined) {
        let byKey = cache.get(target);
        if (byKey === undefined) {
          byKey = new Map();
          cache.set(target, byKey);
        }
        byKey.set(key, values);
      }
      return values;
    },
    first(schema, depth) {
      return env.values(schema, "positive", depth)[0];
    },
  };
  return env;
}

function containsEmptyString(value: unknown): boolean {
  if (value === "") return true;
  if (Array.isArray(value)) return value.some(containsEmptyString);
  if (isPlainObject(value)) return Object.values(value).some(containsEmptyString);
  return false;
}
