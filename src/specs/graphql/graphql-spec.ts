import type { GraphQLSchema } from "graphql";
import type { Transport } from "../../transport/transport.js";
import { graphqlOperations, type GraphqlOperation } from "./graphql-operation.js";

/** A loaded GraphQL schema and its operations, as the GraphQL loaders return it. */
export interface GraphqlSpec {
  readonly kind: "graphql";
  readonly schema: GraphQLSchema;
  readonly operations: readonly GraphqlOperation[];
  /** Where the schema came from (path or URL), when known. */
  readonly location?: string;
  /** The endpoint documents go to, when the loader knows it (`fromUrl`, in-process apps). */
  readonly endpoint?: string;
  /** How documents reach an in-process app (`fromFetchApp`, `fromNodeApp`); HTTP otherwise. */
  readonly transport?: Transport;
  /** The in-process app (`fromFetchApp`, `fromNodeApp`), for `AuthContext.app`. */
  readonly app?: unknown;
}

/** Wraps a built schema with its operations. */
export function graphqlSpecFromSchema(schema: GraphQLSchema, location?: string): GraphqlSpec {
  return {
    kind: "graphql",
    schema,
    operations: graphqlOperations(schema),
    ...(location === undefined ? {} : { location }),
  };
}
