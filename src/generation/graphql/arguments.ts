import fc from "fast-check";
import { astFromValue, getNullableType, isRequiredArgument, isScalarType, type GraphQLArgument, type ValueNode } from "graphql";
import type { GeneratedArgument } from "./generated-document.js";
import type { GenerationContext, KnownArguments } from "./generation-context.js";
import { inputValueArbitrary } from "./input-value.js";

/**
 * Arguments of a field. Required ones are always given; optional ones (when `withOptional`)
 * are left out, given, or — when they have a default — bound to a variable declared with
 * that default and not sent. Each given argument is written inline or as a variable at random.
 */
export function argumentsArbitrary(
  args: readonly GraphQLArgument[],
  ctx: GenerationContext,
  withOptional: boolean,
  known?: KnownArguments,
): fc.Arbitrary<GeneratedArgument[]> {
  const parts: fc.Arbitrary<GeneratedArgument | undefined>[] = [];
  for (const arg of args) {
    if (isRequiredArgument(arg)) parts.push(givenArgument(arg, ctx, known));
    else if (withOptional) parts.push(optionalArgument(arg, ctx, known));
  }
  return fc.tuple(...parts).map((drawn) => drawn.filter((arg): arg is GeneratedArgument => arg !== undefined));
}

function givenArgument(arg: GraphQLArgument, ctx: GenerationContext, known?: KnownArguments): fc.Arbitrary<GeneratedArgument> {
  return fc
    .tuple(withKnown(arg, inputValueArbitrary(arg.type, ctx), known), fc.boolean())
    .map(([value, asVariable]) => ({ name: arg.name, type: arg.type, value, form: asVariable ? "variable" : "literal" }));
}

function optionalArgument(arg: GraphQLArgument, ctx: GenerationContext, known?: KnownArguments): fc.Arbitrary<GeneratedArgument | undefined> {
  const choices: fc.Arbitrary<GeneratedArgument | undefined>[] = [fc.constant(undefined), givenArgument(arg, ctx, known)];
  const defaultNode = arg.defaultValue === undefined ? undefined : safeAstFromValue(arg);
  if (defaultNode !== undefined) {
    const viaDefault: GeneratedArgument = { name: arg.name, type: arg.type, value: arg.defaultValue, form: "default-variable", node: defaultNode };
    choices.push(fc.constant(viaDefault));
  }
  return fc.oneof(...choices);
}

function safeAstFromValue(arg: GraphQLArgument): ValueNode | undefined {
  try {
    return astFromValue(arg.defaultValue, arg.type) ?? undefined;
  } catch {
    // A custom scalar whose serializer rejects its own default: just never use the default form.
    return undefined;
  }
}

/** The scalars a value from a response can stand in for, as JSON (an `Int` within 32 bits). */
function fits(value: unknown, scalar: string): boolean {
  switch (scalar) {
    case "ID":
      return typeof value === "string" || Number.isSafeInteger(value);
    case "String":
      return typeof value === "string";
    case "Int":
      return Number.isInteger(value) && (value as number) >= -(2 ** 31) && (value as number) < 2 ** 31;
    case "Float":
      return typeof value === "number";
    default:
      return false;
  }
}

/**
 * An argument's values with those seen in earlier responses beside them, when it is a built-in
 * scalar (not a list) with known values of its type: two draws in three for an id-like argument,
 * one in three otherwise (as for OpenAPI parameters).
 */
function withKnown(arg: GraphQLArgument, generated: fc.Arbitrary<unknown>, known: KnownArguments | undefined): fc.Arbitrary<unknown> {
  if (known === undefined) return generated;
  const type = getNullableType(arg.type);
  if (!isScalarType(type)) return generated;
  const values = known(arg.name, type.name).filter((value) => fits(value, type.name));
  if (values.length === 0) return generated;
  const idLike = type.name === "ID" || /id$/i.test(arg.name);
  return fc.oneof({ weight: idLike ? 1 : 2, arbitrary: generated }, { weight: idLike ? 2 : 1, arbitrary: fc.constantFrom(...values) });
}
