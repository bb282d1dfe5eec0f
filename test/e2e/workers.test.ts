import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { connectionCount, MAX_RUN_CONNECTIONS } from "../../src/transport/connection-count.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

/** The failures section with the per-sending case ids and timings removed. */
function failuresOf(output: string): string {
  const start = output.indexOf("FAILURES");
  const end = output.indexOf("SUMMARY");
  return output.slice(start, end).replace(/X-Apitest-Case-Id: \w+/g, "").replace(/\d+\.\d+s/g, "");
}

describe("--workers", () => {
  let server: TestServer;
  let peak = 0;
  let inFlight = 0;
  beforeAll(async () => {
    const handle = inventoryHandler();
    server = await startServer(async (request) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight--;
      return handle(request);
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends concurrently but finds the same failures with the same seed", async () => {
    const run = async (workers: string) => {
      const stdout = memoryOutput();
      const code = await main(["run", `${server.url}/openapi.json`, "--seed", "11", "--phases", "fuzzing", "--mode", "positive", "-n", "40", "--workers", workers], {
        stdout,
        stderr: memoryOutput(),
        env: {},
      });
      return { code, out: stdout.text() };
    };
    peak = 0;
    const one = await run("1");
    expect(peak).toBe(1);
    peak = 0;
    const three = await run("3");
    expect(peak).toBeGreaterThan(1);
    expect(one.code).toBe(1);
    expect(three.code).toBe(1);
    expect(failuresOf(three.out)).toBe(failuresOf(one.out));
  });

  it("keeps up to workers × workers requests on the wire (N operations, N cases each), never more", async () => {
    peak = 0;
    const code = await main(["run", `${server.url}/openapi.json`, "--seed", "11", "--phases", "fuzzing", "--mode", "positive", "-n", "60", "--workers", "2", "--continue-on-failure"], {
      stdout: memoryOutput(),
      stderr: memoryOutput(),
      env: {},
    });
    expect(code).toBe(1);
    // A pool of `workers` connections held it at 2 (transport/connection-count.ts).
    expect(peak).toBeGreaterThan(2);
    expect(peak).toBeLessThanOrEqual(4);
    expect([1, 2, 4, 8, 64].map(connectionCount)).toEqual([2, 4, 16, 64, MAX_RUN_CONNECTIONS]);
  });

  it("rejects a bad value", async () => {
    const stderr = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "--workers", "many"], { stdout: memoryOutput(), stderr, env: {} });
    expect(code).toBe(2);
    expect(stderr.text()).toMatch(/--workers/);
  });
});

describe("--generation-deterministic", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(inventoryHandler({ fixed: true }));
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends the same requests on every run", async () => {
    const urls = async (): Promise<string> => {
      const stdout = memoryOutput();
      await main(["run", `${server.url}/openapi.json`, "--generation-deterministic", "--phases", "fuzzing", "-n", "15", "--report", "har", "--report-har-path", `/tmp/apitest-det-${process.pid}.har`], {
        stdout,
        stderr: memoryOutput(),
        env: {},
      });
      const { readFile } = await import("node:fs/promises");
      const har = JSON.parse(await readFile(`/tmp/apitest-det-${process.pid}.har`, "utf8")) as { log: { entries: { request: { url: string; postData?: { text: string } } }[] } };
      expect(stdout.text()).toContain("Seed:       0");
      return har.log.entries.map((entry) => `${entry.request.url} ${entry.request.postData?.text ?? ""}`).join("\n");
    };
    expect(await urls()).toBe(await urls());
  });
});
