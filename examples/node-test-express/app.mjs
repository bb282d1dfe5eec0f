import express from "express";

/**
 * An orders API as an Express app, with one seeded defect: orders above id 100 were imported
 * from an old system and return `total` as a string ("12.50"), though the schema says number.
 */
const order = {
  type: "object",
  required: ["id", "total", "status"],
  properties: { id: { type: "integer" }, total: { type: "number" }, status: { type: "string", enum: ["open", "paid"] } },
};

/** The OpenAPI document the app serves at `/openapi.json`. */
export const document = {
  openapi: "3.0.3",
  info: { title: "Orders", version: "1.0.0" },
  paths: {
    "/orders": {
      get: {
        operationId: "listOrders",
        parameters: [{ name: "status", in: "query", schema: { type: "string", enum: ["open", "paid"] } }],
        responses: { "200": { description: "Orders", content: { "application/json": { schema: { type: "array", items: order } } } } },
      },
    },
    "/orders/{id}": {
      get: {
        operationId: "getOrder",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1, maximum: 1000 } }],
        responses: { "200": { description: "The order", content: { "application/json": { schema: order } } } },
      },
    },
  },
};

/** A fresh app (not listening). */
export function createApp() {
  const app = express();
  app.get("/openapi.json", (_req, res) => {
    res.json(document);
  });
  app.get("/orders", (req, res) => {
    const all = [
      { id: 1, total: 12.5, status: "open" },
      { id: 2, total: 3, status: "paid" },
    ];
    res.json(req.query.status === undefined ? all : all.filter((entry) => entry.status === req.query.status));
  });
  app.get("/orders/:id", (req, res) => {
    const id = Number(req.params.id);
    // The defect: legacy orders keep their total as text.
    const total = id > 100 ? (id / 8).toFixed(2) : id / 8;
    res.json({ id, total, status: id % 2 === 0 ? "paid" : "open" });
  });
  return app;
}
