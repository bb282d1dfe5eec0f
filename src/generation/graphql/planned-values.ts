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
 * every enum value (however many), Int and Float boundaries, both booleans, an input object with only its
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
  // Every enum value at least once, however many.
  if (isEnumType(type)) return type.getValues().map((value) => value.name);
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

/** Byte lengths of the long-string ladder: 64 bytes (a common column size) and longer. */
export const LONG_STRING_LADDER: readonly number[] = [64, 65, 256, 1024, 4096];

/**
 * Pure, deterministic: the long-string ladder of an input type, where it holds `String`s — the
 * type itself (or its list items), or the `String` fields of an input object (others at their
 * plain values): one value per rung of {@link LONG_STRING_LADDER}, ASCII, so bytes are characters.
 */
export function longStringValues(type: GraphQLInputType, ctx: GenerationContext): { value: unknown; where: string; bytes: number }[] {
  const named = isNonNullType(type) ? type.ofType : type;
  const ladder = (wrap: (text: string) => unknown, where: string) => LONG_STRING_LADDER.map((bytes) => ({ value: wrap(rung(bytes)), where, bytes }));
  if (isScalarType(named)) return named.name === "String" ? ladder((text) => text, "") : [];
  if (isListType(named)) {
    const item = isNonNullType(named.ofType) ? named.ofType.ofType : named.ofType;
    return isScalarType(item) && item.name === "String" ? ladder((text) => [text], "[0]") : [];
  }
  if (!isInputObjectType(named) || named.isOneOf) return [];
  const plain = plainValue(named, ctx) as Record<string, unknown>;
  const out: { value: unknown; where: string; bytes: number }[] = [];
  for (const field of Object.values(named.getFields())) {
    const fieldType = isNonNullType(field.type) ? field.type.ofType : field.type;
    if (isScalarType(fieldType) && fieldType.name === "String") out.push(...ladder((text) => ({ ...plain, [field.name]: text }), `.${field.name}`));
  }
  return out;
}

/** `bytes` ASCII characters, not all alike (a run of one letter is compressed or deduplicated by some stores). */
function rung(bytes: number): string {
  const pattern = "apitest-long-string-";
  return pattern.repeat(Math.ceil(bytes / pattern.length)).slice(0, bytes);
}
