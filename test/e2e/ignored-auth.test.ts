import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const TOKEN = "probe-token-123456";
const document = {
  openapi: "3.0.3",
  info: { title: "Secured", version: "1" },
  components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
  security: [{ bearer: [] }],
  paths: {
    "/enforced": { get: { responses: { "200": { description: "ok" }, "401": { description: "no" } } } },
    "/forgotten": { get: { responses: { "200": { description: "ok" }, "401": { description: "no" } } } },
  },
};

describe("ignored_auth", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer((request) => {
      if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
      // The defect: /forgotten never looks at the credentials.
      if (request.url.pathname === "/enforced" && request.headers.authorization !== `Bearer ${TOKEN}`) return { status: 401 };
      return { status: 200 };
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("finds the operation that accepts requests without credentials, and only it", async () => {
    const stdout = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`], { stdout, stderr: memoryOutput(), env: {} });
    const out = stdout.text();
    expect(code).toBe(1);
    expect(out).toMatch(/✘ GET \/forgotten/);
    expect(out).toMatch(/✔ GET \/enforced/);
    expect(out).toContain("Authentication declared but not enforced");
    expect(out).not.toContain(TOKEN);
  });
});
