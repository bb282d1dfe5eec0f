// A fast, always-correct API for the benchmark. Runs in its own process so it does not
// share an event loop with the client being measured. Prints its URL on stdout.
import { createServer } from "node:http";

const document = {
  openapi: "3.0.3",
  info: { title: "Bench target", version: "1.0" },
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
                properties: {
                  name: { type: "string", maxLength: 20 },
                  quantity: { type: "integer", minimum: 0, maximum: 1000 },
                  tags: { type: "array", items: { type: "string", maxLength: 8 }, maxItems: 3 },
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "created",
            headers: { "X-Request-Id": { schema: { type: "string" }, required: true } },
            content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } },
          },
        },
      },
    },
    "/items/{id}": {
      get: {
        operationId: "getItem",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
          { name: "verbose", in: "query", schema: { type: "boolean" } },
        ],
        responses: {
          "200": { description: "found", content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } } },
        },
      },
    },
    "/search": {
      get: {
        operationId: "search",
        parameters: [
          { name: "q", in: "query", required: true, schema: { type: "string", maxLength: 30 } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
          { name: "X-Trace", in: "header", schema: { type: "string", maxLength: 16 } },
        ],
        responses: {
          "200": {
            description: "results",
            content: { "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Item" } } } },
          },
        },
      },
    },
    "/health": {
      get: {
        operationId: "health",
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object", properties: { status: { type: "string" } } } } } } },
      },
    },
  },
  components: {
    schemas: {
      Item: {
        type: "object",
        required: ["id", "name", "quantity"],
        properties: { id: { type: "integer" }, name: { type: "string" }, quantity: { type: "integer" }, tags: { type: "array", items: { type: "string" } } },
      },
    },
  },
};

const schemaText = JSON.stringify(document);
const item = JSON.stringify({ id: 1, name: "widget", quantity: 3, tags: ["a"] });
const list = `[${item}]`;
const health = JSON.stringify({ status: "ok" });

const server = createServer((req, res) => {
  const url = req.url ?? "/";
  req.resume();
  req.on("end", () => {
    if (url === "/openapi.json") return reply(res, 200, schemaText);
    if (url.startsWith("/items/")) return reply(res, 200, item);
    if (url === "/items" && req.method === "POST") {
      res.setHeader("X-Request-Id", "r1");
      return reply(res, 201, item);
    }
    if (url.startsWith("/search")) return reply(res, 200, list);
    if (url === "/health") return reply(res, 200, health);
    return reply(res, 404, "{}");
  });
});

function reply(res, status, body) {
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
