import { execute, parse, validate, validateSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";

/** Parsed and validated documents (or the errors that stopped them) by schema and query text. */
const CHECKED = new WeakMap<GraphQLSchema, Map<unknown, DocumentNode | ExecutionResult>>();
/** Most query texts kept per schema (the oldest goes first). */
const LIMIT = 2000;

/**
 * What graphql-js's `graphql()` answers (the schema checked, the source parsed and validated, then
 * executed), with the parse and validation of a query text done once per schema, as GraphQL servers
 * cache them: the test servers' validation of the same documents again was most of their CPU.
 */
export async function cachedGraphql(args: { readonly schema: GraphQLSchema; readonly source: string; readonly rootValue?: unknown; readonly variableValues?: Readonly<Record<string, unknown>> | null }): Promise<ExecutionResult> {
  const { schema, source } = args;
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) return { errors: schemaErrors };
  let cache = CHECKED.get(schema);
  if (cache === undefined) CHECKED.set(schema, (cache = new Map()));
  let checked = cache.get(source);
  if (checked === undefined) {
    try {
      const document = parse(source);
      const errors = validate(schema, document);
      checked = errors.length > 0 ? { errors } : document;
    } catch (syntaxError) {
      checked = { errors: [syntaxError as never] };
    }
    if (cache.size >= LIMIT) cache.delete(cache.keys().next().value);
    cache.set(source, checked);
  }
  if (!("kind" in checked)) return checked;
  return execute({ schema, document: checked, rootValue: args.rootValue, variableValues: args.variableValues ?? null });
}
