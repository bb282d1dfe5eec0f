import type { JsonSchema } from "../core/json-schema.js";
import type { SchemaResolver } from "../core/validator.js";

/**
 * The top-level property names a response schema declares, following `$ref`s and the
 * members of `allOf` (the usual way a "created resource" schema is composed). Bounded in
 * depth so a recursive schema cannot loop.
 */
export function schemaProperties(schema: JsonSchema | undefined, resolver: SchemaResolver, depth = 0): string[] {
  if (schema === undefined || typeof schema === "boolean" || depth > 8) return [];
  const ref = schema["$ref"];
  const names: string[] = typeof ref === "string" ? schemaProperties(resolver.resolve(ref), resolver, depth + 1) : [];
  const properties = schema["properties"];
  if (properties !== null && typeof properties === "object" && !Array.isArray(properties)) names.push(...Object.keys(properties));
  const allOf = schema["allOf"];
  if (Array.isArray(allOf)) {
    for (const member of allOf as JsonSchema[]) names.push(...schemaProperties(member, resolver, depth + 1));
  }
  return [...new Set(names)];
}
