import { execute, parse, validate, validateSchema, type DocumentNode, type ExecutionResult, type GraphQLError, type GraphQLSchema } from "graphql";

/** A query text parsed and validated against a schema: its syntax error, or its document and validation errors. */
export type CheckedDocument = { readonly syntaxError: GraphQLError } | { readonly document: DocumentNode; readonly problems: readonly GraphQLError[] };

/** Checked documents by schema and query text. */
const CHECKED = new WeakMap<GraphQLSchema, Map<string, CheckedDocument>>();
/** Most query texts kept per schema (the oldest goes first). */
const LIMIT = 2000;

/**
 * A query text parsed and validated against `schema` once, as GraphQL servers cache them: the test
 * servers' parsing and validation of the same documents again was most of their CPU.
 */
export function checkedDocument(schema: GraphQLSchema, source: string): CheckedDocument {
  let cache = CHECKED.get(schema);
  if (cache === undefined) CHECKED.set(schema, (cache = new Map()));
  const known = cache.get(source);
  if (known !== undefined) return known;
  let checked: CheckedDocument;
  try {
    const document = parse(source);
    checked = { document, problems: validate(schema, document) };
  } catch (syntaxError) {
    checked = { syntaxError: syntaxError as GraphQLError };
  }
  if (cache.size >= LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(source, checked);
  return checked;
}

/**
 * What graphql-js's `graphql()` answers (the schema checked, the source parsed and validated, then
 * executed), with the parse and validation of a query text done once per schema.
 */
export async function cachedGraphql(args: { readonly schema: GraphQLSchema; readonly source: string; readonly rootValue?: unknown; readonly variableValues?: Readonly<Record<string, unknown>> | null }): Promise<ExecutionResult> {
  const { schema, source } = args;
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) return { errors: schemaErrors };
  const checked = checkedDocument(schema, source);
  if ("syntaxError" in checked) return { errors: [checked.syntaxError] };
  if (checked.problems.length > 0) return { errors: checked.problems };
  return execute({ schema, document: checked.document, rootValue: args.rootValue, variableValues: args.variableValues ?? null });
}
