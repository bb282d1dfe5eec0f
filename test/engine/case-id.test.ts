import { describe, expect, it } from "vitest";
import { newCaseId } from "../../src/engine/case-id.js";

describe("newCaseId", () => {
  it("is ten characters of 0-9a-z, every character used in every position, with no repeats in 20,000", () => {
    const ids = Array.from({ length: 20_000 }, () => newCaseId());
    // One assertion over the 20,000 (an expect() a draw cost more than the drawing): none is malformed.
    expect(ids.filter((id) => !/^[0-9a-z]{10}$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (let position = 0; position < 10; position++) {
      // Leading digits too: a short draw is padded with zeros, not left shorter.
      expect(new Set(ids.map((id) => id[position])).size).toBe(36);
    }
  });
});
