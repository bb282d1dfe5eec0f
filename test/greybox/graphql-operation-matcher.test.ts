import { describe, expect, it } from "vitest";
import { graphqlOperationMatcher } from "../../src/greybox/graphql-operation-matcher.js";

const match = graphqlOperationMatcher([{ label: "Query.calc" }, { label: "Query.opening" }, { label: "Mutation.addBook" }]);
const body = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));
const URL = "http://127.0.0.1:4000/graphql";

describe("graphqlOperationMatcher", () => {
  it("tells the root field from the document, not the URL", () => {
    expect(match("POST", URL, body({ query: "query ($calc_op: String!) {\n  calc(op: $calc_op, x: 1)\n}", variables: {} }))).toBe("Query.calc");
    expect(match("POST", URL, body({ query: '{\n  opening(day: "mon")\n}' }))).toBe("Query.opening");
    expect(match("POST", URL, body({ query: "mutation Add { result: addBook(title: \"x\") { id } }" }))).toBe("Mutation.addBook");
  });

  it("is undefined for what is not such a document", () => {
    expect(match("POST", URL, undefined)).toBeUndefined();
    expect(match("POST", URL, new TextEncoder().encode("{not json"))).toBeUndefined();
    expect(match("POST", URL, body({ query: 42 }))).toBeUndefined();
    expect(match("POST", URL, body({ query: "{ unknown }" }))).toBeUndefined();
    expect(match("POST", URL, body({ query: "mutation { calc }" }))).toBeUndefined();
    expect(match("POST", URL, body(null))).toBeUndefined();
  });
});
