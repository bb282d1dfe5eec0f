/**
 * Turns one atom of a parameter (a primitive, or a nested structure that has no
 * OpenAPI style of its own) into text: booleans and numbers as JSON writes them (-0 as `-0.0`),
 * `null`/`undefined` as the empty string, bytes as UTF-8, nested structures as JSON.
 */
export function stringifyAtom(value: unknown): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
      // String(-0) is "0": keep the sign the generator drew.
      return value === 0 && 1 / value < 0 ? "-0.0" : String(value);
    case "boolean":
    case "bigint":
      return String(value);
    case "undefined":
      return "";
    default:
      if (value === null) return "";
      if (value instanceof Uint8Array) return new TextDecoder().decode(value);
      return JSON.stringify(value) ?? "";
  }
}

/** A plain object (not an array, not bytes, not null). */
export function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** Whether a value renders as the table's "undefined"/empty column: null, undefined, `""`, `[]`, `{}`. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}
