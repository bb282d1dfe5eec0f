import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import { textArbitrary, type Alphabet } from "../../src/generation/text.js";

const ASCII: Alphabet = { ranges: [{ weight: 1, min: 0x20, max: 0x7e }] };
const MIXED: Alphabet = {
  ranges: [
    { weight: 12, min: 0x20, max: 0x7e },
    { weight: 1, min: 0x10000, max: 0x10ffff },
  ],
};

/** Values as fast-check's runner draws them: the bias factor grows with the run index. */
function draws(arb: fc.Arbitrary<string>, count: number, seed = 1): string[] {
  return fc.sample(arb, { seed, numRuns: count });
}

/** The counterexample fast-check shrinks `predicate`'s first failure to. */
function minimal(arb: fc.Arbitrary<string>, fails: (text: string) => boolean, seed = 3): string {
  const details = fc.check(fc.property(arb, (text) => !fails(text)), { seed, numRuns: 100 });
  expect(details.failed).toBe(true);
  return (details.counterexample as [string])[0];
}

describe("textArbitrary", () => {
  it("keeps lengths (in code points) within the bounds and characters within the alphabet", () => {
    for (const [min, max] of [
      [0, 0],
      [0, 5],
      [3, 3],
      [2, undefined],
      [1, 40],
    ] as const) {
      for (const text of draws(textArbitrary(MIXED, min, max), 400)) {
        const chars = Array.from(text);
        expect(chars.length).toBeGreaterThanOrEqual(min);
        expect(chars.length).toBeLessThanOrEqual(max ?? 2 * min + 10);
        for (const char of chars) {
          const code = char.codePointAt(0) as number;
          expect((code >= 0x20 && code <= 0x7e) || (code >= 0x10000 && code <= 0x10ffff), `U+${code.toString(16)}`).toBe(true);
        }
      }
    }
  });

  it("draws every length up to twice the minimum plus ten, and both ends of a range more often than by chance", () => {
    const texts = draws(textArbitrary(ASCII, 1, 30), 3000);
    const lengths = new Set(texts.map((text) => text.length));
    for (let length = 1; length <= 12; length++) expect(lengths.has(length), `length ${length}`).toBe(true);
    expect(Math.max(...lengths)).toBe(12);
    // Biased draws (fast-check's bias factor 2, as at the start of a run) favour both ends of a range.
    const random = new fc.Random(xoroshiro128plus(2));
    const arb = textArbitrary(ASCII, 10, 10);
    let chars = "";
    for (let index = 0; index < 3000; index++) chars += arb.generate(random, 2).value;
    const count = (char: string): number => chars.split(char).length - 1;
    // 95 characters: a uniform draw would give each about 1/95 of them.
    const share = chars.length / 95;
    expect(count(" ")).toBeGreaterThan(2 * share);
    expect(count("~")).toBeGreaterThan(1.5 * share);
    expect(count("M")).toBeLessThan(1.5 * share);
  });

  it("picks ranges by weight", () => {
    const chars = draws(textArbitrary(MIXED, 5, 5), 2000).flatMap((text) => Array.from(text));
    const astral = chars.filter((char) => (char.codePointAt(0) as number) >= 0x10000).length / chars.length;
    expect(astral).toBeGreaterThan(0.04);
    expect(astral).toBeLessThan(0.12);
  });

  it("maps drawn numbers through the alphabet's char function", () => {
    const digits: Alphabet = { ranges: [{ weight: 1, min: 0, max: 9 }], char: (code) => String(code) };
    for (const text of draws(textArbitrary(digits, 1, 8), 300)) expect(text).toMatch(/^[0-9]{1,8}$/);
  });

  it("is the same for the same seed", () => {
    expect(draws(textArbitrary(MIXED, 0, 20), 50, 9)).toEqual(draws(textArbitrary(MIXED, 0, 20), 50, 9));
    expect(draws(textArbitrary(MIXED, 0, 20), 50, 9)).not.toEqual(draws(textArbitrary(MIXED, 0, 20), 50, 10));
  });

  it("shrinks to the shortest failing length, made of the simplest character", () => {
    expect(minimal(textArbitrary(ASCII, 0, 30), (text) => text.length >= 3)).toBe("   ");
    expect(minimal(textArbitrary(ASCII, 2, 30), (text) => text.length >= 2)).toBe("  ");
  });

  it("keeps the one character a failure needs, and drops the rest", () => {
    expect(minimal(textArbitrary(ASCII, 0, 30), (text) => text.includes("z"))).toBe("z");
    const astral = minimal(textArbitrary(MIXED, 0, 30), (text) => /[\u{10000}-\u{10ffff}]/u.test(text));
    expect(Array.from(astral)).toHaveLength(1);
    expect(astral.codePointAt(0) as number).toBeGreaterThanOrEqual(0x10000);
  });

  it("repairs generated and shrunk values alike, and shrinks what it drew, not the repair", () => {
    const repair = (text: string): string => text.replace(/^ +| +$/g, (spaces) => "!".repeat(spaces.length));
    const arb = textArbitrary(ASCII, 0, 20, repair);
    for (const text of draws(arb, 500)) expect(text).not.toMatch(/^ | $/);
    expect(minimal(arb, (text) => text.length >= 2)).toBe("!!");
  });

  it("offers only strictly simpler candidates, so shrinking ends", () => {
    const arb = textArbitrary(MIXED, 1, 12);
    const random = new fc.Random(xoroshiro128plus(5));
    let value = arb.generate(random, undefined);
    while (Array.from(value.value).length < 8) value = arb.generate(random, undefined);
    let steps = 0;
    // Follow the first candidate again and again: each is shorter or has more simplest characters.
    for (let current = value; ; steps++) {
      const next = arb.shrink(current.value, current.context).getNthOrLast(0);
      if (next === null) break;
      const before = Array.from(current.value);
      const after = Array.from(next.value);
      expect(after.length).toBeGreaterThanOrEqual(1);
      expect(after.length < before.length || after.filter((char) => char === " ").length > before.filter((char) => char === " ").length).toBe(true);
      current = next;
      expect(steps).toBeLessThan(100);
    }
    expect(steps).toBeGreaterThan(0);
  });
});

