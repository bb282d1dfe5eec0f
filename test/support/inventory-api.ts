import type { TestReply, TestRequest } from "./server.js";

/**
 * A small inventory API with seeded defects, served with its own OpenAPI document:
 * - POST /items crashes (500) when `quantity` is negative;
 * - GET /items/{id} answers an undocumented 418 for ids above 1000;
 * - GET /stats returns `count` as a string although the schema says integer.
 * With `fixed`, it has none of them.
 */
export function inventoryDocument(options: { fixed?: boolean } = {}): object {
  // The fix constrains the schema too: the API rejects negative quantities, so the schema says so.
  const quantity = options.fixed === true ? { type: "integer", minimum: 0 } : { type: "integer" };
  return {
    openapi: "3.0.3",
    info: { title: "Inventory", version: "1.0" },
    paths: {
      "/items": {
        post: {
          operationId: "createItem",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["name", "quantity"],
                  properties: { name: { type: "string" }, quantity },
                  additionalProperties: false,
                },
              },
            },
          },
          responses: {
            "201": { description: "created", content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } } },
            "400": { description: "bad input" },
          },
        },
      },
      "/items/{id}": {
        get: {
          operationId: "getItem",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
          responses: {
            "200": { description: "found", content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } } },
            "404": { description: "missing" },
            ...(options.fixed === true ? { "400": { description: "not an item id" } } : {}),
          },
        },
      },
      "/stats": {
        get: {
          operationId: "stats",
          responses: {
            "200": {
              description: "stats",
              content: {
                "application/json": {
                  schema: { type: "object", required: ["count"], properties: { count: { type: "integer" } } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Item: {
          type: "object",
          required: ["id", "name", "quantity"],
          properties: { id: { type: "integer" }, name: { type: "string" }, quantity: { type: "integer" }, note: { type: "string", nullable: true } },
        },
      },
    },
  };
}

/** Methods each path serves; anything else gets 405 with `Allow`. */
const ALLOWED: Readonly<Record<string, string>> = { "/items": "POST", "/stats": "GET", "/openapi.json": "GET" };

/** The handler of the inventory API. */
export function inventoryHandler(options: { fixed?: boolean; token?: string } = {}): (request: TestRequest) => TestReply {
  const fixed = options.fixed === true;
  return (request) => {
    if (options.token !== undefined && request.headers.authorization !== `Bearer ${options.token}` && request.url.pathname !== "/openapi.json") {
      return { status: 401, body: { detail: "unauthorized" } };
    }
    if (request.url.pathname === "/openapi.json") return { status: 200, body: inventoryDocument({ fixed }) };
    const allowed = ALLOWED[request.url.pathname] ?? (/^\/items\/[^/]+$/.test(request.url.pathname) ? "GET" : undefined);
    if (allowed !== undefined && !allowed.split(", ").includes(request.method)) return { status: 405, headers: { allow: allowed }, body: { detail: "method not allowed" } };
    if (request.url.pathname === "/items" && request.method === "POST") {
      let body: { name?: unknown; quantity?: unknown };
      try {
        body = JSON.parse(request.body.toString("utf8")) as typeof body;
      } catch {
        return { status: 400, body: { detail: "invalid json" } };
      }
      if (typeof body !== "object" || body === null || typeof body.name !== "string" || !Number.isInteger(body.quantity)) {
        return { status: 400, body: { detail: "invalid" } };
      }
      if (fixed && Object.keys(body).some((key) => key !== "name" && key !== "quantity")) return { status: 400, body: { detail: "unknown property" } };
      if ((body.quantity as number) < 0 && !fixed) return { status: 500, headers: { "content-type": "text/plain" }, body: "Traceback: negative stock" };
      if ((body.quantity as number) < 0) return { status: 400, body: { detail: "quantity must not be negative" } };
      return { status: 201, body: { id: 1, name: body.name, quantity: body.quantity, note: null } };
    }
    const item = /^\/items\/([^/]+)$/.exec(request.url.pathname);
    if (item !== null && request.method === "GET") {
      const id = Number(item[1]);
      if (fixed && (!/^\d+$/.test(item[1] ?? "") || id < 1)) return { status: 400, body: { detail: "not an item id" } };
      if (!fixed && id > 1000) return { status: 418, body: { detail: "teapot" } };
      if (id % 2 === 0) return { status: 404, body: { detail: "missing" } };
      return { status: 200, body: { id, name: "widget", quantity: 3, note: null } };
    }
    if (request.url.pathname === "/stats" && request.method === "GET") {
      return { status: 200, body: { count: fixed ? 7 : "7" } };
    }
    return { status: 404, body: { detail: "no route" } };
  };
}
