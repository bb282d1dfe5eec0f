import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Config, openapi } from "../../src/index.js";
import { testOperation } from "../../src/vitest.js";
import type { CaseTestBody } from "../../src/api/case-test-body.js";
import { startServer, type TestServer } from "../support/server.js";
import { buggyApi, tempDir } from "../support/database-support.js";

const SECRET = "lib-5ecret-token-4242";

describe("the example database in the library (testOperation, apitest/vitest)", () => {
  let server: TestServer;
  const api = buggyApi();
  const dir = join(tempDir(), "lib-examples");
  /** Fails on a server error; sets a credential on the case the way a test body might. */
  const body: CaseTestBody<undefined> = async ({ case: apiCase }) => {
    apiCase.headers["Authorization"] = `Bearer ${SECRET}`;
    const response = await apiCase.call();
    if (response.statusCode >= 500) throw new Error(`server error ${response.statusCode}`);
  };

  beforeAll(async () => {
    server = await startServer(api.handler);
  });
  afterAll(async () => {
    await server.close();
  });

  it("stores the shrunk counterexample without credentials, replays it first, and forgets it once fixed", async () => {
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    const operation = schema.get("/items", "GET");
    await expect(testOperation(operation, body, { database: dir, maxExamples: 60 })).rejects.toThrow(/server error 500/);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const text = readFileSync(join(dir, files[0]!), "utf8");
    expect(text).not.toContain(SECRET);
    const stored = JSON.parse(text.split("\n")[0]!) as { data: { query: { n: number } } };
    expect(stored.data.query.n).toBeGreaterThan(1000);

    api.log.length = 0;
    await expect(testOperation(operation, body, { database: dir, maxExamples: 60 })).rejects.toThrow(/server error 500/);
    expect(api.log[0]?.n).toBe(String(stored.data.query.n));

    api.bug.on = false;
    try {
      api.log.length = 0;
      await testOperation(operation, body, { database: dir, maxExamples: 5 });
      expect(api.log[0]?.n).toBe(String(stored.data.query.n));
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      api.bug.on = true;
    }
  });

  it("takes generation.database from the configuration", async () => {
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    const fromConfig = join(tempDir(), "from-config");
    const config = Config.fromObject({ generation: { database: fromConfig } }, {});
    await expect(testOperation(schema.get("/items", "GET"), body, { config, maxExamples: 60 })).rejects.toThrow(/server error 500/);
    expect(readdirSync(fromConfig)).toHaveLength(1);
    // The option beats the configuration.
    const fromOption = join(tempDir(), "from-option");
    await expect(testOperation(schema.get("/items", "GET"), body, { config, database: fromOption, maxExamples: 60 })).rejects.toThrow(/server error 500/);
    expect(readdirSync(fromOption)).toHaveLength(1);
  });

  it("writes no database for a configuration that does not name one (docs/library.md: default none)", async () => {
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    // An apitest.toml beside the test file, as the library finds it, setting something else.
    writeFileSync(join(process.cwd(), "apitest.toml"), "[generation]\nmax-examples = 60\n");
    await expect(testOperation(schema.get("/items", "GET"), body, { configFile: join(process.cwd(), "apitest.toml") })).rejects.toThrow(/server error 500/);
    expect(existsSync(join(process.cwd(), ".proptest"))).toBe(false);
    // Naming it in the file turns it on.
    mkdirSync(join(process.cwd(), "named"));
    writeFileSync(join(process.cwd(), "named", "apitest.toml"), "[generation]\nmax-examples = 60\ndatabase = \".proptest/examples\"\n");
    await expect(testOperation(schema.get("/items", "GET"), body, { configFile: join(process.cwd(), "named", "apitest.toml") })).rejects.toThrow(/server error 500/);
    expect(readdirSync(join(process.cwd(), ".proptest", "examples"))).toHaveLength(1);
  });

  it("stores nothing when the property is seeded (it stays reproducible)", async () => {
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    const operation = schema.get("/items", "GET");
    const seededDir = join(tempDir(), "seeded");
    await expect(testOperation(operation, body, { database: seededDir, seed: 3, maxExamples: 60 })).rejects.toThrow();
    expect(existsSync(seededDir)).toBe(false);
  });
});
