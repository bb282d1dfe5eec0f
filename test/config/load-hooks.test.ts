import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
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

  it("reads a relative hooks path in apitest.toml from the file's folder, --hooks from the working directory", async () => {
    // The configuration file lives in another folder (--config-file), next to its hooks module.
    const folder = mkdtempSync(join(tmpdir(), "apitest-hooks-config-"));
    try {
      const dist = pathToFileURL(fileURLToPath(new URL("../../dist/index.js", import.meta.url))).href;
      writeFileSync(
        join(folder, "team-hooks.mjs"),
        `import { check } from ${JSON.stringify(dist)};\ncheck(function team_check() { throw new Error("the team's check ran"); });\n`,
      );
      writeFileSync(join(folder, "apitest.toml"), 'hooks = "./team-hooks.mjs"\n');
      const fromFile = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "2", "--checks", "team_check", "--config-file", join(folder, "apitest.toml")]);
      expect(fromFile.stderr).toBe("");
      expect(fromFile.stdout).toContain("the team's check ran");
      // The same relative path as a flag is read from the working directory, where it is not.
      const fromFlag = await cli(["run", `${server.url}/openapi.json`, "--hooks", "./team-hooks.mjs"]);
      expect(fromFlag.code).toBe(2);
      expect(fromFlag.stderr).toContain(`looked for ${join(process.cwd(), "team-hooks.mjs")}`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
