import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } }, "400": { description: "bad input" } };
const json = (schema: object) => ({ required: true, content: { "application/json": { schema } } });

/** Six operations, each with a crash behind one edge probe only, and one strict operation that rejects `q=`. */
const document = {
  openapi: "3.0.3",
  info: { title: "Edges", version: "1" },
  components: {
    schemas: { Node: { type: "object", required: ["name"], properties: { name: { type: "string", maxLength: 8 }, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } } } },
  },
  paths: {
    "/search": { get: { parameters: [{ name: "q", in: "query", schema: { type: "string" } }], responses: ok } },
    "/files/{name}": { get: { parameters: [{ name: "name", in: "path", required: true, schema: { type: "string", minLength: 1 } }], responses: ok } },
    "/titles": { post: { requestBody: json({ type: "object", required: ["title"], properties: { title: { type: "string", minLength: 1, maxLength: 6 } } }), responses: ok } },
    "/docs": { get: { parameters: [{ name: "path", in: "query", required: true, schema: { type: "string", minLength: 1 } }], responses: ok } },
    "/me": { get: { parameters: [{ name: "X-Locale", in: "header", required: true, schema: { type: "string", minLength: 1 } }], responses: ok } },
    "/tree": { post: { requestBody: json({ $ref: "#/components/schemas/Node" }), responses: ok } },
    "/strict": { get: { parameters: [{ name: "q", in: "query", schema: { type: "string" } }], responses: ok } },
  },
};

function depth(node: unknown): number {
  const children = (node as { children?: unknown[] } | null)?.children;
  return 1 + (Array.isArray(children) && children.length > 0 ? Math.max(...children.map(depth)) : 0);
}

/** Which crashes were reached, by operation. */
const crashed = new Set<string>();

function handle(request: { url: URL; method: string; headers: Record<string, string | string[] | undefined>; body: Buffer }) {
  const { pathname, searchParams } = request.url;
  if (pathname === "/openapi.json") return { status: 200, body: document };
  const crash = (name: string) => {
    crashed.add(name);
    return { status: 500, body: { error: `TypeError in ${name}` } };
  };
  const body = (): unknown => (request.body.length === 0 ? undefined : JSON.parse(request.body.toString("utf8")));
  switch (pathname) {
    case "/search":
      return searchParams.get("q") === "" ? crash("empty query value") : { status: 200, body: {} };
    case "/docs":
      try {
        decodeURIComponent(searchParams.get("path") ?? "");
        return { status: 200, body: {} };
      } catch {
        return crash("lone %");
      }
    case "/me":
      return String(request.headers["x-locale"]).includes(";") ? crash("header separators") : { status: 200, body: {} };
    case "/titles": {
      // A column of 12 bytes: fine for 6 ASCII characters, not for 6 four-byte ones.
      const title = (body() as { title?: string } | undefined)?.title ?? "";
      return Buffer.byteLength(title) > 12 ? crash("multibyte at maxLength") : { status: 200, body: {} };
    }
    case "/tree":
      return depth(body()) >= 4 ? crash("recursive body") : { status: 200, body: {} };
    case "/strict":
      return searchParams.get("q") === "" ? { status: 400, body: { detail: "q may not be empty" } } : { status: 200, body: {} };
    default:
      if (pathname.startsWith("/files/")) return decodeURIComponent(pathname.slice(7)).includes("\u0000") ? crash("NUL byte") : { status: 200, body: {} };
      return { status: 404 };
  }
}

describe("edge probes in the coverage phase", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(handle);
  });
  afterAll(async () => {
    await server.close();
  });

  test.each(["1", "2", "3"])("seed %s: every crash behind an edge probe is found, even in positive mode; a probe is never judged as positive data", async (seed) => {
    crashed.clear();
    const stdout = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "--phases", "coverage", "--mode", "positive", "--seed", seed, "--no-color"], { stdout, stderr: memoryOutput(), env: {} });
    const output = stdout.text();
    expect([...crashed].sort()).toEqual(["NUL byte", "empty query value", "header separators", "lone %", "multibyte at maxLength", "recursive body"]);
    for (const label of ["GET /search", "GET /files/{name}", "POST /titles", "GET /docs", "GET /me", "POST /tree"]) expect(output).toMatch(new RegExp(`_ ${label.replace(/[{}/]/g, "\\$&")} _`));
    // The strict operation rejects `q=` with a documented 400: no failure, and never positive_data_acceptance.
    expect(output).not.toMatch(/_ GET \/strict _/);
    expect(output).not.toContain("Rejected positive data");
    expect(output).toContain("edge probe");
    expect(code).toBe(1);
  });
});
