import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import type { RefIndex } from "../refs.js";

/** A schema whose every value is invalid by the schema it was derived from. */
export interface Mutation {
  /** The keyword family broken: lets callers keep only structural mutations (form bodies must stay objects). */
  readonly family: MutationFamily;
  readonly schema: JsonSchema;
  /** What the values break, e.g. `shorter than minLength 3`; used in case descriptions. */
  readonly description: string;
  /**
   * JSON pointer of the property whose value is broken (`/address/city`), when the mutation
   * breaks one property's value; absent when it breaks the value as a whole.
   */
  readonly pointer?: string;
}

/** Keyword families a mutation can break. */
export type MutationFamily = "type" | "enum" | "string" | "number" | "object" | "array";

/** What mutation families need besides the schema. */
export interface MutationScope {
  readonly refs: RefIndex;
  /**
   * The value travels as text (parameters, form fields): a wrong type must not read back as
   * the right one once a server parses the text, so `"1"` is no wrong type for an integer.
   */
  readonly textual: boolean;
  /** Nesting level below the location's schema; families stop recursing past a limit. */
  readonly depth: number;
  /** Whether a (possibly referenced) schema is `readOnly`: servers may ignore such properties. */
  readonly isReadOnly: (schema: JsonSchema) => boolean;
  /** Mutations of a subschema (property, items), for the families that nest. */
  readonly recurse: (schema: JsonSchema, scope: MutationScope) => Mutation[];
}

/** A flattened schema: plain keywords plus subschemas the value must also satisfy. */
export interface PlainSchema {
  readonly schema: JsonSchemaObject;
  readonly checks: readonly JsonSchema[];
}

/** JSON types in a stable order. */
export const JSON_TYPES = ["null", "boolean", "integer", "number", "string", "array", "object"] as const;

/** One JSON type name. */
export type JsonType = (typeof JSON_TYPES)[number];

/** The types a plain schema declares (`number` implies `integer`), or undefined when it declares none. */
export function declaredTypes(schema: JsonSchemaObject): Set<JsonType> | undefined {
  if (schema.type === undefined) return undefined;
  const listed = Array.isArray(schema.type) ? schema.type : [schema.type];
  const types = new Set<JsonType>(listed.filter((type): type is JsonType => JSON_TYPES.includes(type as JsonType)));
  if (types.has("number")) types.add("integer");
  return types;
}

/** The one type keyword to keep on a mutated number schema: integer only when the original allows no fractions. */
export function numericType(schema: JsonSchemaObject): "integer" | "number" {
  const types = declaredTypes(schema);
  return types !== undefined && types.has("integer") && !types.has("number") ? "integer" : "number";
}

/** Re-attaches the checks a flattened schema carried, so a structural mutation keeps the rest of the schema. */
export function withChecks(schema: JsonSchemaObject, checks: readonly JsonSchema[]): JsonSchema {
  return checks.length === 0 ? schema : { allOf: [schema, ...checks] };
}
