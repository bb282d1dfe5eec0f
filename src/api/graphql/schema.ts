import * as fc from "fast-check";
import type { GraphQLSchema } from "graphql";
import type { GenerationMode } from "../../core/phase.js";
import { UsageError } from "../../core/errors.js";
import type { OperationDefinition } from "../../core/operation.js";
import type { GraphqlOperationDefinition } from "../../specs/graphql/operation-definition.js";
import type { OperationFilter } from "../filters.js";
import type { GivenArguments } from "../given.js";
import { GraphqlApiOperation } from "./api-operation.js";
import type { GraphqlCase } from "./case.js";
import type { GraphqlSchemaSpec } from "./schema-spec.js";
import { Schema } from "../schema.js";

/**
 * Selects root fields for `include`/`exclude`: every {@link OperationFilter} criterion, where a
 * field's name is `Query.book`, its tag its root type and its operation id the field's name,
 * plus `rootType`.
 */
export interface GraphqlOperationFilter extends OperationFilter {
  /** `Query` or `Mutation` (or both). */
  readonly rootType?: "Query" | "Mutation" | readonly ("Query" | "Mutation")[];
}

function withRootType(filter: GraphqlOperationFilter): OperationFilter {
  const { rootType, ...rest } = filter;
  if (rootType === undefined) return rest;
  const roots: readonly string[] = typeof rootType === "string" ? [rootType] : rootType;
  const func = rest.func;
  return { ...rest, func: (operation) => roots.includes((operation as GraphqlOperationDefinition).rootType) && (func === undefined || func(operation)) };
}

/**
 * A loaded GraphQL schema: one {@link GraphqlApiOperation} per root field of `Query` and
 * `Mutation` (named `Query.book`), with every member of an OpenAPI {@link Schema}: filters,
 * `get`, iteration, `parametrize`, `given`, `hook`, `asArbitrary`. Its `baseUrl` is the
 * GraphQL endpoint every document is POSTed to.
 * @example
 * const schema = await graphql.fromUrl("http://127.0.0.1:4000/graphql");
 * const book = schema.get("Query", "book");
 * await book.makeCase({ body: { query: "{ book(id: \"1\") { title } }" } }).callAndValidate();
 */
export class GraphqlSchema extends Schema {
  declare readonly spec: GraphqlSchemaSpec;

  /** The GraphQL endpoint documents go to (the same as `baseUrl`), when known. */
  get endpoint(): string | undefined {
    return this.baseUrl;
  }

  /** The graphql-js schema. */
  get graphqlSchema(): GraphQLSchema {
    return this.spec.schema;
  }

  /** The selected root fields. */
  override get operations(): readonly GraphqlApiOperation[] {
    return super.operations as readonly GraphqlApiOperation[];
  }

  override [Symbol.iterator](): Iterator<GraphqlApiOperation> {
    return this.operations[Symbol.iterator]();
  }

  /**
   * The root field `get("Query", "book")`, also spelled `get("Query.book")`.
   * @throws UsageError naming the known fields when there is none.
   */
  override get(rootType: string, fieldName?: string): GraphqlApiOperation {
    const label = fieldName === undefined ? rootType : `${rootType}.${fieldName}`;
    const found = this.operations.find((operation) => operation.label === label);
    if (found === undefined) {
      const known = this.operations.slice(0, 20).map((operation) => operation.label).join(", ");
      throw new UsageError(`No root field ${label} in ${this.title}: ask for one as get("Query", "field"). Known fields: ${known || "none"}${this.operations.length > 20 ? ", …" : ""}.`);
    }
    return found;
  }

  /** A schema with only the root fields matching the filter (`{ name: "Query.book" }`, `{ rootType: "Mutation" }`, …). */
  override include(filter: GraphqlOperationFilter): GraphqlSchema {
    return super.include(withRootType(filter)) as GraphqlSchema;
  }

  /** A schema without the root fields matching the filter (and without deprecated ones when `deprecated: true`). */
  override exclude(filter: GraphqlOperationFilter & { readonly deprecated?: boolean }): GraphqlSchema {
    const { deprecated, ...rest } = filter;
    return super.exclude({ ...withRootType(rest), ...(deprecated === undefined ? {} : { deprecated }) }) as GraphqlSchema;
  }

  override given(...arbitraries: GivenArguments): GraphqlSchema {
    return super.given(...arbitraries) as GraphqlSchema;
  }

  /**
   * A fast-check arbitrary of cases over every selected root field: `positive` (the default),
   * `negative` or `all`, as {@link GraphqlApiOperation.asArbitrary}.
   * @throws UsageError when no root field is selected.
   */
  override asArbitrary(options: { mode?: GenerationMode } = {}): fc.Arbitrary<GraphqlCase> {
    if (this.operations.length === 0) throw new UsageError(`No root fields are selected in ${this.title}: there is nothing to generate.`);
    return fc.oneof(...this.operations.map((operation) => operation.asArbitrary(options)));
  }

  /**
   * The endpoint documents go to.
   * @throws UsageError when the schema was loaded from a file or object and no endpoint was given.
   */
  override requireBaseUrl(): string {
    const endpoint = this.baseUrl;
    if (endpoint === undefined) {
      throw new UsageError(`${this.title} was loaded from a file or an object, so apitest does not know the GraphQL endpoint: pass { baseUrl: "http://127.0.0.1:4000/graphql" } to the loader or to call().`);
    }
    return endpoint;
  }

  protected override createOperation(definition: OperationDefinition): GraphqlApiOperation {
    return new GraphqlApiOperation(this, definition);
  }
}
