import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const document = {
  openapi: "3.0.3",
  info: { title: "Orders", version: "1" },
  paths: {
    "/orders/{id}": {
      get: {
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1, maximum: 1000000 } },
          { name: "expand", in: "query", schema: { type: "boolean" } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50 } },
        ],
        responses: { "200": { description: "ok" }, "400": { description: "bad input" } },
      },
    },
  },
};

/** A server that validates exactly what the schema says (strict) or nothing at all (sloppy). */
function handler(strict: boolean) {
  return (request: { url: URL; method: string }) => {
    if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
    const match = /^\/orders\/([^/]+)$/.exec(request.url.pathname);
    if (match === null || request.method !== "GET") return { status: 405, headers: { allow: "GET" } };
    if (!strict) return { status: 200, body: {} };
    const id = match[1]!;
    const expand = request.url.searchParams.get("expand");
    const limit = request.url.searchParams.get("limit");
    const validId = /^\d+$/.test(id) && Number(id) >= 1 && Number(id) <= 1000000;
    const validExpand = expand === null || expand === "true" || expand === "false";
    const validLimit = limit === null || (/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 50);
    return validId && validExpand && validLimit ? { status: 200, body: {} } : { status: 400, body: { detail: "invalid" } };
  };
}

describe("negative testing judges requests as they go on the wire", () => {
  let strict: TestServer;
  let sloppy: TestServer;
  beforeAll(async () => {
    strict = await startServer(handler(true));
    sloppy = await startServer(handler(false));
  });
  afterAll(async () => {
    await strict.close();
    await sloppy.close();
  });

  it("never blames a correct API for accepting data that is valid as sent", async () => {
    for (const seed of ["1", "2", "3"]) {
      const stdout = memoryOutput();
      const code = await main(["run", `${strict.url}/openapi.json`, "--mode", "negative", "--seed", seed], { stdout, stderr: memoryOutput(), env: {} });
      expect(stdout.text()).not.toContain("Accepted negative data");
      expect(code).toBe(0);
    }
  });

  it("reports an API that accepts invalid data", async () => {
    const stdout = memoryOutput();
    const code = await main(["run", `${sloppy.url}/openapi.json`, "--mode", "negative", "--seed", "1"], { stdout, stderr: memoryOutput(), env: {} });
    expect(code).toBe(1);
    expect(stdout.text()).toContain("Accepted negative data");
    expect(stdout.text()).toMatch(/Invalid: (path|query) parameter/);
  });
});
