import type { JsonSchema, JsonSchemaObject } from "../core/json-schema.js";
import { formatCheck } from "./format-checks.js";
import { isPlainObject, jsonEqual, stableKey } from "./json-value.js";
import { isReadOnlySchema } from "./read-only.js";
import type { RefIndex } from "./refs.js";

/** Tells whether a value satisfies a schema. */
export type Matcher = (value: unknown, schema: JsonSchema) => boolean;

/**
 * A small structural validator used to filter generated values (`not`, `oneOf` exclusivity,
 * `if`, leftovers of `allOf` merging, `enum` members). It follows JSON Schema 2020-12 for the
 * common keywords; keywords it does not know are treated as satisfied. Values are request
 * values: a `required` property marked `readOnly` may be absent.
 */
export function createMatcher(refs: RefIndex): Matcher {
  const patterns = new Map<string, RegExp | null>();
  const regex = (source: string): RegExp | null => {
    if (patterns.has(source)) return patterns.get(source) ?? null;
    let compiled: RegExp | null = null;
    try {
      compiled = new RegExp(source, "u");
    } catch {
      try {
        compiled = new RegExp(source);
      } catch {
        compiled = null;
      }
    }
    patterns.set(source, compiled);
    return compiled;
  };

  const readOnlyProperty = (properties: Record<string, unknown>, key: string): boolean =>
    isReadOnlySchema(Object.hasOwn(properties, key) ? properties[key] : undefined, refs);

  const matches: Matcher = (value, schema) => {
    if (schema === true) return true;
    if (schema === false) return false;
    if (!isPlainObject(schema)) return true;
    return matchObject(value, schema);
  };

  const matchObject = (value: unknown, s: JsonSchemaObject): boolean => {
    if (typeof s.$ref === "string" && !matches(value, refs.resolve(s.$ref))) return false;
    if (!matchType(value, s)) return false;
    if (Array.isArray(s.enum) && !s.enum.some((member) => jsonEqual(member, value))) return false;
    if ("const" in s && !jsonEqual(s.const, value)) return false;
    if (typeof value === "number" && !matchNumber(value, s)) return false;
    if ((typeof value === "string" || value instanceof Uint8Array) && !matchString(value, s)) return false;
    if (Array.isArray(value) && !matchArray(value, s)) return false;
    if (isPlainObject(value) && !matchProperties(value, s)) return false;
    if (Array.isArray(s.allOf) && !s.allOf.every((sub) => matches(value, sub as JsonSchema))) return false;
    if (Array.isArray(s.anyOf) && !s.anyOf.some((sub) => matches(value, sub as JsonSchema))) return false;
    if (Array.isArray(s.oneOf) && s.oneOf.filter((sub) => matches(value, sub as JsonSchema)).length !== 1) return false;
    if (s.not !== undefined && matches(value, s.not as JsonSchema)) return false;
    if (s.if !== undefined) {
      const branch = matches(value, s.if as JsonSchema) ? s.then : s.else;
      if (branch !== undefined && !matches(value, branch as JsonSchema)) return false;
    }
    return true;
  };

  const matchString = (value: string | Uint8Array, s: JsonSchemaObject): boolean => {
    const length = typeof value === "string" ? codePointLength(value) : value.length;
    if (typeof s.minLength === "number" && length < s.minLength) return false;
    if (typeof s.maxLength === "number" && length > s.maxLength) return false;
    if (typeof value !== "string") return true;
    if (typeof s.pattern === "string") {
      const compiled = regex(s.pattern);
      if (compiled !== null && !compiled.test(value)) return false;
    }
    if (typeof s.format === "string") {
      const check = formatCheck(s.format);
      if (check !== undefined && !check(value)) return false;
    }
    return true;
  };

  const matchArray = (value: readonly unknown[], s: JsonSchemaObject): boolean => {
    if (typeof s.minItems === "number" && value.length < s.minItems) return false;
    if (typeof s.maxItems === "number" && value.length > s.maxItems) return false;
    if (s.uniqueItems === true && new Set(value.map(stableKey)).size !== value.length) return false;
    const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as JsonSchema[]) : [];
    for (let index = 0; index < value.length; index += 1) {
      const itemSchema = index < prefix.length ? prefix[index] : (s.items as JsonSchema | undefined);
      if (itemSchema !== undefined && !matches(value[index], itemSchema)) return false;
    }
    if (s.contains !== undefined) {
      const count = value.filter((item) => matches(item, s.contains as JsonSchema)).length;
      const min = typeof s.minContains === "number" ? s.minContains : 1;
      if (count < min) return false;
      if (typeof s.maxContains === "number" && count > s.maxContains) return false;
    }
    return true;
  };

  const matchProperties = (value: Record<string, unknown>, s: JsonSchemaObject): boolean => {
    const keys = Object.keys(value);
    if (typeof s.minProperties === "number" && keys.length < s.minProperties) return false;
    if (typeof s.maxProperties === "number" && keys.length > s.maxProperties) return false;
    const properties = isPlainObject(s.properties) ? s.properties : {};
    // Values are for requests: a required readOnly property may be left out (OpenAPI).
    if (Array.isArray(s.required) && !s.required.every((key) => typeof key !== "string" || Object.hasOwn(value, key) || readOnlyProperty(properties, key))) return false;
    const patternProperties = isPlainObject(s.patternProperties) ? s.patternProperties : {};
    for (const key of keys) {
      const item = value[key];
      let evaluated = false;
      if (Object.hasOwn(properties, key)) {
        evaluated = true;
        if (!matches(item, properties[key] as JsonSchema)) return false;
      }
      for (const [pattern, sub] of Object.entries(patternProperties)) {
        const compiled = regex(pattern);
        if (compiled === null || !compiled.test(key)) continue;
        evaluated = true;
        if (!matches(item, sub as JsonSchema)) return false;
      }
      if (!evaluated && s.additionalProperties !== undefined && !matches(item, s.additionalProperties as JsonSchema)) return false;
      if (s.propertyNames !== undefined && !matches(key, s.propertyNames as JsonSchema)) return false;
    }
    if (isPlainObject(s.dependentRequired)) {
      for (const [key, needed] of Object.entries(s.dependentRequired)) {
        if (!Object.hasOwn(value, key) || !Array.isArray(needed)) continue;
        if (!needed.every((other) => typeof other !== "string" || Object.hasOwn(value, other))) return false;
      }
    }
    if (isPlainObject(s.dependentSchemas)) {
      for (const [key, sub] of Object.entries(s.dependentSchemas)) {
        if (Object.hasOwn(value, key) && !matches(value, sub as JsonSchema)) return false;
      }
    }
    return true;
  };

  return matches;
}

function matchType(value: unknown, s: JsonSchemaObject): boolean {
  if (s.type === undefined) return true;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.some((type) => hasType(value, type, s));
}

function hasType(value: unknown, type: unknown, s: JsonSchemaObject): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "boolean":
      return typeof value === "boolean";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "string":
      return typeof value === "string" || (value instanceof Uint8Array && s.format === "binary");
    case "array":
      return Array.isArray(value);
    case "object":
      return isPlainObject(value);
    default:
      return false;
  }
}

function matchNumber(value: number, s: JsonSchemaObject): boolean {
  if (typeof s.minimum === "number" && value < s.minimum) return false;
  if (typeof s.maximum === "number" && value > s.maximum) return false;
  if (typeof s.exclusiveMinimum === "number" && value <= s.exclusiveMinimum) return false;
  if (typeof s.exclusiveMaximum === "number" && value >= s.exclusiveMaximum) return false;
  if (typeof s.multipleOf === "number" && s.multipleOf > 0 && !Number.isInteger(value / s.multipleOf)) return false;
  if (typeof s.format === "string") {
    const check = formatCheck(s.format);
    if (check !== undefined && !check(value)) return false;
  }
  return true;
}

/** String length in code points, the way ajv counts `minLength`/`maxLength`. */
export function codePointLength(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    length += 1;
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
  }
  return length;
}
