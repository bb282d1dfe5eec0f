import fc from "fast-check";
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isRequiredInputField,
  isScalarType,
  type GraphQLInputType,
} from "graphql";
import type { GenerationContext } from "./generation-context.js";
import { scalarArbitrary } from "./scalar-values.js";

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** Most values listed for one type: keeps coverage linear in the schema's size. */
const MAX_VARIANTS = 40;

/** Built-in scalars: the plain value first, then the boundaries. */
const SCALAR_VARIANTS: Readonly<Record<string, readonly unknown[]>> = {
  Int: [0, INT32_MIN, INT32_MAX],
  Float: [0, -1.5, Number.MAX_VALUE],
  String: ["", "apitest"],
  ID: ["1"],
  Boolean: [false, true],
};

/**
 * Pure, deterministic: the values coverage tries for an input type, the plain one first:
 * every enum value, Int and Float boundaries, both booleans, an input object with only its
 * required fields then with each field varied in turn, an empty list then one-item lists.
 * Nullable positions add `null` when `allowNull` is set; `String` adds a NUL string unless
 * `generation.allow-x00 = false`. A custom scalar gives the first value its registered (or
 * common, or fallback) arbitrary draws with a fixed seed.
 */
export function plannedValues(type: GraphQLInputType, ctx: GenerationContext, depth = 0): unknown[] {
  if (isNonNullType(type)) return nonNullValues(type.ofType, ctx, depth);
  const values = nonNullValues(type, ctx, depth);
  return ctx.allowNull ? [...values, null] : values;
}

/** The plain value of an input type: the first of `plannedValues` without nulls. */
export function plainValue(type: GraphQLInputType, ctx: GenerationContext, depth = 0): unknown {
  if (isNonNullType(type)) return plainValue(type.ofType, ctx, depth);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const chosen = type.isOneOf ? fields.slice(0, 1) : fields.filter((field) => isRequiredInputField(field));
    return Object.fromEntries(chosen.map((field) => [field.name, plainValue(field.type, ctx, depth + 1)]));
  }
  return scalarValues(type.name, ctx)[0];
}

function scalarValues(name: string, ctx: GenerationContext): unknown[] {
  const builtIn = SCALAR_VARIANTS[name];
  // NUL reaches String arguments unless generation.allow-x00 = false (PostgreSQL text refuses it).
  if (name === "String" && ctx.allowX00) return [...(builtIn ?? []), "apitest\u0000"];
  if (builtIn !== undefined) return [...builtIn];
  const type = ctx.schema.getType(name);
  if (type === undefined || type === null || !isScalarType(type)) return [];
  return fc.sample(scalarArbitrary(type, ctx), { seed: 0, numRuns: 1 });
}

function nonNullValues(type: GraphQLInputType, ctx: GenerationContext, depth: number): unknown[] {
  if (isNonNullType(type)) return nonNullValues(type.ofType, ctx, depth);
  if (isListType(type)) {
    if (depth >= ctx.maxInputDepth) return [[]];
    return unique([[], ...plannedValues(type.ofType, ctx, depth + 1).filter((item) => item !== null).map((item) => [item])]);
  }
  if (isEnumType(type)) return type.getValues().map((value) => value.name).slice(0, MAX_VARIANTS);
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    if (type.isOneOf) {
      // Exactly one field, never null: each field at its plain value.
      return fields.map((field) => ({ [field.name]: plainValue(field.type, ctx, depth + 1) })).slice(0, MAX_VARIANTS);
    }
    const base: Record<string, unknown> = {};
    for (const field of fields) if (isRequiredInputField(field)) base[field.name] = plainValue(field.type, ctx, depth + 1);
    const varied: unknown[] = [base];
    if (depth < ctx.maxInputDepth) {
      for (const field of fields) {
        const values = plannedValues(field.type, ctx, depth + 1);
        for (const value of isRequiredInputField(field) ? values.slice(1) : values) varied.push({ ...base, [field.name]: value });
      }
    }
    return unique(varied);
  }
  return scalarValues(type.name, ctx);
}

function unique(values: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  const kept: unknown[] = [];
  for (const value of values) {
    const key = JSON.stringify(value);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
    if (kept.length >= MAX_VARIANTS) break;
  }
  return kept;
}
