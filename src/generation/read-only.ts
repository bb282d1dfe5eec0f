import { isPlainObject } from "./json-value.js";
import type { RefIndex } from "./refs.js";

/**
 * Whether a schema is `readOnly` (itself, through an `allOf` member, or through the `$ref`s it
 * points along, at most 16 of them): such a property is left out of requests even when required,
 * since OpenAPI's `required` applies to it in responses only.
 */
export function isReadOnlySchema(schema: unknown, refs: RefIndex): boolean {
  let current = schema;
  for (let hops = 0; hops < 16 && isPlainObject(current); hops += 1) {
    if (current.readOnly === true) return true;
    if (Array.isArray(current.allOf) && current.allOf.some((member) => isPlainObject(member) && member.readOnly === true)) return true;
    if (typeof current.$ref !== "string") return false;
    try {
      current = refs.resolve(current.$ref);
    } catch {
      return false;
    }
  }
  return false;
}
