import type { GraphQLField } from "graphql";
import type { OperationDefinition } from "../../core/operation.js";
import type { GraphqlOperation, GraphqlRootType } from "./graphql-operation.js";

/**
 * A GraphQL root field as hooks, auth providers and custom checks see it (`ctx.operation`):
 * the common operation fields (a POST to the endpoint, labelled `Query.field`), plus the root
 * type, the field name and the graphql-js field.
 */
export interface GraphqlOperationDefinition extends OperationDefinition {
  readonly rootType: GraphqlRootType;
  /** The root field's name, e.g. `countries`. */
  readonly fieldName: string;
  readonly field: GraphQLField<unknown, unknown>;
}

const cache = new WeakMap<GraphqlOperation, Map<string, GraphqlOperationDefinition>>();

/**
 * Pure (memoized): the {@link GraphqlOperationDefinition} of a root field whose documents go to
 * `endpointPath`. `operationId` is the field name; `deprecated` follows `@deprecated`.
 */
export function graphqlDefinition(operation: GraphqlOperation, endpointPath: string): GraphqlOperationDefinition {
  const byPath = cache.get(operation) ?? new Map<string, GraphqlOperationDefinition>();
  cache.set(operation, byPath);
  const known = byPath.get(endpointPath);
  if (known !== undefined) return known;
  const { field } = operation;
  const definition: GraphqlOperationDefinition = {
    method: "POST",
    path: endpointPath,
    label: operation.label,
    operationId: field.name,
    ...(field.description === undefined || field.description === null ? {} : { summary: field.description }),
    tags: [operation.rootType],
    deprecated: field.deprecationReason !== undefined && field.deprecationReason !== null,
    parameters: [],
    responses: [],
    security: [],
    pointer: "",
    rootType: operation.rootType,
    fieldName: field.name,
    field,
  };
  byPath.set(endpointPath, definition);
  return definition;
}

/** The operation as hooks, auth providers and custom checks see it, for a run whose endpoint is `settings.baseUrl`. */
export function graphqlOperationOf(env: { readonly settings: { readonly baseUrl: string } }, operation: GraphqlOperation): GraphqlOperationDefinition {
  return graphqlDefinition(operation, new URL(env.settings.baseUrl).pathname);
}
