import type { GraphQLInputType, ValueNode } from "graphql";

/**
 * How an argument is written: inline (`literal`), through a variable carrying the value
 * (`variable`), through a variable declared with the argument's default and not sent
 * (`default-variable`), or as a fixed, deliberately wrong literal (`raw`, negative mode).
 */
export type ArgumentForm = "literal" | "variable" | "default-variable" | "raw";

/** One generated argument, before variable names are allocated. */
export interface GeneratedArgument {
  readonly name: string;
  readonly type: GraphQLInputType;
  readonly value: unknown;
  readonly form: ArgumentForm;
  /** The literal for `raw`, or the default for `default-variable`. */
  readonly node?: ValueNode;
}

/** A generated selection: a field (possibly aliased, with arguments) or an inline fragment. */
export type GeneratedSelection =
  | {
      readonly kind: "field";
      readonly name: string;
      readonly alias?: string;
      readonly args: readonly GeneratedArgument[];
      readonly selections: readonly GeneratedSelection[];
    }
  | { readonly kind: "fragment"; readonly typeName: string; readonly selections: readonly GeneratedSelection[] };

/** The `__typename` meta-field selection. */
export const TYPENAME: GeneratedSelection = { kind: "field", name: "__typename", args: [], selections: [] };

/** A generated field selection (the root of every generated document is one). */
export type GeneratedField = Extract<GeneratedSelection, { kind: "field" }>;
