import { describe, expect, test } from "vitest";
import { graphqlData, harvestValues } from "../../src/stateful/response-values.js";

describe("harvestValues", () => {
  test("ids, slugs and short strings under their keys; an id also under its resource", () => {
    expect(harvestValues({ id: 7, slug: "red-box", owner: { id: "u1" }, price: 2.5, active: true }, "/items")).toEqual([
      ["id", 7],
      ["itemid", 7],
      ["slug", "red-box"],
      ["id", "u1"],
      ["ownerid", "u1"],
    ]);
  });

  test("listings: each element of a top-level array belongs to the producing resource", () => {
    expect(harvestValues([{ id: 1 }, { id: 2 }], "/users/{userId}/orders")).toEqual([
      ["id", 1],
      ["orderid", 1],
      ["id", 2],
      ["orderid", 2],
    ]);
  });

  test("text, control characters, empty strings and unsafe numbers are left out", () => {
    expect(harvestValues({ a: "x".repeat(101), b: "line\nbreak", c: "", d: 2 ** 60, e: null }, "/things")).toEqual([]);
  });

  test("bounded: a large listing gives at most the limit", () => {
    const big = Array.from({ length: 10_000 }, (_, index) => ({ id: index, name: `n${index}` }));
    expect(harvestValues(big, "/items", 32)).toHaveLength(32);
    expect(harvestValues(big, "/items").length).toBeLessThanOrEqual(32);
  });
});

describe("graphqlData", () => {
  test("a GraphQL body's values are under `data`; errors and other bodies have none", () => {
    expect(graphqlData({ data: { book: { id: "b1" } }, errors: [{ message: "x" }] })).toEqual({ book: { id: "b1" } });
    expect(harvestValues(graphqlData({ data: { book: { id: "b1" } } }), "")).toContainEqual(["id", "b1"]);
    expect(graphqlData({ errors: [{ message: "x" }] })).toBeUndefined();
    expect(graphqlData(null)).toBeUndefined();
    expect(graphqlData("text")).toBeUndefined();
  });
});
