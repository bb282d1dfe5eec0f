import { describe, expect, it } from "vitest";
import { mergeNdjson, readNdjson, type NdjsonLine } from "../../src/reporting/ndjson-merge.js";

const shard = (seed: number, operation: string, status: string, finished = true): NdjsonLine[] => [
  { event: "run-started", time: `2026-01-01T00:00:0${seed}.000Z`, version: 1, title: "T", operations: 1, phases: ["coverage", "fuzzing"], seed },
  { event: "phase-started", time: "2026-01-01T00:00:10.000Z", phase: "coverage", operations: 1 },
  { event: "interaction", time: "2026-01-01T00:00:11.000Z", phase: "coverage", operation, status: 200 },
  { event: "operation-finished", time: "2026-01-01T00:00:12.000Z", phase: "coverage", operation, status },
  { event: "phase-finished", time: "2026-01-01T00:00:13.000Z", phase: "coverage" },
  { event: "warning", time: "2026-01-01T00:00:14.000Z", name: "missing_test_data", message: "m", hint: "h", operations: [operation] },
  ...(finished ? [{ event: "run-finished", time: `2026-01-01T00:00:2${seed}.000Z`, durationSeconds: seed, interrupted: false, counts: {} }] : []),
];

describe("mergeNdjson", () => {
  it("makes one run: one start, phases once with operations added, warnings joined, counts recomputed", () => {
    const merged = mergeNdjson([shard(1, "GET /a", "failed"), shard(2, "GET /b", "passed")]);
    expect(merged.map((record) => record.event)).toEqual(["run-started", "phase-started", "interaction", "operation-finished", "interaction", "operation-finished", "phase-finished", "warning", "run-finished"]);
    expect(merged[0]).toMatchObject({ operations: 2, phases: ["coverage", "fuzzing"], seed: 1, seeds: [1, 2], time: "2026-01-01T00:00:01.000Z" });
    expect(merged[1]).toMatchObject({ phase: "coverage", operations: 2 });
    expect(merged[7]).toMatchObject({ name: "missing_test_data", operations: ["GET /a", "GET /b"] });
    expect(merged[8]).toEqual({
      event: "run-finished",
      time: "2026-01-01T00:00:22.000Z",
      durationSeconds: 3,
      interrupted: false,
      counts: { operations: 2, passed: 1, failed: 1, errored: 0, skipped: 0, interactions: 2, failures: 0, errors: 0 },
    });
  });

  it("says interrupted when a run's stream has no end", () => {
    const merged = mergeNdjson([shard(1, "GET /a", "passed"), shard(2, "GET /b", "passed", false)]);
    expect(merged.at(-1)).toMatchObject({ interrupted: true, durationSeconds: 1 });
  });

  it("reads only apitest streams", () => {
    expect(() => readNdjson('{"event":"phase-started"}\n')).toThrow(/first record is "phase-started", not "run-started"/);
    expect(() => readNdjson('{"event":"run-started"}\nnot json\n')).toThrow(/line 2 is not JSON/);
    expect(readNdjson('{"event":"run-started"}\n\n{"event":"run-finished"}\n')).toHaveLength(2);
  });
});
