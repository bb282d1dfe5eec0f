import type { GraphQLField, GraphQLSchema } from "graphql";

/** The root types apitest tests: subscriptions need a long-lived transport and are skipped. */
export type GraphqlRootType = "Query" | "Mutation";

/** One root field of `Query` or `Mutation`: the unit that GraphQL cases are generated for. */
export interface GraphqlOperation {
  readonly rootType: GraphqlRootType;
  // The resolver context type is irrelevant to a client, hence `unknown`.
  readonly field: GraphQLField<unknown, unknown>;
  /** `Query.countries`: the root kind (not the schema's own root type name) and the field. */
  readonly label: string;
}

/**
 * Lists one operation per root field of the query type, then of the mutation type, in
 * schema order. The label uses `Query`/`Mutation` even when the schema names its root
 * types differently (e.g. `QueryRoot`), so labels are stable across schemas.
 *
 * @example
 * graphqlOperations(schema).map((op) => op.label); // ["Query.countries", "Query.country", …]
 */
export function graphqlOperations(schema: GraphQLSchema): GraphqlOperation[] {
  const operations: GraphqlOperation[] = [];
  const roots: ReadonlyArray<readonly [GraphqlRootType, ReturnType<GraphQLSchema["getQueryType"]>]> = [
    ["Query", schema.getQueryType()],
    ["Mutation", schema.getMutationType()],
  ];
  for (const [rootType, type] of roots) {
    if (type === null || type === undefined) continue;
    for (const field of Object.values(type.getFields())) {
      operations.push({ rootType, field, label: `${rootType}.${field.name}` });
    }
  }
  return operations;
}
