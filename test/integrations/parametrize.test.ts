import { describe, expect, test, TestRunner } from "vitest";
import { openapi } from "../../src/index.js";
import { FailureGroup } from "../../src/api/failure-group.js";
import { Config } from "../../src/config/config.js";
import { UsageError } from "../../src/core/errors.js";
import { CaseFailure } from "../../src/integrations/case-failure.js";
import { parametrize, schemaTests } from "../../src/integrations/parametrize.js";
import { capturingTest } from "../support/capture.js";
import { createExpressApp, createHonoApp, FUZZ_ONLY } from "../support/items-api.js";

// Loaded at import, as the specification says for a non-lazy schema.
const hono = await openapi.fromFetchApp("/openapi.json", createHonoApp());
const express = await openapi.fromNodeApp("/openapi.json", createExpressApp());
const healthy = hono.exclude({ operationId: "createItem" });

describe("one Vitest test per operation", () => {
  const calls = new Map<string, number>();
  parametrize(healthy, { ...FUZZ_ONLY, maxExamples: 7, seed: 1 })("hono", async ({ case: apiCase, operation, context }) => {
    expect(operation.label).toBe(`${apiCase.method} ${apiCase.path}`);
    calls.set(context.task.name, (calls.get(context.task.name) ?? 0) + 1);
    await apiCase.callAndValidate();
  });
  schemaTests("express", express.exclude({ operationId: "createItem" }), async ({ case: apiCase, context }) => {
    calls.set(context.task.name, (calls.get(context.task.name) ?? 0) + 1);
    await apiCase.callAndValidate();
  }, { ...FUZZ_ONLY, maxExamples: 4 });

  test("named <name>[<METHOD> <path>], the body running once per case, maxExamples times", () => {
    expect(Object.fromEntries(calls)).toEqual({
      "hono[GET /items]": 7,
      "hono[GET /items/{id}]": 7,
      "express[GET /items]": 4,
      "express[GET /items/{id}]": 4,
    });
  });
});

describe("a failing case fails its test with the shrunk case's curl command", () => {
  const { register, runs } = capturingTest();
  parametrize(hono.include({ operationId: "createItem" }), { ...FUZZ_ONLY, test: register, maxExamples: 100, seed: 7 })("defect", async ({ case: apiCase }) => {
    await apiCase.callAndValidate();
  });
  parametrize(hono.include({ operationId: "getItem" }), { ...FUZZ_ONLY, test: register, maxExamples: 20, seed: 7 })("plain error", ({ case: apiCase }) => {
    if (Number(apiCase.pathParameters["id"]) > 3) throw new Error("id too large for this test");
  });

  test("a FailureGroup from callAndValidate keeps its message, with the curl of the shrunk case", () => {
    const run = runs.find((entry) => entry.name === "defect[POST /items]");
    const error = run?.error;
    expect(error).toBeInstanceOf(CaseFailure);
    const failure = error as CaseFailure;
    expect(failure.original).toBeInstanceOf(FailureGroup);
    expect((failure.original as FailureGroup).failures.map((f) => f.check)).toContain("not_a_server_error");
    expect(failure.message).toMatch(/^found \d+ distinct failures?/);
    expect(failure.message).toContain("Reproduce with:");
    expect(failure.message).toContain("curl -X POST");
    expect(failure.message).toContain("replay with { seed: 7 }");
    // Shrunk to the smallest crashing quantity.
    expect(failure.case.body).toMatchObject({ quantity: -1 });
    expect(failure.curl).toContain('"quantity":-1');
    expect(failure.operation).toBe("POST /items");
  });

  test("any other error gets `Reproduce with:` and the curl command appended", () => {
    const failure = runs.find((entry) => entry.name === "plain error[GET /items/{id}]")?.error as CaseFailure;
    expect(failure).toBeInstanceOf(CaseFailure);
    expect(failure.message).toMatch(/^id too large for this test\n\nReproduce with:\n {2}curl -X GET .*\/items\/4/);
    expect(failure.case.pathParameters["id"]).toBe(4);
  });
});

describe("the number of examples", () => {
  const counts: Record<string, number> = {};
  const count = (key: string) => async ({ case: apiCase }: { case: { callAndValidate(): Promise<unknown> } }) => {
    counts[key] = (counts[key] ?? 0) + 1;
    await apiCase.callAndValidate();
  };
  const config = Config.fromObject({ generation: { "max-examples": 3 } }, {});
  const listing = hono.include({ operationId: "listItems" });
  parametrize(listing, { ...FUZZ_ONLY, config })("from config", count("config"));
  parametrize(listing, { ...FUZZ_ONLY, config, maxExamples: 5 })("option beats config", count("option"));

  // Under mode all, positive and negative share the budget: max-examples is per operation.
  const both = Config.fromObject({ generation: { "max-examples": 4, mode: "all" } }, {});
  const modes: string[] = [];
  const tally = (key: string) => ({ case: apiCase }: { case: { meta: { mode: string } } }) => {
    counts[key] = (counts[key] ?? 0) + 1;
    modes.push(apiCase.meta.mode);
  };
  parametrize(listing, { phases: ["fuzzing"], config: both, seed: 3 })("both modes, from config", tally("both"));
  parametrize(listing, { phases: ["fuzzing"], mode: "all", maxExamples: 5, seed: 3 })("both modes, option", tally("bothOption"));

  test("comes from generation.max-examples, unless maxExamples is given; per operation across modes", () => {
    expect(counts).toEqual({ config: 3, option: 5, both: 4, bothOption: 5 });
    // Positive first (half, rounded up), the rest negative.
    expect(modes).toEqual(["positive", "positive", "negative", "negative", "positive", "positive", "positive", "negative", "negative"]);
  });

  test("must be a positive integer", () => {
    expect(() => parametrize(listing, { ...FUZZ_ONLY, maxExamples: 0 })("zero", async () => {})).toThrow(/maxExamples must be a positive integer, got 0/);
    expect(() => parametrize(listing, { seed: 1.5 })("fractional", async () => {})).toThrow(UsageError);
  });
});

describe("operations that do not run", () => {
  const config = Config.fromObject({ operations: [{ "include-operation-id": "getItem", enabled: false }] }, {});
  parametrize(healthy.include({ operationId: "getItem" }), { ...FUZZ_ONLY, config })("disabled", () => {
    throw new Error("a disabled operation must not run");
  });
  // No operation selected: one skipped test instead of none (Vitest fails a file without tests).
  parametrize(healthy.include({ operationId: "nothing" }))("empty", () => {
    throw new Error("must not run");
  });
  test("are skipped: the tests above did not run their bodies", () => {
    expect(healthy.include({ operationId: "nothing" }).operations).toHaveLength(0);
  });
});

describe("the same seed gives the same cases", () => {
  const seen: Record<string, string[]> = { a: [], b: [] };
  const { register } = capturingTest();
  const record = (key: string) => ({ case: apiCase }: { case: { formattedPath: string } }) => {
    seen[key]?.push(apiCase.formattedPath);
  };
  parametrize(hono.include({ operationId: "getItem" }), { ...FUZZ_ONLY, test: register, maxExamples: 10, seed: 99 })("seed a", record("a"));
  parametrize(hono.include({ operationId: "getItem" }), { ...FUZZ_ONLY, test: register, maxExamples: 10, seed: 99 })("seed b", record("b"));

  test("replays identically", () => {
    expect(seen["a"]).toHaveLength(10);
    expect(seen["a"]).toEqual(seen["b"]);
  });
});

describe("parametrize applied twice", () => {
  const { register } = capturingTest();
  const body = async () => {};
  const apiTest = parametrize(healthy, { ...FUZZ_ONLY, test: register, maxExamples: 1 });
  apiTest("once", body);
  const sameBody = catchError(() => apiTest("again", body));
  const otherBody = async () => {};
  const sameName = catchError(() => apiTest("once", otherBody));
  describe("in another describe", () => {
    apiTest("once", async () => {});
  });

  test("to the same body, or to the same name in one suite, raises UsageError", () => {
    expect(sameBody).toBeInstanceOf(UsageError);
    expect((sameBody as Error).message).toMatch(/applied twice to the same test body \(first as "once", now as "again"\)/);
    expect(sameName).toBeInstanceOf(UsageError);
    expect((sameName as Error).message).toMatch(/tests named "once" in the same suite/);
  });

  test("anything but a schema source is a usage error", () => {
    expect(() => parametrize({} as never)).toThrow(/parametrize\(\) needs a Schema/);
  });
});

// Test files sharing a process (`isolate: false`) share Vitest's one top-level collector, whose
// `file` Vitest sets to each file as it collects it: a name at one file's top level is taken in
// that file only. (Registered with a recorder, not as tests: the other file is a stand-in.)
const topLevel = TestRunner.getCurrentSuite();
const recorded: string[] = [];
const recordOnly = parametrize(healthy, { ...FUZZ_ONLY, test: ((name: string) => void recorded.push(name)) as never, maxExamples: 1 });
recordOnly("top", async () => {});
const sameFileTop = catchError(() => recordOnly("top", async () => {}));
const thisFile = topLevel.file;
topLevel.file = { ...thisFile, filepath: "another.test.ts" } as typeof thisFile;
const otherFileTop = catchError(() => recordOnly("top", async () => {}));
topLevel.file = thisFile;

test("at the top level, the same name twice in one file raises UsageError, once in each of two files sharing a process does not", () => {
  expect(sameFileTop).toBeInstanceOf(UsageError);
  expect((sameFileTop as Error).message).toMatch(/tests named "top" in the same suite/);
  expect(otherFileTop).toBeUndefined();
  expect(recorded).toEqual(["top[GET /items]", "top[GET /items/{id}]", "top[GET /items]", "top[GET /items/{id}]"]);
});

function catchError(fn: () => void): unknown {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error;
  }
}
