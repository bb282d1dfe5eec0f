import { buildSchema, graphql } from "graphql";
import { Hono } from "hono";

/**
 * A small bookshop GraphQL API (graphql-js behind an in-process Hono app), with one seeded
 * defect: review pages are numbered from 1, but `reviews(page: 0)` reads the page before the
 * first one and crashes in the resolver.
 */
export const schema = buildSchema(`
  type Query {
    "A book by id, or null."
    book(id: ID!): Book
    "A page of a book's reviews (pages start at 1)."
    reviews(bookId: ID!, page: Int = 1): [Review!]!
  }

  type Mutation {
    addReview(bookId: ID!, stars: Int!, text: String): Review!
  }

  type Book {
    id: ID!
    title: String!
  }

  type Review {
    stars: Int!
    text: String
  }
`);

type Review = { stars: number; text: string | null };

const BOOKS: Record<string, { id: string; title: string }> = { "1": { id: "1", title: "Dune" } };
const PAGES: Review[][] = [[{ stars: 5, text: "A classic" }], [{ stars: 3, text: null }]];

const rootValue = {
  // Own keys only: an id such as "constructor" must not find Object.prototype.constructor.
  book: ({ id }: { id: string }) => (Object.hasOwn(BOOKS, id) ? BOOKS[id] : null),
  reviews: ({ page = 1 }: { bookId: string; page?: number }) => {
    if (page > PAGES.length) return [];
    // The defect: page 0 (or below) reads PAGES[-1], which is undefined.
    return (PAGES[page - 1] as Review[]).map((review) => ({ ...review }));
  },
  addReview: ({ stars, text }: { bookId: string; stars: number; text?: string | null }) => ({ stars, text: text ?? null }),
};

/** The app: `POST /graphql` with a JSON `{ query, variables }` body, as GraphQL servers over HTTP take it. */
export function createApp(): Hono {
  const app = new Hono();
  app.post("/graphql", async (c) => {
    const { query, variables } = (await c.req.json().catch(() => ({}))) as { query?: unknown; variables?: Record<string, unknown> };
    if (typeof query !== "string") return c.json({ errors: [{ message: "Send a JSON body with a query" }] }, 400);
    const result = await graphql({ schema, source: query, rootValue, variableValues: variables ?? null });
    // graphql-js gives no `data` to a document that does not parse, validate or coerce: a 400.
    return c.json(result, result.data === undefined ? 400 : 200);
  });
  return app;
}
