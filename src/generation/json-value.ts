/** Helpers for JSON-like values: stable keys for deep equality, and defensive copies. */

/** A canonical string for a JSON-like value: object keys sorted, so deep-equal values give equal keys. */
export function stableKey(value: unknown): string {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && Object.is(value, -0)) return "0";
    return value === undefined ? "undefined" : JSON.stringify(value);
  }
  if (value instanceof Uint8Array) return `bytes:${Array.from(value).join(",")}`;
  if (Array.isArray(value)) return `[${value.map(stableKey).join(",")}]`;
  const keys = Object.keys(value).sort();
  const record = value as Record<string, unknown>;
  return `{${keys.map((key) => `${JSON.stringify(key)}:${stableKey(record[key])}`).join(",")}}`;
}

/** Deep equality as JSON Schema defines it for `enum`, `const` and `uniqueItems`. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return stableKey(a) === stableKey(b);
}

/** Copies objects and arrays so consumers mutating a value never corrupt a schema's `enum`/`const`. */
export function cloneJson<T>(value: T): T {
  return value !== null && typeof value === "object" ? structuredClone(value) : value;
}

/** True for plain (non-array) objects. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Uint8Array);
}
