import { describe, expect, test } from "vitest";
import { ValueDictionary } from "../../src/stateful/value-dictionary.js";

describe("ValueDictionary", () => {
  test("looks names up in order, newest value first, without repeats", () => {
    const dictionary = new ValueDictionary();
    dictionary.addAll([
      ["id", 1],
      ["itemid", "it-1"],
      ["id", 2],
      ["itemid", "it-2"],
      ["id", 1],
    ]);
    expect(dictionary.lookup(["itemid", "id"])).toEqual(["it-2", "it-1", 1, 2]);
    expect(dictionary.lookup(["nothing"])).toEqual([]);
  });

  test("bounded: sixteen values a name, the oldest dropped first; at most 1024 names", () => {
    const dictionary = new ValueDictionary();
    for (let index = 0; index < 100; index++) dictionary.add("id", index);
    expect(dictionary.lookup(["id"])).toEqual(Array.from({ length: 16 }, (_, index) => 99 - index));
    for (let index = 0; index < 2000; index++) dictionary.add(`name${index}`, index);
    expect(dictionary.size).toBe(1024);
    expect(dictionary.lookup(["name1500"])).toEqual([]);
  });
});
