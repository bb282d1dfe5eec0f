import { describe, expect, test } from "vitest";
import { ModeBudget } from "../../src/engine/mode-budget.js";

/** The shares of `modes` modes of `max` cases, each mode sending `sent(share)`. */
function shares(max: number, modes: number, sent: (share: number) => number = (share) => share): number[] {
  const budget = new ModeBudget(max, modes);
  const out: number[] = [];
  for (let i = 0; i < modes; i++) {
    const share = budget.next();
    out.push(share);
    budget.spent(sent(share));
  }
  return out;
}

describe("ModeBudget: the data modes share one operation's max-examples", () => {
  test("one mode gets all of it", () => {
    expect(shares(10, 1)).toEqual([10]);
  });
  test("two modes: positive first gets half rounded up, negative the rest", () => {
    expect(shares(10, 2)).toEqual([5, 5]);
    expect(shares(7, 2)).toEqual([4, 3]);
    expect(shares(1, 2)).toEqual([1, 0]);
  });
  test("what a mode leaves unused (its distinct cases ran out) goes to the next", () => {
    expect(shares(10, 2, (share) => Math.min(share, 2))).toEqual([5, 8]);
  });
  test("never more than max-examples in all", () => {
    for (let max = 1; max <= 30; max++) {
      for (let modes = 1; modes <= 3; modes++) expect(shares(max, modes).reduce((a, b) => a + b, 0)).toBe(max);
    }
  });
});
