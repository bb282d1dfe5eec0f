import { describe, expect, test } from "vitest";
import { parseRunOptions } from "../../src/cli/build-settings.js";
import { fixedRunOptions } from "../../src/cli/prepare-run.js";
import { resolveRun } from "../../src/cli/resolve-run.js";
import type { OperationDefinition } from "../../src/core/operation.js";
import { createRunEnvironment } from "../../src/engine/create-environment.js";
import { runRounds } from "../../src/engine/fuzz-rounds.js";
import type { OperationResult } from "../../src/engine/operation-result.js";
import { buildOpenApiSpec } from "../../src/specs/openapi/load-spec.js";
import type { Transport } from "../../src/transport/transport.js";
import { REACH_SCHEMA } from "../support/reach-api.js";

const passed = (cases: number): OperationResult => ({ status: "passed", failures: [], errors: [], cases, statuses: { 200: cases }, responses: { 200: cases } });

async function setup(rounds: number) {
  const spec = await buildOpenApiSpec({ document: structuredClone(REACH_SCHEMA) as never });
  const run = resolveRun(parseRunOptions({ header: [], shrink: true, seed: "1", maxExamples: "40" }, 2), undefined, spec, "http://127.0.0.1:1/openapi.json", 2);
  let finished = 0;
  const env = createRunEnvironment({ ...fixedRunOptions(spec, run), transport: {} as Transport, continuous: {} }, () => undefined, () => finished >= rounds);
  return { spec, env, done: () => finished++ };
}

describe("runRounds", () => {
  test("time goes where new outcomes still appear: twice the cases after a new one, half after none, within bounds", async () => {
    const { spec, env, done } = await setup(6);
    const [items, getItem] = spec.operations as [OperationDefinition, OperationDefinition];
    const budgets = new Map<string, number[]>();
    const seeds = new Set<number>();
    const settings: { continueOnFailure: boolean; mutated: number | undefined }[] = [];
    const { fuzzing: merged } = await runRounds({
      env,
      operations: [items, getItem],
      seed: 1,
      judge: undefined as never,
      fuzzing: true,
      stateful: undefined,
      runOperation: async (roundEnv, scope, roundSeed) => {
        seeds.add(roundSeed);
        const label = scope.operation.label;
        if (label === "POST /items") settings.push({ continueOnFailure: roundEnv.settings.continueOnFailure, mutated: roundEnv.feedback?.mutatedInThree });
        budgets.set(label, [...(budgets.get(label) ?? []), scope.settings.generation.maxExamples]);
        // POST /items always finds something new; GET /items/{itemId} never does.
        if (label === "POST /items") env.feedback?.of(label).record(`outcome ${budgets.get(label)!.length}`);
        return passed(scope.settings.generation.maxExamples);
      },
      failuresLeft: () => undefined,
      reportedBefore: () => false,
      afterRound: () => done(),
      onResult: async (_phase, _operation, raw) => raw,
      stopped: env.stopped,
    });
    expect(budgets.get("POST /items")).toEqual([40, 80, 160, 160, 160, 160]);
    expect(budgets.get("GET /items/{itemId}")).toEqual([40, 20, 10, 10, 10, 10]);
    expect(seeds.size).toBe(6);
    // The first round is apitest run's fuzzing phase: the run seed, stop at a first failure, one mutation in three.
    expect([...seeds][0]).toBe(1);
    expect(settings[0]).toEqual({ continueOnFailure: env.settings.continueOnFailure, mutated: 1 });
    expect(settings[1]).toEqual({ continueOnFailure: true, mutated: 2 });
    expect(merged.get(items)?.cases).toBe(40 + 80 + 160 * 4);
    expect(merged.get(getItem)?.statuses[200]).toBe(40 + 20 + 10 * 4);
  });

  test("a round that sends nothing ends the rounds (nothing left to try), without spinning", async () => {
    const { spec, env } = await setup(1000);
    let calls = 0;
    await runRounds({
      env,
      operations: spec.operations,
      seed: 1,
      judge: undefined as never,
      fuzzing: true,
      stateful: undefined,
      runOperation: async () => {
        calls++;
        return passed(0);
      },
      failuresLeft: () => undefined,
      reportedBefore: () => false,
      afterRound: () => undefined,
      onResult: async (_phase, _operation, raw) => raw,
      stopped: () => false,
    });
    expect(calls).toBe(spec.operations.length);
  });
});
