import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli-run.js";
import { cuttingRelay, startInspectedApi, type InspectedApi } from "../support/inspected-api.js";

const SCHEMA = fileURLToPath(new URL("../fixtures/greybox-api/openapi.json", import.meta.url));
const FIXTURE = fileURLToPath(new URL("../fixtures/greybox-api/", import.meta.url));
const C8 = fileURLToPath(new URL("../../node_modules/c8/bin/c8.js", import.meta.url));
const DEFECTS = ["GET /calc", "GET /window", "GET /triple", "GET /opening"];

let api: InspectedApi;

beforeAll(async () => {
  api = await startInspectedApi();
}, 60_000);

afterAll(async () => {
  await api?.stop();
});

/** A run with its NDJSON report: the operations with a 500 (`not_a_server_error`), every check that failed, the run-finished event. */
async function runWithEvents(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string; defects: string[]; checks: Set<string>; finished: Record<string, unknown>; html: string }> {
  const dir = await mkdtemp(join(tmpdir(), "apitest-greybox-"));
  try {
    const path = join(dir, "events.ndjson");
    const htmlPath = join(dir, "report.html");
    const run = await runCli([...args, "--report-ndjson-path", path, "--report-html-path", htmlPath]);
    const html = await readFile(htmlPath, "utf8");
    const events = (await readFile(path, "utf8")).trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    const defects = new Set<string>();
    const checks = new Set<string>();
    for (const event of events) {
      if (event["event"] !== "failure") continue;
      checks.add(event["check"] as string);
      if (event["check"] === "not_a_server_error") defects.add(event["operation"] as string);
    }
    const finished = events.find((event) => event["event"] === "run-finished") ?? {};
    return { ...run, defects: DEFECTS.filter((label) => defects.has(label)), checks, finished, html };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The summary's `Failures:` line: which checks failed, how often. */
function failuresLine(stdout: string): string {
  return stdout.split("\n").find((line) => line.startsWith("Failures:")) ?? "";
}

const RUN = ["run", SCHEMA, "--seed", "1", "--generation-database", "none", "--no-color"];

describe("apitest run --coverage-from: grey-box search against a process started with --inspect", () => {
  it("finds at least three of the four defects only the code states, with no false alarm, and says how much code it reached", async () => {
    const run = await runWithEvents([...RUN, "--url", api.url, "--coverage-from", api.inspector]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.defects.length, run.stdout).toBeGreaterThanOrEqual(3);
    // Every failure is one of the 500s (and the 500 being undocumented, folded into its crash): nothing else.
    expect([...run.checks].sort()).toEqual(["not_a_server_error", "status_code_conformance"]);
    expect(failuresLine(run.stdout)).toMatch(/^Failures:\s+Server error \(\d\)$/);
    const code = /Code:\s+reached (\d+) of (\d+) lines \(([\d.]+) %\) of the API's own code in 2 files/.exec(run.stdout);
    expect(code, run.stdout).not.toBeNull();
    const [reached, lines] = [Number(code?.[1]), Number(code?.[2])];
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThan(lines);
    // The NDJSON carries it, with the lines each operation reached first.
    const coverage = run.finished["coverage"] as { linesReached: number; lines: number; files: number; operations?: { operation: string; linesFirstReached: number }[] };
    expect(coverage).toMatchObject({ linesReached: reached, lines, files: 2 });
    expect(coverage.operations?.map((entry) => entry.operation).sort()).toEqual([...DEFECTS].sort());
    // The HTML report: the share reached, and per operation the lines it reached first.
    expect(run.html).toContain(`of the API's code reached (${reached} of ${lines} lines)`);
    const calc = coverage.operations?.find((entry) => entry.operation === "GET /calc");
    expect(run.html).toMatch(/<th[^>]*>Code reached first<\/th>/);
    expect(run.html).toContain(`<td class="num">${calc?.linesFirstReached} lines</td>`);
  }, 180_000);

  it("a black-box run with the same seed finds none of them", async () => {
    const run = await runWithEvents([...RUN, "--url", api.url]);
    expect(run.defects).toEqual([]);
    expect(run.finished["coverage"]).toBeUndefined();
    expect(run.html).not.toContain("Code reached first");
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).not.toMatch(/^Code:/m);
  }, 180_000);

  it("--coverage-dir writes V8 coverage that c8 report renders", async () => {
    const dir = await mkdtemp(join(tmpdir(), "apitest-coverage-"));
    try {
      const run = await runCli([...RUN, "--url", api.url, "--coverage-from", api.inspector, "--coverage-dir", dir, "--phases", "coverage"]);
      expect(run.code, run.stderr).not.toBe(2);
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^coverage-\d+-\d+-0\.json$/);
      const written = JSON.parse(await readFile(join(dir, files[0] as string), "utf8")) as { result: { url: string }[] };
      expect(written.result.map((script) => script.url.replace(/^.*\//, "")).sort()).toEqual(["app.js", "server.js"]);
      const report = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, [C8, "report", "--temp-directory", dir, "--reporter", "text", "--exclude", "nothing"], { cwd: FIXTURE });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.on("error", reject);
        child.on("close", () => resolve(output));
      });
      // app.js: partly reached (the handlers ran, the module's top level ran before the run).
      const row = /app\.js\s*\|\s*([\d.]+)/.exec(report);
      expect(row, report).not.toBeNull();
      expect(Number(row?.[1])).toBeGreaterThan(0);
      expect(Number(row?.[1])).toBeLessThan(100);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("when the inspector connection drops mid-run, the run goes on black-box and says so once", async () => {
    const relay = await cuttingRelay(api.inspector, 12);
    try {
      // The relay cuts the 12th message, early in any run: 10 examples are enough to go on after it.
      const run = await runCli([...RUN, "--url", api.url, "--coverage-from", relay.address, "-n", "10"]);
      expect(run.stdout.match(/coverage stopped during the run/g)?.length, run.stdout).toBeGreaterThanOrEqual(1);
      expect(run.stdout.match(/The API's coverage stopped during the run/g)).toHaveLength(1);
      // The run went on to the end: every phase reported, the summary printed.
      expect(run.stdout).toMatch(/Fuzzing\s+tested 4 operations/);
      expect(run.code).not.toBe(2);
    } finally {
      await relay.close();
    }
  }, 180_000);
});

describe("--coverage-from errors: before the run, one paragraph, non-zero exit", () => {
  let other: Server;
  let otherUrl: string;

  beforeAll(async () => {
    // An inspector listing that is not Node (a browser's).
    other = createServer((request, response) => {
      response.setHeader("content-type", "application/json");
      response.end(request.url === "/json/version" ? JSON.stringify({ Browser: "Chrome/126.0.0.0", "Protocol-Version": "1.3" }) : "[]");
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => other.close(resolve));
  });

  it("nothing listens there", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const run = await runCli([...RUN, "--url", api.url, "--coverage-from", `127.0.0.1:${port}`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`--coverage-from 127\\.0\\.0\\.1:${port}: nothing answers there \\(ECONNREFUSED\\); start the API with \`node --inspect=127\\.0\\.0\\.1:9229`));
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toMatch(/Fuzzing/);
  }, 60_000);

  it("the target is not Node", async () => {
    const run = await runCli([...RUN, "--url", api.url, "--coverage-from", otherUrl]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/the inspector there is not a Node\.js process \(it says "Chrome\/126\.0\.0\.0"\)/);
    expect(run.stdout).not.toMatch(/Fuzzing/);
  }, 60_000);

  it("--coverage-dir without --coverage-from", async () => {
    const run = await runCli([...RUN, "--url", api.url, "--coverage-dir", "somewhere"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--coverage-dir needs --coverage-from/);
  }, 60_000);
});
