import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { buildSchema, type ExecutionResult } from "graphql";
import { cachedGraphql } from "./cached-graphql.js";

/** A small books API: two queries and a mutation. */
export const BOOKS_SDL = `
type Query {
  book(id: ID!): Book
  books(limit: Int): [Book!]!
}

type Mutation {
  addBook(title: String!, year: Int): Book!
}

type Book {
  id: ID!
  title: String!
  year: Int
}
`;

const schema = buildSchema(BOOKS_SDL);
const DUNE = { id: "1", title: "Dune", year: 1965 };

/** What the app saw: every `{query, variables}` body and its headers. */
export interface BooksLog {
  readonly bodies: { query: string; variables?: Record<string, unknown> }[];
  readonly headers: Record<string, string>[];
}

/**
 * The resolvers; the broken build's `books` crashes on a negative limit (a seeded resolver
 * fault: graphql-js reports it in `errors` with a path, as a crash).
 */
function rootValue(broken: boolean): Record<string, (args: Record<string, unknown>) => unknown> {
  return {
    book: ({ id }) => (id === "1" ? DUNE : null),
    books: ({ limit }) => {
      const n = typeof limit === "number" ? limit : 10;
      if (broken && n < 0) throw new TypeError(`Cannot read properties of undefined (reading 'slice') at limit ${n}`);
      return [DUNE].slice(0, Math.max(0, n));
    },
    addBook: ({ title, year }) => ({ id: "2", title, year: year ?? null }),
  };
}

/** Runs one HTTP body through graphql-js: 400 when it is not a GraphQL request or fails validation. */
export async function executeBooks(payload: unknown, broken: boolean): Promise<{ status: number; body: ExecutionResult | { errors: unknown[] } }> {
  const { query, variables } = (payload ?? {}) as { query?: unknown; variables?: Record<string, unknown> | null };
  if (typeof query !== "string") return { status: 400, body: { errors: [{ message: "Missing query" }] } };
  const result = await cachedGraphql({ schema, source: query, rootValue: rootValue(broken), variableValues: variables ?? null });
  // graphql-js gives no `data` for a document that does not parse, validate or coerce.
  return { status: result.data === undefined ? 400 : 200, body: JSON.parse(JSON.stringify(result)) as ExecutionResult };
}

/** The books API as a Web-standard fetch app (`(Request) => Response`, as Hono's `app.fetch`), endpoint `/graphql`. */
export function booksFetchApp(broken: boolean, log: BooksLog = { bodies: [], headers: [] }): { fetch: (request: Request) => Promise<Response> } {
  return {
    fetch: async (request) => {
      const url = new URL(request.url);
      if (request.method !== "POST" || url.pathname !== "/graphql") return new Response("not found", { status: 404 });
      const payload: unknown = await request.json().catch(() => undefined);
      log.bodies.push(payload as BooksLog["bodies"][number]);
      log.headers.push(Object.fromEntries(request.headers));
      const { status, body } = await executeBooks(payload, broken);
      return Response.json(body, { status });
    },
  };
}

/** The books API on node:http; `listen` starts it (on 127.0.0.1, port 0 unless given). */
export function booksServer(broken: boolean, log: BooksLog = { bodies: [], headers: [] }): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/graphql") {
        res.writeHead(404).end();
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        payload = undefined;
      }
      log.bodies.push(payload as BooksLog["bodies"][number]);
      log.headers.push(req.headers as Record<string, string>);
      void executeBooks(payload, broken).then(({ status, body }) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      });
    });
  });
}

/** Starts a server on 127.0.0.1 (port 0 unless given); resolves with its GraphQL endpoint. */
export async function listenOn(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

/** Stops a server started by {@link listenOn}. */
export async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * A port nothing listens on, for a server started late. Taken below the ephemeral range
 * (32768+ on Linux), so neither servers other tests bind to port 0 nor the client sockets of
 * the retries themselves can take it in the meantime.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (free) {
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      return port;
    }
  }
}
