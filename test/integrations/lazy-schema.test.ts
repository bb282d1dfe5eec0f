import type { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { FailureGroup, openapi, type Schema } from "../../src/index.js";
import { CaseFailure } from "../../src/integrations/case-failure.js";
import { LazySchema, lazySchema, type TestRegistrar } from "../../src/integrations/lazy-schema.js";
import { OperationsFailed } from "../../src/integrations/operations-failed.js";
import { parametrize } from "../../src/integrations/parametrize.js";
import { capturingTest } from "../support/capture.js";
import { createHonoApp, FUZZ_ONLY } from "../support/items-api.js";

const loads = { app: 0, schema: 0 };

// The schema fixture depends on another fixture, as the specification allows.
const it = test.extend<{ app: Hono; schema: Schema; notSchema: Schema }>({
  app: async ({}, use) => {
    loads.app++;
    await use(createHonoApp());
  },
  schema: async ({ app }, use) => {
    loads.schema++;
    const schema = await openapi.fromFetchApp("/openapi.json", app);
    await use(schema.exclude({ operationId: "createItem" }));
    await schema.close();
  },
  notSchema: async ({}, use) => use({ title: "nope" } as unknown as Schema),
});

describe("a schema from a fixture", () => {
  const seen: { operation: string; sameApp: boolean }[] = [];
  let appSeen: unknown;

  test("is not loaded while Vitest collects tests", () => {
    expect(loads).toEqual({ app: 0, schema: 0 });
  });

  parametrize(lazySchema(it, "schema"), { ...FUZZ_ONLY, maxExamples: 5, fixtures: ["app"] })("lazy", async ({ case: apiCase, operation, context }) => {
    appSeen ??= context["app"];
    seen.push({ operation: operation.label, sameApp: context["app"] === appSeen });
    await apiCase.callAndValidate();
  });

  test("is loaded once when the test runs, runs every operation maxExamples times, and passes fixtures to the body", () => {
    expect(loads).toEqual({ app: 1, schema: 1 });
    const counts: Record<string, number> = {};
    for (const entry of seen) counts[entry.operation] = (counts[entry.operation] ?? 0) + 1;
    expect(counts).toEqual({ "GET /items": 5, "GET /items/{id}": 5 });
    expect(seen.every((entry) => entry.sameApp)).toBe(true);
  });
});

describe("operations reported as subtests", () => {
  const { register, runs } = capturingTest();
  parametrize(() => openapi.fromFetchApp("/openapi.json", createHonoApp()), { ...FUZZ_ONLY, test: register, maxExamples: 30, seed: 3 })("loader", async ({ case: apiCase }) => {
    await apiCase.callAndValidate();
  });
  const fixtureRuns = capturingTest(it as unknown as TestRegistrar);
  parametrize(new LazySchema(fixtureRuns.register, "notSchema"))("broken fixture", async () => {});

  test("a failing operation does not stop the others; the error lists each failed one", async () => {
    const run = runs.find((entry) => entry.name === "loader");
    const error = run?.error;
    expect(error).toBeInstanceOf(OperationsFailed);
    const failed = error as OperationsFailed;
    expect(failed.outcomes.map((outcome) => [outcome.operation, outcome.status])).toEqual([
      ["GET /items", "passed"],
      ["POST /items", "failed"],
      ["GET /items/{id}", "passed"],
    ]);
    expect(failed.message).toMatch(/^1 of 3 operations failed:\n\nloader\[POST \/items\]\n {2}found \d+ distinct failure/);
    expect(failed.errors).toHaveLength(1);
    const [first] = failed.errors;
    expect(first).toBeInstanceOf(CaseFailure);
    expect(first?.original).toBeInstanceOf(FailureGroup);
    expect(first?.message).toContain("curl -X POST");
    expect(first?.message).toContain("loader[POST /items] failed on case");
    // Each operation is reported as an annotation of the test.
    expect(run?.context?.task.annotations.map((annotation) => annotation.message)).toEqual([
      "GET /items: passed (30 cases)",
      expect.stringMatching(/^POST \/items: failed \(\d+ cases\)$/),
      "GET /items/{id}: passed (30 cases)",
    ]);
  });

  test("a fixture that does not give a Schema is named in a usage error", () => {
    const error = fixtureRuns.runs[0]?.error as Error;
    expect(error.name).toBe("UsageError");
    expect(error.message).toMatch(/^The fixture "notSchema" gave an object \(Object\), not a Schema/);
  });
});
