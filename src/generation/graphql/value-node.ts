import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  valueFromASTUntyped,
  type GraphQLInputType,
  type TypeNode,
  type ValueNode,
} from "graphql";
import { nodes } from "./nodes.js";

const VALUE_KINDS: ReadonlySet<string> = new Set<string>([
  Kind.VARIABLE,
  Kind.INT,
  Kind.FLOAT,
  Kind.STRING,
  Kind.BOOLEAN,
  Kind.NULL,
  Kind.ENUM,
  Kind.LIST,
  Kind.OBJECT,
]);

/** Whether a generated value is already a literal (a custom scalar arbitrary built it with `nodes.*`). */
export function isValueNode(value: unknown): value is ValueNode {
  return value !== null && typeof value === "object" && VALUE_KINDS.has(String((value as { kind?: unknown }).kind));
}

/**
 * The literal of a generated value for an input type: enums become enum literals (not
 * strings), numbers Int or Float literals, and values of custom scalars are written
 * untyped unless the arbitrary already produced a literal.
 */
export function valueToNode(value: unknown, type: GraphQLInputType): ValueNode {
  if (isValueNode(value)) return value;
  if (value === null || value === undefined) return nodes.Null();
  if (isNonNullType(type)) return valueToNode(value, type.ofType);
  if (isListType(type)) {
    return Array.isArray(value) ? nodes.List(value.map((item) => valueToNode(item, type.ofType))) : valueToNode(value, type.ofType);
  }
  if (isEnumType(type)) return nodes.Enum(String(value));
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    const entries: Record<string, ValueNode> = {};
    for (const [name, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      entries[name] = field === undefined ? untypedNode(fieldValue) : valueToNode(fieldValue, field.type);
    }
    return nodes.Object(entries);
  }
  if ((type.name === "String" || type.name === "ID") && typeof value === "string") return nodes.String(value);
  return untypedNode(value);
}

/** The JSON a variable carries for a generated value: literals from `nodes.*` are read back. */
export function toVariableValue(value: unknown): unknown {
  if (isValueNode(value)) return valueFromASTUntyped(value);
  if (Array.isArray(value)) return value.map(toVariableValue);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toVariableValue(item)]));
  }
  return value;
}

/** The type reference of a variable definition, e.g. `[Int!]!`. */
export function typeToNode(type: GraphQLInputType): TypeNode {
  if (isNonNullType(type)) {
    const inner = typeToNode(type.ofType);
    // A NonNull never wraps a NonNull, so the inner node is a named or list type.
    return { kind: Kind.NON_NULL_TYPE, type: inner as Exclude<TypeNode, { kind: Kind.NON_NULL_TYPE }> };
  }
  if (isListType(type)) return { kind: Kind.LIST_TYPE, type: typeToNode(type.ofType) };
  return { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: type.name } };
}

function untypedNode(value: unknown): ValueNode {
  if (isValueNode(value)) return value;
  if (value === null || value === undefined) return nodes.Null();
  if (typeof value === "boolean") return nodes.Boolean(value);
  if (typeof value === "number") return Number.isSafeInteger(value) ? nodes.Int(value) : nodes.Float(value);
  if (typeof value === "bigint") return nodes.Int(value);
  if (Array.isArray(value)) return nodes.List(value.map(untypedNode));
  if (typeof value === "object") {
    return nodes.Object(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, untypedNode(item)])));
  }
  return nodes.String(String(value));
}
