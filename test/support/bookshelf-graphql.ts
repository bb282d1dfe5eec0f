import { buildSchema, execute as executeDocument, GraphQLError, parse, validate, validateSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";

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
    const result = await run(schema, query, rootValue, variables ?? null);
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

/** Parsed and validated documents by schema and query text, as GraphQL servers cache them. */
const CHECKED = new WeakMap<GraphQLSchema, Map<string, DocumentNode | ExecutionResult>>();
const CHECKED_LIMIT = 2000;

/** What graphql-js's `graphql()` answers, with the parse and validation of a query text done once. */
async function run(schema: GraphQLSchema, query: string, rootValue: object, variableValues: Record<string, unknown> | null): Promise<ExecutionResult> {
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) return { errors: schemaErrors };
  let cache = CHECKED.get(schema);
  if (cache === undefined) CHECKED.set(schema, (cache = new Map()));
  let checked = cache.get(query);
  if (checked === undefined) {
    try {
      const document = parse(query);
      const errors = validate(schema, document);
      checked = errors.length > 0 ? { errors } : document;
    } catch (error) {
      checked = { errors: [error as GraphQLError] };
    }
    if (cache.size >= CHECKED_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(query, checked);
  }
  if (!("kind" in checked)) return checked;
  return executeDocument({ schema, document: checked, rootValue, variableValues });
}
