import { startServer, type TestRequest, type TestServer } from "./server.js";

/** The schema of the small items API the hooks tests run against. */
export const ITEMS_SCHEMA = {
  openapi: "3.0.3",
  info: { title: "Items", version: "1" },
  paths: {
    "/items": {
      get: {
        operationId: "listItems",
        parameters: [
          { name: "limit", in: "query", schema: { type: "integer", minimum: 0, maximum: 100 } },
          { name: "q", in: "query", schema: { type: "string" } },
        ],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } }, "401": { description: "no token" } },
      },
      post: {
        operationId: "createItem",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", required: ["name"], properties: { name: { type: "string", minLength: 1 }, qty: { type: "integer" } } },
            },
          },
        },
        responses: { "201": { description: "created", content: { "application/json": { schema: { type: "object" } } } }, "400": { description: "bad" }, "401": { description: "no token" } },
      },
    },
    "/items/{id}": {
      get: {
        operationId: "getItem",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } }, "401": { description: "no token" } },
      },
    },
  },
} as const;

/** The items API: records every request; with `token()`, answers 401 unless `X-Api-Tok` carries it, and echoes the token back. */
export interface ItemsApi extends TestServer {
  readonly seen: TestRequest[];
}

export async function startItemsApi(options: { token?: () => string | undefined; failItem?: boolean } = {}): Promise<ItemsApi> {
  const seen: TestRequest[] = [];
  const server = await startServer((request) => {
    if (request.url.pathname === "/openapi.json") return { status: 200, body: ITEMS_SCHEMA };
    seen.push(request);
    const expected = options.token?.();
    const given = request.headers["x-api-tok"];
    if (expected !== undefined && given !== expected) return { status: 401, body: { error: "bad token" } };
    const echo = typeof given === "string" ? given : "";
    const headers = { "x-echo": echo };
    if (request.method === "POST") return { status: 201, headers, body: { echo } };
    // A server error that echoes the token, so failure output would show it unless masked.
    if (options.failItem === true && request.url.pathname.startsWith("/items/")) return { status: 500, headers, body: { crash: `token was ${echo}` } };
    return { status: 200, headers, body: { echo } };
  });
  return Object.assign(server, { seen });
}

/** A token endpoint: `POST /token` issues a fresh token each call and counts the calls. */
export interface TokenServer extends TestServer {
  readonly issued: string[];
  current(): string | undefined;
}

export async function startTokenServer(): Promise<TokenServer> {
  const issued: string[] = [];
  const server = await startServer((request) => {
    if (request.method !== "POST" || request.url.pathname !== "/token") return { status: 404 };
    const scope = request.url.searchParams.get("scope") ?? "all";
    const token = `tk${issued.length + 1}${scope}Zq${Math.random().toString(36).slice(2, 10)}`;
    issued.push(token);
    return { status: 200, body: { access_token: token } };
  });
  return Object.assign(server, { issued, current: () => issued.at(-1) });
}
