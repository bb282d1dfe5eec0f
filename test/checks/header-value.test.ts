import { describe, expect, it } from "vitest";
import { headerCandidates } from "../../src/checks/header-value.js";

describe("headerCandidates", () => {
  it("reads a value the declared type's way first, then every other way", () => {
    expect([...headerCandidates(" 5 ", { type: "integer" })]).toEqual([5, " 5 ", 5, [5], ["5"]]);
    expect([...headerCandidates("a, 2", { type: "array" })]).toEqual([["a", 2], ["a", "2"], "a, 2"]);
    expect([...headerCandidates("true", { type: "boolean" })]).toEqual([true, "true", true, [true], ["true"]]);
    expect([...headerCandidates("abc", { type: "string" })]).toEqual(["abc", ["abc"], ["abc"]]);
    expect([...headerCandidates("", { $ref: "#/x" })]).toEqual(["", [], []]);
  });

  it("yields the readings one at a time, the list readings last for a string", () => {
    const readings = headerCandidates("a,b", { type: "string" });
    expect(readings.next().value).toBe("a,b");
    // The split happens once, for both list readings.
    const typed = readings.next().value as unknown[];
    const plain = readings.next().value as unknown[];
    expect(typed).toEqual(["a", "b"]);
    expect(plain).toEqual(["a", "b"]);
    expect(readings.next().done).toBe(true);
  });
});
