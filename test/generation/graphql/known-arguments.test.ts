import { describe, expect, it } from "vitest";
import { graphqlKnownArguments } from "../../../src/generation/graphql/known-arguments.js";

describe("graphqlKnownArguments", () => {
  const seen: Record<string, readonly (string | number)[]> = { "/book id": ["b-7", 1], "/book title": ["Dune"] };
  const lookup = (name: string, path: string) => seen[`${path} ${name}`] ?? [];

  it("reads the values seen under the argument's name, the root field standing for the path", () => {
    const known = graphqlKnownArguments({ lookup }, "book");
    expect(known("id", "ID")).toEqual(["b-7", 1]);
    expect(known("title", "String")).toEqual(["Dune"]);
    expect(known("isbn", "String")).toEqual([]);
  });

  it("adds the code's constants of the scalar's type, the preferred ones twice; none for other scalars", () => {
    const asked: string[] = [];
    const code = (type: "string" | "integer" | "number", name: string) => {
      asked.push(`${type} ${name}`);
      return { values: type === "integer" ? [42, 7, 3] : ["x"], preferred: type === "integer" ? 1 : 0 };
    };
    const known = graphqlKnownArguments({ lookup, code }, "book");
    expect(known("limit", "Int")).toEqual([42, 42, 7, 3]);
    expect(known("id", "ID")).toEqual(["b-7", 1, "x"]);
    expect(known("flag", "Boolean")).toEqual([]);
    expect(known("when", "Stamp")).toEqual([]);
    expect(asked).toEqual(["integer limit", "string id"]);
  });
});
