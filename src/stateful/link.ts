/**
 * The parsed form of OpenAPI links (`links`, or `x-links` in 2.0): which response of which
 * operation feeds which parameters and body of a target operation.
 */
import type { OperationDefinition, ParameterLocation } from "../core/operation.js";
import type { RuntimeExpression } from "./expressions.js";

/**
 * A link value: a literal, a runtime expression, or (extension, request bodies only) an
 * object or list whose leaves are literals or expressions.
 */
export type LinkValue =
  | { readonly kind: "literal"; readonly value: unknown }
  | { readonly kind: "expression"; readonly expression: RuntimeExpression }
  | { readonly kind: "object"; readonly entries: readonly (readonly [string, LinkValue])[] }
  | { readonly kind: "array"; readonly items: readonly LinkValue[] };

/** One target parameter a link sets. */
export interface LinkParameter {
  readonly location: ParameterLocation;
  readonly name: string;
  readonly value: LinkValue;
}

/** A valid link from a response of `source` to `target`. */
export interface Link {
  readonly source: OperationDefinition;
  /** The response it sits under: `"201"`, `"2XX"` or `"default"`. */
  readonly status: string;
  readonly name: string;
  readonly target: OperationDefinition;
  readonly parameters: readonly LinkParameter[];
  /** The target's body, when the link sets one. */
  readonly requestBody?: LinkValue;
  /**
   * Top-level properties of the target's JSON body the link sets, the rest of the generated
   * body kept (inferred producer→consumer links: `POST /orders {customerId}` from `POST /customers`).
   */
  readonly bodyFields?: readonly (readonly [string, LinkValue])[];
  /**
   * Arguments of a GraphQL target's root field the link sets, by name (`book(id:)` from
   * `addBook`'s returned id); the rest of the generated document kept.
   */
  readonly arguments?: readonly (readonly [string, LinkValue])[];
  /** True for links apitest guessed (see `inferLinks`), false for links the document declares. */
  readonly inferred: boolean;
}

/** A declared link that cannot be used, with a message naming the link and the fix. */
export interface LinkError {
  readonly source: OperationDefinition;
  readonly status: string;
  readonly name: string;
  readonly message: string;
}
