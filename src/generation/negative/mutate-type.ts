import type { JsonSchemaObject } from "../../core/json-schema.js";
import { JSON_TYPES, type JsonType, type Mutation, type MutationScope } from "./mutation.js";

/** Text a server would read back as a number or a boolean. */
export const COERCIBLE_TEXT = "^(?:[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?|true|false)$";

/**
 * Values of a JSON type the schema does not allow. `allowed` is the union of the types every
 * branch declares (`number` including `integer`). For textual locations, strings and arrays are
 * chosen so that the text on the wire cannot be parsed back into an allowed type, and nothing is
 * produced when strings (every text is one) or arrays (a lone value is a one-item array) are allowed.
 *
 * @example
 * typeMutations(new Set(["integer"]), scope).map((m) => m.schema); // [{ type: "null" }, { type: "boolean" }, { type: "number", not: … }, …]
 */
export function typeMutations(allowed: ReadonlySet<JsonType>, scope: MutationScope): Mutation[] {
  // As text, any scalar reads back as a one-item array: arrays break through their items and counts instead.
  if (scope.textual && (allowed.has("string") || allowed.has("array"))) return [];
  const expected = [...allowed].filter((type) => type !== "integer" || !allowed.has("number")).join(" or ");
  const out: Mutation[] = [];
  for (const type of JSON_TYPES) {
    if (allowed.has(type)) continue;
    // An empty value reads back as an empty object.
    if (scope.textual && type === "null" && allowed.has("object")) continue;
    const schema = wrongTypeSchema(type, allowed, scope.textual);
    if (schema !== undefined) out.push({ family: "type", schema, description: `${type === "number" ? "a fractional number" : `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`} instead of ${expected}` });
  }
  return out;
}

function wrongTypeSchema(type: JsonType, allowed: ReadonlySet<JsonType>, textual: boolean): JsonSchemaObject | undefined {
  switch (type) {
    case "number":
      // Only reachable when integers are allowed: fractions are what breaks them.
      return allowed.has("integer") ? { type: "number", not: { type: "integer" } } : undefined;
    case "string":
      return textual ? { type: "string", minLength: 1, not: { pattern: COERCIBLE_TEXT } } : { type: "string" };
    case "array":
      // One item would be sent as a bare value, indistinguishable from a scalar.
      return textual ? { type: "array", minItems: 2, maxItems: 3 } : { type: "array" };
    case "object":
      return textual ? { type: "object", minProperties: 1, maxProperties: 3 } : { type: "object" };
    default:
      return { type };
  }
}
