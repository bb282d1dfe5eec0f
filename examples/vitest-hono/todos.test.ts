import { expect, test } from "vitest";
import { FailureGroup, openapi } from "apitest-pbt";
import { CaseFailure, parametrize, testOperation } from "apitest-pbt/vitest";
import { createApp } from "./app.js";

// Loaded when the file is imported; requests go into the app without a socket.
const schema = await openapi.fromFetchApp("/openapi.json", createApp());

// One Vitest test per operation: `todos[GET /todos]`, `todos[GET /todos/{id}]`. The body runs once per generated case.
parametrize(schema.exclude({ operationId: "createTodo" }), { maxExamples: 50 })("todos", async ({ case: apiCase }) => {
  await apiCase.callAndValidate();
});

// POST /todos has the seeded defect. A plain `parametrize` test would fail (that is the point
// of the tool); this example asserts the defect is found so that CI stays green, two ways.

// 1. Vitest's own idiom for a known bug: `test.fails` passes as long as the test fails.
parametrize(schema.include({ operationId: "createTodo" }), { test: test.fails, maxExamples: 100, seed: 2024 })("known defect", async ({ case: apiCase }) => {
  await apiCase.callAndValidate();
});

// 2. `testOperation` runs the property inside your own test, so you can inspect the failure.
test("finds the off-by-one in POST /todos", async () => {
  const error = await testOperation(schema.get("/todos", "POST"), async ({ case: apiCase }) => {
    await apiCase.callAndValidate();
  }, { maxExamples: 100, seed: 2024 }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(CaseFailure);
  const failure = error as CaseFailure;
  expect(failure.original).toBeInstanceOf(FailureGroup);
  expect((failure.original as FailureGroup).failures.map((f) => f.check)).toContain("not_a_server_error");
  // The shrunk case is the boundary value, and the message says how to reproduce it.
  expect(failure.case.body).toMatchObject({ priority: 5 });
  expect(failure.message).toContain("Reproduce with:");
  expect(failure.message).toMatch(/curl -X POST .*"priority":5/);
});
