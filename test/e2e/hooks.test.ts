import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearAuth } from "../../src/api/auth.js";
import { clearHooks } from "../../src/api/hook.js";
import { main } from "../../src/cli/main.js";
import { memoryOutput } from "../support/server.js";
import { startItemsApi, startTokenServer, type ItemsApi, type TokenServer } from "../support/hooks-api.js";

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/hooks/${name}`, import.meta.url));

async function cli(args: string[], env: Record<string, string> = {}) {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

// Each hooks module is imported once per process (ESM caches it), so each is used by one test.
describe("apitest run with a hooks module", () => {
  afterEach(() => {
    clearHooks();
  });

  describe("generation and call hooks", () => {
    let api: ItemsApi;
    beforeAll(async () => {
      api = await startItemsApi();
    });
    afterAll(async () => {
      await api.close();
    });

    it("apply in the examples, coverage and fuzzing phases", async () => {
      const run = await cli(["run", `${api.url}/openapi.json`, "--phases", "examples,coverage,fuzzing", "-n", "15", "--seed", "3", "--hooks", fixture("generation-hooks.mjs")]);
      expect(run.stderr).toBe("");
      expect(run.stdout).toContain("Items via hooks");
      const seen = api.seen;
      expect(seen.length).toBeGreaterThan(30);
      const byOperation: Record<string, string> = { "GET /items": "listItems", "POST /items": "createItem" };
      for (const request of seen) {
        expect(request.headers["x-before-call"]).toBe("1");
        const expected = byOperation[`${request.method} ${request.url.pathname}`] ?? (request.url.pathname.startsWith("/items/") && request.method === "GET" ? "getItem" : undefined);
        if (expected !== undefined) expect(request.headers["x-mapped"]).toBe(expected);
        // Even, negative ones too (-2 % 2 is -0).
        for (const limit of request.url.searchParams.getAll("limit")) expect(Math.abs(Number(limit) % 2)).toBe(0);
      }
      // Limits are sent, so the filter had odd ones to reject.
      expect(seen.some((request) => request.url.searchParams.has("limit"))).toBe(true);
      const after = (globalThis as { __apitestAfterCalls?: number[] }).__apitestAfterCalls ?? [];
      expect(after.length).toBe(seen.length);
    });

    it("filters that reject everything end the operation with a clear error, not a hang", async () => {
      const started = performance.now();
      const run = await cli(["run", `${api.url}/openapi.json`, "--phases", "coverage,fuzzing", "-n", "10", "--hooks", fixture("reject-all.mjs")]);
      // Nothing could be sent at all, so the run is unusable (exit 2).
      expect(run.code).toBe(2);
      expect(run.stdout).toContain("skipped: the filter hooks reject every planned case");
      expect(run.stderr).toMatch(/the hooks failed for every operation/);
      expect(run.stderr).not.toMatch(/could not be reached/);
      expect(run.stdout).toMatch(/The filterCase hook rejected 1000 generated cases in a row for GET \/items/);
      expect(performance.now() - started).toBeLessThan(20_000);
    });

    it("reports a throwing beforeCall as each operation's hook error, with several workers too, exit 2", async () => {
      const run = await cli(["run", `${api.url}/openapi.json`, "--phases", "fuzzing", "-n", "3", "--workers", "4", "--hooks", fixture("throwing-before-call.mjs")]);
      expect(run.code).toBe(2);
      expect(run.stdout).toContain("Hook error");
      expect(run.stdout).toMatch(/The beforeCall hook failed for GET \/items: the tenant header cannot be computed\. Fix the hook/);
      expect(run.stdout).toMatch(/The beforeCall hook failed for POST \/items: the tenant header cannot be computed/);
      expect(run.stderr).toMatch(/the hooks failed for every operation/);
      expect(run.stderr).not.toMatch(/Internal error|at .*\.js:\d+/);
    });

    it("names an unknown hook in the module, exit 2", async () => {
      const run = await cli(["run", `${api.url}/openapi.json`, "--hooks", fixture("unknown-hook.mjs")]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/could not be loaded: Unknown hook "filter_query"\. Did you mean "filterQuery"\?/);
    });
  });

  describe("an auth provider", () => {
    let tokens: TokenServer;
    let api: ItemsApi;
    let dir: string;
    beforeAll(async () => {
      tokens = await startTokenServer();
      process.env["APITEST_TEST_TOKEN_URL"] = `${tokens.url}/token`;
      api = await startItemsApi({ token: () => tokens.current(), failItem: true });
      dir = mkdtempSync(join(tmpdir(), "apitest-auth-"));
    });
    afterAll(async () => {
      clearAuth();
      delete process.env["APITEST_TEST_TOKEN_URL"];
      await api.close();
      await tokens.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("gets one token for the whole run, sends it with every request, and masks it in the console and every report", async () => {
      const reports = join(dir, "masked");
      const run = await cli(
        ["run", `${api.url}/openapi.json`, "--phases", "examples,coverage,fuzzing", "-n", "25", "--seed", "5", "--hooks", fixture("auth-provider.mjs"), "--report", "junit,har,vcr", "--report-dir", reports],
        {},
      );
      expect(tokens.issued).toHaveLength(1);
      const token = tokens.issued[0] as string;
      expect(api.seen.length).toBeGreaterThan(25);
      for (const request of api.seen) expect(request.headers["x-api-tok"]).toBe(token);
      // The server error echoes the token; it is reported, masked.
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("Server error");
      expect(run.stdout).toContain("X-Api-Tok: [Filtered]");
      expect(run.stdout).not.toContain(token);
      const files = readdirSync(reports);
      expect(files.length).toBe(3);
      for (const file of files) expect(readFileSync(join(reports, file), "utf8")).not.toContain(token);
    });

    it("shows the token when sanitization is off (what the masking above hides)", async () => {
      const reports = join(dir, "plain");
      const run = await cli(["run", `${api.url}/openapi.json`, "--phases", "fuzzing", "-n", "5", "--seed", "5", "--output-sanitize", "false", "--hooks", fixture("auth-provider.mjs"), "--report", "vcr", "--report-dir", reports]);
      const token = tokens.issued.at(-1) as string;
      expect(run.stdout).toContain(token);
      const files = readdirSync(reports);
      expect(readFileSync(join(reports, files[0] as string), "utf8")).toContain(token);
    });
  });
});
