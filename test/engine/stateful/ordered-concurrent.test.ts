import { describe, expect, it } from "vitest";
import { orderedConcurrent } from "../../../src/engine/stateful/ordered-concurrent.js";

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe("orderedConcurrent", () => {
  it("keeps up to `concurrency` jobs in flight and consumes results in job order, whatever finishes first", async () => {
    let running = 0;
    let most = 0;
    const consumed: number[] = [];
    await orderedConcurrent({
      concurrency: 3,
      mayStart: (index) => index < 9,
      start: async (index) => {
        running++;
        most = Math.max(most, running);
        await sleep((9 - index) * 3);
        running--;
        return index * 10;
      },
      consume: async (result) => {
        consumed.push(result);
        return true;
      },
    });
    expect(most).toBe(3);
    expect(consumed).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
  });

  it("stops at the consumer's word: later results are dropped, and nothing is left running", async () => {
    const finished = new Set<number>();
    const consumed: number[] = [];
    await orderedConcurrent({
      concurrency: 4,
      mayStart: () => true,
      start: async (index) => {
        await sleep(index % 2 === 0 ? 10 : 1);
        finished.add(index);
        return index;
      },
      consume: async (result) => {
        consumed.push(result);
        return result < 2;
      },
    });
    expect(consumed).toEqual([0, 1, 2]);
    // The jobs started ahead of the stop were awaited before it returned.
    expect([...finished].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("settle() waits for every job in flight, keeping their results for their turn", async () => {
    const done: number[] = [];
    const consumed: number[] = [];
    await orderedConcurrent({
      concurrency: 3,
      mayStart: (index) => index < 3,
      start: async (index) => {
        await sleep(5 * (index + 1));
        done.push(index);
        return index;
      },
      consume: async (result, _index, settle) => {
        if (result === 0) {
          await settle();
          expect(done).toEqual([0, 1, 2]);
        }
        consumed.push(result);
        return true;
      },
    });
    expect(consumed).toEqual([0, 1, 2]);
  });

  it("with one job at a time, starts the next only after the previous was consumed", async () => {
    const events: string[] = [];
    await orderedConcurrent({
      concurrency: 1,
      mayStart: (index) => index < 3,
      start: async (index) => {
        events.push(`start ${index}`);
        return index;
      },
      consume: async (result) => {
        events.push(`consume ${result}`);
        return true;
      },
    });
    expect(events).toEqual(["start 0", "consume 0", "start 1", "consume 1", "start 2", "consume 2"]);
  });

  it("rethrows a job's error at its turn, after the results before it, with no unhandled rejection meanwhile", async () => {
    const consumed: number[] = [];
    const finished: number[] = [];
    const error = await orderedConcurrent({
      concurrency: 3,
      mayStart: (index) => index < 7,
      start: async (index) => {
        // Job 4 fails first, while jobs 2 and 3 are still running.
        await sleep(index === 4 ? 1 : 8);
        finished.push(index);
        if (index === 4) throw new Error("job 4 failed");
        return index;
      },
      consume: async (result) => {
        consumed.push(result);
        return true;
      },
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("job 4 failed");
    expect(consumed).toEqual([0, 1, 2, 3]);
    // Jobs started before the failure was taken (5 and 6 ride along in their slots) were awaited.
    expect([...finished].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
