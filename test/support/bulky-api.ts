import type { TestReply, TestRequest } from "./server.js";

const ok = { "200": { description: "ok" } };

/**
 * An API whose schemas stress the generator: `/big` demands 3 strings of 35,000 characters
 * (every case is huge), `/sometimes-big` allows up to 4 of 60,000 (most cases are huge, the
 * smallest is not), `/raw` takes a body no serializer can write (every case is rejected before
 * sending) and `/fine` is ordinary. Every request is counted by path.
 */
export function bulkyApi(): { handler: (request: TestRequest) => TestReply; hits: Map<string, number> } {
  const document = {
    openapi: "3.0.3",
    info: { title: "Bulky", version: "1.0" },
    paths: {
      "/big": {
        post: {
          requestBody: { required: true, content: { "application/json": { schema: { type: "array", minItems: 3, maxItems: 3, items: { type: "string", minLength: 35000, maxLength: 35000 } } } } },
          responses: ok,
        },
      },
      "/sometimes-big": {
        post: {
          requestBody: { required: true, content: { "application/json": { schema: { type: "array", maxItems: 4, items: { type: "string", minLength: 60000, maxLength: 60000 } } } } },
          responses: ok,
        },
      },
      "/raw": { post: { requestBody: { required: true, content: { "application/x-unknown": { schema: { type: "string" } } } }, responses: ok } },
      "/fine": { get: { parameters: [{ name: "id", in: "query", required: true, schema: { type: "integer" } }], responses: ok } },
    },
  };
  const hits = new Map<string, number>();
  const handler = (request: TestRequest): TestReply => {
    if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
    hits.set(request.url.pathname, (hits.get(request.url.pathname) ?? 0) + 1);
    return { status: 200, body: {} };
  };
  return { handler, hits };
}
