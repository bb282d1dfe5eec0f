import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNUSUAL_NUMBERS, integerArbitrary, numberArbitrary } from "../../src/generation/number.js";

const draw = (schema: Record<string, unknown>, count = 4000): number[] => fc.sample(numberArbitrary(schema), { numRuns: count, seed: 7 });
const has = (values: readonly number[], wanted: number): boolean => values.some((value) => Object.is(value, wanted));

describe("numberArbitrary and unusual numbers", () => {
  it("draws negative zero, safe-integer extremes, double extremes and exponent forms for unbounded numbers", () => {
    const values = draw({ type: "number" });
    for (const wanted of [-0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.MAX_VALUE, 1e308, 5e-324]) expect(has(values, wanted)).toBe(true);
    // Still mostly ordinary numbers.
    expect(values.filter((value) => UNUSUAL_NUMBERS.some((unusual) => Object.is(unusual, value))).length).toBeLessThan(values.length / 4);
  });

  it("draws only the unusual numbers the bounds allow", () => {
    const positive = draw({ type: "number", exclusiveMinimum: 0 });
    expect(positive.every((value) => value > 0)).toBe(true);
    expect(has(positive, 5e-324)).toBe(true);
    const small = draw({ type: "number", minimum: -10, maximum: 10 });
    expect(small.every((value) => value >= -10 && value <= 10)).toBe(true);
    expect(has(small, -0)).toBe(true);
    const floats = draw({ type: "number", format: "float" });
    expect(floats.every((value) => Math.abs(value) <= 3.4028234663852886e38)).toBe(true);
    expect(has(floats, 1e308)).toBe(false);
  });

  it("keeps integers free of negative zero", () => {
    expect(fc.sample(integerArbitrary({ type: "integer" }), { numRuns: 2000, seed: 3 }).some((value) => Object.is(value, -0))).toBe(false);
  });
});
