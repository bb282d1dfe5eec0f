import type { TestReply, TestRequest } from "./server.js";

/**
 * An API with two different defects in one operation, `GET /search?q=&limit=`:
 * - a boundary defect the coverage phase finds at once: `limit` near its documented maximum
 *   (above 90, while 100 is allowed) crashes the handler (a page buffer too small), a 500 with a
 *   `RangeError`; random data meets it often too;
 * - a defect random data and the coverage phase's lone-% edge probe find: a `%` not followed by two hex digits in `q` crashes
 *   `decodeURIComponent` (the handler decodes a value the server already decoded), a 500 with a `URIError`.
 * The two crashes have different signatures, so they are two distinct failures.
 */
export function twoDefectsApi(): { handler: (request: TestRequest) => TestReply; log: { q: string | null; limit: string | null }[] } {
  const log: { q: string | null; limit: string | null }[] = [];
  const document = {
    openapi: "3.0.3",
    info: { title: "Two defects", version: "1.0.0" },
    paths: {
      "/search": {
        get: {
          parameters: [
            { name: "q", in: "query", required: true, schema: { type: "string", maxLength: 10 } },
            { name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 100 } },
          ],
          responses: {
            "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } },
            "400": { description: "bad input" },
          },
        },
      },
    },
  };
  const handler = (request: TestRequest): TestReply => {
    if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
    if (request.url.pathname !== "/search") return { status: 404, body: { error: "not found" } };
    if (request.method !== "GET") return { status: 405, headers: { allow: "GET" }, body: { error: "method not allowed" } };
    const q = request.url.searchParams.get("q");
    const limit = request.url.searchParams.get("limit");
    log.push({ q, limit });
    // Code points, as JSON Schema counts them.
    if (q === null || [...q].length > 10) return { status: 400, body: { error: "q is required, at most 10 characters" } };
    if (limit !== null && !/^\d+$/.test(limit)) return { status: 400, body: { error: "limit must be a whole number" } };
    const n = limit === null ? 10 : Number(limit);
    if (n < 1 || n > 100) return { status: 400, body: { error: "limit must be 1 to 100" } };
    try {
      if (n > 90) throw new RangeError("Invalid array length: page buffer holds 90");
      return { status: 200, body: { q: decodeURIComponent(q), results: [] } };
    } catch (error) {
      const name = error instanceof Error ? error.name : "Error";
      return { status: 500, headers: { "content-type": "text/plain" }, body: `${name}: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
  return { handler, log };
}
