import { ApitestError, describeError } from "../core/errors.js";
import type { DataMode, GenerationMode } from "../core/phase.js";
import type { CaseDriver } from "./case-driver.js";
import type { EngineEnvironment } from "./environment.js";
import { fuzzOperation } from "./fuzz-operation.js";
import { HookError } from "../hooks/hook-error.js";
import { ResultCollector, type OperationResult } from "./operation-result.js";
import { runPlanned } from "./run-planned.js";
import { replayStoredExamples, withStoredExamples } from "./replay-stored.js";
import type { OperationScope } from "./scope.js";

/** The data modes a generation mode asks for. */
export function modesOf(mode: GenerationMode): DataMode[] {
  return mode === "all" ? ["positive", "negative"] : [mode];
}

/**
 * Runs one phase for one operation of any schema language (`driver`: its cases), stored
 * failing cases first (example database), then the phase's own; stores its failing cases.
 */
export async function runCasePhase(env: EngineEnvironment, scope: OperationScope, driver: CaseDriver, runSeed: number): Promise<OperationResult> {
  const label = scope.operation.label;
  const replay = await replayStoredExamples(env, scope, driver);
  if (replay !== undefined) env.knownFailures?.record(label, replay.result);
  const own = await runPhaseCases(env, scope, driver, runSeed);
  env.knownFailures?.record(label, own);
  return withStoredExamples(env, scope, replay, own);
}

/** The phase's own cases for one operation. Planning errors (an unsatisfiable schema, a failing hook) are reported, never thrown. */
async function runPhaseCases(env: EngineEnvironment, scope: OperationScope, driver: CaseDriver, runSeed: number): Promise<OperationResult> {
  const { operation, settings } = scope;
  switch (scope.phase) {
    case "fuzzing":
      return fuzzOperation(env, scope, driver, runSeed, modesOf(settings.generation.mode));
    case "examples":
    case "coverage": {
      const collector = new ResultCollector(env.knownFailures?.of(operation.label));
      try {
        const planned = await driver.plan(scope.phase, runSeed);
        if ("skipped" in planned) {
          collector.skip(planned.skipped);
          return collector.result();
        }
        await runPlanned(env, scope, driver, planned.cases, collector);
      } catch (error) {
        if (!(error instanceof ApitestError)) throw error;
        collector.addError({ title: error instanceof HookError ? "Hook error" : "Cannot generate test data", message: describeError(error) });
      }
      return collector.result();
    }
    case "stateful":
      return new ResultCollector().result();
  }
}
