import type { TestReply, TestRequest } from "./server.js";

/**
 * An API whose deeper code needs data another operation creates: `POST /items` answers
 * `{id}`; `GET /items/{itemId}` and `GET /labels?itemId=` 404 on ids that do not exist, and
 * `GET /labels` has a seeded 500 reached only with a real id (a query parameter, so no
 * inferred link feeds it); `POST /orders` takes an `itemId` in its body, 404s on unknown
 * items and crashes (500) for a real item ordered more than five times; `GET
 * /orders/{orderId}/invoice` crashes for any real order (two creations deep: an item, then an
 * order of it). `GET /admin/stats` wants `Authorization: Bearer s3cret`;
 * `GET /reports?month=` rejects every month but `YYYY-MM` with 400.
 */
export const REACH_SCHEMA = {
  openapi: "3.0.3",
  info: { title: "Reach API", version: "1.0.0" },
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    schemas: {
      Item: { type: "object", required: ["id", "name"], properties: { id: { type: "string" }, name: { type: "string" } } },
      Error: { type: "object", properties: { message: { type: "string" } } },
    },
  },
  paths: {
    "/items": {
      post: {
        operationId: "createItem",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { type: "object", required: ["name"], properties: { name: { type: "string", maxLength: 20 } }, additionalProperties: false } } },
        },
        responses: {
          "201": { description: "created", content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } } },
          "400": { description: "bad", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
    },
    "/items/{itemId}": {
      get: {
        operationId: "getItem",
        parameters: [{ name: "itemId", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": { description: "found", content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } } },
          "404": { description: "missing", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
    },
    "/labels": {
      get: {
        operationId: "itemLabels",
        parameters: [{ name: "itemId", in: "query", required: true, schema: { type: "string" } }],
        responses: {
          "200": { description: "labels", content: { "application/json": { schema: { type: "array", items: { type: "string" } } } } },
          "404": { description: "missing", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
    },
    "/orders": {
      post: {
        operationId: "createOrder",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", required: ["itemId", "quantity"], properties: { itemId: { type: "string" }, quantity: { type: "integer", minimum: 1, maximum: 10 } }, additionalProperties: false },
            },
          },
        },
        responses: {
          "201": { description: "ordered", content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" }, itemId: { type: "string" } } } } } },
          "400": { description: "bad", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
          "404": { description: "no such item", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
    },
    "/orders/{orderId}/invoice": {
      get: {
        operationId: "orderInvoice",
        parameters: [{ name: "orderId", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": { description: "invoice", content: { "application/json": { schema: { type: "object" } } } },
          "404": { description: "no such order", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
    },
    "/admin/stats": {
      get: {
        operationId: "adminStats",
        security: [{ bearer: [] }],
        responses: {
          "200": { description: "stats", content: { "application/json": { schema: { type: "object", properties: { items: { type: "integer" } } } } } },
          "401": { description: "no auth", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
    },
    "/reports": {
      get: {
        operationId: "report",
        parameters: [{ name: "month", in: "query", required: true, schema: { type: "string" } }],
        responses: {
          "200": { description: "report", content: { "application/json": { schema: { type: "object" } } } },
          "400": { description: "bad month", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
    },
  },
} as const;

/** A fresh instance of the API (its own items), for `startServer`. */
export function reachHandler(): (request: TestRequest) => TestReply {
  const items = new Map<string, string>();
  const orders = new Set<string>();
  let next = 1;
  return ({ method, url, headers, body }) => {
    const path = url.pathname;
    if (method === "GET" && path === "/openapi.json") return { status: 200, body: REACH_SCHEMA };
    if (method === "POST" && path === "/items") {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString("utf8"));
      } catch {
        return { status: 400, body: { message: "body is not JSON" } };
      }
      const name = (parsed as { name?: unknown } | null)?.name;
      if (typeof name !== "string" || name.length > 20) return { status: 400, body: { message: "name must be a string of at most 20 characters" } };
      const id = `it-${next++}`;
      items.set(id, name);
      return { status: 201, body: { id, name } };
    }
    const item = /^\/items\/([^/]+)$/.exec(path);
    if (method === "GET" && item !== null) {
      const id = decodeURIComponent(item[1] ?? "");
      const name = items.get(id);
      return name === undefined ? { status: 404, body: { message: `item ${JSON.stringify(id)} not found` } } : { status: 200, body: { id, name } };
    }
    if (method === "GET" && path === "/labels") {
      const id = url.searchParams.get("itemId") ?? "";
      if (!items.has(id)) return { status: 404, body: { message: `item ${JSON.stringify(id)} not found` } };
      // The seeded defect: the labels of an existing item crash.
      return { status: 500, body: { message: "TypeError: cannot read properties of undefined (reading 'labels')" } };
    }
    if (method === "POST" && path === "/orders") {
      let parsed: { itemId?: unknown; quantity?: unknown } | null = null;
      try {
        parsed = JSON.parse(body.toString("utf8")) as typeof parsed;
      } catch {
        return { status: 400, body: { message: "body is not JSON" } };
      }
      const quantity = parsed?.quantity;
      if (typeof parsed?.itemId !== "string" || typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1 || quantity > 10) {
        return { status: 400, body: { message: "itemId and quantity (1 to 10) are required" } };
      }
      if (!items.has(parsed.itemId)) return { status: 404, body: { message: `item ${JSON.stringify(parsed.itemId)} not found` } };
      // The seeded defect: a bulk order of a real item crashes the stock check.
      if (quantity > 5) return { status: 500, body: { message: "RangeError: stock below zero" } };
      const id = `ord-${next++}`;
      orders.add(id);
      return { status: 201, body: { id, itemId: parsed.itemId } };
    }
    const invoice = /^\/orders\/([^/]+)\/invoice$/.exec(path);
    if (method === "GET" && invoice !== null) {
      const id = decodeURIComponent(invoice[1] ?? "");
      if (!orders.has(id)) return { status: 404, body: { message: `order ${JSON.stringify(id)} not found` } };
      // The seeded defect: the invoice of any real order crashes.
      return { status: 500, body: { message: "Error: invoice template missing" } };
    }
    if (method === "GET" && path === "/admin/stats") {
      if (headers.authorization !== "Bearer s3cret") return { status: 401, body: { message: "authentication required" } };
      return { status: 200, body: { items: items.size } };
    }
    if (method === "GET" && path === "/reports") {
      const month = url.searchParams.get("month") ?? "";
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return { status: 400, body: { message: `month ${JSON.stringify(month)} is not YYYY-MM` } };
      return { status: 200, body: { month, items: items.size } };
    }
    return { status: 404, body: { message: "no such route" } };
  };
}
