import * as fc from "fast-check";
import { ApitestError, SchemaError } from "../core/errors.js";
import type { JsonSchema, JsonSchemaObject } from "../core/json-schema.js";
import { anyValue } from "./any-value.js";
import { arrayArbitrary } from "./array.js";
import type { BuildEnv } from "./env.js";
import { cloneJson, isPlainObject, stableKey } from "./json-value.js";
import { integerArbitrary, numberArbitrary } from "./number.js";
import { objectArbitrary } from "./object.js";
import { guardedFilter } from "./probe.js";
import { acceptsValue } from "./string-policy.js";
import { stringArbitrary } from "./string.js";

type JsonType = "null" | "boolean" | "integer" | "number" | "string" | "array" | "object";
const ALL_TYPES: readonly JsonType[] = ["null", "boolean", "integer", "number", "string", "array", "object"];
const HINTS: readonly [JsonType, readonly string[]][] = [
  ["object", ["properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties", "propertyNames", "dependentRequired", "dependentSchemas"]],
  ["array", ["items", "prefixItems", "minItems", "maxItems", "uniqueItems", "contains"]],
  ["string", ["minLength", "maxLength", "pattern", "contentEncoding"]],
  ["number", ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]],
];
const NUMBER_FORMATS = new Set(["int32", "int64", "float", "double"]);

/**
 * Values for a schema without combinators: `enum`/`const` members (those satisfying the other
 * keywords, drawn evenly), else one generator per allowed type. `checks` are extra subschemas
 * values must satisfy; `not: { type }` ones shrink the type set, the others filter.
 */
export function plainArbitrary(schema: JsonSchemaObject, checks: readonly JsonSchema[], env: BuildEnv, depth: number): fc.Arbitrary<unknown> {
  const finite = "const" in schema ? [schema.const] : Array.isArray(schema.enum) ? (schema.enum as unknown[]) : undefined;
  if (finite !== undefined) return finiteArbitrary(finite, schema, checks, env);
  const excluded = new Set<string>();
  const filters = checks.filter((check) => !collectNegatedTypes(check, excluded));
  const types = allowedTypes(schema, excluded.size > 0).filter((type) => !excluded.has(type) && !(type === "integer" && excluded.has("number")));
  const arbs: fc.Arbitrary<unknown>[] = [];
  let firstError: unknown;
  for (const type of types) {
    try {
      arbs.push(typeArbitrary(type, schema, env, depth));
    } catch (error) {
      if (!(error instanceof ApitestError)) throw error;
      firstError ??= error;
    }
  }
  if (arbs.length === 0) {
    throw firstError ?? new SchemaError("schema_unsupported", `No JSON type is allowed by the schema (type: ${JSON.stringify(schema.type)}); types of allOf parts, or one part's additionalProperties applied to another part's properties, contradict each other: fix the type keywords.`);
  }
  const arb = arbs.length === 1 ? (arbs[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbs);
  if (filters.length === 0) return arb;
  return guardedFilter(arb, (value) => filters.every((check) => env.matches(value, check)), () => `Cannot generate values satisfying ${JSON.stringify(filters).slice(0, 200)} together with the rest of the schema: simplify the not/allOf parts.`);
}

function finiteArbitrary(members: unknown[], schema: JsonSchemaObject, checks: readonly JsonSchema[], env: BuildEnv): fc.Arbitrary<unknown> {
  const whole: JsonSchemaObject = checks.length === 0 ? schema : { ...schema, allOf: checks };
  const seen = new Set<string>();
  const valid = members.filter((member) => {
    const key = stableKey(member);
    if (seen.has(key) || !env.matches(member, whole)) return false;
    seen.add(key);
    return true;
  });
  const preferred = valid.filter((member) => acceptsValue(env.policy, member));
  const chosen = preferred.length > 0 || env.policy.strict ? preferred : valid;
  if (chosen.length === 0) {
    throw new SchemaError(
      "schema_unsupported",
      `None of the allowed values ${JSON.stringify(members).slice(0, 200)} satisfies the rest of the schema${valid.length > 0 ? ` and can be sent in ${env.policy.description}` : ""}: fix the enum/const.`,
    );
  }
  const first = chosen[0];
  if (chosen.length === 1) return fc.constant(first).map(cloneJson);
  return fc.integer({ min: 0, max: chosen.length - 1 }).map((index) => cloneJson(chosen[index]));
}

// `not: { type: … }` (alone) is subtracted from the type set instead of filtered.
function collectNegatedTypes(check: JsonSchema, excluded: Set<string>): boolean {
  if (!isPlainObject(check) || Object.keys(check).length !== 1 || !isPlainObject(check.not)) return false;
  const negated = check.not;
  if (Object.keys(negated).length !== 1 || negated.type === undefined) return false;
  const types = Array.isArray(negated.type) ? negated.type : [negated.type];
  // Excluding integers from numbers needs a filter, not a type subtraction.
  if (types.includes("integer") && !types.includes("number")) return false;
  for (const type of types) if (typeof type === "string") excluded.add(type);
  return true;
}

function allowedTypes(schema: JsonSchemaObject, spelledOut: boolean): (JsonType | "any")[] {
  if (schema.type !== undefined) {
    const declared = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type): type is JsonType => ALL_TYPES.includes(type as JsonType)));
    // number already covers integers.
    if (declared.has("number")) declared.delete("integer");
    return ALL_TYPES.filter((type) => declared.has(type));
  }
  const hinted = new Set<JsonType>();
  for (const [type, keywords] of HINTS) if (keywords.some((keyword) => schema[keyword] !== undefined)) hinted.add(type);
  if (typeof schema.format === "string") hinted.add(NUMBER_FORMATS.has(schema.format) ? "number" : "string");
  if (hinted.size > 0) return [...hinted];
  // Any value: one small generator, unless some types must be subtracted.
  return spelledOut ? ALL_TYPES.filter((type) => type !== "integer") : ["any"];
}

function typeArbitrary(type: JsonType | "any", schema: JsonSchemaObject, env: BuildEnv, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return integerArbitrary(schema);
    case "number":
      return numberArbitrary(schema);
    case "string":
      return stringArbitrary(schema, env);
    case "array":
      return arrayArbitrary(schema, env, depth);
    case "object":
      return objectArbitrary(schema, env, depth);
    default:
      return anyValue(env.policy);
  }
}
