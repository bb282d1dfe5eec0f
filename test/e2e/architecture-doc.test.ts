import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// ARCHITECTURE.md is the map, read at a glance: a table cell that grows past a few lines belongs
// in docs/development.md, which holds the file-by-file detail.
const MAX_CELL = 400;

describe("ARCHITECTURE.md", () => {
  it(`keeps every table cell within ${MAX_CELL} characters`, () => {
    const text = readFileSync(new URL("../../ARCHITECTURE.md", import.meta.url), "utf8");
    const long = text
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .flatMap((line) => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()))
      .filter((cell) => cell.length > MAX_CELL)
      .map((cell) => `${cell.length} characters: ${cell.slice(0, 80)}…`);
    expect(long).toEqual([]);
  });
});
