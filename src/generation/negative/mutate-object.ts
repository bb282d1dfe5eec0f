import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import { isPlainObject } from "../json-value.js";
import { compilePattern } from "../pattern.js";
import { withChecks, type Mutation, type MutationScope, type PlainSchema } from "./mutation.js";

/** How deep below the location's schema property and item mutations go. */
export const MAX_NESTING = 2;
/** Properties mutated per object: enough variety without building hundreds of arbitraries. */
const MAX_PROPERTIES = 12;
const UNKNOWN_NAMES = ["x-apitest-unexpected", "apitestUnexpected", "apitest_unexpected_property"];

/**
 * Objects that break the object keywords: a required property left out (unless `readOnly`,
 * which clients need not send), an undeclared property where `additionalProperties` or
 * `unevaluatedProperties` is `false`, and one declared property holding a value its own
 * schema rejects (mutated recursively). The rest of the object stays as the schema wants it.
 *
 * @example
 * objectMutations({ schema: { type: "object", required: ["id"], properties: { id: { type: "integer" } } }, checks: [] }, scope);
 * // id left out; id as a string, null, …
 */
export function objectMutations(plain: PlainSchema, scope: MutationScope): Mutation[] {
  const { schema, checks } = plain;
  const properties = isPlainObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === "string") : [];
  const object = (changes: JsonSchemaObject): JsonSchema => withChecks({ ...schema, type: "object", ...changes }, checks);
  const out: Mutation[] = [];
  for (const key of new Set(required)) {
    if (Object.hasOwn(properties, key) && scope.isReadOnly(properties[key] as JsonSchema)) continue;
    out.push({
      family: "object",
      schema: object({ required: required.filter((other) => other !== key), properties: { ...properties, [key]: false } }),
      description: `the required property ${JSON.stringify(key)} left out`,
    });
  }
  const unknown = unknownName(schema, properties);
  if (unknown !== undefined) {
    out.push({
      family: "object",
      schema: object({ properties: { ...properties, [unknown]: { type: "string", maxLength: 12 } }, required: [...required, unknown] }),
      description: `the undeclared property ${JSON.stringify(unknown)}`,
    });
  }
  if (scope.depth >= MAX_NESTING) return out;
  const nested = { ...scope, depth: scope.depth + 1 };
  for (const key of Object.keys(properties).slice(0, MAX_PROPERTIES)) {
    const sub = properties[key] as JsonSchema;
    if (scope.isReadOnly(sub)) continue;
    for (const mutation of scope.recurse(sub, nested)) {
      out.push({
        family: "object",
        schema: object({ properties: { ...properties, [key]: mutation.schema }, required: [...new Set([...required, key])] }),
        description: `property ${JSON.stringify(key)}: ${mutation.description}`,
        pointer: `/${key.replaceAll("~", "~0").replaceAll("/", "~1")}${mutation.pointer ?? ""}`,
      });
    }
  }
  return out;
}

// A name the schema forbids: outside `properties` and every `patternProperties` pattern.
function unknownName(schema: JsonSchemaObject, properties: Record<string, JsonSchema>): string | undefined {
  if (schema.additionalProperties !== false && schema.unevaluatedProperties !== false) return undefined;
  const patterns = isPlainObject(schema.patternProperties) ? Object.keys(schema.patternProperties) : [];
  const regexes: RegExp[] = [];
  for (const pattern of patterns) {
    try {
      regexes.push(compilePattern(pattern));
    } catch {
      // A pattern no engine reads matches nothing for ajv's lenient compiler either.
      return undefined;
    }
  }
  return UNKNOWN_NAMES.find((name) => !Object.hasOwn(properties, name) && regexes.every((regex) => !regex.test(name)));
}
