import { TestRunner } from "vitest";
import { Schema } from "../api/schema.js";
import { UsageError } from "../core/errors.js";
import { LazySchema } from "./lazy-schema.js";
import { createRegistrationGuard } from "./registration-guard.js";
import type { ParametrizeOptions, VitestCaseBody } from "./vitest-types.js";
import { registerPerOperation } from "./vitest-per-operation.js";
import { registerSubtests } from "./vitest-subtests.js";

/** Where `parametrize` gets its schema: loaded already, loaded by a function while the test runs, or from a fixture. */
export type SchemaSource = Schema | (() => Promise<Schema>) | LazySchema;

/** Registers a parametrized test under a name; returned by {@link parametrize}. */
export type SchemaTest = (name: string, body: VitestCaseBody) => void;

// One per module instance: a process's test files share it when Vitest does not isolate them
// (`isolate: false`), so the scope of a name is its suite, and a file's top level (Vitest's one
// top-level collector per process, which has no suite) is that file.
const guard = createRegistrationGuard();

/** Where a name registered now must be unique: the enclosing `describe`, or the test file at the top level. */
function registrationScope(): object {
  const collector = TestRunner.getCurrentSuite();
  return collector.suite === undefined && collector.file !== undefined ? collector.file : collector;
}

function checkSource(source: unknown): void {
  if (source instanceof Schema || source instanceof LazySchema || typeof source === "function") return;
  throw new UsageError(
    "parametrize() needs a Schema (await openapi.fromUrl(...)), a function returning one (() => openapi.fromUrl(...)), or lazySchema(test, \"fixtureName\").",
  );
}

/**
 * Parametrizes a Vitest test over the operations of a schema; the body runs once per generated
 * case (fast-check, `maxExamples` cases, shrinking on failure) and receives `{ case, operation, context }`.
 *
 * - A loaded `Schema` gives one test per operation, named `<name>[<METHOD> <path>]`.
 * - A loader function or {@link lazySchema} gives one test named `<name>` that loads the schema
 *   while it runs and reports each operation as a subtest (see `registerSubtests`).
 *
 * A failing case fails the test with a `CaseFailure`: the body's message, `Reproduce with:` and
 * the shrunk case's curl command, and the seed that replays it.
 *
 * @throws UsageError when the same body or the same name (within one `describe`) is registered twice.
 * @example
 * const schema = await openapi.fromFetchApp("/openapi.json", app);
 * const apiTest = parametrize(schema, { maxExamples: 50 });
 * apiTest("api", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 */
export function parametrize(source: SchemaSource, options: ParametrizeOptions = {}): SchemaTest {
  checkSource(source);
  return (name, body) => {
    guard.claim(name, body, registrationScope());
    if (source instanceof Schema) registerPerOperation(name, source, body, options);
    else registerSubtests(name, source, body, options);
  };
}

/**
 * `parametrize(source, options)(name, body)` in one call.
 * @example
 * schemaTests("api", schema, async ({ case: apiCase }) => { await apiCase.callAndValidate(); }, { maxExamples: 25 });
 */
export function schemaTests(name: string, source: SchemaSource, body: VitestCaseBody, options: ParametrizeOptions = {}): void {
  parametrize(source, options)(name, body);
}
