import type { JsonSchema } from "../core/json-schema.js";

const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

/**
 * The typed readings of a header value. The wire carries text, so `"5"` may stand for the
 * integer 5, `"true"` for a boolean and `"a, b"` for an array (OpenAPI `simple` style).
 * The first candidate is the reading the schema's declared `type` asks for (so its issues
 * are the ones worth reporting); the others follow, for schemas whose type is hidden
 * behind `$ref`, `oneOf` and the like.
 */
export function headerCandidates(raw: string, schema: JsonSchema): unknown[] {
  const trimmed = raw.trim();
  const scalar = coerceScalar(trimmed);
  const items = trimmed === "" ? [] : trimmed.split(",").map((item) => item.trim());
  const typedItems = items.map((item) => coerceScalar(item) ?? item);
  const declared = declaredTypes(schema);

  const candidates: unknown[] = [];
  if (declared.has("array")) candidates.push(typedItems, items);
  if (scalar !== undefined && declared.has(typeof scalar === "boolean" ? "boolean" : "number")) candidates.push(scalar);
  if (typeof scalar === "number" && declared.has("integer")) candidates.push(scalar);
  candidates.push(raw);
  if (scalar !== undefined) candidates.push(scalar);
  if (!declared.has("array")) candidates.push(typedItems, items);
  return candidates;
}

function coerceScalar(text: string): number | boolean | undefined {
  if (text === "true") return true;
  if (text === "false") return false;
  if (NUMBER.test(text)) {
    const value = Number(text);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}

function declaredTypes(schema: JsonSchema): Set<string> {
  if (typeof schema !== "object" || schema === null) return new Set();
  const type = schema["type"];
  if (typeof type === "string") return new Set([type]);
  if (Array.isArray(type)) return new Set(type.filter((entry): entry is string => typeof entry === "string"));
  return new Set();
}
