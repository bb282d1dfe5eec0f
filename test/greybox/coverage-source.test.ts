import { describe, expect, it } from "vitest";
import { CoverageSource, MAX_BATCH } from "../../src/greybox/coverage-source.js";
import { inProcessSession } from "../../src/greybox/in-process-session.js";
import type { Response } from "../../src/core/response.js";
import { createNodeAppTransport, type NodeApp } from "../../src/transport/node-app.js";
// @ts-expect-error: a plain JavaScript fixture, without types.
import { handler } from "../fixtures/greybox-api/app.js";

const ROOT = new URL("../../", import.meta.url);
/** apitest's own code and this test are not the API: the fixture app is. */
const EXCLUDED = ["src/", "dist/", "lib/", "test/greybox/"].flatMap((folder) => [new URL(folder, ROOT).href, new URL(folder, ROOT).pathname]);

describe("CoverageSource (node:inspector in this process, a real app)", () => {
  it("keeps a case whose request reached new code, not one that repeats it; takes less often while nothing new is reached", async () => {
    const reached = new Set<string>();
    const source = await CoverageSource.start(inProcessSession(), { excluded: EXCLUDED, code: { addScript: () => undefined, markReached: (url) => reached.add(url) } });
    const transport = source.wrap(createNodeAppTransport(handler as NodeApp));
    const send = (path: string): Promise<Response> => transport.send({ method: "GET", url: `http://app.test${path}`, headers: {} });
    const kept: string[] = [];
    try {
      const judged = async (path: string): Promise<void> => {
        const response = await send(path);
        source.judge(response, () => kept.push(path));
      };
      await judged("/opening?day=sat");
      // Measured alone right after new code was reached: the same request again is nothing new.
      await judged("/opening?day=sat");
      expect(kept).toEqual(["/opening?day=sat"]);
      const takesBefore = source.takes;
      for (let i = 0; i < 40; i++) await judged("/opening?day=sat");
      // Forty requests that reach nothing new: far fewer takes than requests (the batch doubles).
      expect(source.takes - takesBefore).toBeLessThan(12);
      expect(MAX_BATCH).toBe(32);
      // Another branch of the same handler is new code again: kept once its batch is measured.
      await judged("/opening?day=sun");
      const report = await source.report();
      // The batch it was measured in is kept with it (the quiet requests before it in that batch).
      expect(kept[0]).toBe("/opening?day=sat");
      expect(kept.at(-1)).toBe("/opening?day=sun");
      expect(kept.length).toBeLessThanOrEqual(1 + MAX_BATCH);
      expect([...reached]).toEqual([new URL("../fixtures/greybox-api/app.js", import.meta.url).href]);
      expect(report.linesReached).toBeGreaterThan(0);
      expect(report.linesReached).toBeLessThan(report.lines);
    } finally {
      await source.finish();
      await transport.close();
    }
  });
});
