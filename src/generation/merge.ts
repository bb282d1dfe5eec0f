import type { JsonSchema, JsonSchemaObject } from "../core/json-schema.js";
import { isPlainObject, jsonEqual } from "./json-value.js";

/** The result of merging two keyword sets: the merged schema plus what could not be merged. */
export interface MergeResult {
  readonly schema: JsonSchemaObject;
  /** Subschemas the value must still satisfy; checked by filtering. */
  readonly leftovers: readonly JsonSchema[];
}

const TYPES = ["null", "boolean", "integer", "number", "string", "array", "object"] as const;
const MAX_KEYWORDS = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains"];
const MIN_KEYWORDS = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains"];

/** Wraps two subschemas in an `allOf`, skipping `true`/absent ones (the merge happens when built). */
export function both(a: unknown, b: unknown): JsonSchema | undefined {
  if (a === undefined || a === true) return b as JsonSchema | undefined;
  if (b === undefined || b === true) return a as JsonSchema;
  if (a === false || b === false) return false;
  if (a === b) return a as JsonSchema;
  return { allOf: [a, b] };
}

/**
 * Merges the keywords of two schemas (without combinators) into one schema accepting exactly
 * the values both accept, where that is known structurally; everything else is returned as a
 * leftover to check. Type sets intersect, bounds take the tightest value, `required` unites,
 * overlapping properties become an `allOf` to merge later.
 */
export function mergeKeywords(a: JsonSchemaObject, b: JsonSchemaObject): MergeResult {
  const out: Record<string, unknown> = { ...a };
  const leftovers: JsonSchema[] = [];
  for (const [key, value] of Object.entries(b)) {
    if (value === undefined) continue;
    const current = out[key];
    if (current === undefined) {
      out[key] = value;
      continue;
    }
    if (MIN_KEYWORDS.includes(key) && typeof value === "number" && typeof current === "number") out[key] = Math.max(current, value);
    else if (MAX_KEYWORDS.includes(key) && typeof value === "number" && typeof current === "number") out[key] = Math.min(current, value);
    else mergeOther(out, key, current, value, leftovers);
  }
  for (const [side, other] of [[a, b], [b, a]] as const) {
    if (reconcileAdditional(out, side, other)) leftovers.push(objectKeywords(side));
  }
  return { schema: out, leftovers };
}

function mergeOther(out: Record<string, unknown>, key: string, current: unknown, value: unknown, leftovers: JsonSchema[]): void {
  switch (key) {
    case "type":
      out.type = intersectTypes(current, value);
      return;
    case "enum":
    case "const":
      out[key] = key === "const" ? current : mergeEnums(current, value);
      if (key === "const" && !jsonEqual(current, value)) out.enum = [];
      return;
    case "required":
      out.required = [...new Set([...asStrings(current), ...asStrings(value)])];
      return;
    case "properties":
    case "patternProperties":
    case "dependentSchemas":
      out[key] = mergeMaps(current, value);
      return;
    case "dependentRequired":
      out[key] = mergeDependentRequired(current, value);
      return;
    case "items":
    case "additionalProperties":
    case "propertyNames":
      out[key] = both(current, value);
      return;
    case "prefixItems":
      out.prefixItems = mergePrefix(current, value);
      return;
    case "uniqueItems":
      out.uniqueItems = current === true || value === true;
      return;
    case "multipleOf":
      out.multipleOf = mergeMultipleOf(current, value, leftovers);
      return;
    default:
      if (!jsonEqual(current, value) && isAssertion(key)) leftovers.push({ [key]: value });
  }
}

// Keywords whose disagreement matters for validity; annotations (description, x-…) do not.
function isAssertion(key: string): boolean {
  return ["pattern", "format", "contains", "minContains", "maxContains", "contentEncoding"].includes(key);
}

function intersectTypes(a: unknown, b: unknown): string[] {
  const left = new Set(asStrings(a));
  const right = new Set(asStrings(b));
  const result: string[] = [];
  for (const type of TYPES) {
    if (left.has(type) && right.has(type)) result.push(type);
    else if (type === "integer" && ((left.has("integer") && right.has("number")) || (left.has("number") && right.has("integer")))) result.push(type);
  }
  return result;
}

function mergeEnums(a: unknown, b: unknown): unknown[] {
  if (!Array.isArray(a) || !Array.isArray(b)) return Array.isArray(a) ? a : Array.isArray(b) ? b : [];
  return a.filter((member) => b.some((other) => jsonEqual(member, other)));
}

function mergeMaps(a: unknown, b: unknown): Record<string, unknown> {
  const left = isPlainObject(a) ? a : {};
  const right = isPlainObject(b) ? b : {};
  const out: Record<string, unknown> = { ...left };
  for (const [key, value] of Object.entries(right)) {
    out[key] = Object.hasOwn(out, key) ? both(out[key], value) : value;
  }
  return out;
}

function mergeDependentRequired(a: unknown, b: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const source of [a, b]) {
    if (!isPlainObject(source)) continue;
    for (const [key, value] of Object.entries(source)) out[key] = [...new Set([...(out[key] ?? []), ...asStrings(value)])];
  }
  return out;
}

function mergePrefix(a: unknown, b: unknown): unknown[] {
  const left = Array.isArray(a) ? a : [];
  const right = Array.isArray(b) ? b : [];
  const length = Math.max(left.length, right.length);
  return Array.from({ length }, (_, index) => both(left[index], right[index]) ?? true);
}

function mergeMultipleOf(a: unknown, b: unknown, leftovers: JsonSchema[]): unknown {
  if (typeof a !== "number" || typeof b !== "number") return typeof a === "number" ? a : b;
  if (Number.isInteger(a) && Number.isInteger(b)) return (a / gcd(a, b)) * b;
  if (Number.isInteger(a / b)) return a;
  if (Number.isInteger(b / a)) return b;
  leftovers.push({ multipleOf: b });
  return a;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * `additionalProperties` of one side applies to the properties only the other side declares;
 * fold it into those property schemas so the merged schema stays exact.
 */
function reconcileAdditional(out: Record<string, unknown>, side: JsonSchemaObject, other: JsonSchemaObject): boolean {
  const additional = side.additionalProperties;
  if (additional === undefined || additional === true) return false;
  const own = isPlainObject(side.properties) ? side.properties : {};
  const patterns = isPlainObject(side.patternProperties) ? Object.keys(side.patternProperties) : [];
  const merged = isPlainObject(out.properties) ? { ...out.properties } : {};
  const otherProperties = isPlainObject(other.properties) ? Object.keys(other.properties) : [];
  for (const key of otherProperties) {
    if (Object.hasOwn(own, key) || patterns.some((pattern) => safeTest(pattern, key))) continue;
    merged[key] = both(merged[key], additional);
  }
  if (otherProperties.length > 0) out.properties = merged;
  // Keys the other side generates from its patterns are not covered above: check them.
  return isPlainObject(other.patternProperties) && Object.keys(other.patternProperties).length > 0;
}

function objectKeywords(side: JsonSchemaObject): JsonSchemaObject {
  const { properties, patternProperties, additionalProperties } = side;
  return { properties: properties ?? {}, patternProperties: patternProperties ?? {}, additionalProperties };
}

function safeTest(pattern: string, key: string): boolean {
  try {
    return new RegExp(pattern, "u").test(key);
  } catch {
    return false;
  }
}

function asStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}
