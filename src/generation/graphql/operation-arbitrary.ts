import type fc from "fast-check";
import type { GraphQLField, GraphQLSchema } from "graphql";
import { assembleDocument, type GraphqlDocument } from "./assemble-document.js";
import { generationContext, type GraphqlGenerationOptions } from "./generation-context.js";
import { findUnknownScalars } from "./scalar-values.js";
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
  return fieldSelectionArbitrary(operation.field, 1, ctx, true).map((root) => assembleDocument(operation.rootType, root));
}

/**
 * The custom scalars the operation's arguments use that have no generation strategy (neither
 * registered with `graphql.scalar()` nor common): their values fall back to strings and
 * numbers, and the run warns once, naming them.
 */
export function unknownScalarsOf(operation: GraphqlOperationTarget, options: GraphqlGenerationOptions): string[] {
  return findUnknownScalars(
    operation.field.args.map((arg) => arg.type),
    options.scalars,
  );
}
