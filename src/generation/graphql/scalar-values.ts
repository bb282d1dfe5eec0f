import fc from "fast-check";
import {
  getNamedType,
  isInputObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLInputType,
  type GraphQLScalarType,
} from "graphql";
import { UsageError } from "../../core/errors.js";

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** Arbitraries of the five built-in scalars, within what GraphQL can represent. */
const BUILT_IN: ReadonlyMap<string, fc.Arbitrary<unknown>> = new Map<string, fc.Arbitrary<unknown>>([
  ["Int", fc.integer({ min: INT32_MIN, max: INT32_MAX })],
  ["Float", fc.double({ noNaN: true, noDefaultInfinity: true })],
  ["String", fc.string({ maxLength: 20 })],
  ["Boolean", fc.boolean()],
  ["ID", fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.nat().map(String))],
]);

/**
 * The arbitrary of a scalar: built-in ones are known, custom ones come from `scalars`.
 * A custom scalar without an arbitrary is a `UsageError` naming it, since any guess
 * (a string?) would make the server reject most cases for the wrong reason.
 */
export function scalarArbitrary(type: GraphQLScalarType, scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const arbitrary = BUILT_IN.get(type.name) ?? scalars.get(type.name);
  if (arbitrary === undefined) throw unregisteredScalar(type.name);
  return arbitrary;
}

/** The error for a custom scalar that has no arbitrary. */
export function unregisteredScalar(name: string): UsageError {
  return new UsageError(
    `The GraphQL custom scalar "${name}" has no generation strategy. Register one with ` +
      `graphql.scalar("${name}", arbitrary), for example graphql.scalar("${name}", fc.string()).`,
  );
}

/**
 * The first custom scalar reachable from `types` (through lists and input-object fields)
 * that has no arbitrary, or `undefined`. Lets callers fail before generation starts, or
 * skip a nested field they cannot fill.
 */
export function findUnregisteredScalar(
  types: readonly GraphQLInputType[],
  scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>,
): string | undefined {
  const seen = new Set<string>();
  const stack = types.map((type) => getNamedType(type));
  for (let named = stack.pop(); named !== undefined; named = stack.pop()) {
    if (seen.has(named.name)) continue;
    seen.add(named.name);
    if (isScalarType(named) && !isSpecifiedScalarType(named) && !scalars.has(named.name)) return named.name;
    if (isInputObjectType(named)) for (const field of Object.values(named.getFields())) stack.push(getNamedType(field.type));
  }
  return undefined;
}
