import { beforeAll, describe, expect, test } from "vitest";
import { ROOT, runNode } from "../support/run-node.js";
import { expectOneShortFailure } from "../support/short-failure.js";

// Vitest runs fixture files in a child process, importing the built package (lib/) as a
// user's project does; its output is what a person reads when a test fails.
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

describe("a failing test prints its failure once, in the console's grouped form", () => {
  test("Vitest, with schema.parametrize() and no apitest-pbt/vitest import", async () => {
    const run = vitestRun;
    expect(run.code).toBe(1);
    expect(run.output).toContain("× search[GET /search]");
    expect(run.output).toMatch(/Test Files .*1 failed.*1 passed/);
    expectOneShortFailure(run.output, 70);
  });
  // Jest's run of the same fixture: test/e2e/framework-runs.test.ts, in its one Jest process.
});

test("Vitest finds the apitest.toml beside the test file: its max-examples, header and hooks module apply", async () => {
  const run = vitestRun;
  expect(run.output).toContain("CONFIG APPLIED: 4 cases, X-Token from-config, limit 7 from the hooks module");
  expect(run.output).toMatch(/✓ vitest-config\/config\.fixture\.ts \(2 tests\)/);
});
