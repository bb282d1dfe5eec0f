import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SchemaError } from "../../src/core/errors.js";
import { patternArbitrary } from "../../src/generation/pattern.js";

const BASE64 = "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$";

describe("patternArbitrary", () => {
  it("generates strings matching the pattern", () => {
    const regex = new RegExp(BASE64, "u");
    for (const value of fc.sample(patternArbitrary(BASE64), { seed: 7, numRuns: 50 })) expect(value).toMatch(regex);
    for (const value of fc.sample(patternArbitrary("^[0-9a-f]+$", 4), { seed: 7, numRuns: 50 })) expect(value).toMatch(/^[0-9a-f]{1,4}$/);
  });

  it("builds a pattern once per maxLength: a large schema repeats its patterns across operations", () => {
    expect(patternArbitrary(BASE64)).toBe(patternArbitrary(BASE64));
    expect(patternArbitrary(BASE64, 12)).toBe(patternArbitrary(BASE64, 12));
    expect(patternArbitrary(BASE64, 12)).not.toBe(patternArbitrary(BASE64));
    // The shared arbitrary draws what a fresh one would: the same values for the same seed.
    const regex = new RegExp(BASE64, "u");
    const fresh = fc.sample(fc.stringMatching(regex, {}).filter((text) => regex.test(text)), { seed: 3, numRuns: 20 });
    patternArbitrary(BASE64);
    expect(fc.sample(patternArbitrary(BASE64), { seed: 3, numRuns: 20 })).toEqual(fresh);
  });

  it("remembers a pattern it cannot generate, and says so each time", () => {
    const impossible = "^a$b";
    const first = (() => {
      try {
        patternArbitrary(impossible);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(first).toBeInstanceOf(SchemaError);
    expect(() => patternArbitrary(impossible)).toThrow((first as SchemaError).message);
  });
});
