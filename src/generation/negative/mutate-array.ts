import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import { MAX_NESTING } from "./mutate-object.js";
import type { Mutation, MutationScope } from "./mutation.js";

/** Above this, an over-long array costs more to generate and send than it is worth. */
const MAX_ITEMS_LIMIT = 1000;

/**
 * Arrays that break the array keywords: fewer items than `minItems`, more than `maxItems`
 * (items otherwise valid), or items of a mutated `items` schema.
 *
 * @example
 * arrayMutations({ type: "array", items: { type: "integer" }, maxItems: 2 }, scope); // 3+ integers; strings, …
 */
export function arrayMutations(schema: JsonSchemaObject, scope: MutationScope): Mutation[] {
  const out: Mutation[] = [];
  const valid: JsonSchemaObject = { type: "array", ...pick(schema, ["items", "prefixItems"]) };
  const { minItems, maxItems } = schema;
  if (typeof minItems === "number" && minItems >= 1) {
    out.push({ family: "array", schema: { ...valid, maxItems: Math.ceil(minItems) - 1 }, description: `an array with fewer than minItems ${minItems} items` });
  }
  if (typeof maxItems === "number" && maxItems >= 0 && maxItems < MAX_ITEMS_LIMIT) {
    const min = Math.floor(maxItems) + 1;
    out.push({ family: "array", schema: { ...valid, minItems: min, maxItems: min + 3 }, description: `an array with more than maxItems ${maxItems} items` });
  }
  const items = schema.items;
  if (scope.depth >= MAX_NESTING || schema.prefixItems !== undefined || items === undefined || typeof items === "boolean") return out;
  for (const mutation of scope.recurse(items as JsonSchema, { ...scope, depth: scope.depth + 1 })) {
    out.push({ family: "array", schema: { type: "array", items: mutation.schema, minItems: 1, maxItems: 3 }, description: `items: ${mutation.description}` });
  }
  return out;
}

function pick(schema: JsonSchemaObject, keys: readonly string[]): JsonSchemaObject {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (schema[key] !== undefined) out[key] = schema[key];
  return out;
}
