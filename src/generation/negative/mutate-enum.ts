import type { JsonSchemaObject } from "../../core/json-schema.js";
import { declaredTypes, JSON_TYPES, type JsonType, type Mutation } from "./mutation.js";

/**
 * Values outside an `enum` (or other than a `const`), of the type the schema declares, or of
 * the members' own types when it declares none: the closest values that are still wrong.
 *
 * @example
 * enumMutations({ type: "string", enum: ["asc", "desc"] }); // [{ family: "enum", schema: { type: "string", not: { enum: ["asc", "desc"] } }, … }]
 */
export function enumMutations(schema: JsonSchemaObject): Mutation[] {
  const members = "const" in schema ? [schema.const] : Array.isArray(schema.enum) ? (schema.enum as unknown[]) : undefined;
  if (members === undefined) return [];
  const declared = declaredTypes(schema);
  const types = declared === undefined ? memberTypes(members) : JSON_TYPES.filter((type) => declared.has(type) && (type !== "integer" || !declared.has("number")));
  if (types.length === 0) return [];
  const listed = JSON.stringify(members).slice(0, 80);
  return [{ family: "enum", schema: { type: types.length === 1 ? types[0] : types, not: { enum: members } }, description: `a value not among ${listed}` }];
}

function memberTypes(members: readonly unknown[]): JsonType[] {
  const found = new Set<JsonType>();
  for (const member of members) {
    if (member === null) found.add("null");
    else if (Array.isArray(member)) found.add("array");
    else if (typeof member === "number") found.add(Number.isInteger(member) ? "integer" : "number");
    else if (typeof member === "string") found.add("string");
    else if (typeof member === "boolean") found.add("boolean");
    else if (typeof member === "object") found.add("object");
  }
  if (found.has("number")) found.delete("integer");
  return JSON_TYPES.filter((type) => found.has(type));
}
