import type { AddressInfo } from "node:net";
import express from "express";

/**
 * An Express app with four distinct crashes whose messages differ only in the property they read
 * (`'trim'`, `'split'`, `'toUpperCase'`, `'toLowerCase'`: each reached when an optional value is
 * left out), one correct operation, Express's own 404 for every undeclared method, and a JSON
 * error handler (`{"error": message}`). Its OpenAPI document is served at `/openapi.json`.
 */
export const CRASH_EXPRESS_CRASHES = {
  "GET /notes": "trim",
  "GET /tags": "split",
  "GET /users/{name}": "toUpperCase",
  "POST /items": "toLowerCase",
} as const;

const OK = { description: "ok", content: { "application/json": { schema: { type: "object" } } } };

const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Crashes", version: "1.0.0" },
  paths: {
    "/notes": { get: { parameters: [{ name: "q", in: "query", schema: { type: "string" } }], responses: { "200": OK } } },
    "/tags": { get: { parameters: [{ name: "prefix", in: "query", schema: { type: "string" } }], responses: { "200": OK } } },
    "/users/{name}": {
      get: {
        parameters: [
          { name: "name", in: "path", required: true, schema: { type: "string", pattern: "^[a-z]{1,8}$" } },
          { name: "format", in: "query", schema: { type: "string", enum: ["short", "long"] } },
        ],
        responses: { "200": OK },
      },
    },
    "/items": {
      post: {
        requestBody: {
          required: true,
          content: { "application/json": { schema: { type: "object", required: ["title"], properties: { title: { type: "string" }, label: { type: "string" } } } } },
        },
        responses: { "201": OK, "400": { description: "invalid" } },
      },
    },
    "/health": { get: { responses: { "200": OK } } },
  },
};

/** Starts the app on 127.0.0.1 (a free port); `close` stops it. */
export async function startCrashExpress(): Promise<{ readonly url: string; close(): Promise<void> }> {
  const app = express();
  app.use(express.json());
  app.get("/openapi.json", (_req, res) => {
    res.json(DOCUMENT);
  });
  app.get("/notes", (req, res) => {
    res.json({ q: (req.query["q"] as string | undefined)!.trim() });
  });
  app.get("/tags", (req, res) => {
    res.json({ tags: (req.query["prefix"] as string | undefined)!.split(",") });
  });
  app.get("/users/:name", (req, res) => {
    res.json({ name: req.params.name, format: (req.query["format"] as string | undefined)!.toUpperCase() });
  });
  app.post("/items", (req, res) => {
    const body = req.body as { title?: unknown; label?: string } | undefined;
    if (body === null || typeof body !== "object" || Array.isArray(body) || typeof body.title !== "string") {
      res.status(400).json({ error: "title is required" });
      return;
    }
    res.status(201).json({ title: body.title, label: body.label!.toLowerCase() });
  });
  app.get("/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use((error: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    // Body-parser errors keep their status (400); a crash is a 500 naming its error.
    res.status(error.status ?? 500).json({ error: error.message });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
