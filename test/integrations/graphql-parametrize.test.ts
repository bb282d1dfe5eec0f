import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FailureGroup, graphql } from "../../src/index.js";
import { Config } from "../../src/config/config.js";
import { CaseFailure } from "../../src/integrations/case-failure.js";
import { parametrize } from "../../src/integrations/parametrize.js";
// Importing the Vitest entry point is what lets schema.parametrize() register Vitest tests.
import "../../src/vitest.js";
import { booksFetchApp } from "../support/graphql-books.js";
import { capturingTest } from "../support/capture.js";

// Loaded at import, as for an OpenAPI schema.
const fixed = await graphql.fromFetchApp("/graphql", booksFetchApp(false));
const broken = await graphql.fromFetchApp("/graphql", booksFetchApp(true));

describe("parametrize(graphqlSchema): one Vitest test per root field", () => {
  const calls = new Map<string, number>();
  const bodies: string[] = [];
  parametrize(fixed, { maxExamples: 6, seed: 3 })("books", async ({ case: apiCase, operation, context }) => {
    expect(operation.label).toBe(`${(operation as { rootType?: string }).rootType}.${(operation as { fieldName?: string }).fieldName}`);
    calls.set(context.task.name, (calls.get(context.task.name) ?? 0) + 1);
    bodies.push((apiCase.body as { query: string }).query);
    await apiCase.callAndValidate();
  });
  fixed.include({ rootType: "Mutation" }).parametrize({ maxExamples: 2, seed: 3 })("through the schema", async ({ case: apiCase, context }) => {
    calls.set(context.task.name, (calls.get(context.task.name) ?? 0) + 1);
    await apiCase.callAndValidate();
  });
  fixed.include({ name: "Query.book" }).given(fc.integer({ min: 1, max: 3 }))
    .parametrize({ maxExamples: 3, seed: 3 })("given", ({ given, context }) => {
      calls.set(context.task.name, (calls.get(context.task.name) ?? 0) + 1);
      const [n] = given as [number];
      expect(n).toBeGreaterThanOrEqual(1);
    });

  test("named <name>[Query.field], the body running once per case (maxExamples generated ones at least)", () => {
    expect([...calls.keys()].sort()).toEqual(["books[Mutation.addBook]", "books[Query.book]", "books[Query.books]", "given[Query.book]", "through the schema[Mutation.addBook]"]);
    const atLeast = { "books[Query.book]": 6, "books[Query.books]": 6, "books[Mutation.addBook]": 6, "through the schema[Mutation.addBook]": 2, "given[Query.book]": 3 };
    for (const [name, count] of Object.entries(atLeast)) expect(calls.get(name)).toBeGreaterThanOrEqual(count);
    expect(bodies.some((query) => query.includes("addBook"))).toBe(true);
  });
});

describe("a seeded resolver crash fails its root field's test", () => {
  const { register, runs } = capturingTest();
  parametrize(broken, { test: register, maxExamples: 100, seed: 11 })("crash", async ({ case: apiCase }) => {
    await apiCase.callAndValidate();
  });

  test("only Query.books fails, with the GraphQL check, the shrunk document and its curl command", () => {
    expect(runs.map((run) => [run.name, run.error === undefined])).toEqual([
      ["crash[Query.book]", true],
      ["crash[Query.books]", false],
      ["crash[Mutation.addBook]", true],
    ]);
    const failure = runs[1]?.error as CaseFailure;
    expect(failure).toBeInstanceOf(CaseFailure);
    // What the body threw: the failure's `cause` (or `original`, where the failure keeps it apart).
    const thrown = (failure as { original?: unknown }).original ?? failure.cause;
    expect(thrown).toBeInstanceOf(FailureGroup);
    expect((thrown as FailureGroup).failures.map((f) => f.check)).toEqual(["not_a_server_error"]);
    expect(failure.operation).toBe("Query.books");
    expect(failure.message).toContain("crash[Query.books] failed on case");
    expect(failure.message).toContain("replay with { seed: 11 }");
    expect(failure.curl).toContain("curl -X POST");
    expect(failure.curl).toContain("http://app.local/graphql");
    // A negative limit: shrunk to -1 when fuzzing found it (a planned coverage document is the smallest Int).
    expect(JSON.stringify(failure.case.body)).toMatch(/-(1|2147483648)\b/);
  });
});

describe("apitest.toml settings reach root fields by their name", () => {
  const counts: Record<string, number> = {};
  const config = Config.fromObject(
    {
      generation: { "max-examples": 2 },
      operations: [
        { "include-name": "Mutation.addBook", enabled: false },
        { "include-name": "Query.books", generation: { "max-examples": 4 } },
      ],
    },
    {},
  );
  parametrize(fixed, { config, seed: 1 })("configured", ({ operation }) => {
    if (operation.label === "Mutation.addBook") throw new Error("a disabled root field must not run");
    counts[operation.label] = (counts[operation.label] ?? 0) + 1;
  });

  test("[[operations]] disable one field and give another its own max-examples", () => {
    expect(Object.keys(counts).sort()).toEqual(["Query.book", "Query.books"]);
    expect(counts["Query.book"]).toBeGreaterThanOrEqual(2);
    // Query.books runs more cases: its own max-examples (4) beats the file's (2).
    expect(counts["Query.books"]).toBeGreaterThan(counts["Query.book"] ?? 0);
  });
});
