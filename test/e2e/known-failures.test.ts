import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli as apitest } from "../support/cli-run.js";
import { tempDir as freshDir } from "../support/database-support.js";
import { startServer, type TestServer } from "../support/server.js";
import { twoDefectsApi } from "../support/two-defects-api.js";

const RANGE = "RangeError: Invalid array length";
const URI = "URIError: URI malformed";

/** The cases fuzzing sent, from the console's fuzzing phase line of `GET /search`. */
function fuzzingCases(stdout: string): number {
  const phase = stdout.slice(stdout.indexOf("Fuzzing phase"));
  const match = /GET \/search {2}(\d+) cases?/.exec(phase);
  return match === null ? 0 : Number(match[1]);
}

describe("a known failure does not end the search", () => {
  let server: TestServer;
  const api = twoDefectsApi();

  beforeAll(async () => {
    server = await startServer(api.handler);
  });
  afterAll(async () => {
    await server.close();
  });

  // Before, fuzzing stopped the operation at the first case that met the coverage phase's failure
  // again (limit above 90 is drawn often): with these seeds it never reached a `%` in q. Now the
  // coverage phase's lone-% edge probe finds it too; each defect is still reported once.
  it.each([1, 2, 6])("the default run (seed %i) reports the boundary failure coverage finds and the defect only fuzzing finds", async (seed) => {
    const run = await apitest(["run", `${server.url}/openapi.json`, "--seed", String(seed)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(RANGE);
    expect(run.stdout).toContain(URI);
    // Each defect is reported once, by the phase that found it first.
    expect(run.stdout.split(RANGE)).toHaveLength(2);
    expect(run.stdout.split(URI)).toHaveLength(2);
  });

  it("a replayed stored failure does not stop fuzzing after one case", async () => {
    const database = join(freshDir(), "examples");
    // No seed: a seeded run neither stores nor replays. The coverage phase stores the boundary case
    // (and the lone-% edge probe's URIError).
    const first = await apitest(["run", `${server.url}/openapi.json`, "--phases", "coverage", "--generation-database", database]);
    expect(first.stdout).toContain(RANGE);
    expect(first.stdout).toContain(URI);
    // Even under --fail-fast, which stops an operation at its first new failure, the replayed ones do not stop it.
    const second = await apitest(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "300", "--fail-fast", "--generation-database", database]);
    expect(second.stdout).toMatch(/replayed (\d+) stored examples? \(\1 still failing\)/);
    expect(second.stdout).toContain(URI);
    expect(fuzzingCases(second.stdout)).toBeGreaterThan(1);
  });

  it("under --max-failures a known failure still stops the operation: the run does not search past its failure budget", async () => {
    const database = join(freshDir(), "examples");
    await apitest(["run", `${server.url}/openapi.json`, "--phases", "coverage", "--generation-database", database]);
    const bounded = await apitest(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "3000", "--max-failures", "1", "--generation-database", database]);
    expect(bounded.stdout).toMatch(/replayed (\d+) stored examples? \(\1 still failing\)/);
    expect(bounded.stdout).toContain("Stopped early: stopped after");
    expect(fuzzingCases(bounded.stdout)).toBeLessThan(200);
  });
});
