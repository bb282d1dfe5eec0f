import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import { SchemaError } from "../../core/errors.js";
import { patchIntrospection } from "./patch-introspection.js";

/**
 * Builds a schema from an introspection result, with or without the `{ data: … }` wrapper
 * a server answers with. The result is normalized first (see `patchIntrospection`) so
 * introspection from older servers loads too.
 */
export function buildGraphqlSchemaFromIntrospection(value: unknown, sourceName: string): GraphQLSchema {
  const patched = patchIntrospection(value);
  if (patched === undefined) {
    throw new SchemaError(
      "schema_invalid",
      `${sourceName} is not a GraphQL introspection result: it has no "__schema" object (nor "data.__schema"). ` +
        "Give the JSON a server returns for the introspection query, or the schema as SDL.",
    );
  }
  try {
    // The shape was checked loosely above; graphql-js reports anything else that is missing.
    return buildClientSchema(patched as unknown as IntrospectionQuery);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new SchemaError(
      "schema_invalid",
      `The GraphQL introspection result in ${sourceName} cannot be built into a schema: ${message.split("\n")[0] ?? message}. ` +
        "Re-run the full introspection query against the server.",
      { cause: error },
    );
  }
}
