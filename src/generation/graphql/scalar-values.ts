import fc from "fast-check";
import {
  getNamedType,
  isInputObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLInputType,
  type GraphQLScalarType,
} from "graphql";
import { COMMON_SCALARS, FALLBACK_SCALAR } from "./common-scalars.js";

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** Arbitraries of the five built-in scalars, within what GraphQL can represent (`String` is the context's). */
const BUILT_IN: ReadonlyMap<string, fc.Arbitrary<unknown>> = new Map<string, fc.Arbitrary<unknown>>([
  ["Int", fc.integer({ min: INT32_MIN, max: INT32_MAX })],
  ["Float", fc.double({ noNaN: true, noDefaultInfinity: true })],
  ["Boolean", fc.boolean()],
  ["ID", fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.nat().map(String))],
]);

/** What scalar values are drawn from: the registered custom scalars and the `String` arbitrary. */
export interface ScalarSources {
  readonly scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  /** Strings for `String` arguments: ordinary ones and, now and then, unusual ones (NUL, controls, astral). */
  readonly strings: fc.Arbitrary<string>;
}

/**
 * The arbitrary of a scalar: built-in ones are known, custom ones come from `sources.scalars`
 * (`graphql.scalar()`), then from the common custom scalars ({@link COMMON_SCALARS}); any other
 * falls back to strings and numbers ({@link FALLBACK_SCALAR}), and the run warns once about it
 * (see {@link findUnknownScalars}). `ID` strings stay ordinary: identifiers with NUL prove little.
 */
export function scalarArbitrary(type: GraphQLScalarType, sources: ScalarSources): fc.Arbitrary<unknown> {
  if (type.name === "String") return sources.strings;
  return BUILT_IN.get(type.name) ?? sources.scalars.get(type.name) ?? COMMON_SCALARS.get(type.name) ?? FALLBACK_SCALAR;
}

/** The warning text for custom scalars that have no generation strategy (values fall back to strings and numbers). */
export function unknownScalarsMessage(names: readonly string[]): { message: string; hint: string } {
  const quoted = names.map((name) => JSON.stringify(name)).join(", ");
  const first = names[0] ?? "Name";
  return {
    message: `The GraphQL custom scalar${names.length === 1 ? "" : "s"} ${quoted} ${names.length === 1 ? "has" : "have"} no generation strategy: its arguments get strings and numbers, which the API may refuse`,
    hint: `register one with graphql.scalar("${first}", arbitrary) in a --hooks module, for example graphql.scalar("${first}", fc.string())`,
  };
}

/**
 * Every custom scalar reachable from `types` (through lists and input-object fields) that is
 * neither registered nor one of the common ones, in the order found: the ones whose values
 * fall back to strings and numbers.
 */
export function findUnknownScalars(types: readonly GraphQLInputType[], scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>): string[] {
  const seen = new Set<string>();
  const unknown: string[] = [];
  const stack = types.map((type) => getNamedType(type));
  for (let named = stack.pop(); named !== undefined; named = stack.pop()) {
    if (seen.has(named.name)) continue;
    seen.add(named.name);
    if (isScalarType(named) && !isSpecifiedScalarType(named) && !scalars.has(named.name) && !COMMON_SCALARS.has(named.name)) unknown.push(named.name);
    if (isInputObjectType(named)) for (const field of Object.values(named.getFields())) stack.push(getNamedType(field.type));
  }
  return unknown;
}
