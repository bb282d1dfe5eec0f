import { test as vitestTest, type TestContext } from "vitest";
import type { Schema } from "../api/schema.js";
import { resolveExampleSettings } from "./example-settings.js";
import { requestingFixtures } from "./fixture-request.js";
import { runOperation } from "./run-operation.js";
import { operationTestName } from "./schema-source.js";
import type { ParametrizeOptions, VitestCaseBody, VitestCaseContext } from "./vitest-types.js";

export { operationTestName } from "./schema-source.js";

/**
 * Registers one Vitest test per selected operation of an already loaded schema; each runs the
 * body on generated cases and fails with the shrunk case's `CaseFailure`.
 */
export function registerPerOperation(name: string, schema: Schema, body: VitestCaseBody, options: ParametrizeOptions): void {
  const register = options.test ?? vitestTest;
  // Resolved while collecting, so a bad option fails the file at once and every operation shares one seed.
  const settings = resolveExampleSettings(schema, options);
  const fixtures = options.fixtures ?? [];
  if (schema.operations.length === 0) {
    register(name, requestingFixtures(async (context: TestContext) => context.skip(`no operations are selected in ${schema.title}`), fixtures));
    return;
  }
  for (const operation of schema) {
    const run = async (context: TestContext): Promise<void> => {
      const outcome = await runOperation(operation, body, settings.forOperation(operation), context as VitestCaseContext, name);
      if (outcome.failure !== undefined) throw outcome.failure;
      if (outcome.status === "skipped") context.skip(outcome.reason);
    };
    register(operationTestName(name, operation.label), requestingFixtures(run, fixtures), options.timeout);
  }
}
