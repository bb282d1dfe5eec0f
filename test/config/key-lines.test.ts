import { describe, expect, it } from "vitest";
import { indexKeyLines } from "../../src/config/key-lines.js";

const SOURCE = `# [not] = a header, in a comment
title = "x = 1 [fake]"          # line 2
description = """
[still.a.string]
key = "value"
"""
literal = '''
[[also]] a string '''
a.b."c.d" = 1                   # line 9

[generation]                    # line 11
mode = "all"

[[project]]                     # line 14
title = "A"
[project.generation]            # line 16
max-examples = 5

[[project]]                     # line 19
title = "B"
inline = { x = 1, y = { z = [1, 2] } }   # line 21
list = [
  "first",                      # line 23
  # a comment inside a list ]
  { k = "v" },                  # line 25
]
[[project.operations]]          # line 27
include-path = "/a"
[[project.operations]]          # line 29
enabled = false                 # line 30
'quoted key' = 2                # line 31
`;

describe("indexKeyLines", () => {
  const lines = indexKeyLines(SOURCE);

  it.each([
    [["title"], 2],
    [["description"], 3],
    [["literal"], 7],
    [["a", "b", "c.d"], 9],
    [["a"], 9],
    [["generation"], 11],
    [["generation", "mode"], 12],
    [["project"], 14],
    [["project", 0], 14],
    [["project", 0, "generation", "max-examples"], 17],
    [["project", 1], 19],
    [["project", 1, "title"], 20],
    [["project", 1, "inline", "y", "z", 1], 21],
    [["project", 1, "list", 0], 23],
    [["project", 1, "list", 1, "k"], 25],
    [["project", 1, "operations", 0, "include-path"], 28],
    [["project", 1, "operations", 1], 29],
    [["project", 1, "operations", 1, "enabled"], 30],
    [["project", 1, "operations", 1, "quoted key"], 31],
  ])("finds %j on line %i", (path, line) => {
    expect(lines.lineOf(path)).toBe(line);
  });

  it("falls back to the closest written ancestor for keys that are not written", () => {
    expect(lines.lineOf(["project", 0, "generation", "mode"])).toBe(16);
    expect(lines.lineOf(["nowhere"])).toBeUndefined();
  });

  it("does not mistake text inside strings or comments for keys", () => {
    expect(lines.lineOf(["still"])).toBeUndefined();
    expect(lines.lineOf(["key"])).toBeUndefined();
    expect(lines.lineOf(["also"])).toBeUndefined();
    expect(lines.lineOf(["not"])).toBeUndefined();
  });
});
