import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cli, startReachServer } from "../support/reach-server.js";
import type { TestServer } from "../support/server.js";

const BIN = new URL("../../bin/apitest.js", import.meta.url).pathname;

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function reachServer(): Promise<Awaited<ReturnType<typeof startReachServer>>> {
  const started = await startReachServer();
  servers.push(started.server);
  return started;
}

const BASE = ["--generation-database", "none", "--no-color"];

describe("apitest fuzz", () => {
  it("--max-time 3 stops in time, prints each new failure as found and writes the reports", async () => {
    const { location } = await reachServer();
    const dir = mkdtempSync(join(tmpdir(), "apitest-fuzz-"));
    const began = performance.now();
    const result = await cli(["fuzz", location, "--max-time", "3", "--seed", "4", "-n", "10", ...BASE, "--report", "junit", "--report-dir", dir]);
    const seconds = (performance.now() - began) / 1000;
    // The run itself (the summary's time) ends at the limit, with the requests in flight;
    // the wall clock also counts loading this test's modules and the schema.
    const ran = Number(/distinct failures in (\d+\.\d+)s/.exec(result.stdout)?.[1]);
    expect(ran).toBeGreaterThanOrEqual(3);
    expect(ran).toBeLessThan(4.5);
    expect(seconds).toBeLessThan(30);
    expect(result.code).toBe(1);
    // The live line comes before the end-of-run report that details it.
    const live = result.stdout.search(/✘ \d+\.\ds new failure #\d+: GET \/labels — Server error \[500\]/);
    expect(live).toBeGreaterThan(-1);
    expect(live).toBeLessThan(result.stdout.indexOf("FAILURES"));
    // Rounds went on after the first pass: one pass of -n 10 over five operations, both modes and
    // ten stateful sequences sends at most about 250 cases.
    expect(Number(/Test cases: (\d+) sent/.exec(result.stdout)?.[1])).toBeGreaterThan(400);
    expect(readFileSync(join(dir, "junit.xml"), "utf8")).toContain("Server error");
  });

  it("goes deeper than apitest run: an invoice needs an order, which needs an item", async () => {
    const { location } = await reachServer();
    const run = await cli(["run", location, "--seed", "4", ...BASE]);
    expect(run.stdout).not.toMatch(/new failure|invoice template missing/);
    const { location: fresh } = await reachServer();
    const fuzz = await cli(["fuzz", fresh, "--max-time", "4", "--seed", "4", "-n", "20", ...BASE]);
    expect(fuzz.stdout).toMatch(/new failure #\d+: GET \/orders\/\{orderId\}\/invoice — Server error \[500\]/);
    expect(fuzz.stdout).toMatch(/invoice template missing[\s\S]*\/orders\/ord-\d+\/invoice/);
  });

  it("Ctrl-C stops it and keeps every result found so far", async () => {
    const { location } = await reachServer();
    const controller = new AbortController();
    const running = cli(["fuzz", location, "--seed", "4", ...BASE], controller.signal);
    setTimeout(() => controller.abort(), 2500);
    const result = await running;
    expect(result.stdout).toContain("Interrupted: the results above are what was found before the run was stopped.");
    expect(result.stdout).toMatch(/GET \/labels[\s\S]*1\. Server error/);
    expect(result.code).toBe(1);
  });

  it("a real SIGINT to the process ends the run with the summary and reports", async () => {
    const { location } = await reachServer();
    const dir = mkdtempSync(join(tmpdir(), "apitest-fuzz-"));
    const child = spawn(process.execPath, [BIN, "fuzz", location, "--seed", "4", ...BASE, "--report", "junit", "--report-dir", dir], { env: { PATH: process.env["PATH"] ?? "" } });
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        const before = stdout;
        stdout += chunk.toString();
        if (!before.includes("new failure #1") && stdout.includes("new failure #1")) child.kill("SIGINT");
      });
      child.on("exit", (exitCode) => resolve(exitCode));
    });
    expect(stderr).toContain("Interrupted: finishing the requests in flight");
    expect(stdout).toContain("SUMMARY");
    expect(stdout).toMatch(/GET \/labels[\s\S]*Server error/);
    expect(code).toBe(1);
    expect(readFileSync(join(dir, "junit.xml"), "utf8")).toContain("Server error");
  });

  it("is reproducible from its seed: the same requests, as far as the shorter run went", async () => {
    const first = await reachServer();
    const second = await reachServer();
    // -n 5: short rounds, so the runs go through several of them (budgets, dictionary, feedback between rounds).
    await cli(["fuzz", first.location, "--max-time", "3", "--seed", "21", "-n", "5", ...BASE]);
    await cli(["fuzz", second.location, "--max-time", "3", "--seed", "21", "-n", "5", ...BASE]);
    const shorter = Math.min(first.log.length, second.log.length);
    expect(shorter).toBeGreaterThan(150);
    expect(second.log.slice(0, shorter)).toEqual(first.log.slice(0, shorter));
  });

  it("a bad --max-time is a usage error naming the flag", async () => {
    const result = await cli(["fuzz", "http://127.0.0.1:9/openapi.json", "--max-time", "soon"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("Error: Invalid value for --max-time: 'soon' is not a number of seconds.\n");
  });

  it("says a GraphQL API is for apitest run, with a usage error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "apitest-fuzz-"));
    writeFileSync(join(dir, "schema.graphql"), "type Query { hello: String }\n");
    const result = await cli(["fuzz", join(dir, "schema.graphql"), "--url", "http://127.0.0.1:9/graphql", "--max-time", "1"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Error: apitest fuzz tests OpenAPI schemas; .*schema\.graphql is a GraphQL API: test it with 'apitest run /);
  });
});
