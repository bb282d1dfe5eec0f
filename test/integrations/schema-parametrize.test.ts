import { describe, expect, test } from "vitest";
import { openapi } from "../../src/index.js";
import { UsageError } from "../../src/core/errors.js";
// Importing the Vitest entry point is what lets schema.parametrize() register Vitest tests.
import "../../src/vitest.js";
import { capturingTest } from "../support/capture.js";
import { createHonoApp, FUZZ_ONLY } from "../support/items-api.js";

const hono = await openapi.fromFetchApp("/openapi.json", createHonoApp());
const healthy = hono.exclude({ operationId: "createItem" });

describe("schema.parametrize(): one test per operation in the imported framework", () => {
  const calls = new Map<string, number>();
  healthy.parametrize({ ...FUZZ_ONLY, maxExamples: 5, seed: 3 })("method", async ({ case: apiCase, context }) => {
    const name = (context as { task: { name: string } }).task.name;
    calls.set(name, (calls.get(name) ?? 0) + 1);
    await apiCase.callAndValidate();
  });

  test("named <name>[<METHOD> <path>], the body running maxExamples times each", () => {
    expect(Object.fromEntries(calls)).toEqual({ "method[GET /items]": 5, "method[GET /items/{id}]": 5 });
  });
});

describe("schema.parametrize() finds the defect and reports the reproduction", () => {
  const { register, runs } = capturingTest();
  hono.include({ operationId: "createItem" }).parametrize({ ...FUZZ_ONLY, test: register, maxExamples: 100, seed: 7 } as never)("defect", async ({ case: apiCase }) => {
    await apiCase.callAndValidate();
  });

  test("the failing operation's test fails with a curl command", () => {
    const run = runs.find((entry) => entry.name === "defect[POST /items]");
    expect(run?.error).toBeInstanceOf(Error);
    expect(String((run?.error as Error).message)).toContain("curl -X POST");
  });
});

describe("schema.parametrize() usage errors", () => {
  const { register } = capturingTest();
  const body = async (): Promise<void> => {};
  healthy.parametrize({ ...FUZZ_ONLY, test: register, maxExamples: 1 } as never)("twice", body);
  let twice: unknown;
  try {
    healthy.parametrize({ ...FUZZ_ONLY, test: register, maxExamples: 1 } as never)("twice again", body);
  } catch (error) {
    twice = error;
  }

  test("applied twice to one body, a UsageError", () => {
    expect(twice).toBeInstanceOf(UsageError);
    expect((twice as Error).message).toMatch(/applied twice to the same test body/);
  });

  test("without a framework entry point imported, it names the modules to import", () => {
    const key = Symbol.for("apitest.activeFramework");
    const store = globalThis as Record<symbol, unknown>;
    const saved = store[key];
    delete store[key];
    try {
      expect(() => healthy.parametrize()).toThrow(/import "apitest-pbt\/vitest", "apitest-pbt\/jest" or "apitest-pbt\/node-test"/);
    } finally {
      store[key] = saved;
    }
  });
});
