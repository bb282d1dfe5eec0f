import fc from "fast-check";
import { astFromValue, isRequiredArgument, type GraphQLArgument, type ValueNode } from "graphql";
import type { GeneratedArgument } from "./generated-document.js";
import type { GenerationContext } from "./generation-context.js";
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
): fc.Arbitrary<GeneratedArgument[]> {
  const parts: fc.Arbitrary<GeneratedArgument | undefined>[] = [];
  for (const arg of args) {
    if (isRequiredArgument(arg)) parts.push(givenArgument(arg, ctx));
    else if (withOptional) parts.push(optionalArgument(arg, ctx));
  }
  return fc.tuple(...parts).map((drawn) => drawn.filter((arg): arg is GeneratedArgument => arg !== undefined));
}

function givenArgument(arg: GraphQLArgument, ctx: GenerationContext): fc.Arbitrary<GeneratedArgument> {
  return fc
    .tuple(inputValueArbitrary(arg.type, ctx), fc.boolean())
    .map(([value, asVariable]) => ({ name: arg.name, type: arg.type, value, form: asVariable ? "variable" : "literal" }));
}

function optionalArgument(arg: GraphQLArgument, ctx: GenerationContext): fc.Arbitrary<GeneratedArgument | undefined> {
  const choices: fc.Arbitrary<GeneratedArgument | undefined>[] = [fc.constant(undefined), givenArgument(arg, ctx)];
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
