import { buildSchema, GraphQLError, type GraphQLSchema } from "graphql";
import { SchemaError } from "../../core/errors.js";

/**
 * Builds a schema from SDL text. Real-world SDL often fails graphql-js's strict SDL
 * validation for reasons irrelevant to testing (duplicated fields in published dumps,
 * undeclared custom or federation directives), so a schema that parses but does not
 * validate is rebuilt with `assumeValidSDL`; only a syntax error or a schema that cannot
 * be built at all is reported.
 */
export function buildGraphqlSchemaFromSdl(text: string, sourceName: string): GraphQLSchema {
  try {
    return buildSchema(text);
  } catch (strictError) {
    if (strictError instanceof GraphQLError && strictError.message.startsWith("Syntax Error")) {
      throw new SchemaError(
        "schema_invalid",
        `The GraphQL SDL in ${sourceName} does not parse: ${locate(strictError)}. Fix the schema text.`,
        { cause: strictError },
      );
    }
    try {
      return buildSchema(text, { assumeValidSDL: true });
    } catch (error) {
      throw new SchemaError(
        "schema_invalid",
        `The GraphQL SDL in ${sourceName} cannot be built into a schema: ${firstLine(error)}. Fix the schema text.`,
        { cause: error },
      );
    }
  }
}

function locate(error: GraphQLError): string {
  const where = error.locations?.[0];
  return where === undefined ? error.message : `${error.message} (line ${where.line}, column ${where.column})`;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}
