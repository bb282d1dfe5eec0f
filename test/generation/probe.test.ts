import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptsAny, guardedFilter, tryFilter } from "../../src/generation/probe.js";

/** An arbitrary that counts the values generated from it. */
function counted<T>(arb: fc.Arbitrary<T>): { arb: fc.Arbitrary<T>; made: () => number } {
  let made = 0;
  return {
    arb: arb.map((value) => {
      made++;
      return value;
    }),
    made: () => made,
  };
}

describe("acceptsAny (the probe that keeps a hopeless filter from hanging a run)", () => {
  it("stops at the first accepted value: a filter most values pass costs one value to check, not the whole sample", () => {
    const probe = counted(fc.string());
    expect(acceptsAny(probe.arb, () => true)).toBe(true);
    expect(probe.made()).toBe(1);
  });

  it("looks at exactly `runs` values before calling a filter hopeless", () => {
    const probe = counted(fc.integer());
    expect(acceptsAny(probe.arb, () => false, 60)).toBe(false);
    expect(probe.made()).toBe(60);
    expect(() => guardedFilter(fc.integer(), () => false, () => "never")).toThrow("never");
    expect(tryFilter(fc.integer(), () => false)).toBeUndefined();
  });

  it("decides on the values fc.sample gives with the same seed: a value only among the first `runs` is found, one after them is not", () => {
    const sample = fc.sample(fc.integer(), { seed: 0x5eed, numRuns: 80 });
    const inside = sample[40]!;
    const outside = sample.slice(60).find((value) => !sample.slice(0, 60).includes(value));
    expect(outside).toBeDefined();
    expect(acceptsAny(fc.integer(), (value) => value === inside, 60)).toBe(true);
    expect(acceptsAny(fc.integer(), (value) => value === outside, 60)).toBe(false);
    expect(acceptsAny(fc.integer(), (value) => value === outside, 80)).toBe(true);
  });

  it("answers false when generating the values fails", () => {
    const broken = fc.integer().map(() => {
      throw new Error("a custom format that fails");
    });
    expect(acceptsAny(broken, () => true)).toBe(false);
  });
});
