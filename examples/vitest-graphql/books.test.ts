import { expect, test } from "vitest";
import { graphql } from "apitest-pbt";
import { CaseFailure, parametrize, testOperation } from "apitest-pbt/vitest";
import { createApp } from "./app.js";

// Introspected inside the app; every case is sent into it too, without a socket.
const schema = await graphql.fromFetchApp("/graphql", createApp());

// One Vitest test per root field: `shop[Query.book]`, `shop[Mutation.addReview]`. The body runs
// once per generated document; `case.body` is `{ query, variables }`.
// timeout: up to 50 documents per test, and shrinking on failure, take longer than Vitest's
// default 5 s on a slow or busy machine.
parametrize(schema.exclude({ name: "Query.reviews" }), { maxExamples: 50, timeout: 60_000 })("shop", async ({ case: apiCase }) => {
  await apiCase.callAndValidate();
});

// Query.reviews has the seeded defect. A plain `parametrize` test would fail (that is the point
// of the tool); this example asserts the defect is found so that CI stays green, two ways.

// 1. Vitest's own idiom for a known bug: `test.fails` passes as long as the test fails.
parametrize(schema.include({ name: "Query.reviews" }), { test: test.fails, maxExamples: 100, seed: 2024, timeout: 60_000 })("known defect", async ({ case: apiCase }) => {
  await apiCase.callAndValidate();
});

// 2. `testOperation` runs the property inside your own test, so you can inspect the failure.
test("finds the page-0 crash in Query.reviews", async () => {
  const error = await testOperation(schema.get("Query", "reviews"), async ({ case: apiCase }) => {
    await apiCase.callAndValidate();
  }, { maxExamples: 100, seed: 2024 }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(CaseFailure);
  const failure = error as CaseFailure;
  // The resolver's crash, reported by the GraphQL server-error check.
  expect(failure.message).toContain("Server error");
  expect(failure.message).toContain("Cannot read properties of undefined");
  // Shrunk to the boundary: page 0, in the document or its variables; the message has the curl command.
  expect(JSON.stringify(failure.case.body)).toMatch(/page(: |\\":)0\b/);
  expect(failure.message).toContain("Reproduce with:");
  expect(failure.message).toContain("curl -X POST");
});

// Hand-written documents go through the same checks.
test("a document of your own", async () => {
  const apiCase = schema.get("Query", "book").makeCase({
    body: { query: "query Book($id: ID!) { book(id: $id) { title } }", variables: { id: "1" } },
  });
  const response = await apiCase.callAndValidate();
  expect(response.json()).toEqual({ data: { book: { title: "Dune" } } });
});
