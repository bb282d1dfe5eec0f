import express from "express";

/** One request as the Express app saw it. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, unknown>;
  readonly headers: Record<string, string | string[] | undefined>;
}

/**
 * A small Express API that records every request: `GET /items?limit` (integer 1–50, checked),
 * `GET /boom` (always 500), `POST /items` (a JSON object with a required `name` string, checked).
 */
export const recordingDocument = {
  openapi: "3.0.3",
  info: { title: "Recorder", version: "1.0.0" },
  paths: {
    "/items": {
      get: {
        operationId: "listItems",
        parameters: [{ name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 50 } }],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array", items: { type: "string" } } } } }, "400": { description: "bad" } },
      },
      post: {
        operationId: "createItem",
        requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["name"], properties: { name: { type: "string", maxLength: 10 } } } } } },
        responses: { "201": { description: "created" }, "400": { description: "bad" } },
      },
    },
    "/boom": { get: { operationId: "boom", responses: { "200": { description: "ok" } } } },
  },
};

/** The app and what it saw. */
export function recordingApp(): { app: express.Express; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    seen.push({ method: req.method, path: req.path, query: { ...req.query }, headers: { ...req.headers } });
    next();
  });
  app.get("/openapi.json", (_req, res) => void res.json(recordingDocument));
  app.get("/items", (req, res) => {
    const raw = req.query["limit"];
    if (raw !== undefined && !(typeof raw === "string" && /^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 50)) return void res.status(400).json({ error: "limit" });
    res.json(["a"]);
  });
  app.post("/items", (req, res) => {
    const body = req.body as unknown;
    if (typeof body !== "object" || body === null || Array.isArray(body) || typeof (body as { name?: unknown }).name !== "string" || (body as { name: string }).name.length > 10) {
      return void res.status(400).json({ error: "body" });
    }
    res.status(201).end();
  });
  app.get("/boom", (_req, res) => void res.status(500).send("boom"));
  return { app, seen };
}
