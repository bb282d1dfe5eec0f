import { describe, expect, test } from "vitest";
import { FeedbackMemory } from "../../../src/engine/feedback-source.js";
import type { GraphqlRunEnvironment } from "../../../src/engine/graphql/environment.js";
import { runGraphqlRounds } from "../../../src/engine/graphql/rounds.js";
import type { OperationResult } from "../../../src/engine/operation-result.js";
import type { GraphqlOperation } from "../../../src/specs/graphql/graphql-operation.js";

const passed = (cases: number): OperationResult => ({ status: "passed", failures: [], errors: [], cases, statuses: { 200: cases }, responses: { 200: cases } });

function setup() {
  const feedback = new FeedbackMemory();
  const env = { settings: { workers: 1, continueOnFailure: false, generation: { maxExamples: 40 } }, feedback } as unknown as GraphqlRunEnvironment;
  const operations = [{ label: "Query.books" }, { label: "Query.book" }] as unknown as GraphqlOperation[];
  return { env, feedback, operations };
}

describe("runGraphqlRounds", () => {
  test("round one is apitest run's fuzzing phase; later rounds weigh fields by new outcomes, keep going after failures", async () => {
    const { env, feedback, operations } = setup();
    const budgets = new Map<string, number[]>();
    const seeds: number[] = [];
    const seen: { continueOnFailure: boolean; mutated: number }[] = [];
    let rounds = 0;
    const merged = await runGraphqlRounds({
      env,
      operations,
      seed: 9,
      fuzz: async (roundEnv, operation, roundSeed, budget) => {
        const label = operation.label;
        if (label === "Query.books") {
          rounds++;
          seeds.push(roundSeed);
          seen.push({ continueOnFailure: roundEnv.settings.continueOnFailure, mutated: feedback.mutatedInThree });
        }
        const cases = budget(roundEnv.settings.generation.maxExamples);
        budgets.set(label, [...(budgets.get(label) ?? []), cases]);
        // Query.books always finds something new; Query.book never does.
        if (label === "Query.books") feedback.of(label).record(`outcome ${rounds}`);
        return passed(cases);
      },
      onResult: async (_operation, raw) => raw,
      stopped: () => rounds >= 5 && budgets.get("Query.book")?.length === 5,
    });
    expect(seeds[0]).toBe(9);
    expect(new Set(seeds).size).toBe(5);
    expect(seen[0]).toEqual({ continueOnFailure: false, mutated: 1 });
    expect(seen[1]).toEqual({ continueOnFailure: true, mutated: 2 });
    expect(budgets.get("Query.books")).toEqual([40, 80, 160, 160, 160]);
    expect(budgets.get("Query.book")).toEqual([40, 20, 10, 10, 10]);
    expect(merged.get(operations[0]!)?.cases).toBe(40 + 80 + 160 * 3);
  });

  test("a round that sends nothing ends the rounds, without spinning", async () => {
    const { env, operations } = setup();
    let calls = 0;
    await runGraphqlRounds({ env, operations, seed: 1, fuzz: async () => (calls++, passed(0)), onResult: async (_operation, raw) => raw, stopped: () => false });
    expect(calls).toBe(operations.length);
  });
});
