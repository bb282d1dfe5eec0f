/**
 * `apitest/vitest`: property-based API tests inside Vitest.
 *
 * @example
 * // One test per operation, named `api[GET /items]`, `api[POST /items]`, …
 * import { openapi } from "apitest-pbt";
 * import { parametrize } from "apitest-pbt/vitest";
 * const schema = await openapi.fromFetchApp("/openapi.json", app);
 * parametrize(schema, { maxExamples: 50 })("api", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 *
 * @example
 * // A schema from a fixture, loaded while the test runs; operations reported as subtests.
 * const it = test.extend<{ schema: Schema }>({
 *   schema: async ({}, use) => use(await openapi.fromFetchApp("/openapi.json", createApp())),
 * });
 * parametrize(lazySchema(it, "schema"))("api", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 *
 * @example
 * // Your own HTTP client: serialize the case, validate what came back.
 * parametrize(schema)("own client", async ({ case: apiCase }) => {
 *   const request = apiCase.prepare();
 *   const answer = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
 *   await apiCase.validateResponse(await fromFetchResponse(answer, request));
 * });
 * @packageDocumentation
 */
import { registerFramework, type FrameworkParametrize } from "./api/active-framework.js";
import { parametrize as frameworkParametrize } from "./integrations/parametrize.js";
export { parametrize, schemaTests, type SchemaSource, type SchemaTest } from "./integrations/parametrize.js";
export { lazySchema, LazySchema, type SchemaFixtureName, type TestRegistrar } from "./integrations/lazy-schema.js";
export type { ParametrizeOptions, VitestCaseBody, VitestCaseContext } from "./integrations/vitest-types.js";
export { testOperation, type OperationOutcome } from "./integrations/run-operation.js";
export type { CaseTestArgs, CaseTestBody } from "./api/case-test-body.js";
export type { PropertyOptions } from "./api/property-options.js";
export { CaseFailure } from "./integrations/case-failure.js";
export { OperationsFailed } from "./integrations/operations-failed.js";
export { fromFetchResponse, type FetchResponseOptions } from "./integrations/from-fetch-response.js";

// `schema.parametrize()` registers tests with the framework whose entry point was imported last.
registerFramework("vitest", frameworkParametrize as unknown as FrameworkParametrize);
