import { describe, expect, it } from "vitest";
import { newCaseId } from "../../src/engine/case-id.js";

describe("newCaseId", () => {
  it("is ten characters of 0-9a-z, every character used in every position, with no repeats in 20,000", () => {
    const ids = Array.from({ length: 20_000 }, () => newCaseId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{10}$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (let position = 0; position < 10; position++) {
      // Leading digits too: a short draw is padded with zeros, not left shorter.
      expect(new Set(ids.map((id) => id[position])).size).toBe(36);
    }
  });
});
