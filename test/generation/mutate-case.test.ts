import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, test } from "vitest";
import type { CaseData } from "../../src/core/case.js";
import { NOT_SET } from "../../src/core/not-set.js";
import { CHANGES, mutateCase, mutateValue } from "../../src/generation/mutate-case.js";

const random = (seed: number): fc.Random => new fc.Random(xoroshiro128plus(seed));

const data = (over: Partial<CaseData> = {}): CaseData => ({
  method: "POST",
  path: "/items/{id}",
  pathParameters: {},
  query: {},
  headers: {},
  cookies: {},
  body: NOT_SET,
  mediaType: undefined,
  ...over,
});

describe("mutateValue", () => {
  test("numbers are doubled, halved, nudged up and down; an integer stays an integer", () => {
    expect([0, 1, 2, 3].map((change) => mutateValue(7, change))).toEqual([14, 4, 8, 6]);
    expect([0, 1, 2, 3].map((change) => mutateValue(1.5, change))).toEqual([3, 0.75, 2.5, 0.5]);
    expect(mutateValue(0, 0)).toBe(2);
    expect(Object.is(mutateValue(-1, 1), -0)).toBe(false);
  });

  test("strings grow or lose their last character; arrays double or lose their last item", () => {
    expect([0, 1, 3].map((change) => mutateValue("ab", change))).toEqual(["abab", "aba", "a"]);
    expect(mutateValue("", 3)).toBe("a");
    expect(mutateValue([1, 2], 0)).toEqual([1, 2, 1, 2]);
    expect(mutateValue([1, 2], 3)).toEqual([1]);
  });

  test("values no change applies to are left alone", () => {
    expect(mutateValue([], 0)).toBeUndefined();
    expect(mutateValue(true, 0)).toBeUndefined();
    expect(mutateValue(null, 0)).toBeUndefined();
    expect(mutateValue(Number.MAX_SAFE_INTEGER, 0)).toBeUndefined();
  });
});

describe("mutateCase", () => {
  test("changes exactly one leaf and says which wire part it is in", () => {
    const original = data({ pathParameters: { id: 5 }, query: { q: "x" }, headers: { "X-N": 3 }, body: { name: "a", tags: ["t"] }, mediaType: "application/json" });
    const parts = new Set<string>();
    const rng = random(3);
    for (let run = 0; run < 200; run++) {
      const result = mutateCase(original, rng);
      if (result === undefined) continue;
      parts.add(result.part);
      const changed = (["pathParameters", "query", "headers", "cookies", "body"] as const).filter((key) => JSON.stringify(result.data[key]) !== JSON.stringify(original[key]));
      expect(changed).toHaveLength(1);
      expect(result.step.change).toBeLessThan(CHANGES);
    }
    expect([...parts].sort()).toEqual(["body", "header", "path", "query"]);
    expect(original.body).toEqual({ name: "a", tags: ["t"] });
  });

  test("a step given again changes the same leaf the same way; no leaf, no mutation", () => {
    const original = data({ query: { a: 1, b: 10 } });
    const first = mutateCase(original, random(1));
    expect(first).toBeDefined();
    const again = mutateCase(original, random(99), first?.step);
    expect(again?.data).toEqual(first?.data);
    expect(mutateCase(data({ query: { flag: true } }), random(1))).toBeUndefined();
    expect(mutateCase(data({ body: new Uint8Array([1]), mediaType: "application/octet-stream" }), random(1))).toBeUndefined();
  });
});
