import { inspect } from "node:util";
import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { graphql, NOT_SET, openapi } from "../../src/index.js";
import { caseText, compactValue } from "../../src/api/case-text.js";
import { booksFetchApp } from "../support/graphql-books.js";
import { recordingApp } from "../support/recording-express.js";

const { app } = recordingApp();
const schema = await openapi.fromNodeApp("/openapi.json", app);

/** The message of the error a failing property throws. */
function failureOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the property did not fail");
}

describe("a case prints as one short line", () => {
  test("a failing fast-check property shows a compact counterexample, not apitest's own objects", () => {
    const operation = schema.get("/items", "POST");
    const message = failureOf(() => fc.assert(fc.property(operation.asArbitrary(), (apiCase) => apiCase.body === NOT_SET), { seed: 1, numRuns: 20 }));
    const counterexample = /Counterexample: (.*)/.exec(message)?.[1] ?? "";
    expect(counterexample).toMatch(/^\[Case\(POST \/items .*body=\{.*"name":.*\} \(application\/json\)\)\]$/);
    // It printed the object graph before: the operation, the schema, their functions (4,481 characters).
    expect(counterexample.length).toBeLessThan(400);
    expect(message).not.toContain("function");
  });

  test("String(), util.inspect and console.log name the operation and the non-empty values only", () => {
    const apiCase = schema.get("/items", "GET").makeCase({ query: { limit: 3 } });
    expect(String(apiCase)).toBe('Case(GET /items query={"limit":3})');
    expect(inspect(apiCase)).toBe(String(apiCase));
    expect(inspect({ nested: [apiCase] })).toContain('Case(GET /items query={"limit":3})');
  });

  test("a GraphQL case shows its root field and the document", async () => {
    const books = await graphql.fromFetchApp("/graphql", booksFetchApp(false));
    const [apiCase] = fc.sample(books.get("Query", "books").asArbitrary(), { numRuns: 1, seed: 1 });
    expect(String(apiCase)).toMatch(/^GraphqlCase\(Query\.books .*body=\{"query":".*books.*"/);
    expect(String(apiCase).length).toBeLessThan(700);
  });

  test("long, binary and big-integer values stay short", () => {
    expect(compactValue("x".repeat(1000))).toHaveLength(300);
    expect(compactValue(new Uint8Array(2048))).toBe("<2048 bytes>");
    expect(compactValue({ n: 10n })).toBe('{"n":10}');
    const fields = { pathParameters: { id: 0 }, query: {}, headers: {}, cookies: {}, body: NOT_SET };
    expect(caseText("Case", "GET /items/{id}", fields)).toBe('Case(GET /items/{id} pathParameters={"id":0})');
  });
});
