import type { IncomingMessage, ServerResponse } from "node:http";
import { Hono } from "hono";
import type { TestReply, TestRequest } from "./server.js";

/**
 * An API that only understands CSV request bodies (`text/csv`), PDF uploads (`application/pdf`,
 * also as `application/x-pdf`) and SKUs in the custom `sku` format. It decodes what it gets and
 * keeps it in `seen`, so tests can prove what reached the server.
 */
export const CSV_DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "CSV API", version: "1.0.0" },
  paths: {
    "/rows": {
      post: {
        requestBody: {
          required: true,
          content: {
            "text/csv": {
              schema: {
                type: "array",
                minItems: 1,
                maxItems: 4,
                items: {
                  type: "object",
                  required: ["sku", "qty"],
                  additionalProperties: false,
                  properties: { sku: { type: "string", format: "sku" }, qty: { type: "integer", minimum: 0, maximum: 99 } },
                },
              },
            },
          },
        },
        responses: { "201": { description: "stored" }, "400": { description: "not CSV" } },
      },
    },
    "/documents": {
      post: {
        requestBody: { required: true, content: { "application/x-pdf": { schema: { type: "string", format: "binary" } } } },
        responses: { "201": { description: "stored" }, "400": { description: "not a PDF" } },
      },
    },
    "/products/{sku}": {
      get: {
        parameters: [{ name: "sku", in: "path", required: true, schema: { type: "string", format: "sku" } }],
        responses: { "200": { description: "found" }, "404": { description: "not a SKU" } },
      },
    },
  },
} as const;

/** The SKUs the custom format generates and the server accepts. */
export const SKU = /^SKU-\d{4}$/;

/** What the server decoded, by route. */
export interface Seen {
  rows: { sku: string; qty: number }[][];
  documents: Buffer[];
  skus: string[];
}

export function emptySeen(): Seen {
  return { rows: [], documents: [], skus: [] };
}

function parseCsv(text: string): { sku: string; qty: number }[] | undefined {
  const [header, ...lines] = text.split("\n");
  if (header !== "sku,qty" || lines.length === 0) return undefined;
  const rows: { sku: string; qty: number }[] = [];
  for (const line of lines) {
    const [sku, qty, extra] = line.split(",");
    if (sku === undefined || qty === undefined || extra !== undefined || !/^\d+$/.test(qty)) return undefined;
    rows.push({ sku, qty: Number(qty) });
  }
  return rows;
}

/** The API's logic, shared by the HTTP server and the Hono app. */
export function answer(seen: Seen, method: string, path: string, contentType: string, body: Buffer): { status: number; body: unknown } {
  if (method === "GET" && path === "/openapi.json") return { status: 200, body: CSV_DOCUMENT };
  if (method === "POST" && path === "/rows") {
    const rows = contentType.startsWith("text/csv") ? parseCsv(body.toString("utf8")) : undefined;
    if (rows === undefined) return { status: 400, body: { error: "expected CSV with a sku,qty header" } };
    seen.rows.push(rows);
    return { status: 201, body: { stored: rows.length } };
  }
  if (method === "POST" && path === "/documents") {
    if (!body.subarray(0, 5).equals(Buffer.from("%PDF-"))) return { status: 400, body: { error: "not a PDF" } };
    seen.documents.push(body);
    return { status: 201, body: { bytes: body.length } };
  }
  const product = /^\/products\/([^/]+)$/.exec(path);
  if (method === "GET" && product !== null) {
    const sku = decodeURIComponent(product[1] as string);
    seen.skus.push(sku);
    return SKU.test(sku) ? { status: 200, body: { sku } } : { status: 404, body: { error: "no such SKU" } };
  }
  return { status: 404, body: { error: "no route" } };
}

/** A handler for `startServer`. */
export function csvHandler(seen: Seen): (request: TestRequest) => TestReply {
  return (request) => {
    const reply = answer(seen, request.method, request.url.pathname, String(request.headers["content-type"] ?? ""), request.body);
    return { status: reply.status, body: reply.body as object };
  };
}

/** The same API as an in-process Hono app. */
export function csvHonoApp(seen: Seen): Hono {
  const app = new Hono();
  app.all("*", async (c) => {
    const body = Buffer.from(await c.req.arrayBuffer());
    const reply = answer(seen, c.req.method, new URL(c.req.url).pathname, c.req.header("content-type") ?? "", body);
    return c.json(reply.body as object, reply.status as 200);
  });
  return app;
}

/** The same API as a Node `(req, res)` listener, for `openapi.fromNodeApp`. */
export function csvNodeListener(seen: Seen): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://app.local").pathname;
      const reply = answer(seen, req.method ?? "GET", path, String(req.headers["content-type"] ?? ""), Buffer.concat(chunks));
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  };
}
