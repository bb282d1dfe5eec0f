import { buildSchema, GraphQLError, type GraphQLSchema } from "graphql";
import { cachedGraphql } from "./cached-graphql.js";
import { startServer, type TestServer } from "./server.js";

/** A small library API; `divide`, `latest` and `book` carry the seeded defects. */
export const LIBRARY_SDL = `
type Book {
  id: ID!
  title: String!
  pages: Int
}

type Query {
  "Throws (a crash) when by is not positive in the broken server."
  divide(a: Int!, by: Int!): Int
  "Always has a title; the broken server sends null for it without an error."
  latest: Book!
  "Only book 1 exists; others are a user-facing NOT_FOUND / BAD_USER_INPUT error."
  book(id: ID!): Book
}

type Mutation {
  rename(id: ID!, title: String!): Book
}
`;

/** Whether the server has the seeded defects. */
export interface LibraryOptions {
  readonly broken: boolean;
}

function resolvers(options: LibraryOptions): Record<string, unknown> {
  const book = { id: "1", title: "Dune", pages: 412 };
  return {
    divide: ({ a, by }: { a: number; by: number }) => {
      if (by <= 0) {
        if (options.broken) throw new TypeError("Cannot divide by zero");
        throw new GraphQLError("by must be positive", { extensions: { code: "BAD_USER_INPUT" } });
      }
      return Math.trunc(a / by);
    },
    latest: () => book,
    book: ({ id }: { id: string }) => {
      if (id === "1") return book;
      throw new GraphQLError(`No book ${id}`, { extensions: { code: id === "" ? "BAD_USER_INPUT" : "NOT_FOUND" } });
    },
    rename: ({ id, title }: { id: string; title: string }) => (id === "1" ? { ...book, title } : null),
  };
}

/**
 * A GraphQL endpoint on 127.0.0.1 at `/graphql`, formatting errors like Apollo: a resolver
 * exception that is not a `GraphQLError` gets `INTERNAL_SERVER_ERROR`. GET answers a JSON
 * hint (so OpenAPI loading of the URL fails with "not an OpenAPI document").
 */
export async function startLibraryServer(options: LibraryOptions, schema: GraphQLSchema = buildSchema(LIBRARY_SDL), rootValue = resolvers(options)): Promise<TestServer> {
  return startServer(async (request) => {
    if (request.method !== "POST") return { status: 200, body: { message: "POST a GraphQL document here" } };
    const payload = JSON.parse(request.body.toString("utf8")) as { query: string; variables?: Record<string, unknown> };
    const result = await cachedGraphql({ schema, source: payload.query, rootValue, variableValues: payload.variables ?? null });
    const errors = result.errors?.map((error) => {
      const internal = error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
      return { ...error.toJSON(), ...(internal ? { extensions: { code: "INTERNAL_SERVER_ERROR" } } : {}) };
    });
    const data = result.data as Record<string, unknown> | null | undefined;
    const latest = data?.["latest"] as Record<string, unknown> | undefined;
    // The seeded shape defect: a non-null field sent as null, with no error to excuse it.
    if (options.broken && latest !== undefined && "title" in latest) latest["title"] = null;
    const body = { ...(errors === undefined ? {} : { errors }), ...(data === undefined ? {} : { data }) };
    return { status: data === undefined ? 400 : 200, body };
  });
}
