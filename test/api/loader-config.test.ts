import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Config, FailureGroup, openapi } from "../../src/index.js";
import { recordingApp, recordingDocument } from "../support/recording-express.js";
import { createServer, type Server } from "node:http";

const config = Config.fromObject(
  {
    headers: { "X-Token": "from-config" },
    auth: { basic: { username: "ada", password: "s3cret" } },
    parameters: { "query.limit": 7 },
    checks: { not_a_server_error: { enabled: false }, status_code_conformance: { enabled: false } },
    generation: { "allow-x00": false },
    operations: [{ "include-operation-id": "createItem", headers: { "X-Only-Create": "yes" } }],
  },
  {},
);

describe("loaders take config: applied to the schema and every case it makes", () => {
  // First: once light-my-request has injected into an Express app, another Express app served over
  // a socket in the same process fails (a light-my-request/Express interaction, not apitest).
  describe("over HTTP", () => {
    const server = { url: "", http: undefined as Server | undefined };
    let seen: ReturnType<typeof recordingApp>["seen"];
    beforeAll(async () => {
      const made = recordingApp();
      seen = made.seen;
      const http = createServer(made.app);
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
      const address = http.address();
      server.url = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
      server.http = http;
    });
    afterAll(async () => {
      server.http?.closeAllConnections();
      await new Promise((resolve) => server.http?.close(resolve));
    });

    test("fromObject takes the base URL from the config's base-url", async () => {
      const schema = await openapi.fromObject(structuredClone(recordingDocument), { config: Config.fromObject({ "base-url": server.url, headers: { "X-Token": "t" } }, {}) });
      expect(schema.baseUrl).toBe(server.url);
      const response = await schema.get("/items", "GET").makeCase({ query: { limit: 3 } }).callAndValidate();
      expect(response.statusCode).toBe(200);
      expect(seen.at(-1)?.headers["x-token"]).toBe("t");
      await schema.close();
    });

    test("fromUrl sends the config's headers on the schema request and on every case", async () => {
      const schema = await openapi.fromUrl(`${server.url}/openapi.json`, { config });
      expect(seen.at(-1)?.headers["x-token"]).toBe("from-config");
      await schema.get("/items", "GET").makeCase().call();
      expect(seen.at(-1)?.query).toEqual({ limit: "7" });
      await schema.close();
    });
  });

  test("fromNodeApp (Express): headers, basic auth, fixed parameters, per-operation headers", async () => {
    const { app, seen } = recordingApp();
    const schema = await openapi.fromNodeApp("/openapi.json", app, { config });
    expect(schema.config).toBe(config);
    // The schema request itself carries the config's headers.
    expect(seen[0]?.headers["x-token"]).toBe("from-config");
    await schema.get("/items", "GET").makeCase().call();
    const list = seen.at(-1)!;
    expect(list.headers["x-token"]).toBe("from-config");
    expect(list.headers["authorization"]).toBe(`Basic ${Buffer.from("ada:s3cret").toString("base64")}`);
    expect(list.query).toEqual({ limit: "7" });
    expect(list.headers["x-only-create"]).toBeUndefined();
    await schema.get("/items", "POST").makeCase({ body: { name: "a" } }).call();
    expect(seen.at(-1)!.headers["x-only-create"]).toBe("yes");
  });

  test("checks and their settings: a check the config turns off does not fail", async () => {
    const { app } = recordingApp();
    const plain = await openapi.fromNodeApp("/openapi.json", app);
    await expect(plain.get("/boom", "GET").makeCase().callAndValidate()).rejects.toBeInstanceOf(FailureGroup);
    const configured = await openapi.fromNodeApp("/openapi.json", app, { config });
    const response = await configured.get("/boom", "GET").makeCase().callAndValidate();
    expect(response.statusCode).toBe(500);
    // withConfig applies a configuration to a schema loaded without one.
    expect((await plain.withConfig(config).get("/boom", "GET").makeCase().callAndValidate()).statusCode).toBe(500);
  });

  test("generation settings: generation.allow-x00 = false keeps NUL out of generated strings", async () => {
    const { app } = recordingApp();
    const document = structuredClone(recordingDocument);
    const schema = await openapi.fromObject(document, { baseUrl: "http://127.0.0.1:9", config });
    expect(schema.generationContext.allowX00).toBe(false);
    const plain = await openapi.fromObject(document, { baseUrl: "http://127.0.0.1:9" });
    expect(plain.generationContext.allowX00).toBe(true);
    void app;
  });

});
