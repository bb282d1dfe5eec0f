import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRunOptions } from "../../src/cli/build-settings.js";
import { resolveRun } from "../../src/cli/resolve-run.js";
import type { EngineEvent, EventSink } from "../../src/core/events.js";
import { runTests } from "../../src/engine/run.js";
import { HealthMonitor, LARGE_CASE_BYTES, SLOW_MS_PER_CASE } from "../../src/health/health-checks.js";
import { HealthLog } from "../../src/health/health-log.js";
import { defaultSerializers } from "../../src/serialization/registry.js";
import { loadOpenApi } from "../../src/specs/openapi/load-spec.js";
import { createHttpTransport } from "../../src/transport/http.js";
import { startServer, type TestServer } from "../support/server.js";

function monitorOf(sizes: readonly number[], ms = 1, rejected = 0): HealthMonitor {
  const monitor = new HealthMonitor();
  for (const size of sizes) monitor.generated(ms, size);
  for (let index = 0; index < rejected; index++) {
    monitor.generated(ms, undefined);
    monitor.reject();
  }
  return monitor;
}

describe("HealthMonitor", () => {
  it("finds nothing in ordinary generation", () => {
    expect(monitorOf(Array.from({ length: 100 }, (_, index) => 200 + index)).findings()).toEqual([]);
  });

  it("tells a huge smallest case (large_base_example) from frequent huge cases (data_too_large)", () => {
    const huge = LARGE_CASE_BYTES + 1;
    expect(monitorOf(Array.from({ length: 20 }, () => huge)).findings()).toEqual(["large_base_example"]);
    expect(monitorOf([10, ...Array.from({ length: 5 }, () => huge), ...Array.from({ length: 14 }, () => 10)]).findings()).toEqual(["data_too_large"]);
    expect(monitorOf([10, ...Array.from({ length: 4 }, () => huge), ...Array.from({ length: 15 }, () => 10)]).findings()).toEqual([]);
  });

  it("counts rejected attempts (filter_too_much) only over enough attempts", () => {
    expect(monitorOf([10, 10, 10], 1, 47).findings()).toEqual(["filter_too_much"]);
    expect(monitorOf([10, 10], 1, 40).findings()).toEqual([]);
    expect(monitorOf(Array.from({ length: 10 }, () => 10), 1, 50).findings()).toEqual([]);
  });

  it("flags slow generation (too_slow) from the average over the sample", () => {
    expect(monitorOf([10, 10, 10, 10, 10, 10], SLOW_MS_PER_CASE + 1).findings()).toEqual(["too_slow"]);
    // Five cases are four timed ones (the first pays for set-up): too few to judge.
    expect(monitorOf([10, 10, 10, 10, 10], SLOW_MS_PER_CASE * 10).findings()).toEqual([]);
    // A slow first case alone is set-up, not slowness.
    const warmUp = new HealthMonitor();
    warmUp.generated(5_000, 10);
    for (let index = 0; index < 19; index++) warmUp.generated(1, 10);
    expect(warmUp.findings()).toEqual([]);
  });

  it("reports failing checks as errors and the others as one warning per check; suppressed ones not at all", () => {
    const log = new HealthLog(["too_slow"]);
    const huge = monitorOf(Array.from({ length: 20 }, () => LARGE_CASE_BYTES + 1), SLOW_MS_PER_CASE * 2);
    expect(log.record("POST /big", huge).map((error) => error.title)).toEqual(["Failed health check: large_base_example"]);
    expect(log.record("GET /b", monitorOf([10], 1, 60))).toEqual([]);
    expect(log.record("GET /a", monitorOf([10], 1, 60))).toEqual([]);
    expect(log.events().map((event) => [event.name, event.operations])).toEqual([["filter_too_much", ["GET /a", "GET /b"]]]);
  });

  it("lists a warning's operations in the run's (schema) order when given it, whatever order they were recorded or absorbed in", () => {
    const log = new HealthLog();
    expect(log.record("GET /a", monitorOf([10], 1, 60))).toEqual([]);
    log.absorb([{ type: "warning", name: "filter_too_much", message: "", hint: "", operations: ["GET /c", "GET /b"] }]);
    const order = ["GET /c", "GET /b", "GET /a"];
    expect(log.events(order)[0]?.operations).toEqual(["GET /c", "GET /b", "GET /a"]);
    // Labels the order does not know go last, alphabetically.
    expect(log.events(["GET /b"])[0]?.operations).toEqual(["GET /b", "GET /a", "GET /c"]);
  });
});

describe("too_slow in a run", () => {
  let server: TestServer;
  beforeAll(async () => {
    const document = {
      openapi: "3.0.3",
      info: { title: "Slow", version: "1" },
      // Two slow operations, the later one first in the alphabet: warnings list them in schema order.
      paths: Object.fromEntries(
        ["/slow", "/also-slow"].map((path) => [path, { get: { parameters: [{ name: "code", in: "query", required: true, schema: { type: "string", format: "costly" } }], responses: { "200": { description: "ok" } } } }]),
      ),
    };
    server = await startServer((request) => (request.url.pathname === "/openapi.json" ? { status: 200, body: document } : { status: 200, body: {} }));
  });
  afterAll(async () => {
    await server.close();
  });

  async function run(suppressed: readonly string[] | undefined): Promise<EngineEvent[]> {
    const location = `${server.url}/openapi.json`;
    const spec = await loadOpenApi(location, { headers: {} });
    // The options as commander gives them, without the --include-*/--exclude-* lists (absent means none).
    const raw = { header: [], shrink: true, seed: "1", maxExamples: "7", phases: "fuzzing", mode: "positive" } as unknown as Parameters<typeof parseRunOptions>[0];
    const resolved = resolveRun(parseRunOptions(raw, 1), undefined, spec, location, 1);
    // A custom format whose values take 60 ms each to make: the thread blocks (Atomics.wait) as
    // costly generation would, without keeping a core busy.
    const blocker = new Int32Array(new SharedArrayBuffer(4));
    const costly = fc.string({ minLength: 1, maxLength: 4 }).map((text) => {
      Atomics.wait(blocker, 0, 0, SLOW_MS_PER_CASE + 10);
      return text;
    });
    const events: EngineEvent[] = [];
    const sink: EventSink = { handle: (event) => void events.push(event) };
    const transport = createHttpTransport();
    try {
      await runTests({
        spec,
        settings: resolved.settings,
        transport,
        checks: resolved.checks,
        generation: { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map([["costly", costly]]) },
        serializers: defaultSerializers(),
        sinks: [sink],
        headers: resolved.headers,
        ...(suppressed === undefined ? {} : { suppressHealthChecks: suppressed }),
      });
    } finally {
      await transport.close();
    }
    return events;
  }

  it("warns (without failing the operation) when generation is far slower than sending, unless suppressed", async () => {
    const events = await run(undefined);
    const warning = events.find((event) => event.type === "warning" && event.name === "too_slow");
    expect(warning).toMatchObject({ operations: ["GET /slow", "GET /also-slow"], hint: expect.stringContaining("--suppress-health-check too_slow") });
    expect(events.find((event) => event.type === "operation-finished")).toMatchObject({ status: "passed" });
    const quiet = await run(["too_slow"]);
    expect(quiet.some((event) => event.type === "warning")).toBe(false);
  });
});
