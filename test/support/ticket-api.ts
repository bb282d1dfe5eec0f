import { randomBytes } from "node:crypto";
import { buildSchema, GraphQLError } from "graphql";
import { cachedGraphql } from "./cached-graphql.js";
import { afterAll, beforeAll } from "vitest";
import { startServer, type TestRequest, type TestServer } from "./server.js";

/**
 * A ticket shop over GraphQL (graphql-js behind node:http), with seeded defects that only
 * the GraphQL-run features under test can reach.
 */
export const TICKET_SDL = `
type Query {
  "Broken: the price is negative (a valid Int, so only a custom check can tell)."
  price(quantity: Int!): Int!
  "Broken: crashes for a negative seat number, echoing the caller's token in the error."
  seat(n: Int!): String!
  "Broken: crashes for the tenant 'acme' (reached only when the X-Tenant header is sent)."
  tenant: String!
}
`;

/** What the shop demands of every GraphQL request. */
export interface TicketOptions {
  /** Answer 400 unless the request carries `X-Tenant`. */
  readonly requireTenant?: boolean;
  /** Answer 401 unless `X-Ticket-Token` holds a token from `POST /token`. */
  readonly requireToken?: boolean;
}

export interface TicketApi extends TestServer {
  /** The GraphQL endpoint. */
  readonly endpoint: string;
  /** Every GraphQL POST that is not the introspection query, in arrival order. */
  readonly seen: { readonly headers: TestRequest["headers"]; readonly query: string; readonly variables: Record<string, unknown> }[];
  /** Tokens issued by `POST /token`, in order. */
  readonly issued: string[];
}

const schema = buildSchema(TICKET_SDL);

function header(request: TestRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Starts the shop on 127.0.0.1. */
export async function startTicketApi(options: TicketOptions = {}): Promise<TicketApi> {
  const seen: TicketApi["seen"] = [];
  const issued: string[] = [];
  const server = await startServer(async (request) => {
    if (request.url.pathname === "/token" && request.method === "POST") {
      const token = `tkt-${randomBytes(8).toString("hex")}`;
      issued.push(token);
      return { status: 200, body: { access_token: token } };
    }
    if (request.method !== "POST" || request.url.pathname !== "/graphql") return { status: 404, body: { message: "not found" } };
    const payload = JSON.parse(request.body.toString("utf8")) as { query: string; variables?: Record<string, unknown> };
    const introspection = payload.query.includes("__schema");
    if (!introspection) seen.push({ headers: request.headers, query: payload.query, variables: payload.variables ?? {} });
    const token = header(request, "x-ticket-token");
    if (!introspection && options.requireToken === true && (token === undefined || !issued.includes(token))) {
      return { status: 401, body: { errors: [{ message: "a valid X-Ticket-Token is required", extensions: { code: "UNAUTHENTICATED" } }] } };
    }
    const tenant = header(request, "x-tenant");
    if (!introspection && options.requireTenant === true && tenant === undefined) {
      return { status: 400, body: { errors: [{ message: "the X-Tenant header is required", extensions: { code: "BAD_REQUEST" } }] } };
    }
    const rootValue = {
      price: ({ quantity }: { quantity: number }) => -(Math.abs(quantity) % 100) - 1,
      seat: ({ n }: { n: number }) => {
        if (n < 0) throw new Error(`seat index ${n} out of range (caller ${token ?? "anonymous"})`);
        return `seat ${n}`;
      },
      tenant: () => {
        if (tenant === "acme") throw new TypeError("Cannot read properties of undefined (reading 'plan')");
        return tenant ?? "none";
      },
    };
    const result = await cachedGraphql({ schema, source: payload.query, rootValue, variableValues: payload.variables ?? null });
    const errors = result.errors?.map((error) => {
      const internal = error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
      return { ...error.toJSON(), ...(internal ? { extensions: { code: "INTERNAL_SERVER_ERROR" } } : {}) };
    });
    const body = { ...(errors === undefined ? {} : { errors }), ...(result.data === undefined ? {} : { data: result.data }) };
    return { status: result.data === undefined ? 400 : 200, body };
  });
  return { ...server, endpoint: `${server.url}/graphql`, seen, issued };
}

/** Starts a shop before the enclosing `describe`'s tests and closes it after them; read it through the getter. */
export function useTicketApi(options: TicketOptions = {}): () => TicketApi {
  let api: TicketApi | undefined;
  beforeAll(async () => {
    api = await startTicketApi(options);
  });
  afterAll(async () => {
    await api?.close();
  });
  return () => {
    if (api === undefined) throw new Error("the ticket API is not started yet");
    return api;
  };
}
