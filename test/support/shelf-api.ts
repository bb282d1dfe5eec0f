import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { buildSchema, execute, GraphQLError, type ExecutionResult } from "graphql";
import { checkedDocument } from "./cached-graphql.js";
import { Hono } from "hono";

/** A bookshelf API; the broken build carries one seeded defect per field. */
export const SHELF_SDL = `
enum Format { HARDCOVER PAPERBACK AUDIO }

type Book {
  id: ID!
  title: String!
  format: Format!
}

type Query {
  "Broken: the default term (sent explicitly by the examples phase) returns a book without a title."
  search(term: String = "dune", limit: Int = 5): [Book!]!
  "Broken: the last enum value has no shelf (a crash)."
  byFormat(format: Format!): [Book!]!
  "Broken: the largest Int overflows an array allocation (a crash)."
  page(n: Int!): [Book!]!
  "Broken: an explicit null (not an absent argument) crashes."
  note(text: String): String!
  "Broken: executes documents that fail validation (a missing or mistyped code) anyway."
  legacy(code: Int!): String @deprecated(reason: "Use page.")
}

type Mutation {
  addBook(title: String!, format: Format = PAPERBACK): Book!
}
`;

const schema = buildSchema(SHELF_SDL);
const DUNE = { id: "1", title: "Dune", format: "PAPERBACK" };

function resolvers(broken: boolean): Record<string, (args: Record<string, unknown>) => unknown> {
  const shelves: Record<string, unknown[]> = broken ? { HARDCOVER: [DUNE], PAPERBACK: [DUNE] } : { HARDCOVER: [DUNE], PAPERBACK: [DUNE], AUDIO: [] };
  return {
    search: ({ term }) => (broken && term === "dune" ? [{ ...DUNE, title: null }] : [DUNE]),
    byFormat: ({ format }) => (shelves[String(format)] as unknown[]).map((book) => book),
    page: ({ n }) => {
      const size = Number(n);
      if (!broken && (size < 0 || size > 100)) throw new GraphQLError("n must be between 0 and 100", { extensions: { code: "BAD_USER_INPUT" } });
      // The broken build sizes a page buffer with 32-bit arithmetic: n + 1 overflows for the largest Int.
      // Only an overflowed (negative) size is handed to the allocation, which throws for it: a
      // buffer of every other size was never used, and allocating one cost a second of CPU a file.
      const length = (size + 1) | 0;
      if (size >= 0 && length < 0) void new Array(length);
      return [DUNE];
    },
    note: (args) => {
      if (!("text" in args)) return "note: none";
      // The broken build assumes a given text is a string: an explicit null crashes here.
      if (broken) return `note: ${(args["text"] as string).length}`;
      return `note: ${typeof args["text"] === "string" ? args["text"].length : "empty"}`;
    },
    legacy: ({ code }) => `code ${String(code)}`,
    addBook: ({ title, format }) => ({ id: "2", title, format: format ?? "PAPERBACK" }),
  };
}

/** A response as the HTTP adapters send it. */
export interface ShelfReply {
  readonly status: number;
  readonly body: ExecutionResult | { errors: readonly unknown[] };
}

/**
 * Executes one `{query, variables}` body the way graphql-http/Apollo do: a document that
 * does not parse or validate is a 400 with `errors`; a resolver exception that is not a
 * `GraphQLError` is reported with `INTERNAL_SERVER_ERROR`. The broken build executes an
 * invalid `legacy` document anyway and answers its data without errors.
 */
export async function executeShelf(payload: unknown, broken: boolean): Promise<ShelfReply> {
  const { query, variables } = (payload ?? {}) as { query?: unknown; variables?: Record<string, unknown> | null };
  if (typeof query !== "string") return { status: 400, body: { errors: [{ message: "Missing query" }] } };
  const checked = checkedDocument(schema, query);
  if ("syntaxError" in checked) return { status: 400, body: { errors: [{ message: checked.syntaxError.message }] } };
  const { document, problems } = checked;
  if (problems.length > 0) {
    if (broken && query.includes("legacy")) return { status: 200, body: { data: { legacy: "code accepted" } } };
    return { status: 400, body: { errors: problems.map((problem) => problem.toJSON()) } };
  }
  const result = await execute({ schema, document, rootValue: resolvers(broken), variableValues: variables ?? null });
  const errors = result.errors?.map((error) => {
    const internal = error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
    return { ...error.toJSON(), ...(internal ? { extensions: { code: "INTERNAL_SERVER_ERROR" } } : {}) };
  });
  if (result.data === undefined || result.data === null) return { status: 400, body: { errors: errors ?? [] } };
  return { status: 200, body: { ...(errors === undefined ? {} : { errors }), data: result.data } };
}

/** A running shelf server: its endpoint, and the most requests it ever had in flight at once. */
export interface ShelfServer {
  readonly url: string;
  readonly maxInFlight: number;
  readonly requests: number;
  close(): Promise<void>;
}

/** The shelf API on node:http at 127.0.0.1, endpoint `/graphql`; `delayMs` holds each answer back. */
export async function startShelfServer(broken: boolean, delayMs = 0): Promise<ShelfServer> {
  const state = { inFlight: 0, maxInFlight: 0, requests: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    state.requests++;
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const reply = (async (): Promise<ShelfReply> => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (req.method !== "POST" || req.url !== "/graphql") return { status: 404, body: { errors: [{ message: "POST /graphql" }] } };
        try {
          return await executeShelf(JSON.parse(Buffer.concat(chunks).toString("utf8")), broken);
        } catch {
          return { status: 400, body: { errors: [{ message: "The body is not JSON" }] } };
        }
      })();
      void reply.then(({ status, body }) => {
        state.inFlight--;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    get maxInFlight() {
      return state.maxInFlight;
    },
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The shelf API as a Hono app (in process), endpoint `/graphql`. */
export function shelfHonoApp(broken: boolean): Hono {
  const app = new Hono();
  app.post("/graphql", async (c) => {
    const { status, body } = await executeShelf(await c.req.json().catch(() => undefined), broken);
    return c.json(body, status as 200 | 400);
  });
  return app;
}

/** The shelf API as an Express app (in process), endpoint `/graphql`. */
export function shelfExpressApp(broken: boolean): express.Express {
  const app = express();
  app.use(express.json());
  app.post("/graphql", (req, res) => {
    void executeShelf(req.body, broken).then(({ status, body }) => res.status(status).json(body));
  });
  return app;
}
