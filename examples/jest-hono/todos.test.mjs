// Jest + an in-process Hono app with apitest/jest (see jest.config.mjs for how to run it).
// Inside this repository `apitest` resolves to the package itself (build it first: npm run build).
import { beforeAll, expect, test } from "@jest/globals";
import { FailureGroup, openapi } from "apitest-pbt";
import { CaseFailure, OperationsFailed, parametrize, testOperation } from "apitest-pbt/jest";
import { createApp } from "./app.mjs";

// Loaded when the file is imported; requests go into the app without a socket.
const schema = await openapi.fromFetchApp("/openapi.json", createApp());

// One Jest test per operation: `todos[GET /todos]`, `todos[GET /todos/{id}]`; the body runs once per case.
parametrize(schema.exclude({ operationId: "createTodo" }), { maxExamples: 50, timeout: 30_000 })("todos", async ({ case: apiCase }) => {
  await apiCase.callAndValidate();
});

// A schema loaded while tests run, in beforeAll (it may use anything set up before): pass a
// function returning it. Jest has no subtests, so this is one test that runs every operation
// and lists each failed one.
let loaded;
beforeAll(async () => {
  loaded = await openapi.fromFetchApp("/openapi.json", createApp());
});
let lazyError;
parametrize(async () => loaded, { maxExamples: 100, seed: 2024, test: Object.assign(
  // Record the failure instead of failing, so the example can assert on it.
  (name, fn, timeout) => test(name, () => fn().catch((error) => { lazyError = error; }), timeout),
  { skip: test.skip },
) })("lazy todos", async ({ case: apiCase }) => {
  await apiCase.callAndValidate();
});

test("the lazy run names the defective operation as lazy todos[POST /todos]", () => {
  expect(lazyError).toBeInstanceOf(OperationsFailed);
  expect(lazyError.message).toContain("1 of 3 operations failed");
  expect(lazyError.message).toContain("lazy todos[POST /todos]");
});

// POST /todos has the seeded defect: testOperation runs the property inside a test and throws the shrunk case.
test("finds the off-by-one in POST /todos", async () => {
  const error = await testOperation(schema.get("/todos", "POST"), ({ case: apiCase }) => apiCase.callAndValidate(), {
    maxExamples: 100,
    seed: 2024,
  }).catch((e) => e);
  expect(error).toBeInstanceOf(CaseFailure);
  expect(error.original).toBeInstanceOf(FailureGroup);
  expect(error.case.body).toMatchObject({ priority: 5 });
  expect(error.message).toContain("Reproduce with:");
}, 30_000);
