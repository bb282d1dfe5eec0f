import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { graphqlStrings } from "../../../src/generation/graphql/strings.js";

const sample = (allowX00: boolean, codec?: string): string[] => fc.sample(graphqlStrings(allowX00, codec), { numRuns: 1000, seed: 11 });

describe("graphqlStrings", () => {
  it("draws NUL and other unusual strings among mostly ordinary ones", () => {
    const values = sample(true);
    expect(values.filter((text) => text.includes("\u0000")).length).toBeGreaterThan(5);
    expect(values.some((text) => /[\u{10000}-\u{10ffff}]/u.test(text))).toBe(true);
    expect(values.filter((text) => /^[\x20-\x7e]*$/.test(text)).length).toBeGreaterThan(values.length / 2);
  });

  it("never draws NUL when generation.allow-x00 is false", () => {
    expect(sample(false).some((text) => text.includes("\u0000"))).toBe(false);
  });

  it("keeps every string within generation.codec, and names an unknown codec", () => {
    expect(sample(true, "ascii").every((text) => /^[\x00-\x7f]*$/.test(text))).toBe(true);
    expect(sample(true, "latin-1").every((text) => [...text].every((char) => char.codePointAt(0)! <= 0xff))).toBe(true);
    expect(() => graphqlStrings(true, "ebcdic")).toThrow(/Unknown generation.codec "ebcdic"/);
  });
});
