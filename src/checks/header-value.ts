import type { JsonSchema } from "../core/json-schema.js";

const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

/**
 * The typed readings of a header value. The wire carries text, so `"5"` may stand for the
 * integer 5, `"true"` for a boolean and `"a, b"` for an array (OpenAPI `simple` style).
 * The first candidate is the reading the schema's declared `type` asks for (so its issues
 * are the ones worth reporting); the others follow, for schemas whose type is hidden
 * behind `$ref`, `oneOf` and the like.
 */
export function* headerCandidates(raw: string, schema: JsonSchema): Generator<unknown, void, undefined> {
  // Lazy: the first reading usually validates, and the others are never worked out.
  const declared = declaredTypes(schema);
  const trimmed = raw.trim();
  const scalar = coerceScalar(trimmed);
  let lists: [typed: unknown[], plain: string[]] | undefined;
  const split = (): [unknown[], string[]] => {
    if (lists === undefined) {
      const items = trimmed === "" ? [] : trimmed.split(",").map((item) => item.trim());
      lists = [items.map((item) => coerceScalar(item) ?? item), items];
    }
    return lists;
  };
  if (declared.has("array")) yield* split();
  if (scalar !== undefined && declared.has(typeof scalar === "boolean" ? "boolean" : "number")) yield scalar;
  if (typeof scalar === "number" && declared.has("integer")) yield scalar;
  yield raw;
  if (scalar !== undefined) yield scalar;
  if (!declared.has("array")) yield* split();
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

const NO_TYPES: ReadonlySet<string> = new Set();

function declaredTypes(schema: JsonSchema): ReadonlySet<string> {
  if (typeof schema !== "object" || schema === null) return NO_TYPES;
  const type = schema["type"];
  if (typeof type === "string") return new Set([type]);
  if (Array.isArray(type)) return new Set(type.filter((entry): entry is string => typeof entry === "string"));
  return NO_TYPES;
}
