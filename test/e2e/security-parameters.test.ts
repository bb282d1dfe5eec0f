import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestRequest, type TestServer } from "../support/server.js";

const ok = { "200": { description: "ok" }, "401": { description: "no" } };
const document = {
  openapi: "3.0.3",
  info: { title: "Keys", version: "1" },
  components: {
    securitySchemes: {
      headerKey: { type: "apiKey", in: "header", name: "X-API-Key" },
      queryKey: { type: "apiKey", in: "query", name: "api_key" },
      cookieKey: { type: "apiKey", in: "cookie", name: "session_key" },
      bearer: { type: "http", scheme: "bearer" },
      basic: { type: "http", scheme: "basic" },
    },
  },
  paths: {
    "/header": { get: { security: [{ headerKey: [] }], responses: ok } },
    "/query": { get: { security: [{ queryKey: [] }], responses: ok } },
    "/cookie": { get: { security: [{ cookieKey: [] }], responses: ok } },
    "/bearer": { get: { security: [{ bearer: [] }], responses: ok } },
    "/basic": { get: { security: [{ basic: [] }], responses: ok } },
    "/open": { get: { responses: ok } },
  },
};

describe("generation.with-security-parameters", () => {
  let server: TestServer;
  let seen: TestRequest[] = [];
  beforeAll(async () => {
    server = await startServer((request) => {
      if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
      seen.push(request);
      return { status: 200 };
    });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    seen = [];
  });

  const run = async (...extra: string[]): Promise<number> => {
    const args = ["run", `${server.url}/openapi.json`, "--seed", "3", "--max-examples", "5", "--phases", "fuzzing", "--checks", "not_a_server_error", ...extra];
    return main(args, { stdout: memoryOutput(), stderr: memoryOutput(), env: {} });
  };
  const to = (path: string): TestRequest[] => seen.filter((request) => request.url.pathname === path);

  it("by default, every secured operation gets its scheme's credential: header, query, cookie, bearer and basic", async () => {
    expect(await run()).toBe(0);
    for (const path of ["/header", "/query", "/cookie", "/bearer", "/basic"]) expect(to(path).length).toBeGreaterThan(0);
    for (const request of to("/header")) expect(request.headers["x-api-key"]).toMatch(/^[0-9a-f]{24}$/);
    for (const request of to("/query")) expect(request.url.searchParams.get("api_key")).toMatch(/^[0-9a-f]{24}$/);
    for (const request of to("/cookie")) expect(request.headers.cookie).toMatch(/(^|; )session_key=[0-9a-f]{24}(;|$)/);
    for (const request of to("/bearer")) expect(request.headers.authorization).toMatch(/^Bearer [0-9a-f]{24}$/);
    for (const request of to("/basic")) {
      const [kind, encoded] = (request.headers.authorization ?? "").split(" ");
      expect(kind).toBe("Basic");
      expect(Buffer.from(encoded ?? "", "base64").toString()).toMatch(/^user-[0-9a-f]{6}:[0-9a-f]{24}$/);
    }
    // An operation without security gets nothing.
    for (const request of to("/open")) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers["x-api-key"]).toBeUndefined();
    }
  });

  it("off: no security parameter is ever generated", async () => {
    expect(await run("--generation-with-security-parameters", "false")).toBe(0);
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers["x-api-key"]).toBeUndefined();
      expect(request.headers.cookie).toBeUndefined();
      expect(request.url.searchParams.has("api_key")).toBe(false);
    }
  });

  it("credentials the user gives win: -H and --auth are sent, never replaced by generated ones", async () => {
    expect(await run("-H", "X-API-Key: real-key", "--auth", "alice:secret")).toBe(0);
    for (const request of to("/header")) expect(request.headers["x-api-key"]).toBe("real-key");
    const basic = `Basic ${Buffer.from("alice:secret").toString("base64")}`;
    for (const path of ["/basic", "/bearer"]) for (const request of to(path)) expect(request.headers.authorization).toBe(basic);
  });

  it("the configuration key turns it off too", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "apitest-secparams-"));
    writeFileSync(join(dir, "apitest.toml"), "[generation]\nwith-security-parameters = false\n");
    const stderr = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "--config-file", join(dir, "apitest.toml"), "--seed", "3", "--max-examples", "3", "--phases", "fuzzing", "--checks", "not_a_server_error"], {
      stdout: memoryOutput(),
      stderr,
      env: {},
    });
    expect(code).toBe(0);
    expect(stderr.text()).not.toContain("not supported by this version");
    for (const request of to("/bearer")) expect(request.headers.authorization).toBeUndefined();
    expect(to("/bearer").length).toBeGreaterThan(0);
  });
});

describe("withSecurityParameters (pure)", () => {
  it("leaves a key alone that the operation also declares as a parameter, so a case that omits it on purpose stays negative", async () => {
    const { withSecurityParameters } = await import("../../src/engine/security-parameters.js");
    const { NOT_SET } = await import("../../src/core/not-set.js");
    const scheme = { type: "apiKey", name: "headerKey", location: "header", parameterName: "X-API-Key" } as const;
    const operation = {
      method: "GET",
      path: "/x",
      label: "GET /x",
      tags: [],
      deprecated: false,
      parameters: [{ name: "x-api-key", location: "header", required: true, schema: { type: "string" } }],
      responses: [],
      security: [[scheme]],
      pointer: "/paths/~1x/get",
    } as unknown as Parameters<typeof withSecurityParameters>[1];
    const data = { method: "GET", path: "/x", pathParameters: {}, query: {}, headers: {}, cookies: {}, body: NOT_SET, mediaType: undefined };
    expect(withSecurityParameters(data, operation, { headers: {}, basicAuth: false })).toBe(data);
    const undeclared = { ...operation, parameters: [] } as typeof operation;
    expect(withSecurityParameters(data, undeclared, { headers: {}, basicAuth: false }).headers["X-API-Key"]).toMatch(/^[0-9a-f]{24}$/);
  });
});
