import type { GraphQLSchema } from "graphql";
import { cachedGraphql } from "./cached-graphql.js";
import { startServer, type TestServer } from "./server.js";

/** Options of the test GraphQL server. */
export interface GraphqlServerOptions {
  /** Resolvers, graphql-js root-value style. */
  readonly rootValue?: Record<string, unknown>;
  /** When set, requests without this exact `authorization` header get 401. */
  readonly authorization?: string;
}

/**
 * A real GraphQL endpoint on 127.0.0.1: POST JSON `{ query, variables }` to any path,
 * executed by graphql-js against `schema`. Validation failures answer 400, like most servers.
 */
export async function startGraphqlServer(schema: GraphQLSchema, options: GraphqlServerOptions = {}): Promise<TestServer> {
  return startServer(async (request) => {
    if (options.authorization !== undefined && request.headers["authorization"] !== options.authorization) {
      return { status: 401, body: { errors: [{ message: "Unauthorized", extensions: { code: "UNAUTHENTICATED" } }] } };
    }
    const payload = JSON.parse(request.body.toString("utf8")) as { query: string; variables?: Record<string, unknown> };
    const result = await cachedGraphql({
      schema,
      source: payload.query,
      rootValue: options.rootValue,
      variableValues: payload.variables ?? null,
    });
    return { status: result.data === undefined ? 400 : 200, body: JSON.parse(JSON.stringify(result)) as object };
  });
}
