import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain JavaScript build script, without type declarations.
import { dropRepeatedComputedMembers } from "../../scripts/declarations.js";

describe("the pack test's declarations (scripts/declarations.js)", () => {
  it("drops the property transpileDeclaration repeats for a computed member, and keeps every other member", () => {
    const written = [
      "export declare class Schema implements Iterable<number> {",
      "    #private;",
      "    [Symbol.iterator]: () => Iterator<number>;",
      "    readonly size: number;",
      "    [Symbol.iterator](): Iterator<number>;",
      "}",
      "export declare class Bag {",
      "    [Symbol.iterator]: () => Iterator<number>;",
      "}",
    ].join("\n");
    expect(dropRepeatedComputedMembers(written).split("\n")).toEqual([
      "export declare class Schema implements Iterable<number> {",
      "    #private;",
      "    readonly size: number;",
      "    [Symbol.iterator](): Iterator<number>;",
      "}",
      "export declare class Bag {",
      "    [Symbol.iterator]: () => Iterator<number>;",
      "}",
    ]);
  });
});
