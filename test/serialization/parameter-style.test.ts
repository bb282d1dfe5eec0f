import { describe, expect, it } from "vitest";
import type { OperationDefinition, ParameterDefinition, ParameterStyle } from "../../src/core/operation.js";
import { expandPath, expandSimple, joinQuery, queryPairs } from "../../src/serialization/parameter-style.js";
import { encodeStrict } from "../../src/serialization/percent-encode.js";
import { prepareRequest } from "../../src/serialization/prepare-request.js";

const VALUES = {
  undefined: null,
  empty: "",
  string: "blue",
  array: ["blue", "black", "brown"],
  object: { R: 100, G: 200, B: 150 },
} as const;

type Column = keyof typeof VALUES;

// The OpenAPI 3.1 (3.1.1) "Style Examples" table, row by row; `n/a` cells are left out.
const TABLE: readonly [ParameterStyle, boolean, Partial<Record<Column, string>>][] = [
  ["matrix", false, { undefined: ";color", empty: ";color", string: ";color=blue", array: ";color=blue,black,brown", object: ";color=R,100,G,200,B,150" }],
  ["matrix", true, { undefined: ";color", empty: ";color", string: ";color=blue", array: ";color=blue;color=black;color=brown", object: ";R=100;G=200;B=150" }],
  ["label", false, { undefined: ".", empty: ".", string: ".blue", array: ".blue,black,brown", object: ".R,100,G,200,B,150" }],
  ["label", true, { undefined: ".", empty: ".", string: ".blue", array: ".blue.black.brown", object: ".R=100.G=200.B=150" }],
  ["simple", false, { undefined: "", empty: "", string: "blue", array: "blue,black,brown", object: "R,100,G,200,B,150" }],
  ["simple", true, { undefined: "", empty: "", string: "blue", array: "blue,black,brown", object: "R=100,G=200,B=150" }],
  ["form", false, { undefined: "color=", empty: "color=", string: "color=blue", array: "color=blue,black,brown", object: "color=R,100,G,200,B,150" }],
  ["form", true, { undefined: "color=", empty: "color=", string: "color=blue", array: "color=blue&color=black&color=brown", object: "R=100&G=200&B=150" }],
  ["spaceDelimited", false, { array: "color=blue%20black%20brown", object: "color=R%20100%20G%20200%20B%20150" }],
  ["pipeDelimited", false, { array: "color=blue%7Cblack%7Cbrown", object: "color=R%7C100%7CG%7C200%7CB%7C150" }],
  ["deepObject", true, { object: "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150" }],
];

function render(style: ParameterStyle, explode: boolean, value: unknown): string {
  if (style === "matrix" || style === "label") return expandPath("color", value, style, explode, encodeStrict);
  if (style === "simple") return expandSimple(value, explode, encodeStrict);
  return joinQuery(queryPairs("color", value, style, explode, encodeStrict));
}

describe("OpenAPI 3.1 style examples table", () => {
  for (const [style, explode, row] of TABLE) {
    for (const [column, expected] of Object.entries(row)) {
      it(`${style} explode=${explode} ${column} → ${expected}`, () => {
        expect(render(style, explode, VALUES[column as Column])).toBe(expected);
      });
    }
  }
});

describe("styles beyond the table", () => {
  it("tabDelimited joins with an encoded tab", () => {
    expect(joinQuery(queryPairs("color", ["a", "b"], "tabDelimited", false, encodeStrict))).toBe("color=a%09b");
  });

  it("delimited styles with explode repeat the name like form", () => {
    expect(joinQuery(queryPairs("c", ["a", "b"], "pipeDelimited", true, encodeStrict))).toBe("c=a&c=b");
  });

  it("encodes delimiters inside values so they cannot be confused with separators", () => {
    expect(joinQuery(queryPairs("c", ["a,b", "c&d"], "form", false, encodeStrict))).toBe("c=a%2Cb,c%26d");
    expect(expandPath("id", "a/b;c", "simple", false, encodeStrict)).toBe("a%2Fb%3Bc");
  });

  it("stringifies booleans, numbers and null as JSON does (null as empty)", () => {
    expect(joinQuery(queryPairs("x", [true, 1.5, null, 0], "form", true, encodeStrict))).toBe("x=true&x=1.5&x=&x=0");
  });

  it("deepObject nests objects and indexes arrays", () => {
    const pairs = queryPairs("f", { a: { b: 1 }, list: ["x", "y"] }, "deepObject", true, (s) => s);
    expect(pairs).toEqual([
      ["f[a][b]", "1"],
      ["f[list][0]", "x"],
      ["f[list][1]", "y"],
    ]);
  });

  it("nested structures inside arrays become JSON", () => {
    expect(expandSimple([{ a: 1 }, [2]], false, (s) => s)).toBe('{"a":1},[2]');
  });
});

describe("an exploded empty list or object leaves no pair", () => {
  it("form and the delimited styles, exploded: nothing (not `tag=`, which reads back as one empty item)", () => {
    expect(queryPairs("tag", [], "form", true, encodeStrict)).toEqual([]);
    expect(queryPairs("tag", {}, "form", true, encodeStrict)).toEqual([]);
    expect(queryPairs("tag", [], "pipeDelimited", true, encodeStrict)).toEqual([]);
  });

  it("unexploded, deepObject and empty scalars keep their one empty pair", () => {
    expect(queryPairs("tag", [], "form", false, encodeStrict)).toEqual([["tag", ""]]);
    expect(queryPairs("f", {}, "deepObject", true, encodeStrict)).toEqual([["f", ""]]);
    expect(queryPairs("q", "", "form", true, encodeStrict)).toEqual([["q", ""]]);
    expect(queryPairs("q", null, "form", true, encodeStrict)).toEqual([["q", ""]]);
  });

  it("in a request: the parameter is absent from the query string and the cookie header", () => {
    const tag: ParameterDefinition = { name: "tag", location: "query", required: false, schema: { type: "array" }, style: "form", explode: true, allowReserved: false, deprecated: false, examples: [] };
    const ids: ParameterDefinition = { ...tag, name: "ids", location: "cookie" };
    const q: ParameterDefinition = { ...tag, name: "q", schema: { type: "string" } };
    const operation: OperationDefinition = { method: "GET", path: "/items", label: "GET /items", tags: [], deprecated: false, parameters: [tag, ids, q], responses: [], security: [], pointer: "/paths/~1items/get" };
    const request = prepareRequest(
      { method: "GET", path: "/items", pathParameters: {}, query: { tag: [], q: "a" }, headers: {}, cookies: { ids: [] }, body: undefined, mediaType: undefined },
      operation,
      { baseUrl: "http://127.0.0.1:1" },
    );
    expect(request.url).toBe("http://127.0.0.1:1/items?q=a");
    expect(request.headers).not.toHaveProperty("Cookie");
  });
});
