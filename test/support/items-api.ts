import express from "express";
import { Hono } from "hono";

/**
 * A small items API served by real in-process apps (Hono and Express) with one seeded defect:
 * POST /items crashes with a 500 when `quantity` is negative (the schema allows any integer).
 */
export function itemsDocument(): Record<string, unknown> {
  const item = {
    type: "object",
    required: ["id", "name", "quantity"],
    properties: { id: { type: "integer" }, name: { type: "string" }, quantity: { type: "integer" } },
  };
  const problem = { type: "object", required: ["detail"], properties: { detail: { type: "string" } } };
  const json = (schema: object) => ({ "application/json": { schema } });
  return {
    openapi: "3.0.3",
    info: { title: "Items", version: "1.0" },
    paths: {
      "/items": {
        get: {
          operationId: "listItems",
          parameters: [{ name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50 } }],
          responses: { "200": { description: "items", content: json({ type: "array", items: item }) } },
        },
        post: {
          operationId: "createItem",
          requestBody: {
            required: true,
            content: json({
              type: "object",
              required: ["name", "quantity"],
              properties: { name: { type: "string", minLength: 1, maxLength: 20 }, quantity: { type: "integer" } },
            }),
          },
          responses: { "201": { description: "created", content: json(item) }, "400": { description: "bad input", content: json(problem) } },
        },
      },
      "/items/{id}": {
        get: {
          operationId: "getItem",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
          responses: { "200": { description: "found", content: json(item) }, "404": { description: "missing", content: json(problem) } },
        },
      },
    },
  };
}

type Reply = { readonly status: number; readonly body: unknown };

function createItem(body: unknown): Reply {
  const input = body as { name?: unknown; quantity?: unknown } | null;
  if (typeof input !== "object" || input === null || typeof input.name !== "string" || !Number.isInteger(input.quantity)) {
    return { status: 400, body: { detail: "name and quantity are required" } };
  }
  const quantity = input.quantity as number;
  // The seeded defect: stock arithmetic was never written for negative quantities.
  if (quantity < 0) throw new Error("negative stock");
  return { status: 201, body: { id: 1, name: input.name, quantity } };
}

function getItem(id: string): Reply {
  const number = Number(id);
  return number % 2 === 1 ? { status: 200, body: { id: number, name: "widget", quantity: 3 } } : { status: 404, body: { detail: `no item ${id}` } };
}

/** The items API as a Hono app (a Web-standard fetch handler). */
export function createHonoApp(): Hono {
  const app = new Hono();
  app.get("/openapi.json", (c) => c.json(itemsDocument()));
  app.get("/items", (c) => c.json([]));
  app.post("/items", async (c) => {
    const reply = createItem(await c.req.json().catch(() => null));
    return c.json(reply.body, reply.status as 201);
  });
  app.get("/items/:id", (c) => {
    const reply = getItem(c.req.param("id"));
    return c.json(reply.body, reply.status as 200);
  });
  app.onError((error, c) => c.json({ detail: error.message }, 500));
  return app;
}

/** The same API as an Express app (a Node `(req, res)` listener). */
export function createExpressApp(): express.Express {
  const app = express();
  app.use(express.json());
  app.get("/openapi.json", (_req, res) => {
    res.json(itemsDocument());
  });
  app.get("/items", (_req, res) => {
    res.json([]);
  });
  app.post("/items", (req, res) => {
    const reply = createItem(req.body);
    res.status(reply.status).json(reply.body);
  });
  app.get("/items/:id", (req, res) => {
    const reply = getItem(req.params.id);
    res.status(reply.status).json(reply.body);
  });
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ detail: error.message });
  });
  return app;
}

/** Options of tests about the fuzzing loop itself: positive random cases only (the CLI's phases and negative data are tested in phases.test.ts). */
export const FUZZ_ONLY = { mode: "positive", phases: ["fuzzing"] } as const;
