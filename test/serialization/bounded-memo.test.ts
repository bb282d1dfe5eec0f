import { describe, expect, it } from "vitest";
import { remembered } from "../../src/serialization/bounded-memo.js";

describe("remembered", () => {
  it("works each key out once, an undefined answer included", () => {
    const memo = new Map<string, number | undefined>();
    const asked: string[] = [];
    const compute = (key: string): number | undefined => {
      asked.push(key);
      return key === "none" ? undefined : key.length;
    };
    expect(remembered(memo, "abc", 8, compute)).toBe(3);
    expect(remembered(memo, "abc", 8, compute)).toBe(3);
    expect(remembered(memo, "none", 8, compute)).toBeUndefined();
    expect(remembered(memo, "none", 8, compute)).toBeUndefined();
    expect(asked).toEqual(["abc", "none"]);
  });

  it("never holds more than its limit, whatever keys come", () => {
    const memo = new Map<number, number>();
    for (let key = 0; key < 1000; key++) {
      remembered(memo, key, 16, (k) => k * 2);
      expect(memo.size).toBeLessThanOrEqual(16);
    }
    expect(remembered(memo, 999, 16, () => -1)).toBe(1998);
  });
});
