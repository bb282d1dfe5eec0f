import { Hono } from "hono";

/**
 * A to-do API as an in-process Hono app, with one seeded defect: the schema allows
 * `priority` 1 to 5, but the label table only has four entries, so priority 5 crashes (500).
 */
const PRIORITY_LABELS = ["someday", "low", "normal", "high"];

const todo = {
  type: "object",
  required: ["id", "title", "priority", "label"],
  properties: { id: { type: "integer" }, title: { type: "string" }, priority: { type: "integer" }, label: { type: "string" } },
};

/** The OpenAPI document the app serves at `/openapi.json`. */
export const document = {
  openapi: "3.1.0",
  info: { title: "Todos", version: "1.0.0" },
  paths: {
    "/todos": {
      get: {
        operationId: "listTodos",
        responses: { "200": { description: "All to-dos", content: { "application/json": { schema: { type: "array", items: todo } } } } },
      },
      post: {
        operationId: "createTodo",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["title", "priority"],
                properties: { title: { type: "string", minLength: 1, maxLength: 80 }, priority: { type: "integer", minimum: 1, maximum: 5 } },
              },
            },
          },
        },
        responses: {
          "201": { description: "Created", content: { "application/json": { schema: todo } } },
          "422": { description: "Invalid to-do", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
    "/todos/{id}": {
      get: {
        operationId: "getTodo",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
        responses: {
          "200": { description: "The to-do", content: { "application/json": { schema: todo } } },
          "404": { description: "No such to-do", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
};

/** A fresh app with an empty list. */
export function createApp() {
  const todos = [];
  const app = new Hono();
  app.get("/openapi.json", (c) => c.json(document));
  app.get("/todos", (c) => c.json(todos));
  app.get("/todos/:id", (c) => {
    const found = todos.find((entry) => String(entry.id) === c.req.param("id"));
    return found === undefined ? c.json({ detail: "no such to-do" }, 404) : c.json(found);
  });
  app.post("/todos", async (c) => {
    const input = (await c.req.json().catch(() => null));
    if (input === null || typeof input.title !== "string" || input.title === "" || !Number.isInteger(input.priority)) {
      return c.json({ detail: "title and priority are required" }, 422);
    }
    const priority = input.priority;
    if (priority < 1 || priority > 5) return c.json({ detail: "priority is 1 to 5" }, 422);
    // The defect: an off-by-one table lookup (index 4 does not exist for priority 5).
    const label = PRIORITY_LABELS[priority - 1].toUpperCase();
    const created = { id: todos.length + 1, title: input.title, priority, label };
    todos.push(created);
    return c.json(created, 201);
  });
  app.onError((error, c) => c.json({ detail: error.message }, 500));
  return app;
}
