import fc from "fast-check";
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isRequiredInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from "graphql";
import type { GenerationContext } from "./generation-context.js";
import { scalarArbitrary } from "./scalar-values.js";

/**
 * Values for an input type, as JSON (enums as their names). Nullable positions get `null`
 * only when `allowNull` is set; `depth` bounds recursive input objects and lists, past which
 * lists are empty and optional input fields are left out.
 */
export function inputValueArbitrary(type: GraphQLInputType, ctx: GenerationContext, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return nonNullValue(type.ofType, ctx, depth);
  const value = nonNullValue(type, ctx, depth);
  return ctx.allowNull ? fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : value;
}

function nonNullValue(type: GraphQLInputType, ctx: GenerationContext, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return nonNullValue(type.ofType, ctx, depth);
  if (isListType(type)) {
    const exhausted = depth >= ctx.maxInputDepth;
    return fc.array(inputValueArbitrary(type.ofType, ctx, depth + 1), { maxLength: exhausted ? 0 : 3 });
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((value) => value.name);
    // noBias: an enum's last value must be as likely as its first.
    return fc.noBias(fc.integer({ min: 0, max: Math.max(0, names.length - 1) })).map((index) => names[index]);
  }
  if (isInputObjectType(type)) return inputObjectValue(type, ctx, depth);
  return scalarArbitrary(type, ctx);
}

function inputObjectValue(type: GraphQLInputObjectType, ctx: GenerationContext, depth: number): fc.Arbitrary<unknown> {
  const fields = Object.values(type.getFields());
  if (type.isOneOf) {
    // A @oneOf input takes exactly one field, never null.
    return fc
      .noBias(fc.integer({ min: 0, max: Math.max(0, fields.length - 1) }))
      .chain((index) => {
        const field = fields[index];
        if (field === undefined) return fc.constant({});
        return nonNullValue(field.type, ctx, depth + 1).map((value) => ({ [field.name]: value }));
      });
  }
  const required = fields.filter((field) => isRequiredInputField(field));
  const optional = depth >= ctx.maxInputDepth ? [] : fields.filter((field) => !isRequiredInputField(field));
  // chain keeps construction lazy: a recursive filter input is only expanded as deep as drawn.
  return fc.subarray(optional, { maxLength: Math.min(4, optional.length) }).chain((chosen) => {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of [...required, ...chosen]) model[field.name] = inputValueArbitrary(field.type, ctx, depth + 1);
    return fc.record(model);
  });
}
