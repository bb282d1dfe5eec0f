import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const LIMIT = 2 ** 31;
const document = {
  openapi: "3.0.3",
  info: { title: "Slow for big n", version: "1" },
  paths: {
    "/work": {
      get: {
        parameters: [{ name: "n", in: "query", required: true, schema: { type: "integer", minimum: 0 } }],
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

/**
 * Latency grows with `n`: up to 20 ms for the values the generator draws (0 … 2^31), then
 * 100 ms more per doubling, capped at 350 ms (just past 2^34, where the test's bound is: the
 * climb up to there is what it checks, and every request past it waits the cap). Only a run that
 * climbs past 2^33 crosses the 0.25 s limit — plain generation never draws above 2^31.
 */
function latency(n: number): number {
  if (n <= LIMIT) return (n / LIMIT) * 20;
  return Math.min(350, 20 + 100 * Math.log2(n / LIMIT));
}

describe("generation.maximize = response_time", () => {
  let server: TestServer;
  let values: number[] = [];
  beforeAll(async () => {
    server = await startServer(async (request) => {
      if (request.url.pathname === "/openapi.json") return { status: 200, body: document };
      const n = Number(request.url.searchParams.get("n"));
      values.push(n);
      await new Promise((resolve) => setTimeout(resolve, latency(n)));
      return { status: 200 };
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const run = async (...extra: string[]) => {
    values = [];
    const stdout = memoryOutput();
    const args = ["run", `${server.url}/openapi.json`, "--seed", "11", "--max-examples", "60", "--phases", "fuzzing", "--mode", "positive", "--checks", "max_response_time", "--max-response-time", "0.25", "--continue-on-failure", "--no-shrink", ...extra];
    const code = await main(args, { stdout, stderr: memoryOutput(), env: {} });
    return { code, out: stdout.text(), max: Math.max(...values), sent: values.length };
  };

  it("steers fuzzing to the slow inputs the plain run with the same seed and budget never sends", async () => {
    const plain = await run();
    const maximized = await run("--generation-maximize", "response_time");
    // Assertions are on the values sent (the server's latency is a function of them), not on
    // measured times: a loaded machine may make any request slow.
    // Plain generation stays within the generator's range: nothing it sends is meant to be slow.
    expect(plain.sent).toBeGreaterThan(50);
    expect(plain.max).toBeLessThanOrEqual(LIMIT);
    expect(latency(plain.max)).toBeLessThanOrEqual(20);
    // The targeted run climbs: at least three doublings past the range, well over the limit.
    expect(maximized.sent).toBeLessThanOrEqual(60);
    expect(maximized.max).toBeGreaterThanOrEqual(2 ** 34);
    expect(latency(maximized.max)).toBeGreaterThanOrEqual(300);
    expect(maximized.code).toBe(1);
    expect(maximized.out).toContain("Response time limit exceeded");
  }, 60_000);

  it("an unknown metric is a usage error", async () => {
    const stderr = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "--generation-maximize", "response_size"], { stdout: memoryOutput(), stderr, env: {} });
    expect(code).toBe(2);
    expect(stderr.text()).toContain("response_time");
  });
});
