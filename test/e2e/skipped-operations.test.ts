import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const document = {
  openapi: "3.0.3",
  info: { title: "Uploads", version: "1" },
  paths: {
    "/upload": {
      post: {
        requestBody: {
          required: true,
          content: {
            "application/vnd.custom-unknown": { schema: { type: "object", properties: { a: { type: "string" } } } },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
    "/mixed": {
      post: {
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: { type: "object", properties: { a: { type: "integer" } } } },
            "application/vnd.custom-unknown": { schema: { type: "object" } },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("media types that cannot be serialized", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer((request) => (request.url.pathname === "/openapi.json" ? { status: 200, body: document } : { status: 200 }));
  });
  afterAll(async () => {
    await server.close();
  });

  it("skips those cases, sends the others, and says so", async () => {
    const stdout = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "-n", "20", "--phases", "fuzzing", "--mode", "positive"], { stdout, stderr: memoryOutput(), env: {} });
    const out = stdout.text();
    expect(out).toMatch(/POST \/upload\s+skipped: .*application\/vnd\.custom-unknown/);
    expect(out).toMatch(/POST \/mixed\s+\d+ cases/);
    expect(out).toMatch(/some cases were skipped: .*application\/vnd\.custom-unknown/);
    expect(code).toBe(0);
  });
});
