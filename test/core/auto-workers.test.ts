import { describe, expect, it } from "vitest";
import { resolveRunSettings } from "../../src/config/resolve.js";
import { autoWorkers } from "../../src/core/auto-workers.js";
import { parseWorkers } from "../../src/cli/parse-values.js";

describe("--workers auto", () => {
  it("is one worker per core, at least 4", () => {
    expect([1, 2, 3, 4, 8, 16].map(autoWorkers)).toEqual([4, 4, 4, 4, 8, 16]);
  });

  it("means the same on the command line and in apitest.toml", () => {
    expect(parseWorkers("auto", 2)).toBe(4);
    expect(parseWorkers("auto", 12)).toBe(12);
    expect(parseWorkers("3", 12)).toBe(3);
    const fromFile = (cores: number): number => resolveRunSettings({ config: { workers: "auto" }, schemaTitle: "t", cli: {}, cores }).workers;
    expect([fromFile(2), fromFile(12)]).toEqual([4, 12]);
  });

  it("rejects counts outside 1–64 with the flag named", () => {
    expect(() => parseWorkers("0", 2)).toThrow(/--workers/);
    expect(() => parseWorkers("65", 2)).toThrow(/--workers/);
  });
});
