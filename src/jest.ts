/**
 * `apitest/jest`: property-based API tests inside Jest (ESM: run Jest with
 * `node --experimental-vm-modules`).
 *
 * @example
 * // One test per operation, named `api[GET /items]`, `api[POST /items]`, …
 * import { openapi } from "apitest-pbt";
 * import { parametrize } from "apitest-pbt/jest";
 * const schema = await openapi.fromFetchApp("/openapi.json", app);
 * parametrize(schema, { maxExamples: 50 })("api", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 *
 * @example
 * // A schema loaded in beforeAll: one test that runs every operation and lists the failed ones.
 * let schema;
 * beforeAll(async () => { schema = await openapi.fromUrl(`${server.url}/openapi.json`); });
 * parametrize(async () => schema)("api", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 * @packageDocumentation
 */
import { registerFramework, type FrameworkParametrize } from "./api/active-framework.js";
import type { FrameworkParametrizeOptions } from "./integrations/framework-adapter.js";
import { jestAdapter, type JestCaseContext, type JestTestFunction } from "./integrations/jest-adapter.js";
import { neutralParametrize, type NeutralSchemaSource, type NeutralSchemaTest } from "./integrations/neutral-parametrize.js";
import type { CaseTestBody } from "./api/case-test-body.js";

/** A test body under Jest: runs once per generated case. */
export type JestCaseBody = CaseTestBody<JestCaseContext>;

/** Options of `parametrize`. */
export interface JestParametrizeOptions extends FrameworkParametrizeOptions {
  /** The `test` to register with (e.g. from `@jest/globals`); default Jest's global `test`. */
  readonly test?: JestTestFunction;
}

/**
 * Registers Jest tests for a schema's operations. With a loaded schema: one test per selected
 * operation, named `<name>[<METHOD> <path>]`, each running the body once per generated case
 * (shrinking on failure; the failure's message ends with the curl command and the seed). With a
 * loader function (e.g. returning a schema `beforeAll` loaded): one test `<name>` that calls it
 * while running, runs every operation and fails with an `OperationsFailed` listing each failed
 * one as `<name>[<METHOD> <path>]`; the schema stays yours to close. Pass `timeout` for long
 * properties: Jest's default is 5 seconds per test.
 *
 * @throws UsageError for a bad source or options, or when the same body is parametrized twice.
 * @example
 * parametrize(schema.include({ method: "GET" }), { maxExamples: 25, timeout: 30_000 })("reads", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 */
export function parametrize(source: NeutralSchemaSource, options: JestParametrizeOptions = {}): NeutralSchemaTest<JestCaseContext> {
  return neutralParametrize(jestAdapter(options.test), "jest", source, options);
}

/**
 * `parametrize(source, options)(name, body)` in one call.
 * @example
 * schemaTests("api", schema, async ({ case: apiCase }) => { await apiCase.callAndValidate(); }, { maxExamples: 25 });
 */
export function schemaTests(name: string, source: NeutralSchemaSource, body: JestCaseBody, options: JestParametrizeOptions = {}): void {
  parametrize(source, options)(name, body);
}

export type { JestCaseContext, JestTestFunction } from "./integrations/jest-adapter.js";
export type { NeutralSchemaSource as SchemaSource, NeutralSchemaTest as SchemaTest } from "./integrations/neutral-parametrize.js";
export { testOperation, type OperationOutcome } from "./integrations/run-operation.js";
export type { CaseTestArgs, CaseTestBody } from "./api/case-test-body.js";
export type { PropertyOptions } from "./api/property-options.js";
export { CaseFailure } from "./integrations/case-failure.js";
export { OperationsFailed } from "./integrations/operations-failed.js";
export { fromFetchResponse, type FetchResponseOptions } from "./integrations/from-fetch-response.js";

// `schema.parametrize()` registers tests with the framework whose entry point was imported last.
registerFramework("jest", parametrize as unknown as FrameworkParametrize);
