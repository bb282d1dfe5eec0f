import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearHooks, hook } from "../../src/index.js";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const document = {
  openapi: "3.0.3",
  info: { title: "Slower for bigger n", version: "1" },
  paths: {
    "/work": {
      get: {
        parameters: [{ name: "n", in: "query", required: true, schema: { type: "integer", minimum: 0 } }],
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("generation.maximize: targeted mutations go through the filter hooks", () => {
  let server: TestServer;
  let values: number[] = [];
  beforeAll(async () => {
    server = await startServer(async (request) => {
      if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
      const n = Number(request.url.searchParams.get("n"));
      values.push(n);
      // Slower for bigger n (up to 30 ms), so the hill climb mutates towards bigger values.
      await new Promise((resolve) => setTimeout(resolve, Math.min(30, Math.log2(n + 1))));
      return { status: 200 };
    });
    // Only even n: the mutations +1 and -1 of an even n are odd, and must be filtered out too.
    hook("filterQuery", (_ctx, query) => Number((query as { n?: unknown }).n) % 2 === 0);
  });
  afterAll(async () => {
    clearHooks();
    await server.close();
  });

  it("no request breaks the filterQuery hook, mutated ones included", async () => {
    values = [];
    const args = ["run", `${server.url}/openapi.json`, "--seed", "3", "--max-examples", "40", "--phases", "fuzzing", "--mode", "positive", "--no-shrink", "--generation-maximize", "response_time"];
    const code = await main(args, { stdout: memoryOutput(), stderr: memoryOutput(), env: {} });
    expect(code).toBe(0);
    expect(values.length).toBeGreaterThan(30);
    expect(values.filter((n) => n % 2 !== 0)).toEqual([]);
  }, 60_000);
});
