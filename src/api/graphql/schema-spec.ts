import type { GraphQLSchema } from "graphql";
import type { SchemaResolver, SchemaValidator } from "../../core/validator.js";
import { graphqlDefinition, type GraphqlOperationDefinition } from "../../specs/graphql/operation-definition.js";
import { graphqlSchemaIdentity } from "../../specs/graphql/schema-identity.js";
import type { GraphqlSpec } from "../../specs/graphql/graphql-spec.js";
import { createDocumentResolver, standaloneValidator } from "../../specs/openapi/validator.js";
import { applyGraphqlArguments, graphqlStatefulLinks, withResultIdsSelected } from "../../engine/stateful/graphql-steps.js";

/**
 * What GraphQL brings to `schema.asStateMachine()` (see `graphql-steps.ts`). The spec carries it
 * so that the state machine's module, which every `Schema` loads, does not load graphql-js: an
 * OpenAPI run (and each of its `--threads` worker threads) never needs it.
 */
export interface GraphqlStatefulSteps {
  readonly links: typeof graphqlStatefulLinks;
  readonly withResultIdsSelected: typeof withResultIdsSelected;
  readonly applyArguments: typeof applyGraphqlArguments;
}

const STATEFUL_STEPS: GraphqlStatefulSteps = { links: graphqlStatefulLinks, withResultIdsSelected, applyArguments: applyGraphqlArguments };

/**
 * A loaded GraphQL schema as a library `Schema` holds it (`schema.spec`, with `kind: "graphql"`):
 * what every `Schema` reads (title, version, base path, operations, a JSON Schema validator and
 * resolver for custom checks) and the loaded GraphQL schema itself.
 */
export interface GraphqlSchemaSpec {
  readonly kind: "graphql";
  /** The schema's description, else `GraphQL API`. */
  readonly title: string;
  /** A digest of the schema's SDL: the example database keeps each schema's documents apart. */
  readonly apiVersion: string;
  /** The endpoint's path (`/graphql`): every document is a POST there. */
  readonly basePath: string;
  /** One per root field of `Query`, then of `Mutation`. */
  readonly operations: readonly GraphqlOperationDefinition[];
  /** Custom checks get a JSON Schema validator (`ctx.validator`) as in OpenAPI runs. */
  readonly validator: SchemaValidator;
  readonly resolver: SchemaResolver;
  /** The graphql-js schema. */
  readonly schema: GraphQLSchema;
  /** What the GraphQL loader read (location, endpoint, in-process transport). */
  readonly loaded: GraphqlSpec;
  /** The state machine's GraphQL steps. */
  readonly stateful: GraphqlStatefulSteps;
}

/** The path documents go to when the loader does not know the endpoint (a file without `baseUrl`). */
export const DEFAULT_GRAPHQL_PATH = "/graphql";

/** The `Schema` view of a loaded GraphQL schema whose documents go to `endpoint` (a URL), when known. */
export function graphqlSchemaSpec(loaded: GraphqlSpec, endpoint: string | undefined): GraphqlSchemaSpec {
  const basePath = endpoint === undefined ? DEFAULT_GRAPHQL_PATH : new URL(endpoint).pathname;
  return {
    kind: "graphql",
    title: loaded.schema.description ?? "GraphQL API",
    apiVersion: graphqlSchemaIdentity(loaded.schema).split("\u0000")[1] ?? "",
    basePath,
    operations: loaded.operations.map((operation) => graphqlDefinition(operation, basePath)),
    validator: standaloneValidator(),
    resolver: createDocumentResolver({}),
    schema: loaded.schema,
    loaded,
    stateful: STATEFUL_STEPS,
  };
}
