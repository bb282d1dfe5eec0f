import { createHash } from "node:crypto";
import { printSchema, type GraphQLSchema } from "graphql";

/**
 * The identity a GraphQL schema's stored documents are kept under: a digest of its SDL, so
 * the same schema finds its documents again whatever port or URL serves it.
 */
export function graphqlSchemaIdentity(schema: GraphQLSchema): string {
  return `GraphQL\u0000${createHash("sha256").update(printSchema(schema)).digest("hex").slice(0, 32)}`;
}
