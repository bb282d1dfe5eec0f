import { buildSchema, type GraphQLSchema } from "graphql";
import { cachedGraphql } from "./cached-graphql.js";

/** A small library API: books listed, read by id, added and deleted. */
export const BOOKSHELF_SDL = `
type Book {
  id: ID!
  title: String!
}

type Query {
  books: [Book!]!
  "Broken (crashOnExisting): rendering a book that exists crashes; an unknown id is null."
  book(id: ID!): Book
}

type Mutation {
  addBook(title: String!): Book!
  "Broken (serveDeleted): the book is reported deleted but still served."
  deleteBook(id: ID!): Boolean!
}
`;

/** Which defects the bookshelf has. */
export interface BookshelfDefects {
  /** `book(id:)` crashes for an id that exists (and only then). */
  readonly crashOnExisting?: boolean;
  /** `deleteBook` answers true but `book(id:)` still serves the book. */
  readonly serveDeleted?: boolean;
}

/** One bookshelf: its schema and a handler of `{query, variables}` payloads over its own state. */
export interface Bookshelf {
  readonly schema: GraphQLSchema;
  execute(payload: unknown): Promise<{ status: number; body: object }>;
  /** Every id the shelf ever held (its first books and those added). */
  ids(): ReadonlySet<string>;
  /** A Web-standard app (`(Request) => Response`) serving the endpoint at any path. */
  fetch(request: Request): Promise<Response>;
}

/**
 * A fresh bookshelf with two books whose ids no generator guesses (`bk-…`): an id reaches
 * `book(id:)` only when it was seen in a response (`books`, `addBook`).
 */
export function bookshelf(defects: BookshelfDefects = {}): Bookshelf {
  const schema = buildSchema(BOOKSHELF_SDL);
  const books = new Map<string, { id: string; title: string }>([
    ["bk-7f3a9c", { id: "bk-7f3a9c", title: "Dune" }],
    ["bk-51e0d2", { id: "bk-51e0d2", title: "Emma" }],
  ]);
  const deleted = new Map<string, { id: string; title: string }>();
  const issued = new Set(books.keys());
  let next = 1;
  const rootValue = {
    books: () => [...books.values()],
    book: ({ id }: { id: string }) => {
      const found = books.get(id) ?? (defects.serveDeleted === true ? deleted.get(id) : undefined);
      if (found !== undefined && defects.crashOnExisting === true) throw new Error(`TypeError: cannot read properties of undefined (reading 'author') rendering ${id}`);
      return found ?? null;
    },
    addBook: ({ title }: { title: string }) => {
      const book = { id: `bk-n${(next++).toString(36)}x${title.length}`, title };
      books.set(book.id, book);
      issued.add(book.id);
      return book;
    },
    deleteBook: ({ id }: { id: string }) => {
      const book = books.get(id);
      if (book === undefined) return false;
      books.delete(id);
      deleted.set(id, book);
      return true;
    },
  };
  const { execute, fetch } = graphqlEndpoint(schema, rootValue);
  return {
    schema,
    execute,
    ids: () => issued,
    fetch,
  };
}

/** A graphql-js schema served as an endpoint: `execute` takes a `{query, variables}` payload, `fetch` a Request (400 for a body that is not JSON). */
export function graphqlEndpoint(schema: GraphQLSchema, rootValue: object): Pick<Bookshelf, "execute" | "fetch"> {
  const execute = async (payload: unknown): Promise<{ status: number; body: object }> => {
    const { query, variables } = (payload ?? {}) as { query?: unknown; variables?: Record<string, unknown> };
    if (typeof query !== "string") return { status: 400, body: { errors: [{ message: "Must provide query string." }] } };
    const result = await cachedGraphql({ schema, source: query, rootValue, variableValues: variables ?? null });
    return { status: result.data === undefined ? 400 : 200, body: JSON.parse(JSON.stringify(result)) as object };
  };
  return {
    execute,
    async fetch(request) {
      let payload: unknown;
      try {
        payload = await request.json();
      } catch {
        return Response.json({ errors: [{ message: "Body is not JSON" }] }, { status: 400 });
      }
      const { status, body } = await execute(payload);
      return Response.json(body, { status });
    },
  };
}

