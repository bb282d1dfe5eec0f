import { Schema } from "../api/schema.js";
import { UsageError } from "../core/errors.js";
import { resolveExampleSettings, type OperationRunSettings } from "./example-settings.js";
import type { FrameworkAdapter, FrameworkParametrizeOptions } from "./framework-adapter.js";
import { createRegistrationGuard } from "./registration-guard.js";
import type { CaseTestBody } from "../api/case-test-body.js";
import { runOperation } from "./run-operation.js";
import { runSchema } from "./run-schema.js";
import { loadedSchema, operationTestName } from "./schema-source.js";
import type { APIOperation } from "../api/operation.js";

/** Where the Jest and node:test `parametrize` get the schema: loaded already, or by a function while the test runs. */
export type NeutralSchemaSource = Schema | (() => Promise<Schema>);

/** Registers a parametrized test under a name; returned by `parametrize`. */
export type NeutralSchemaTest<Context> = (name: string, body: CaseTestBody<Context>) => void;

// Bodies registered so far, in this module instance: the same body twice is the usage error.
const guard = createRegistrationGuard();

function checkSource(source: unknown, framework: string): void {
  if (source instanceof Schema || typeof source === "function") return;
  throw new UsageError(
    `parametrize() from apitest/${framework} needs a Schema (await openapi.fromUrl(...)) or a function returning one (() => schemaLoadedInBefore), got ${source === null ? "null" : typeof source}.`,
  );
}

async function runOne<Context>(
  adapter: FrameworkAdapter<Context>,
  operation: APIOperation,
  body: CaseTestBody<Context>,
  settings: OperationRunSettings,
  context: Context,
  name: string,
): Promise<void> {
  const outcome = await runOperation(operation, body, settings, context, name);
  if (outcome.failure !== undefined) throw outcome.failure;
  if (outcome.status === "skipped") adapter.skipRunning(context, outcome.reason ?? "skipped");
}

function registerPerOperation<Context>(
  adapter: FrameworkAdapter<Context>,
  name: string,
  schema: Schema,
  body: CaseTestBody<Context>,
  options: FrameworkParametrizeOptions,
): void {
  // Resolved while collecting, so a bad option fails the file at once and every operation shares one seed.
  const settings = resolveExampleSettings(schema, options);
  if (schema.operations.length === 0) {
    adapter.skip(name, `no operations are selected in ${schema.title}`);
    return;
  }
  for (const operation of schema) {
    const testName = operationTestName(name, operation.label);
    const operationSettings = settings.forOperation(operation);
    if (!operationSettings.enabled) adapter.skip(testName, `${operation.label} is disabled by the configuration.`);
    else adapter.test(testName, (context) => runOne(adapter, operation, body, operationSettings, context, name), options.timeout);
  }
}

function registerLazy<Context>(
  adapter: FrameworkAdapter<Context>,
  name: string,
  load: () => Promise<Schema>,
  body: CaseTestBody<Context>,
  options: FrameworkParametrizeOptions,
): void {
  const subtest = adapter.subtest;
  adapter.test(
    name,
    async (context) => {
      const schema = await loadedSchema(load);
      if (subtest === undefined) {
        await runSchema(name, schema, body, { ...options, context });
        return;
      }
      const settings = resolveExampleSettings(schema, options);
      for (const operation of schema) {
        const operationSettings = settings.forOperation(operation);
        await subtest(context, operationTestName(name, operation.label), async (inner) => {
          if (!operationSettings.enabled) adapter.skipRunning(inner, `${operation.label} is disabled by the configuration.`);
          else await runOne(adapter, operation, body, operationSettings, inner, name);
        });
      }
    },
    options.timeout,
  );
}

/**
 * The framework-neutral `parametrize`: one test per operation of a loaded schema, named
 * `<name>[<METHOD> <path>]`; with a loader function, one test that loads the schema while it
 * runs and runs each operation as a subtest (or, without subtests, fails listing each failed
 * operation).
 *
 * @throws UsageError when the source is not a schema or loader, or the body is registered twice.
 */
export function neutralParametrize<Context>(
  adapter: FrameworkAdapter<Context>,
  framework: string,
  source: NeutralSchemaSource,
  options: FrameworkParametrizeOptions,
): NeutralSchemaTest<Context> {
  checkSource(source, framework);
  return (name, body) => {
    // Test names may repeat across describe blocks, which this layer cannot see: only bodies are guarded.
    guard.claim(name, body, {});
    if (source instanceof Schema) registerPerOperation(adapter, name, source, body, options);
    else registerLazy(adapter, name, source, body, options);
  };
}
