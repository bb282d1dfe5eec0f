import type { JsonSchema } from "../../core/json-schema.js";
import { isPlainObject } from "../json-value.js";
import type { Matcher } from "../matches.js";

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
// What lenient servers (pydantic, express validators, Spring) read as booleans.
const TRUTHY = new Set(["true", "1", "yes", "on", "t", "y"]);
const FALSY = new Set(["false", "0", "no", "off", "f", "n"]);

/** The text a scalar becomes in a query, path, header or cookie parameter. */
export function wireText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/**
 * Every value a server could reasonably parse `text` into: the text itself, a number, a
 * boolean, null. A negative value is only negative if none of these satisfies the schema.
 */
export function wireReadings(text: string): unknown[] {
  const readings: unknown[] = [text];
  // Ajv's coercion (Fastify, express-openapi-validator) also reads `" "` as 0 and `"0x10"` as 16.
  if (NUMERIC.test(text.trim()) || (text !== "" && !Number.isNaN(Number(text)))) readings.push(Number(text));
  const lower = text.trim().toLowerCase();
  if (TRUTHY.has(lower)) readings.push(true);
  if (FALSY.has(lower)) readings.push(false);
  if (lower === "" || lower === "null") readings.push(null);
  return readings;
}

// The most favourable reading of a scalar for `schema`: what a lenient server would accept.
function bestReading(value: unknown, schema: JsonSchema | undefined, matches: Matcher): unknown {
  const readings = wireReadings(wireText(value));
  if (schema === undefined) return readings[0];
  return readings.find((reading) => matches(reading, schema)) ?? readings[0];
}

/**
 * Whether a value meant to be invalid stays invalid once it has travelled as text: each
 * scalar inside is read the most favourable way (per its item or property schema), and a
 * single scalar sent for an array parameter may be read as a one-item list.
 */
export function invalidOnWire(value: unknown, schema: JsonSchema, matches: Matcher): boolean {
  const s = typeof schema === "object" ? schema : {};
  // `name=` or nothing at all: many servers read that as "absent", which may well be valid.
  if (value === null || value === undefined || ((Array.isArray(value) || isPlainObject(value)) && Object.keys(value).length === 0)) return false;
  // Whatever the structure, the server may also read the whole thing (or one repeated value) as text.
  if (flatTexts(value).some((text) => wireReadings(text).some((reading) => matches(reading, schema)))) return false;
  if (Array.isArray(value)) {
    const items = s.items as JsonSchema | undefined;
    return !matches(value.map((item) => bestReading(item, items, matches)), schema);
  }
  if (isPlainObject(value)) {
    const properties = isPlainObject(s.properties) ? (s.properties as Record<string, JsonSchema>) : {};
    const read = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, bestReading(item, properties[key] ?? (s.additionalProperties as JsonSchema | undefined), matches)]));
    return !matches(read, schema);
  }
  const items = s.items as JsonSchema | undefined;
  return wireReadings(wireText(value)).every((reading) => !matches([bestReading(reading, items, matches)], schema));
}

// The texts a structured value can collapse into: joined (simple/form style), or any one item.
function flatTexts(value: unknown): string[] {
  if (Array.isArray(value)) return [value.map(wireText).join(","), ...value.map(wireText)];
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    return [entries.flatMap(([key, item]) => [key, wireText(item)]).join(","), ...entries.map(([, item]) => wireText(item))];
  }
  return [wireText(value)];
}

/**
 * Whether a positive value is unambiguous as text: `null`, empty strings in headers and
 * cookies, and empty arrays or objects all read as "absent" or "empty" to many servers.
 */
export function clearOnWire(value: unknown, headerLike: boolean): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => clearOnWire(item, headerLike) || item === "");
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  return !(headerLike && value === "");
}
