import { beforeAll, describe, expect, test } from "vitest";
import { JEST, ROOT, runNode } from "../support/run-node.js";

// Vitest and Jest run fixture files in child processes, importing the built package (lib/) as a
// user's project does; their output is what a person reads when a test fails.
const FIXTURES = `${ROOT}test/fixtures/integrations`;
const VITEST = `${ROOT}node_modules/vitest/vitest.mjs`;

// The child is a framework of its own, not a worker of this run.
const node = (args: string[]) => runNode(args, ["VITEST", "VITEST_WORKER_ID", "VITEST_POOL_ID", "TEST", "NODE_ENV"]);

// One Vitest child runs both fixture folders (each file finds its own apitest.toml, or none).
const vitest = (...folders: string[]) => node([VITEST, "run", "--config", "./vitest.fixture.config.mjs", "--root", FIXTURES, ...folders]);
let vitestRun: Awaited<ReturnType<typeof vitest>>;
beforeAll(async () => {
  vitestRun = await vitest("vitest-short", "vitest-config");
});

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** What every failing run of the Fastify search fixture must show: the coverage phase's crash, once, briefly. */
function expectOneShortFailure(output: string, maxLines: number): void {
  // The failure is found by the coverage phase (positive random fuzzing never omits `q`).
  expect(output).toContain("search[GET /search] failed on case");
  expect(output).toContain("of the coverage phase (negative: query q: missing); replay with { seed: 5 }.");
  // Printed once: no "Caused by", no serialized copy of the same error.
  expect(count(output, "- Server error [not_a_server_error]")).toBe(1);
  expect(count(output, "Reproduce with:")).toBe(1);
  expect(output).not.toMatch(/Caused by|Serialized Error|^\s*Cause:/m);
  // The grouped form: the checks as bullets, then the response and the curl command once.
  expect(output).toMatch(/- Server error \[not_a_server_error\][\s\S]*- Undocumented HTTP status code \[status_code_conformance\][\s\S]*\[500\] Internal Server Error:[\s\S]*Reproduce with:\s+curl -X GET .*http:\/\/app\.local\/search/);
  expect(output).toContain("(http://app.local is the in-process app the schema was loaded from");
  // Stack frames: the user's line, never the package's sources (not shipped) or its bundle.
  expect(output).toMatch(/search\.(fixture\.ts|test\.mjs):1[12]:3/);
  expect(output).not.toMatch(/src\/(api|integrations)\/[\w-]+\.ts/);
  expect(output).not.toMatch(/lib\/chunk-/);
  expect(output.split("\n").length).toBeLessThan(maxLines);
}

describe("a failing test prints its failure once, in the console's grouped form", () => {
  test("Vitest, with schema.parametrize() and no apitest-pbt/vitest import", async () => {
    const run = vitestRun;
    expect(run.code).toBe(1);
    expect(run.output).toContain("× search[GET /search]");
    expect(run.output).toMatch(/Test Files .*1 failed.*1 passed/);
    expectOneShortFailure(run.output, 70);
  });

  test("Jest (ESM), with schema.parametrize() and no apitest-pbt/jest import", async () => {
    const config = JSON.stringify({ rootDir: `${FIXTURES}/jest-short`, testEnvironment: "node", testMatch: ["**/*.test.mjs"], transform: {} });
    const run = await node(["--experimental-vm-modules", JEST, "--ci", "--config", config]);
    expect(run.code).toBe(1);
    expect(run.output).toContain("✕ search[GET /search]");
    expectOneShortFailure(run.output, 70);
  });
});

test("Vitest finds the apitest.toml beside the test file: its max-examples, header and hooks module apply", async () => {
  const run = vitestRun;
  expect(run.output).toContain("CONFIG APPLIED: 4 cases, X-Token from-config, limit 7 from the hooks module");
  expect(run.output).toMatch(/✓ vitest-config\/config\.fixture\.ts \(2 tests\)/);
});
