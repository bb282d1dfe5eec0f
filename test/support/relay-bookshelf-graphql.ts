import { buildSchema, type GraphQLSchema } from "graphql";
import { graphqlEndpoint } from "./bookshelf-graphql.js";

/** A small library API in Relay's style: one input object in, a payload object out. */
export const RELAY_BOOKSHELF_SDL = `
type Book {
  id: ID!
  title: String!
}

input CreateBookInput {
  title: String!
  clientMutationId: String
}

type CreateBookPayload {
  book: Book
  clientMutationId: String
}

input UpdateBookInput {
  id: ID!
  title: String
  clientMutationId: String
}

type UpdateBookPayload {
  book: Book
  clientMutationId: String
}

input DeleteBookInput {
  id: ID!
  clientMutationId: String
}

type DeleteBookPayload {
  deletedBookId: ID
  clientMutationId: String
}

type Query {
  book(id: ID!): Book
}

type Mutation {
  createBook(input: CreateBookInput!): CreateBookPayload!
  "Broken (crashOnUpdate): updating a book that exists crashes; an unknown id is null."
  updateBook(input: UpdateBookInput!): UpdateBookPayload
  "Broken (serveDeleted): the book is reported deleted but still served by book(id:)."
  deleteBook(input: DeleteBookInput!): DeleteBookPayload
}
`;

/** One Relay-style bookshelf: its schema, a handler of `{query, variables}` payloads over its own state, and what it saw. */
export interface RelayBookshelf {
  readonly schema: GraphQLSchema;
  execute(payload: unknown): Promise<{ status: number; body: object }>;
  /** The ids `createBook` issued. */
  created(): readonly string[];
  /** The ids `updateBook` was called with that existed at the time. */
  updatedExisting(): readonly string[];
  /** A Web-standard app (`(Request) => Response`) serving the endpoint at any path. */
  fetch(request: Request): Promise<Response>;
}

/** Which defects a Relay bookshelf has. */
export interface RelayBookshelfDefects {
  /** `updateBook` crashes for an id that exists (and only then). */
  readonly crashOnUpdate?: boolean;
  /** `deleteBook` answers the deleted id but `book(id:)` still serves the book. */
  readonly serveDeleted?: boolean;
}

/**
 * A fresh, empty Relay-style bookshelf whose ids no generator guesses (`bk-n…`): and it lists
 * none, so an id reaches `updateBook(input: { id })` only from a `createBook` payload.
 */
export function relayBookshelf(defects: RelayBookshelfDefects = {}): RelayBookshelf {
  const schema = buildSchema(RELAY_BOOKSHELF_SDL);
  const books = new Map<string, { id: string; title: string }>();
  const deleted = new Map<string, { id: string; title: string }>();
  const created: string[] = [];
  const updatedExisting: string[] = [];
  let next = 1;
  type Input<T> = { input: T & { clientMutationId?: string | null } };
  const rootValue = {
    book: ({ id }: { id: string }) => books.get(id) ?? (defects.serveDeleted === true ? deleted.get(id) : undefined) ?? null,
    createBook: ({ input }: Input<{ title: string }>) => {
      const book = { id: `bk-n${(next++).toString(36)}x${input.title.length}`, title: input.title };
      books.set(book.id, book);
      created.push(book.id);
      return { book, clientMutationId: input.clientMutationId ?? null };
    },
    updateBook: ({ input }: Input<{ id: string; title?: string | null }>) => {
      const book = books.get(input.id);
      if (book === undefined) return null;
      updatedExisting.push(input.id);
      if (defects.crashOnUpdate === true) throw new Error(`TypeError: cannot read properties of undefined (reading 'author') updating ${input.id}`);
      if (typeof input.title === "string") book.title = input.title;
      return { book, clientMutationId: input.clientMutationId ?? null };
    },
    deleteBook: ({ input }: Input<{ id: string }>) => {
      const book = books.get(input.id);
      if (book === undefined) return null;
      books.delete(input.id);
      deleted.set(input.id, book);
      return { deletedBookId: input.id, clientMutationId: input.clientMutationId ?? null };
    },
  };
  const { execute, fetch } = graphqlEndpoint(schema, rootValue);
  return {
    schema,
    execute,
    created: () => created,
    updatedExisting: () => updatedExisting,
    fetch,
  };
}
