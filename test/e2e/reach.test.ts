import { describe, expect, it } from "vitest";
import type { EngineEvent, ReachReport } from "../../src/core/events.js";
import { parseRunOptions } from "../../src/cli/build-settings.js";
import { fixedRunOptions } from "../../src/cli/prepare-run.js";
import { resolveRun } from "../../src/cli/resolve-run.js";
import { runTests } from "../../src/engine/run.js";
import { clearHooks } from "../../src/index.js";
import { loadOpenApi } from "../../src/specs/openapi/load-spec.js";
import { createHttpTransport } from "../../src/transport/http.js";
import { cli, REACH_BASE, reachServers } from "../support/reach-server.js";

const reachServer = reachServers();
const BASE = REACH_BASE;

// The default run, made once: three tests read its output and its server's log.
let defaultRun: Promise<{ log: string[]; result: Awaited<ReturnType<typeof cli>> }> | undefined;
function theDefaultRun(): NonNullable<typeof defaultRun> {
  defaultRun ??= reachServer().then(async ({ location, log }) => ({ log, result: await cli(["run", location, ...BASE]) }));
  return defaultRun;
}

describe("values seen in responses feed later requests", () => {
  it("the default run reaches the 500 behind GET /labels, which needs an id POST /items created", async () => {
    const { log, result } = await theDefaultRun();
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/GET \/labels[\s\S]*1\. Server error[\s\S]*labels\?itemId=it-\d+/);
    // An id-like body field draws from the same values: the bulk order of a real item crashes.
    expect(result.stdout).toMatch(/POST \/orders[\s\S]*1\. Server error[\s\S]*-d '\{"itemId":"it-\d+","quantity":([6-9]|10)\}'/);
    // The id was one the server handed out: the first request with one came after POST /items had answered.
    const firstReal = log.findIndex((line) => /^GET \/labels\?itemId=it-\d+ /.test(line));
    expect(firstReal).toBeGreaterThan(log.findIndex((line) => line.startsWith("POST /items ")));
  });

  it("the fuzzing phase alone, with no earlier phase to learn ids from, never reaches it", async () => {
    const { location, log } = await reachServer();
    const result = await cli(["run", location, ...BASE, "--phases", "fuzzing"]);
    expect(result.stdout).not.toContain("Server error");
    expect(log.some((line) => /^GET \/labels\?itemId=it-\d+ /.test(line) || /"itemId":"it-\d+"/.test(line))).toBe(false);
  });

  it("values from responses go through the filter hooks like generated ones", async () => {
    const { location, log } = await reachServer();
    const hooks = new URL("./fixtures/reject-known-items.mjs", import.meta.url).pathname;
    // Without the stateful phase: its links set linked values over the hooks, as declared links always did.
    // A process runs one CLI run: the hook must not outlive this one (the next tests run in this process).
    const result = await cli(["run", location, ...BASE, "--phases", "coverage,fuzzing", "--hooks", hooks]).finally(clearHooks);
    expect(log.some((line) => /^GET \/labels\?itemId=it-\d+ /.test(line))).toBe(false);
    // The body field is not filtered: the order defect is still found.
    expect(result.stdout).toMatch(/POST \/orders[\s\S]*1\. Server error/);
  });

  it("the same seed against the same API sends the same requests", async () => {
    const first = await theDefaultRun();
    const second = await reachServer();
    await cli(["run", second.location, ...BASE]);
    expect(first.log.length).toBeGreaterThan(200);
    expect(second.log).toEqual(first.log);
  });
});

describe("the reach report", () => {
  it("lists the operations that never answered 2xx with the likely reason", async () => {
    const { result } = await theDefaultRun();
    const summary = result.stdout.slice(result.stdout.indexOf("SUMMARY"));
    expect(summary).toMatch(/Reach: +3 of 7 operations answered 2xx; never 2xx:/);
    expect(summary).toMatch(/GET \/orders\/\{orderId\}\/invoice +missing test data \(404 ×\d+\)/);
    expect(summary).toMatch(/GET \/admin\/stats +missing auth \(401 ×\d+\)/);
    expect(summary).toMatch(/GET \/reports +always 4xx validation \(400 ×\d+/);
    expect(summary).not.toMatch(/POST \/items +/);
  });

  it("credentials take an operation off the list", async () => {
    // Twenty examples an operation reach what the default hundred do (as on the run-finished event below).
    const { location } = await reachServer();
    const result = await cli(["run", location, ...BASE, "-n", "20", "-H", "Authorization: Bearer s3cret"]);
    const summary = result.stdout.slice(result.stdout.indexOf("SUMMARY"));
    expect(summary).toMatch(/Reach: +4 of 7 operations answered 2xx/);
    expect(summary).not.toContain("missing auth");
  });

  it("is data on the run-finished event", async () => {
    const { location } = await reachServer();
    const spec = await loadOpenApi(location, { headers: {} });
    const run = resolveRun(parseRunOptions({ header: [], shrink: true, seed: "11", generationDatabase: "none", maxExamples: "20" }, 2), undefined, spec, location, 2);
    const events: EngineEvent[] = [];
    const transport = createHttpTransport();
    try {
      await runTests({ ...fixedRunOptions(spec, run), transport, sinks: [{ handle: (event) => void events.push(event) }] });
    } finally {
      await transport.close();
    }
    const finished = events.find((event) => event.type === "run-finished");
    const reach = (finished as { reach?: ReachReport }).reach;
    expect(reach?.operations).toBe(7);
    expect(reach?.unreached.map(({ operation, reason }) => [operation, reason])).toEqual([
      ["GET /labels", "missing test data"],
      ["GET /orders/{orderId}/invoice", "missing test data"],
      ["GET /admin/stats", "missing auth"],
      ["GET /reports", "always 4xx validation"],
    ]);
    expect(reach?.unreached[2]?.statuses[401]).toBeGreaterThan(0);
  });
});
