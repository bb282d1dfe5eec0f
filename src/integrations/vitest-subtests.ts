import { test as vitestTest, type TestContext } from "vitest";
import { Schema } from "../api/schema.js";
import { UsageError } from "../core/errors.js";
import { requestingFixtures } from "./fixture-request.js";
import { LazySchema } from "./lazy-schema.js";
import type { OperationOutcome } from "./run-operation.js";
import { runSchema } from "./run-schema.js";
import { describeValue, loadedSchema } from "./schema-source.js";
import type { ParametrizeOptions, VitestCaseBody, VitestCaseContext } from "./vitest-types.js";

function fixtureSchema(context: TestContext, fixture: string): Schema {
  const value = (context as VitestCaseContext)[fixture];
  if (!(value instanceof Schema)) {
    throw new UsageError(
      `The fixture "${fixture}" gave ${describeValue(value)}, not a Schema: define it as ${fixture}: async ({}, use) => use(await openapi.fromFetchApp("/openapi.json", app)) (or another loader) on the test passed to lazySchema().`,
    );
  }
  return value;
}

function outcomeNote(outcome: OperationOutcome): string {
  const cases = `${outcome.cases} case${outcome.cases === 1 ? "" : "s"}`;
  if (outcome.status === "skipped") return `${outcome.operation}: skipped (${outcome.reason ?? "no cases"})`;
  return `${outcome.operation}: ${outcome.status} (${cases})`;
}

/**
 * Registers one test that loads the schema while it runs (from a fixture, or by calling a
 * loader) and runs every operation in turn as a subtest.
 *
 * Why not one test per operation: Vitest fixes its list of tests before any test runs, and
 * fixtures exist only inside a running test, so operations found in a fixture's schema cannot
 * become tests of their own. Instead each operation is reported as an annotation
 * (`GET /items: passed (100 cases)`), a failure does not stop the others, and the test fails
 * with one `OperationsFailed` (an `AggregateError`, which Vitest prints as one error per failed
 * operation, each ending `<name>[METHOD /path] failed on case …`).
 */
export function registerSubtests(name: string, source: LazySchema | (() => Promise<Schema>), body: VitestCaseBody, options: ParametrizeOptions): void {
  const lazy = source instanceof LazySchema ? source : undefined;
  const register = lazy?.test ?? options.test ?? vitestTest;
  const fixtures = [...(lazy === undefined ? [] : [lazy.fixture]), ...(options.fixtures ?? [])];
  const run = async (context: TestContext): Promise<void> => {
    // A schema the integration loaded is closed by it; a fixture's schema belongs to the fixture.
    const schema = lazy === undefined ? await loadedSchema(source as () => Promise<Schema>) : fixtureSchema(context, lazy.fixture);
    try {
      await runSchema(name, schema, body, {
        ...options,
        context: context as VitestCaseContext,
        onOutcome: async (outcome) => {
          await context.annotate(outcomeNote(outcome), "apitest");
        },
      });
    } finally {
      if (lazy === undefined) await schema.close();
    }
  };
  register(name, requestingFixtures(run, fixtures), options.timeout);
}
