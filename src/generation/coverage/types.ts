import type { JsonSchemaObject } from "../../core/json-schema.js";
import { covered, type CoverageValue } from "./coverage-value.js";

/** The JSON types a schema may spell out. */
export type JsonType = "null" | "boolean" | "integer" | "number" | "string" | "array" | "object";

const ALL_TYPES: readonly JsonType[] = ["null", "boolean", "integer", "number", "string", "array", "object"];
const HINTS: readonly [JsonType, readonly string[]][] = [
  ["object", ["properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties"]],
  ["array", ["items", "prefixItems", "minItems", "maxItems", "uniqueItems"]],
  ["string", ["minLength", "maxLength", "pattern"]],
  ["number", ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]],
];
const NUMBER_FORMATS = new Set(["int32", "int64", "float", "double"]);

/**
 * Values of another JSON type, tried in order for each declared type. Strings that cannot be
 * read as numbers, booleans or null come first: they stay wrong even after a parameter's
 * trip through text (`"1"` would read as `1`, `"maybe"` reads as nothing but a string).
 */
const WRONG: Readonly<Record<JsonType, readonly [unknown, string][]>> = {
  integer: [["not-a-number", "string"], [true, "boolean"], [[], "array"], [{}, "object"]],
  number: [["not-a-number", "string"], [true, "boolean"], [[], "array"], [{}, "object"]],
  boolean: [["maybe", "string"], [42, "number"], [[], "array"], [{}, "object"]],
  null: [["not-null", "string"], [false, "boolean"]],
  string: [[42, "number"], [true, "boolean"], [{}, "object"], [[], "array"]],
  array: [[{}, "object"], ["not-an-array", "string"], [42, "number"]],
  object: [["not-an-object", "string"], [[], "array"], [42, "number"]],
};

/** The types a schema declares (`type`), else those its keywords imply; empty for "anything". */
export function schemaTypes(schema: JsonSchemaObject): JsonType[] {
  if (schema.type !== undefined) {
    const declared = Array.isArray(schema.type) ? schema.type : [schema.type];
    return ALL_TYPES.filter((type) => declared.includes(type));
  }
  const hinted = HINTS.filter(([, keywords]) => keywords.some((keyword) => schema[keyword] !== undefined)).map(([type]) => type);
  if (typeof schema.format === "string") hinted.push(NUMBER_FORMATS.has(schema.format) ? "number" : "string");
  return [...new Set(hinted)];
}

/**
 * Negative candidates of a wrong JSON type: for each declared type, every value of another
 * type in {@link WRONG}'s order. The caller keeps the first one per type that the schema
 * rejects (and that stays wrong on the wire); here only declared types are known.
 */
export function wrongTypeCandidates(schema: JsonSchemaObject): { readonly type: JsonType; readonly candidates: readonly CoverageValue[] }[] {
  if (schema.type === undefined) return [];
  return schemaTypes(schema).map((type) => ({
    type,
    candidates: WRONG[type].map(([value, actual]) => covered(value, `wrong type: ${actual} instead of ${type}`)),
  }));
}

/** Positive values of the scalar types that need no keywords: both booleans, null. */
export function scalarValues(type: "boolean" | "null"): CoverageValue[] {
  return type === "boolean" ? [covered(true, "true"), covered(false, "false")] : [covered(null, "null")];
}
