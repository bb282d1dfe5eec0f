import { describe, expect, it } from "vitest";
import { libIsStale } from "./fresh-build.js";

describe("the global setup's bundle freshness", () => {
  it("rebundles when a module deep in dist/ changed, though no entry file did", () => {
    // Entries bundled at t=100; tsc rewrote only dist/reporting/x.js at t=200.
    expect(libIsStale(200, [100, 100, 101])).toBe(true);
  });

  it("rebundles when one entry's bundle is missing", () => {
    expect(libIsStale(50, [100, undefined])).toBe(true);
  });

  it("keeps a bundle newer than every module in dist/", () => {
    expect(libIsStale(90, [100, 101, 102])).toBe(false);
  });
});
