import type { AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { FailureGroup, openapi, type Case, type Schema } from "apitest-pbt";
import { CaseFailure, fromFetchResponse, lazySchema, parametrize, testOperation } from "apitest-pbt/vitest";
import { createApp } from "./app.js";

// Fixtures: a real server on 127.0.0.1, and a schema loaded from it while the test runs.
const it = test.extend<{ baseUrl: string; schema: Schema; healthy: Schema }>({
  baseUrl: async ({}, use) => {
    const server = createApp().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await new Promise((resolve) => server.close(resolve));
  },
  schema: async ({ baseUrl }, use) => {
    const schema = await openapi.fromUrl(`${baseUrl}/openapi.json`);
    await use(schema);
    await schema.close();
  },
  // GET /orders/{id} has the seeded defect: it is checked on its own below.
  healthy: async ({ schema }, use) => use(schema.exclude({ operationId: "getOrder" })),
});

/** Sends the case with our own client (global fetch) and validates what came back. */
async function sendWithFetch(schema: Schema, apiCase: Case): Promise<void> {
  const request = apiCase.prepare();
  const response = await fetch(request.url, { method: request.method, headers: request.headers });
  await apiCase.validateResponse(await fromFetchResponse(response, request));
}

// A lazy schema: one test, `orders`, that runs every operation as a subtest.
parametrize(lazySchema(it, "healthy"), { maxExamples: 25 })("orders", async ({ case: apiCase, operation }) => {
  await sendWithFetch(operation.schema, apiCase);
});

// The seeded defect must be found: assert it, so CI stays green.
it("finds the string total of legacy orders in GET /orders/{id}", async ({ schema }) => {
  const error = await testOperation(schema.get("/orders/{id}", "GET"), ({ case: apiCase }) => sendWithFetch(schema, apiCase), {
    maxExamples: 100,
    seed: 7,
  }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(CaseFailure);
  const failure = error as CaseFailure;
  expect(failure.original).toBeInstanceOf(FailureGroup);
  expect((failure.original as FailureGroup).failures.map((f) => f.check)).toEqual(["response_schema_conformance"]);
  // The coverage phase reaches a legacy order first: the schema's largest id.
  expect(failure.case.pathParameters).toEqual({ id: 1000 });
  expect(failure.message).toMatch(/curl -X GET .*\/orders\/1000/);
});
