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
    // One defect, one finding: a request let through without credentials is not shown again
    // for invalid ones.
    expect(out).toContain("Received: 200 for the request without credentials");
    expect(out).not.toContain("for the request with an invalid");
    expect(out).not.toContain(TOKEN);
  });
});

const KEY = "probe-key-98765";
const keyed = {
  openapi: "3.0.3",
  info: { title: "Keyed", version: "1" },
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer" }, key: { type: "apiKey", in: "header", name: "X-API-Key" } },
  },
  paths: {
    "/any-key": { get: { security: [{ key: [] }], responses: { "200": { description: "ok" }, "401": { description: "no" } } } },
    "/checked-key": { get: { security: [{ key: [] }], responses: { "200": { description: "ok" }, "401": { description: "no" } } } },
    "/bearer": { get: { security: [{ bearer: [] }], responses: { "200": { description: "ok" }, "401": { description: "no" } } } },
  },
};

describe("ignored_auth beside a global Authorization header", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer((request) => {
      const path = request.url.pathname;
      if (path === "/openapi.json") return { status: 200, body: keyed };
      if (request.method !== "GET") return { status: 405, headers: { Allow: "GET" } };
      // The defect: /any-key takes any API key value (it is compared with nothing).
      if (path === "/any-key") return { status: request.headers["x-api-key"] === undefined ? 401 : 200 };
      if (path === "/checked-key") return { status: request.headers["x-api-key"] === KEY ? 200 : 401 };
      if (path === "/bearer") return { status: request.headers.authorization === `Bearer ${TOKEN}` ? 200 : 401 };
      return { status: 404 };
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("probes the declared key with the undeclared bearer token removed, and blames only the operation that ignores it", async () => {
    const stdout = memoryOutput();
    const args = ["run", `${server.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "-H", `X-API-Key: ${KEY}`];
    const code = await main(args, { stdout, stderr: memoryOutput(), env: {} });
    const out = stdout.text();
    expect(code).toBe(1);
    expect(out).toMatch(/✘ GET \/any-key/);
    expect(out).toMatch(/✔ GET \/checked-key/);
    expect(out).toMatch(/✔ GET \/bearer/);
    expect(out).toContain("Received: 200 for the request with an invalid header X-API-Key");
    expect(out).toContain("Removed: header Authorization");
    expect(out).toContain("Authentication declared but not enforced (1)");
    expect(out.match(/for the request with/g)).toHaveLength(1);
    expect(out).toContain("Operations: 2 passed, 1 failed");
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(KEY);
  });
});
