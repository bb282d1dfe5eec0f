import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearChecks } from "../../src/api/custom-checks.js";
import { main } from "../../src/cli/main.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const HOOKS = fileURLToPath(new URL("../fixtures/hooks-request-id.mjs", import.meta.url));

async function cli(args: string[], env: Record<string, string> = {}) {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe("custom checks from a hooks module", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(inventoryHandler({ fixed: true }));
  });
  afterAll(async () => {
    await server.close();
  });
  // The hooks module is imported once per process (ESM caches it), as in a real run: the
  // registry it fills is kept for the whole file.
  afterAll(() => {
    clearChecks();
  });

  it("runs a check registered with check() in --hooks, and --exclude-checks turns it off", async () => {
    const base = ["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "--mode", "positive", "-n", "3"];
    const found = await cli([...base, "--hooks", HOOKS]);
    expect(found.code).toBe(1);
    expect(found.stdout).toContain("Custom check failed: has_request_id");
    expect(found.stdout).toContain("every response must carry X-Request-Id");
    const excluded = await cli([...base, "--hooks", HOOKS, "--exclude-checks", "has_request_id"]);
    expect(excluded.code).toBe(0);
  });

  it("takes the module from APITEST_HOOKS too", async () => {
    const found = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "2", "--checks", "has_request_id"], { APITEST_HOOKS: HOOKS });
    expect(found.stdout).toContain("Custom check failed: has_request_id");
  });

  it("names a missing or TypeScript hooks module clearly, exit 2", async () => {
    const missing = await cli(["run", `${server.url}/openapi.json`, "--hooks", "./no-such-hooks.js"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/hooks module \.\/no-such-hooks\.js does not exist/);
    const ts = await cli(["run", `${server.url}/openapi.json`, "--hooks", fileURLToPath(import.meta.url)]);
    expect(ts.code).toBe(2);
    expect(ts.stderr).toMatch(/TypeScript/);
  });
});
