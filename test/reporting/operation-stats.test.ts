import { describe, expect, it } from "vitest";
import type { EngineEvent } from "../../src/core/events.js";
import { Response } from "../../src/core/response.js";
import {
  bucketFloorMs,
  bucketOf,
  emptyRunFigures,
  foldRunFigures,
  overallStatus,
  quantileMs,
  runTimes,
  TIME_BUCKETS,
} from "../../src/reporting/operation-stats.js";
import { interaction, operationFinished, request, runStarted } from "../support/report-events.js";

function timed(operation: string, status: number, ms: number): EngineEvent {
  const req = request();
  const res = new Response({ statusCode: status, message: "", headers: {}, content: new Uint8Array(), elapsed: ms / 1000, httpVersion: "1.1", request: req, verify: true });
  return interaction({ operation, req, res });
}

describe("response-time buckets", () => {
  it("put a time in the bucket whose edges hold it, clamping both ends", () => {
    for (const ms of [0.11, 0.5, 1, 3.3, 47, 250, 1999, 60_000]) {
      const index = bucketOf(ms);
      expect(bucketFloorMs(index)).toBeLessThanOrEqual(ms);
      expect(bucketFloorMs(index + 1)).toBeGreaterThan(ms);
    }
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(-1)).toBe(0);
    expect(bucketOf(Number.NaN)).toBe(0);
    expect(bucketOf(1e12)).toBe(TIME_BUCKETS - 1);
  });

  it("give the median and p95 within a bucket's half-width (±10 %) of the exact ones", () => {
    const buckets = new Uint32Array(TIME_BUCKETS);
    const times: number[] = [];
    // A skewed distribution: most requests fast, a slow tail.
    for (let i = 0; i < 10_000; i++) {
      const ms = i % 20 === 0 ? 200 + (i % 97) * 3 : 5 + (i % 31) * 0.7;
      times.push(ms);
      buckets[bucketOf(ms)]! += 1;
    }
    times.sort((a, b) => a - b);
    const exact = (q: number): number => times[Math.ceil(q * times.length) - 1]!;
    for (const q of [0.5, 0.95, 0.99]) {
      const estimate = quantileMs(buckets, q)!;
      expect(Math.abs(estimate / exact(q) - 1)).toBeLessThan(0.1);
    }
    expect(quantileMs(new Uint32Array(TIME_BUCKETS), 0.5)).toBeUndefined();
  });
});

describe("foldRunFigures", () => {
  it("counts requests, status codes and times per operation, and phase outcomes over the run", () => {
    const run = emptyRunFigures();
    const events: EngineEvent[] = [
      runStarted(3),
      timed("GET /a", 200, 4),
      timed("GET /a", 200, 6),
      timed("GET /a", 500, 90),
      timed("POST /b", 201, 12),
      interaction({ operation: "POST /b", error: "connection reset" }),
      operationFinished("GET /a", "failed", [], { phase: "coverage", stats: { cases: 3, statuses: {} } }),
      operationFinished("GET /a", "skipped", [], { skipReason: "already failing" }),
      operationFinished("POST /b", "passed"),
      { type: "run-finished", durationSeconds: 2, interrupted: true, stopReason: "max-failures reached" },
    ];
    for (const event of events) expect(foldRunFigures(run, event)).toBe(run);
    expect(run).toMatchObject({ title: "Bookings", seed: 3, selected: 2, durationSeconds: 2, interrupted: true, stopReason: "max-failures reached" });
    const a = run.operations.get("GET /a")!;
    expect([a.index, a.requests, a.cases, a.noResponse]).toEqual([0, 3, 6, 0]);
    expect([...a.statuses]).toEqual([
      [200, 2],
      [500, 1],
    ]);
    expect([...a.phases]).toEqual([
      ["coverage", "failed"],
      ["fuzzing", "skipped"],
    ]);
    expect(a.skipReasons.get("fuzzing")).toBe("already failing");
    expect(overallStatus(a)).toBe("failed");
    const b = run.operations.get("POST /b")!;
    expect([b.index, b.requests, b.noResponse, overallStatus(b)]).toEqual([1, 2, 1, "passed"]);
    const all = runTimes(run);
    expect(all.reduce((sum, count) => sum + count, 0)).toBe(4);
    expect(quantileMs(all, 0.5)).toBeGreaterThan(5);
    expect(quantileMs(all, 0.5)).toBeLessThan(7);
  });
});
