import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.js";

const exec = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BIN = join(ROOT, "bin/apitest.js");
const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/bundle/${name}`, import.meta.url));

/** Runs the CLI as users do (`bin/apitest.js`, which loads the bundled lib/) in its own process. */
async function cli(args: string[], nodeArgs: string[] = [], env: Record<string, string> = {}) {
  const result = await exec(process.execPath, [...nodeArgs, BIN, ...args], { env: { ...process.env, NO_COLOR: "1", ...env }, timeout: 30_000 }).catch(
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: "code" in result ? result.code : 0, stdout: result.stdout, stderr: result.stderr };
}

const document = {
  openapi: "3.0.3",
  info: { title: "Bundle", version: "1" },
  paths: {
    "/upload": {
      post: {
        requestBody: { required: true, content: { "application/x-refused": { schema: { type: "object", properties: { a: { type: "string" } } } } } },
        responses: { "200": { description: "ok" } },
      },
    },
    "/tenant": { get: { responses: { "200": { description: "ok" } } } },
    "/health": { get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } } } },
  },
};

describe("the CLI running the bundled lib/ with a hooks module importing \"apitest\"", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer((request) => (request.url.pathname === "/openapi.json" ? { status: 200, body: document } : { status: 200, body: {} }));
  });
  afterAll(async () => {
    await server.close();
  });

  it("recognises the package's SerializationError, HookError and Response: one copy of every class", async () => {
    const run = await cli(["run", `${server.url}/openapi.json`, "-n", "5", "--phases", "fuzzing", "--mode", "positive", "--seed", "1", "--hooks", fixture("package-errors.mjs")]);
    // A serializer throwing the package's SerializationError skips the case with its message (another class would crash the operation).
    expect(run.stdout).toMatch(/POST \/upload\s+skipped: the x-refused body cannot be encoded by the hooks module/);
    expect(run.stdout).not.toContain("The serializer for application/x-refused failed");
    // A hook throwing the package's HookError is reported as it is (another class would be wrapped as "The beforeCall hook failed ...").
    expect(run.stdout).toContain("Hook error");
    expect(run.stdout).toContain("no tenant is configured for this run (said the hooks module)");
    expect(run.stdout).not.toContain("The beforeCall hook failed");
    // The custom check sees the package's Response class, so GET /health passes it.
    expect(run.stdout).toMatch(/✔ GET \/health\s+\d+ cases?$/m);
    expect(run.stdout).not.toContain("not the package's Response class");
    expect(run.stderr).not.toMatch(/Internal error|at .*\.js:\d+/);
  });

  it("shares those classes with the hooks module in --threads worker threads too (lib/thread-worker.js)", async () => {
    const run = await cli(
      ["run", `${server.url}/openapi.json`, "-n", "5", "--phases", "fuzzing", "--mode", "positive", "--seed", "1", "--workers", "3", "--threads", "3", "--hooks", fixture("package-errors.mjs")],
      [],
      { APITEST_DEBUG: "1" },
    );
    expect(run.stderr).toContain("Threads: 3");
    expect(run.stdout).toMatch(/POST \/upload\s+skipped: the x-refused body cannot be encoded by the hooks module/);
    expect(run.stdout).toContain("no tenant is configured for this run (said the hooks module)");
    expect(run.stdout).not.toContain("The beforeCall hook failed");
    expect(run.stdout).toMatch(/✔ GET \/health\s+\d+ cases?$/m);
    expect(run.stdout).not.toContain("not the package's Response class");
  });

  it("loads lib/ only, and a fuzzing-only run none of the lazily loaded chunks nor graphql-js", async () => {
    const dir = mkdtempSync(join(tmpdir(), "apitest-bundle-"));
    const trace = join(dir, "loads.txt");
    const oneOperation = join(dir, "one-operation.json");
    writeFileSync(oneOperation, JSON.stringify({ ...document, paths: { "/health": document.paths["/health"] } }));
    const run = await cli(["run", oneOperation, "--url", server.url, "-n", "1", "--phases", "fuzzing", "--mode", "positive"], ["--import", fixture("trace-loads.mjs")], {
      APITEST_TRACE_LOADS: trace,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/GET \/health\s+1 case/);
    const loaded = readFileSync(trace, "utf8").split("\n").filter((url) => url.startsWith(`file://${ROOT}`)).map((url) => url.slice(`file://${ROOT}`.length));
    expect(loaded).toContain("lib/cli.js");
    // graphql-js (≈ 130 ms of a start, in the CLI and in each --threads worker thread) is for GraphQL runs only.
    expect(loaded.filter((path) => path.includes("node_modules/graphql/"))).toEqual([]);
    expect(loaded.filter((path) => path.startsWith("dist/"))).toEqual([]);
    const ours = loaded.filter((path) => path.startsWith("lib/"));
    // What start-up costs is the code read, not how esbuild splits it: the count of chunks grows
    // with every shared module two lazy entries use (39 → 47 when the spec-adapter seam and the
    // grey-box entry came, for 1.17 → 1.21 MB read), so the bound is on both.
    expect(ours.length).toBeLessThan(55);
    const bytes = ours.reduce((sum, path) => sum + statSync(join(ROOT, path)).size, 0);
    expect(bytes).toBeLessThan(1_300_000);
    // The chunk defining each lazily imported module, found by a function only it defines.
    const chunks = readdirSync(join(ROOT, "lib")).filter((name) => name.endsWith(".js"));
    const definedIn = (definition: string): string => {
      const found = chunks.filter((name) => readFileSync(join(ROOT, "lib", name), "utf8").includes(definition));
      expect(found, definition).toHaveLength(1);
      return `lib/${found[0]}`;
    };
    for (const lazy of [
      "function planExamples(",
      "function planCoverage(",
      "function negativeCaseArbitrary(",
      "function createJunitReporter(",
      "function createHarReporter(",
      "function createVcrReporter(",
      "function parseConfigText(",
      "function fetchSchemaText(",
      "function runGraphqlCommand(",
      "function replayCommand(",
      "var $RefParser = class",
    ]) {
      expect(ours, lazy).not.toContain(definedIn(lazy));
    }
  });
});
