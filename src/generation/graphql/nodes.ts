import { Kind, type ValueNode } from "graphql";

/**
 * Factories of graphql-js `ValueNode`s, for custom-scalar arbitraries that need a literal
 * other than the default (`graphql.nodes.String("2024-01-01")`). Numbers are printed the
 * way GraphQL reads them back, so `Float(1e21)` stays a valid float literal.
 */
export const nodes = {
  /** A string literal. */
  String(value: string): ValueNode {
    return { kind: Kind.STRING, value };
  },
  /** An integer literal; throws a `RangeError` for non-integers so a wrong factory is caught early. */
  Int(value: number | bigint): ValueNode {
    if (typeof value === "number" && !Number.isInteger(value)) throw new RangeError(`nodes.Int needs an integer, got ${value}`);
    return { kind: Kind.INT, value: String(value) };
  },
  /** A float literal; must be finite because GraphQL has no literal for NaN or infinity. */
  Float(value: number): ValueNode {
    if (!Number.isFinite(value)) throw new RangeError(`nodes.Float needs a finite number, got ${value}`);
    const text = String(value);
    return { kind: Kind.FLOAT, value: /[.eE]/.test(text) ? text : `${text}.0` };
  },
  /** A boolean literal. */
  Boolean(value: boolean): ValueNode {
    return { kind: Kind.BOOLEAN, value };
  },
  /** An enum literal: the bare value name. */
  Enum(value: string): ValueNode {
    return { kind: Kind.ENUM, value };
  },
  /** The `null` literal. */
  Null(): ValueNode {
    return { kind: Kind.NULL };
  },
  /** A list literal. */
  List(values: readonly ValueNode[]): ValueNode {
    return { kind: Kind.LIST, values };
  },
  /** An input-object literal. */
  Object(fields: Readonly<Record<string, ValueNode>>): ValueNode {
    return {
      kind: Kind.OBJECT,
      fields: Object.entries(fields).map(([name, value]) => ({
        kind: Kind.OBJECT_FIELD,
        name: { kind: Kind.NAME, value: name },
        value,
      })),
    };
  },
};
