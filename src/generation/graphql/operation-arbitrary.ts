import type fc from "fast-check";
import type { GraphQLField, GraphQLSchema } from "graphql";
import { assembleDocument, type GraphqlDocument } from "./assemble-document.js";
import { generationContext, type GraphqlGenerationOptions } from "./generation-context.js";
import { findUnregisteredScalar, unregisteredScalar } from "./scalar-values.js";
import { fieldSelectionArbitrary } from "./selection.js";

/**
 * What generation needs of an operation; `GraphqlOperation` from `specs/graphql` fits it
 * (declared here because generation imports nothing but `core`).
 */
export interface GraphqlOperationTarget {
  readonly rootType: "Query" | "Mutation";
  readonly field: GraphQLField<unknown, unknown>;
}

/**
 * Valid documents for one operation: the root field with generated arguments (required
 * ones always, optional ones sometimes; inline or as variables) and a bounded selection set.
 * Every document passes `validate(schema, parse(query))` and its variables coerce.
 * Throws a `UsageError` up front when an argument needs a custom scalar without an arbitrary.
 *
 * @example
 * fc.sample(graphqlOperationArbitrary(schema, op, { allowNull: false, scalars: new Map() }), 1);
 * // [{ query: "{\n  country(code: \"\") {\n    name\n  }\n}", variables: {} }]
 */
export function graphqlOperationArbitrary(
  schema: GraphQLSchema,
  operation: GraphqlOperationTarget,
  options: GraphqlGenerationOptions,
): fc.Arbitrary<GraphqlDocument> {
  const ctx = generationContext(schema, options);
  assertScalarsRegistered(operation, options);
  return fieldSelectionArbitrary(operation.field, 1, ctx, true).map((root) => assembleDocument(operation.rootType, root));
}

/**
 * Throws the clear error naming a custom scalar that the operation's arguments use and that
 * has no registered arbitrary (`graphql.scalar(name, arbitrary)`).
 */
export function assertScalarsRegistered(operation: GraphqlOperationTarget, options: GraphqlGenerationOptions): void {
  const missing = findUnregisteredScalar(
    operation.field.args.map((arg) => arg.type),
    options.scalars,
  );
  if (missing !== undefined) throw unregisteredScalar(missing);
}
