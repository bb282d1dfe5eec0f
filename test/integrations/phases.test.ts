import { afterAll, describe, expect, test } from "vitest";
import { openapi } from "../../src/index.js";
import { CaseFailure } from "../../src/integrations/case-failure.js";
import { testOperation } from "../../src/integrations/run-operation.js";
// @ts-expect-error: a plain ES module shared with the Jest and Vitest fixtures run in child processes.
import { createApp } from "../fixtures/integrations/fastify-crash/app.mjs";

const app = await createApp();
const schema = await openapi.fromNodeApp("/openapi.json", app.server);
afterAll(() => app.close());
const search = schema.get("/search", "GET");
const body = async ({ case: apiCase }: { case: { callAndValidate(): Promise<unknown> } }): Promise<void> => {
  await apiCase.callAndValidate();
};

describe("a test-framework run has the CLI's phases", () => {
  test("positive random fuzzing alone (the old behaviour) misses the crash", async () => {
    const outcome = await testOperation(search, body, { phases: ["fuzzing"], mode: "positive", maxExamples: 50, seed: 1, configFile: false });
    expect(outcome.status).toBe("passed");
  });

  test("by default the coverage phase finds it first, before fuzzing, naming the phase and what the case breaks", async () => {
    const error = await testOperation(search, body, { seed: 1, configFile: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseFailure);
    const failure = error as CaseFailure;
    expect(failure.case.meta).toMatchObject({ phase: "coverage", mode: "negative" });
    expect(failure.case.query["q"]).toBeUndefined();
    expect(failure.message).toContain("[not_a_server_error]");
    expect(failure.message).toMatch(/failed on case \d+ of the coverage phase \(negative: .*q.*\); replay with \{ seed: 1 \}\./);
  });

  test("negative fuzzing alone finds it too: negative cases are on by default, as in the CLI", async () => {
    const error = await testOperation(search, body, { phases: ["fuzzing"], seed: 1, configFile: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseFailure);
    expect((error as CaseFailure).case.meta.mode).toBe("negative");
  });

  test("the examples and coverage cases run before the fuzzing cases", async () => {
    const phases: string[] = [];
    await testOperation(search, ({ case: apiCase }) => void phases.push(apiCase.meta.phase), { seed: 3, maxExamples: 5, configFile: false });
    const firstFuzzing = phases.indexOf("fuzzing");
    expect(phases.lastIndexOf("coverage")).toBeLessThan(firstFuzzing);
    expect(phases.filter((phase) => phase === "coverage").length).toBeGreaterThan(3);
    // maxExamples is per operation: 3 positive and 2 negative fuzzing cases.
    expect(phases.filter((phase) => phase === "fuzzing")).toHaveLength(5);
  });
});
