/**
 * `apitest/node-test`: property-based API tests with Node's built-in test runner (`node --test`),
 * no dependency needed.
 *
 * @example
 * // One test per operation, named `api[GET /items]`, `api[POST /items]`, …
 * import { openapi } from "apitest-pbt";
 * import { parametrize } from "apitest-pbt/node-test";
 * const schema = await openapi.fromNodeApp("/openapi.json", app);
 * parametrize(schema, { maxExamples: 50 })("api", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 *
 * @example
 * // A schema loaded in a `before` hook: one test, each operation a real subtest.
 * let schema: Schema;
 * before(async () => { schema = await openapi.fromUrl(`${server.url}/openapi.json`); });
 * parametrize(async () => schema)("api", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 * @packageDocumentation
 */
import { registerFramework, type FrameworkParametrize } from "./api/active-framework.js";
import type { TestContext } from "node:test";
import type { FrameworkParametrizeOptions } from "./integrations/framework-adapter.js";
import { neutralParametrize, type NeutralSchemaSource, type NeutralSchemaTest } from "./integrations/neutral-parametrize.js";
import { nodeTestAdapter } from "./integrations/node-test-adapter.js";
import type { CaseTestBody } from "./api/case-test-body.js";

/** A test body under node:test: runs once per generated case; `context` is the running test's `t`. */
export type NodeTestCaseBody = CaseTestBody<TestContext>;

/** Options of `parametrize`: `maxExamples`, `seed`, `config` (an `apitest.toml`), `timeout` per test. */
export type NodeTestParametrizeOptions = FrameworkParametrizeOptions;

/**
 * Registers node:test tests for a schema's operations. With a loaded schema: one test per
 * selected operation, named `<name>[<METHOD> <path>]`, each running the body once per generated
 * case (shrinking on failure; the failure's message ends with the curl command and the seed).
 * With a loader function (e.g. returning a schema a `before` hook loaded): one test `<name>`
 * that calls it while running and runs each operation as a subtest `<name>[<METHOD> <path>]`;
 * the schema stays yours to close.
 *
 * @throws UsageError for a bad source or options, or when the same body is parametrized twice.
 * @example
 * parametrize(schema.include({ method: "GET" }), { maxExamples: 25 })("reads", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 */
export function parametrize(source: NeutralSchemaSource, options: NodeTestParametrizeOptions = {}): NeutralSchemaTest<TestContext> {
  return neutralParametrize(nodeTestAdapter, "node-test", source, options);
}

/**
 * `parametrize(source, options)(name, body)` in one call.
 * @example
 * schemaTests("api", schema, async ({ case: apiCase }) => { await apiCase.callAndValidate(); }, { maxExamples: 25 });
 */
export function schemaTests(name: string, source: NeutralSchemaSource, body: NodeTestCaseBody, options: NodeTestParametrizeOptions = {}): void {
  parametrize(source, options)(name, body);
}

export type { NeutralSchemaSource as SchemaSource, NeutralSchemaTest as SchemaTest } from "./integrations/neutral-parametrize.js";
export { testOperation, type OperationOutcome } from "./integrations/run-operation.js";
export type { CaseTestArgs, CaseTestBody } from "./api/case-test-body.js";
export type { PropertyOptions } from "./api/property-options.js";
export { CaseFailure } from "./integrations/case-failure.js";
export { OperationsFailed } from "./integrations/operations-failed.js";
export { fromFetchResponse, type FetchResponseOptions } from "./integrations/from-fetch-response.js";

// `schema.parametrize()` registers tests with the framework whose entry point was imported last.
registerFramework("node:test", parametrize as unknown as FrameworkParametrize);
