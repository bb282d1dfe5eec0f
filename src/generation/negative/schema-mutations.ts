import { ApitestError } from "../../core/errors.js";
import type { JsonSchema } from "../../core/json-schema.js";
import { isPlainObject } from "../json-value.js";
import { normalizeSchema, type Shape } from "../normalize.js";
import { arrayMutations } from "./mutate-array.js";
import { enumMutations } from "./mutate-enum.js";
import { numberMutations } from "./mutate-number.js";
import { objectMutations } from "./mutate-object.js";
import { stringMutations } from "./mutate-string.js";
import { typeMutations } from "./mutate-type.js";
import { declaredTypes, type JsonType, type Mutation, type MutationScope, type PlainSchema } from "./mutation.js";

const OBJECT_HINTS = ["properties", "required", "additionalProperties", "unevaluatedProperties", "patternProperties"];
const ARRAY_HINTS = ["items", "minItems", "maxItems"];

/**
 * Every mutation of `schema` (`$ref`s and `allOf` flattened first): each is a schema whose
 * values the original rejects. `anyOf`/`oneOf`/`if` schemas only get wrong-type mutations (a
 * value must fail every branch); schemas that cannot be flattened get none.
 *
 * @example
 * schemaMutations({ type: "integer", minimum: 1 }, scope).map((m) => m.description);
 * // ["a null instead of integer", …, "a number below the minimum 1"]
 */
export function schemaMutations(schema: JsonSchema, scope: Omit<MutationScope, "recurse">): Mutation[] {
  return mutate(schema, { ...scope, recurse: mutate });
}

function mutate(schema: JsonSchema, scope: MutationScope): Mutation[] {
  const shape = flatten(schema, scope);
  if (shape === undefined) return [];
  switch (shape.kind) {
    case "plain":
      return plainMutations(shape, scope);
    case "choice":
      return branchTypeMutations(shape.branches, scope);
    case "conditional":
      return branchTypeMutations([shape.thenBranch, shape.elseBranch], scope);
    case "never":
      return [];
  }
}

function flatten(schema: JsonSchema, scope: MutationScope): Shape | undefined {
  if (!isPlainObject(schema)) return undefined;
  try {
    return normalizeSchema(schema, scope.refs);
  } catch (error) {
    // A schema the generator cannot read has no mutations either; the positive side reports it.
    if (error instanceof ApitestError) return undefined;
    throw error;
  }
}

function plainMutations(plain: PlainSchema, scope: MutationScope): Mutation[] {
  const { schema } = plain;
  const types = declaredTypes(schema);
  const out: Mutation[] = types === undefined ? [] : typeMutations(types, scope);
  // Outside an enum is wrong enough; the other keywords only restrict the members further.
  if ("const" in schema || Array.isArray(schema.enum)) return [...out, ...enumMutations(schema)];
  const allows = (type: JsonType, hints: readonly string[]): boolean => (types === undefined ? hints.some((key) => schema[key] !== undefined) : types.has(type));
  if (types === undefined || types.has("string")) out.push(...stringMutations(schema));
  if (types === undefined || types.has("integer")) out.push(...numberMutations(schema));
  if (allows("object", OBJECT_HINTS)) out.push(...objectMutations(plain, scope));
  if (allows("array", ARRAY_HINTS)) out.push(...arrayMutations(schema, scope));
  return out;
}

// A value of a type no branch allows fails them all; without a type on every branch nothing is certain.
function branchTypeMutations(branches: readonly JsonSchema[], scope: MutationScope): Mutation[] {
  const union = new Set<JsonType>();
  for (const branch of branches) {
    const shape = flatten(branch, scope);
    if (shape?.kind === "never") continue;
    if (shape?.kind !== "plain") return [];
    const types = declaredTypes(shape.schema);
    if (types === undefined) return [];
    for (const type of types) union.add(type);
  }
  return union.size === 0 ? [] : typeMutations(union, scope);
}
