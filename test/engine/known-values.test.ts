import { describe, expect, it } from "vitest";
import type { EngineEnvironment } from "../../src/engine/environment.js";
import { knownSources } from "../../src/engine/known-values.js";
import { ValueDictionary } from "../../src/stateful/value-dictionary.js";

/** Only what `knownSources` reads of a run's environment. */
function envWith(knownValues?: ValueDictionary): EngineEnvironment {
  return { ...(knownValues === undefined ? {} : { knownValues }) } as EngineEnvironment;
}

describe("knownSources: one lookup for OpenAPI parameters and GraphQL arguments", () => {
  it("is undefined when the run keeps no values", () => {
    expect(knownSources(envWith(), "GET /books/{id}")).toBeUndefined();
    expect(knownSources(envWith(new ValueDictionary()), "Query.book")).toBeUndefined();
  });

  it("reads an id under its resource first (a path's, or a GraphQL root field's), then the plain name", () => {
    const dictionary = ValueDictionary.from([
      ["id", 1],
      ["bookid", "b-7"],
      ["authorid", "a-3"],
      ["title", "Dune"],
    ]);
    const sources = knownSources(envWith(dictionary), "Query.books")!;
    // OpenAPI: `{id}` of `/books/{id}`; GraphQL: `book(id:)` looks at the path `/book`.
    expect(sources.lookup("id", "/books/{id}")).toEqual(["b-7", 1]);
    expect(sources.lookup("id", "/book")).toEqual(["b-7", 1]);
    expect(sources.lookup("authorId", "/book")).toEqual(["a-3"]);
    expect(sources.lookup("title", "/book")).toEqual(["Dune"]);
    expect(sources.lookup("isbn", "/book")).toEqual([]);
    // No grey-box run: no code constants.
    expect(sources.code).toBeUndefined();
  });
});
