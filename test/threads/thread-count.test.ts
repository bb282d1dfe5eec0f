import { describe, expect, it } from "vitest";
import { mayUseThreads, MIN_THREADED_WORK, threadCount, type ThreadFacts } from "../../src/threads/thread-count.js";

const base: ThreadFacts = { requested: "auto", cores: 8, operations: 10, workers: 4, maxExamples: MIN_THREADED_WORK, phases: ["examples", "coverage", "fuzzing", "stateful"], rateLimited: false };

describe("threadCount", () => {
  it("auto: min(cores, operations, workers) when the run has enough work", () => {
    expect(threadCount(base)).toBe(4);
    expect(threadCount({ ...base, cores: 2 })).toBe(2);
    expect(threadCount({ ...base, operations: 3 })).toBe(3);
  });

  it("auto: one thread for small runs, one worker, one operation, one core, a rate limit or the stateful phase alone", () => {
    expect(threadCount({ ...base, maxExamples: Math.floor((MIN_THREADED_WORK - 1) / 10) })).toBe(1);
    expect(threadCount({ ...base, maxExamples: MIN_THREADED_WORK / 10 })).toBe(4);
    expect(threadCount({ ...base, maxExamples: 100 })).toBe(1);
    expect(threadCount({ ...base, workers: 1 })).toBe(1);
    expect(threadCount({ ...base, operations: 1 })).toBe(1);
    expect(threadCount({ ...base, cores: 1 })).toBe(1);
    expect(threadCount({ ...base, rateLimited: true })).toBe(1);
    expect(threadCount({ ...base, phases: ["stateful"] })).toBe(1);
  });

  it("mayUseThreads: no copy of the schema for runs that cannot use threads", () => {
    const facts = { requested: "auto" as const, workers: 2, cores: 2 };
    expect(mayUseThreads(facts)).toBe(true);
    expect(mayUseThreads({ ...facts, cores: 1 })).toBe(false);
    expect(mayUseThreads({ ...facts, workers: 1 })).toBe(false);
    expect(mayUseThreads({ ...facts, requested: 1 })).toBe(false);
    expect(mayUseThreads({ ...facts, cores: 1, requested: 2 })).toBe(true);
  });

  it("an explicit count is kept, but never more than the operations tested at once", () => {
    expect(threadCount({ ...base, requested: 3, maxExamples: 1 })).toBe(3);
    expect(threadCount({ ...base, requested: 16 })).toBe(4);
    expect(threadCount({ ...base, requested: 1 })).toBe(1);
    expect(threadCount({ ...base, requested: 2, workers: 1 })).toBe(1);
    expect(threadCount({ ...base, requested: 2, cores: 1 })).toBe(2);
  });

  it("an explicit count above 1 with a rate limit is a usage error", () => {
    expect(() => threadCount({ ...base, requested: 2, rateLimited: true })).toThrow(/--threads 2 cannot be combined with rate-limit/);
    expect(threadCount({ ...base, requested: 1, rateLimited: true })).toBe(1);
  });
});
