import { SchemaError } from "../core/errors.js";
import type { JsonSchema, JsonSchemaObject } from "../core/json-schema.js";
import { isPlainObject } from "./json-value.js";
import { mergeKeywords } from "./merge.js";
import { canonicalRef, type RefIndex } from "./refs.js";

/**
 * The canonical form of a schema for generation: combinators flattened into one of four shapes.
 * Subschemas inside (`branches`, properties, items) stay lazy and are normalized when built.
 */
export type Shape =
  | { readonly kind: "never"; readonly reason: string }
  /** Pick a branch; `exclusive` (oneOf) values must not match the other `originals`. */
  | {
      readonly kind: "choice";
      readonly exclusive: boolean;
      readonly branches: readonly JsonSchema[];
      readonly originals: readonly JsonSchema[];
      /** Per branch, what to build instead when the branch has no valid value (discriminator fallback). */
      readonly fallbacks?: readonly (JsonSchema | undefined)[];
    }
  /** `if`/`then`/`else`: values from `elseBranch` must not match `condition`. */
  | { readonly kind: "conditional"; readonly condition: JsonSchema; readonly thenBranch: JsonSchema; readonly elseBranch: JsonSchema }
  /** Plain keywords, plus subschemas the value must also satisfy (checked by filtering). */
  | { readonly kind: "plain"; readonly schema: JsonSchemaObject; readonly checks: readonly JsonSchema[] };

/** Keywords that never constrain a value. */
const ANNOTATIONS = new Set([
  "title", "description", "example", "examples", "default", "deprecated", "readOnly", "writeOnly",
  "$comment", "$id", "$schema", "$anchor", "$defs", "definitions", "externalDocs", "xml", "discriminator",
]);

/** Whether a keyword constrains values (annotations and `x-` extensions do not). */
export function isAssertionKeyword(key: string): boolean {
  return !ANNOTATIONS.has(key) && !key.startsWith("x-");
}

/** True for `{ $ref }` with only annotations beside it: a plain reference, counted for depth. */
export function pureRef(schema: JsonSchemaObject): string | undefined {
  if (typeof schema.$ref !== "string") return undefined;
  for (const key of Object.keys(schema)) if (key !== "$ref" && isAssertionKeyword(key)) return undefined;
  return schema.$ref;
}

/**
 * Flattens `$ref` siblings, `allOf`, and `anyOf`/`oneOf`/`if` next to other keywords into a
 * {@link Shape}. Throws a `schema_unsupported` error on a `$ref` cycle that nests no structure
 * (for example `A: { allOf: [{ $ref: A }] }`), which no value can ever terminate. References
 * merged into the result are added to `inlined`, so the caller can count recursion depth.
 */
export function normalizeSchema(schema: JsonSchemaObject, refs: RefIndex, refStack: readonly string[] = [], inlined: Set<string> = new Set()): Shape {
  const base: Record<string, unknown> = {};
  const parts: unknown[] = [];
  const checks: JsonSchema[] = [];
  let stack = refStack;
  if (typeof schema.$ref === "string") {
    const ref = canonicalRef(schema.$ref);
    if (stack.includes(ref)) {
      throw new SchemaError("schema_unsupported", `The reference ${JSON.stringify(schema.$ref)} includes itself through allOf/$ref without any nesting, so no finite value exists: break the cycle in the API description.`);
    }
    stack = [...stack, ref];
    inlined.add(ref);
    parts.push(refs.resolve(schema.$ref));
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$ref" || key === "then" || key === "else" || !isAssertionKeyword(key)) continue;
    if (key === "allOf" && Array.isArray(value)) parts.push(...value);
    else if ((key === "anyOf" || key === "oneOf") && Array.isArray(value)) parts.push({ [key]: value });
    else if (key === "if") parts.push({ if: value, then: schema.then, else: schema.else });
    else if (key === "not") checks.push({ not: value });
    else base[key] = value;
  }
  const pure = pureCombinator(schema, base, parts, checks);
  const shape = pure ?? combine(base, parts, checks, refs, stack, inlined);
  return shape.kind === "choice" ? withDiscriminator(shape, schema.discriminator) : shape;
}

/**
 * With an OpenAPI `discriminator`, each `$ref` branch gets its discriminator value as a const
 * (from `mapping`, else the schema name), the way servers tell branches apart. The original
 * branch stays as a fallback when its own schema contradicts the value. A oneOf stays
 * exclusive: plain JSON Schema ignores discriminators, so values are still steered away from
 * the other branches (see `exclusive-branch.ts`).
 */
function withDiscriminator(shape: Extract<Shape, { kind: "choice" }>, discriminator: unknown): Shape {
  if (!isPlainObject(discriminator) || typeof discriminator.propertyName !== "string") return shape;
  const property = discriminator.propertyName;
  const mapping = isPlainObject(discriminator.mapping) ? discriminator.mapping : {};
  const fallbacks: (JsonSchema | undefined)[] = [];
  const branches = shape.branches.map((branch, index) => {
    fallbacks.push(undefined);
    const original = shape.originals[index];
    const ref = isPlainObject(original) && typeof original.$ref === "string" ? original.$ref : undefined;
    if (ref === undefined) return branch;
    const pointer = ref.slice(ref.indexOf("#"));
    const mapped = Object.entries(mapping).find(([, target]) => typeof target === "string" && (target === ref || target.endsWith(pointer) || pointer.endsWith(`/${target}`)));
    const value = mapped?.[0] ?? pointer.split("/").pop();
    if (value === undefined) return branch;
    fallbacks[index] = branch;
    return { allOf: [branch, { properties: { [property]: { const: value } }, required: [property] }] };
  });
  // oneOf stays exclusive: plain JSON Schema (and so the server's validator) ignores the discriminator.
  return { ...shape, branches, fallbacks };
}

// `{ anyOf: [...] }` alone (annotations aside) needs no merging at all.
function pureCombinator(schema: JsonSchemaObject, base: object, parts: unknown[], checks: JsonSchema[]): Shape | undefined {
  if (Object.keys(base).length > 0 || checks.length > 0 || parts.length !== 1 || typeof schema.$ref === "string") return undefined;
  const part = parts[0] as Record<string, unknown>;
  for (const kind of ["anyOf", "oneOf"] as const) {
    const members = part[kind];
    if (Array.isArray(members) && schema[kind] === members) {
      if (members.length === 0) return { kind: "never", reason: `${kind} has no subschemas` };
      return { kind: "choice", exclusive: kind === "oneOf", branches: members as JsonSchema[], originals: members as JsonSchema[] };
    }
  }
  if (schema.if !== undefined && part.if === schema.if && !("allOf" in schema)) {
    const thenBranch = part.then === undefined ? part.if : { allOf: [part.if, part.then] };
    return { kind: "conditional", condition: part.if as JsonSchema, thenBranch: thenBranch as JsonSchema, elseBranch: (part.else ?? true) as JsonSchema };
  }
  return undefined;
}

function combine(base: JsonSchemaObject, parts: readonly unknown[], checks: JsonSchema[], refs: RefIndex, stack: readonly string[], inlined: Set<string>): Shape {
  let accumulated: JsonSchemaObject = base;
  const pending: { shape: Shape; source: unknown }[] = [];
  for (const part of parts) {
    if (part === true || part === undefined) continue;
    if (part === false) return { kind: "never", reason: "a subschema is `false`" };
    if (!isPlainObject(part)) continue;
    const shape = normalizeSchema(part, refs, stack, inlined);
    if (shape.kind === "never") return shape;
    if (shape.kind === "plain") {
      const merged = mergeKeywords(accumulated, shape.schema);
      accumulated = merged.schema;
      checks.push(...merged.leftovers, ...shape.checks);
    } else {
      pending.push({ shape, source: part });
    }
  }
  const first = pending[0];
  if (first === undefined) return { kind: "plain", schema: accumulated, checks };
  const rest = [accumulated, ...checks, ...pending.slice(1).map((entry) => entry.source)];
  if (first.shape.kind === "choice") {
    const { exclusive, originals } = first.shape;
    const branches = first.shape.branches.map((branch) => ({ allOf: [...rest, branch] }));
    return { kind: "choice", exclusive, branches, originals };
  }
  if (first.shape.kind === "conditional") {
    const { condition, thenBranch, elseBranch } = first.shape;
    return { kind: "conditional", condition, thenBranch: { allOf: [...rest, thenBranch] }, elseBranch: { allOf: [...rest, elseBranch] } };
  }
  return first.shape;
}
