import * as fc from "fast-check";
import { ApitestError, SchemaError } from "../core/errors.js";
import type { JsonSchema, JsonSchemaObject } from "../core/json-schema.js";
import { anyValue } from "./any-value.js";
import type { GenerationContext } from "./context.js";
import type { BuildEnv, StringMode } from "./env.js";
import { isPlainObject } from "./json-value.js";
import { exclusiveBranch } from "./exclusive-branch.js";
import { createMatcher } from "./matches.js";
import { normalizeSchema, pureRef, type Shape } from "./normalize.js";
import { plainArbitrary } from "./plain.js";
import { tryFilter } from "./probe.js";
import { isReadOnlySchema } from "./read-only.js";
import { createRefIndex, type RefIndex } from "./refs.js";
import { deadlineBound } from "./shrink-deadline.js";
import { stringPolicy } from "./string-policy.js";

const DEFAULT_MAX_DEPTH = 5;
/** Levels past `maxDepth` tried (minimal values) before recursion is declared endless. */
const RECURSION_SLACK = 3;
const BUILDING = Symbol("building");

type CacheEntry = fc.Arbitrary<unknown> | ApitestError | typeof BUILDING;
interface NormalEntry {
  readonly shape: Shape;
  /** Whether a recursive `$ref` was merged in: building the shape then counts as one level deeper. */
  readonly recursive: boolean;
}

const environments = new WeakMap<GenerationContext, Map<StringMode, BuildEnv>>();
const refIndexes = new WeakMap<GenerationContext, RefIndex>();

/**
 * The build environment of a context for one string mode, created once and cached on the
 * context object: it holds the per-schema arbitrary cache (keyed by schema object and depth).
 */
export function environmentFor(ctx: GenerationContext, mode: StringMode): BuildEnv {
  let byMode = environments.get(ctx);
  if (byMode === undefined) {
    byMode = new Map();
    environments.set(ctx, byMode);
  }
  const known = byMode.get(mode);
  if (known !== undefined) return known;
  let refs = refIndexes.get(ctx);
  if (refs === undefined) {
    refs = createRefIndex(ctx.resolver);
    refIndexes.set(ctx, refs);
  }
  const env = createEnv(ctx, mode, refs);
  byMode.set(mode, env);
  return env;
}

function createEnv(ctx: GenerationContext, mode: StringMode, refs: RefIndex): BuildEnv {
  const cache = new WeakMap<object, Map<number, CacheEntry>>();
  const shapes = new WeakMap<object, NormalEntry | ApitestError>();
  const maxDepth = ctx.maxDepth ?? DEFAULT_MAX_DEPTH;
  const matches = createMatcher(refs);

  const normalized = (schema: JsonSchemaObject): NormalEntry => {
    const known = shapes.get(schema);
    if (known instanceof ApitestError) throw known;
    if (known !== undefined) return known;
    const inlined = new Set<string>();
    try {
      const entry = { shape: normalizeSchema(schema, refs, [], inlined), recursive: [...inlined].some((ref) => refs.isRecursive(ref)) };
      shapes.set(schema, entry);
      return entry;
    } catch (error) {
      if (error instanceof ApitestError) shapes.set(schema, error);
      throw error;
    }
  };

  const build = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    if (schema === true || !isPlainObject(schema)) {
      if (schema === false) throw new SchemaError("schema_unsupported", "A required part of the schema is `false`, which no value satisfies: fix the API description.");
      return anyValue(env.policy);
    }
    let byDepth = cache.get(schema);
    if (byDepth === undefined) {
      byDepth = new Map();
      cache.set(schema, byDepth);
    }
    const known = byDepth.get(depth);
    if (known === BUILDING) throw endless(schema);
    if (known instanceof ApitestError) throw known;
    if (known !== undefined) return known;
    byDepth.set(depth, BUILDING);
    try {
      const arb = deadlineBound(compute(schema, depth));
      byDepth.set(depth, arb);
      return arb;
    } catch (error) {
      if (error instanceof ApitestError) byDepth.set(depth, error);
      else byDepth.delete(depth);
      throw error;
    }
  };

  const compute = (schema: JsonSchemaObject, depth: number): fc.Arbitrary<unknown> => {
    const ref = pureRef(schema);
    if (ref !== undefined) {
      const next = refs.isRecursive(ref) ? depth + 1 : depth;
      if (next > maxDepth + RECURSION_SLACK) throw endless(schema);
      return build(refs.resolve(ref), next);
    }
    const { shape, recursive } = normalized(schema);
    const level = recursive ? depth + 1 : depth;
    if (level > maxDepth + RECURSION_SLACK) throw endless(schema);
    switch (shape.kind) {
      case "never":
        throw new SchemaError("schema_unsupported", `No value satisfies the schema: ${shape.reason}. Fix the API description.`);
      case "plain":
        return plainArbitrary(shape.schema, shape.checks, env, level);
      case "choice":
        return choiceArbitrary(shape, level);
      case "conditional":
        return conditionalArbitrary(shape, level);
    }
  };

  const tryBuild = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> | undefined => {
    try {
      return build(schema, depth);
    } catch (error) {
      if (error instanceof ApitestError) return undefined;
      throw error;
    }
  };

  const choiceArbitrary = (shape: Extract<Shape, { kind: "choice" }>, depth: number): fc.Arbitrary<unknown> => {
    const built: fc.Arbitrary<unknown>[] = [];
    const exclusive: fc.Arbitrary<unknown>[] = [];
    shape.branches.forEach((branch, index) => {
      const fallback = shape.fallbacks?.[index];
      const primary = tryBuild(branch, depth);
      const source = primary === undefined && fallback !== undefined ? fallback : branch;
      const arb = primary ?? (fallback === undefined ? undefined : tryBuild(fallback, depth));
      if (arb === undefined) return;
      built.push(arb);
      if (!shape.exclusive || shape.originals.length < 2) return;
      const others = shape.originals.filter((_, other) => other !== index);
      // Values matching several oneOf branches are invalid: keep to exclusive ones where possible.
      const steered = exclusiveBranch(arb, source, shape.originals, index, matches, refs);
      const only = tryFilter(steered, (value) => !others.some((other) => matches(value, other)));
      if (only !== undefined) exclusive.push(only);
    });
    // A branch whose values always match another one is dropped; if all overlap, accept overlaps.
    const arbs = exclusive.length > 0 ? exclusive : built;
    if (arbs.length === 0) {
      throw new SchemaError("schema_unsupported", `None of the ${shape.exclusive ? "oneOf" : "anyOf"} branches can produce a value: fix the API description.`);
    }
    return arbs.length === 1 ? (arbs[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbs);
  };

  const conditionalArbitrary = (shape: Extract<Shape, { kind: "conditional" }>, depth: number): fc.Arbitrary<unknown> => {
    const thenArb = tryBuild(shape.thenBranch, depth);
    const elseBase = tryBuild(shape.elseBranch, depth);
    const elseArb = elseBase === undefined ? undefined : tryFilter(elseBase, (value) => !matches(value, shape.condition));
    const arbs = [thenArb, elseArb].filter((arb): arb is fc.Arbitrary<unknown> => arb !== undefined);
    if (arbs.length === 0) throw new SchemaError("schema_unsupported", "Neither the then nor the else branch of an if/then/else can produce a value: fix the API description.");
    return arbs.length === 1 ? (arbs[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbs);
  };

  const isReadOnly = (schema: JsonSchema): boolean => isReadOnlySchema(schema, refs);

  const depthIdentifier = fc.createDepthIdentifier();
  const env: BuildEnv = { ctx, policy: stringPolicy(mode, ctx), maxDepth, refs, matches, depthIdentifier, build, tryBuild, isReadOnly };
  return env;
}

function endless(schema: JsonSchemaObject): SchemaError {
  const name = typeof schema.$ref === "string" ? schema.$ref : typeof schema.title === "string" ? schema.title : JSON.stringify(schema).slice(0, 120);
  return new SchemaError(
    "schema_unsupported",
    `The schema ${name} is recursive and every value must nest another level (a required property or non-empty array leads back to it), so no finite value exists: make the recursive part optional.`,
  );
}
