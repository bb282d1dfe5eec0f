import { describe, expect, test } from "vitest";
import { Config, openapi } from "../../src/index.js";
import { UsageError } from "../../src/core/errors.js";
import { parametrize, type JestTestFunction } from "../../src/jest.js";
import { parametrize as nodeParametrize } from "../../src/node-test.js";
import { createHonoApp } from "../support/items-api.js";

/** Jest's `test` shape, as `{ test }` accepts it: records registrations; `run` runs them like Jest would. */
function recordingJestTest() {
  const tests: { name: string; fn: () => Promise<void>; timeout: number | undefined }[] = [];
  const skipped: string[] = [];
  const register = Object.assign((name: string, fn: () => Promise<void>, timeout?: number) => void tests.push({ name, fn, timeout }), {
    skip: (name: string) => void skipped.push(name),
  }) satisfies JestTestFunction;
  const run = async (name: string): Promise<unknown> => {
    const found = tests.find((entry) => entry.name === name);
    if (found === undefined) throw new Error(`no test ${name}; have ${tests.map((entry) => entry.name).join(", ")}`);
    expect(found.fn.length).toBe(0); // Jest treats a one-parameter function as a done-callback test.
    return found.fn().then(() => undefined, (error: unknown) => error);
  };
  return { register, tests, skipped, run };
}

const schema = await openapi.fromFetchApp("/openapi.json", createHonoApp());

describe("apitest/jest parametrize", () => {
  test("filtered schema, max-examples from the config, [[operations]] disabling one: registered as Jest skips it", async () => {
    const config = Config.fromObject({ generation: { "max-examples": 3 }, operations: [{ "include-operation-id": "getItem", enabled: false }] }, {});
    const jest = recordingJestTest();
    const calls = new Map<string, number>();
    parametrize(schema.include({ method: "GET" }), { test: jest.register, mode: "positive", phases: ["fuzzing"], config, timeout: 9_000 })("items", ({ case: apiCase, context }) => {
      calls.set(context.name, (calls.get(context.name) ?? 0) + 1);
      expect(apiCase.method).toBe("GET");
    });
    expect(jest.tests.map((entry) => [entry.name, entry.timeout])).toEqual([["items[GET /items]", 9_000]]);
    expect(jest.skipped).toEqual(["items[GET /items/{id}]"]);
    expect(await jest.run("items[GET /items]")).toBeUndefined();
    expect(Object.fromEntries(calls)).toEqual({ "items[GET /items]": 3 });
  });

  test("options beat the config; a failing body surfaces as the test's error with the reproduction", async () => {
    const jest = recordingJestTest();
    parametrize(schema.include({ operationId: "getItem" }), { test: jest.register, mode: "positive", phases: ["fuzzing"], maxExamples: 30, seed: 4 })("ids", ({ case: apiCase }) => {
      if (Number(apiCase.pathParameters["id"]) > 5) throw new Error("id above 5");
    });
    const error = (await jest.run("ids[GET /items/{id}]")) as Error;
    expect(error.name).toBe("CaseFailure");
    expect(error.message).toContain("id above 5");
    expect(error.message).toContain("Reproduce with:");
    expect(error.message).toContain("/items/6");
    expect(error.message).toContain("ids[GET /items/{id}] failed on case");
    expect(error.message).toContain("replay with { seed: 4 }");
  });

  test("a lazy loader runs every operation in one test and lists the failed ones", async () => {
    const jest = recordingJestTest();
    parametrize(async () => schema.include({ method: "GET" }), { test: jest.register, mode: "positive", phases: ["fuzzing"], maxExamples: 10, seed: 1 })("lazy", ({ case: apiCase }) => {
      if (apiCase.path === "/items/{id}") throw new Error("no single items today");
    });
    const error = (await jest.run("lazy")) as Error;
    expect(error.name).toBe("OperationsFailed");
    expect(error.message).toContain("1 of 2 operations failed");
    expect(error.message).toContain("lazy[GET /items/{id}]");
  });

  test("usage errors: the same body twice, a source that is no schema, a loader giving something else", async () => {
    const jest = recordingJestTest();
    const body = (): void => undefined;
    parametrize(schema, { test: jest.register, maxExamples: 1 })("first", body);
    expect(() => parametrize(schema, { test: jest.register })("second", body)).toThrow(/applied twice to the same test body/);
    expect(() => nodeParametrize(schema)("again", body)).toThrow(UsageError);
    expect(() => parametrize("openapi.json" as never)).toThrow(/needs a Schema/);
    parametrize(async () => ({}) as never, { test: jest.register })("not a schema", () => undefined);
    expect(String(await jest.run("not a schema"))).toMatch(/resolved to an object \(Object\), not a Schema/);
  });
});
