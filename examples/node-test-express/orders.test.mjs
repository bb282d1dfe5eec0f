// node:test + Express with apitest/node-test: run with `node --test examples/node-test-express/`.
// Inside this repository `apitest` resolves to the package itself (build it first: npm run build).
import assert from "node:assert/strict";
import { test } from "node:test";
import { FailureGroup, openapi } from "apitest-pbt";
import { CaseFailure, parametrize, testOperation } from "apitest-pbt/node-test";
import { createApp } from "./app.mjs";

// 1. In-process: the Express app is called without a socket; one test per operation,
//    `orders[GET /orders]`, the body running once per generated case.
const inProcess = await openapi.fromNodeApp("/openapi.json", createApp());
parametrize(inProcess.exclude({ operationId: "getOrder" }), { maxExamples: 30 })("orders", async ({ case: apiCase }) => {
  await apiCase.callAndValidate();
});

// 2. GET /orders/{id} has the seeded defect: assert it is found, so this example stays green.
test("finds the string total of legacy orders in GET /orders/{id}", async () => {
  const error = await testOperation(inProcess.get("/orders/{id}", "GET"), ({ case: apiCase }) => apiCase.callAndValidate(), {
    maxExamples: 100,
    seed: 7,
  }).catch((e) => e);
  assert.ok(error instanceof CaseFailure);
  assert.ok(error.original instanceof FailureGroup);
  assert.deepEqual(error.original.failures.map((f) => f.check), ["response_schema_conformance"]);
  // The coverage phase reaches a legacy id first (the schema's maximum, 1000): above 100.
  assert.ok(error.case.pathParameters.id > 100);
  assert.match(error.message, /Reproduce with:/);
});
