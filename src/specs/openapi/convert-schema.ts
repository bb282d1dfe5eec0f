import { appendPointer } from "../../schema/json-pointer.js";
import { isRecord, setRef, type ConvertContext } from "./convert-context.js";

/** Keywords whose value is a map of name → schema. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
/** Keywords whose value is one schema. */
const SCHEMA_SINGLE = new Set([
  "additionalProperties",
  "additionalItems",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contentSchema",
]);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
/** Keywords ajv needs as numbers; some documents write them as strings. */
const NUMERIC = new Set(["minimum", "maximum", "multipleOf", "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"]);
/**
 * Keywords consumed by the conversion itself. `nullable` is dropped in 3.1 too: it means
 * nothing there, and ajv would reject it. `$id` is not a 2.0/3.0 keyword; left in, a
 * duplicated one would stop ajv from registering the document.
 */
const CONSUMED = new Set(["nullable", "x-nullable", "$schema", "$id"]);
/** Of `CONSUMED`, the keywords a 3.1 document keeps. */
const KEPT_IN_31 = new Set(["x-nullable", "$id"]);
const COMPOSITION = ["allOf", "anyOf", "oneOf", "not", "$ref"];

/**
 * Converts one OpenAPI schema (2.0, 3.0 or 3.1) to JSON Schema 2020-12, recursively.
 *
 * 2.0/3.0: `nullable`/`x-nullable` become a `"null"` type (or an `anyOf` with `{type: "null"}`
 * when there is no plain type to extend; an `enum` without null keeps null out, as 3.0.3
 * says), siblings of `$ref` are dropped as those versions say, and `items` lists become
 * `prefixItems`. All versions: boolean exclusive bounds become numeric ones, `type: file`
 * becomes a binary string, internal refs point to `apitest:doc#…`.
 * Data keywords (`example`, `default`, `enum`, `const`, `x-*`) are kept untouched.
 */
export function convertSchema(schema: unknown, pointer: string, context: ConvertContext): unknown {
  if (!isRecord(schema) || context.active.has(schema)) return schema;
  context.active.add(schema);
  try {
    const converted = convertObject(schema, pointer, context);
    context.schemaPointers.set(converted, pointer);
    return converted;
  } finally {
    context.active.delete(schema);
  }
}

function convertObject(schema: Record<string, unknown>, pointer: string, context: ConvertContext): Record<string, unknown> {
  const legacy = context.family !== "3.1";
  const nullable = legacy && (schema["nullable"] === true || schema["x-nullable"] === true);
  const ref = schema["$ref"];
  if (legacy && typeof ref === "string") {
    const reference = setRef({}, ref, pointer, context);
    return nullable ? { anyOf: [reference, { type: "null" }] } : reference;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (CONSUMED.has(key) && (legacy || !KEPT_IN_31.has(key))) continue;
    const at = appendPointer(pointer, key);
    if (key === "$ref" && typeof value === "string") setRef(out, value, pointer, context);
    else if (SCHEMA_MAPS.has(key) && isRecord(value)) out[key] = convertMap(value, at, context);
    else if (SCHEMA_SINGLE.has(key)) out[key] = convertSchema(value, at, context);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((item, i) => convertSchema(item, appendPointer(at, i), context));
    else if (key === "items") convertItems(value, pointer, out, context);
    else if (key === "required") {
      // `required: true` on a property is a common mistake; it is not a list of names.
      if (Array.isArray(value)) out[key] = value.filter((name) => typeof name === "string");
    } else if (NUMERIC.has(key) && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) out[key] = Number(value);
    else out[key] = value;
  }
  convertExclusiveBounds(out);
  if (out["type"] === "file") {
    out["type"] = "string";
    out["format"] = "binary";
  }
  return nullable ? makeNullable(out) : out;
}

function convertMap(map: Record<string, unknown>, pointer: string, context: ConvertContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(map)) out[name] = convertSchema(value, appendPointer(pointer, name), context);
  return out;
}

function convertItems(value: unknown, pointer: string, out: Record<string, unknown>, context: ConvertContext): void {
  if (Array.isArray(value)) {
    // Draft-04 tuple form; 2020-12 spells it `prefixItems`.
    const at = appendPointer(pointer, "prefixItems");
    out["prefixItems"] = value.map((item, i) => convertSchema(item, appendPointer(at, i), context));
    return;
  }
  out["items"] = convertSchema(value, appendPointer(pointer, "items"), context);
}

function convertExclusiveBounds(out: Record<string, unknown>): void {
  for (const [exclusive, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    const flag = out[exclusive];
    if (typeof flag !== "boolean") continue;
    delete out[exclusive];
    if (flag && typeof out[bound] === "number") {
      out[exclusive] = out[bound];
      delete out[bound];
    }
  }
}

function makeNullable(out: Record<string, unknown>): Record<string, unknown> {
  const type = out["type"];
  const hasComposition = COMPOSITION.some((key) => key in out);
  if (!hasComposition && (typeof type === "string" || Array.isArray(type))) {
    const types = typeof type === "string" ? [type] : [...(type as unknown[])];
    if (!types.includes("null")) types.push("null");
    out["type"] = types;
    // An `enum` still restricts the values (OpenAPI 3.0.3's clarification of `nullable`): null is
    // allowed only if the enum lists it. Strict servers (express-openapi-validator) read it so.
    return out;
  }
  return { anyOf: [out, { type: "null" }] };
}
