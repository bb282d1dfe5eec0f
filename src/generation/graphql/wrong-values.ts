import { isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType, type ValueNode } from "graphql";
import { nodes } from "./nodes.js";

/** A value an argument of some type must reject, both as a literal and as variable JSON. */
export interface WrongValue {
  readonly literal: ValueNode;
  readonly json: unknown;
}

/** Field and argument name that no schema in practice declares; used to provoke "unknown" errors. */
export const UNKNOWN_NAME = "apitestUnknown";

/**
 * Values that fail validation (as a literal) and coercion (as a variable) for `type`:
 * null for non-null, wrong scalar kinds, strings for enums, scalars and unknown fields
 * for input objects. Custom scalars accept anything, so they contribute only null.
 */
export function wrongValues(type: GraphQLInputType): WrongValue[] {
  if (isNonNullType(type)) return [{ literal: nodes.Null(), json: null }, ...wrongValues(type.ofType)];
  if (isListType(type)) {
    // A single value stands for a one-item list, so a wrong item is wrong for the list; but
    // null is fine for a nullable list itself, so only `[null]` stands for a non-null item.
    const items = wrongValues(type.ofType).filter((wrong) => wrong.json !== null);
    return isNonNullType(type.ofType) ? [{ literal: nodes.List([nodes.Null()]), json: [null] }, ...items] : items;
  }
  if (isEnumType(type)) return [{ literal: nodes.String(type.getValues()[0]?.name ?? "A"), json: 42 }];
  if (isInputObjectType(type)) {
    return [
      { literal: nodes.Int(1), json: 42 },
      { literal: nodes.Object({ [UNKNOWN_NAME]: nodes.Int(1) }), json: { [UNKNOWN_NAME]: 1 } },
    ];
  }
  switch (type.name) {
    case "Int":
      return [
        { literal: nodes.String("not a number"), json: "not a number" },
        { literal: nodes.Float(1.5), json: 1.5 },
        { literal: nodes.Int(2147483648), json: 2147483648 },
      ];
    case "Float":
      return [
        { literal: nodes.String("1.5"), json: "1.5" },
        { literal: nodes.Boolean(true), json: true },
      ];
    case "String":
      return [
        { literal: nodes.Int(42), json: 42 },
        { literal: nodes.Boolean(true), json: true },
      ];
    case "ID":
      return [
        { literal: nodes.Float(1.5), json: 1.5 },
        { literal: nodes.Boolean(false), json: false },
      ];
    case "Boolean":
      return [
        { literal: nodes.String("true"), json: "true" },
        { literal: nodes.Int(1), json: 1 },
      ];
    default:
      return [];
  }
}

/** An argument name that none of `taken` is: `apitestUnknown`, numbered if a field declares it. */
export function unknownArgumentName(taken: readonly { readonly name: string }[]): string {
  let name = UNKNOWN_NAME;
  for (let n = 2; taken.some((arg) => arg.name === name); n++) name = `${UNKNOWN_NAME}${n}`;
  return name;
}

/** An enum value name that `names` does not contain. */
export function invalidEnumName(names: readonly string[]): string {
  let candidate = "APITEST_INVALID";
  for (let n = 2; names.includes(candidate); n++) candidate = `APITEST_INVALID_${n}`;
  return candidate;
}
