import type { PlannedCase } from "../core/case.js";
import { ApitestError, describeError } from "../core/errors.js";
import { HTTP_METHODS, type OperationDefinition } from "../core/operation.js";
import type { DataMode, GenerationMode } from "../core/phase.js";
import type { RunEnvironment } from "./environment.js";
import { fuzzOperation } from "./fuzz-operation.js";
import { hookedPlanned } from "./hook-steps.js";
import { ResultCollector, type OperationResult } from "./operation-result.js";
import { runPlanned } from "./run-planned.js";
import { replayStoredExamples, withStoredExamples } from "./replay-stored.js";
import type { OperationScope } from "./scope.js";
import { operationSeed } from "./seed.js";
import type { WireJudge } from "./wire-judge.js";

/** The data modes a generation mode asks for. */
export function modesOf(mode: GenerationMode): DataMode[] {
  return mode === "all" ? ["positive", "negative"] : [mode];
}

/**
 * Methods the operation's path does not declare, uppercase (`phases.coverage.unexpected-methods`
 * default). Only the path's first operation sends them, so a path is probed once.
 */
export function unexpectedMethodsFor(env: RunEnvironment, operation: OperationDefinition, configured: readonly string[] | undefined): readonly string[] {
  const onPath = env.spec.operations.filter((other) => other.path === operation.path);
  if (onPath[0] !== operation) return [];
  if (configured !== undefined) return configured;
  const declared = new Set(onPath.map((other) => other.method.toLowerCase()));
  return HTTP_METHODS.filter((method) => !declared.has(method)).map((method) => method.toUpperCase());
}

/** Runs one phase for one operation, stored failing cases first (example database). */
export async function runOperationPhase(env: RunEnvironment, scope: OperationScope, runSeed: number, judge: WireJudge): Promise<OperationResult> {
  const label = scope.operation.label;
  const replay = await replayStoredExamples(env, scope, judge);
  if (replay !== undefined) env.knownFailures?.record(label, replay.result);
  const own = await runPhaseCases(env, scope, runSeed, judge);
  env.knownFailures?.record(label, own);
  return withStoredExamples(env, scope, replay, own);
}

/** The phase's own cases for one operation. Planning errors (an unsatisfiable schema) are reported, never thrown. */
async function runPhaseCases(env: RunEnvironment, scope: OperationScope, runSeed: number, judge: WireJudge): Promise<OperationResult> {
  const { operation, settings } = scope;
  switch (scope.phase) {
    case "fuzzing":
      return fuzzOperation(env, scope, runSeed, judge, modesOf(settings.generation.mode));
    case "examples":
    case "coverage": {
      const collector = new ResultCollector(env.knownFailures?.of(operation.label));
      try {
        const unhooked = await plannedCases(env, { ...scope, phase: scope.phase }, runSeed);
        const planned = hookedPlanned(env, scope, unhooked, operationSeed(runSeed, `hooks ${operation.label}`));
        if (planned.length === 0) {
          collector.skip(unhooked.length > 0 ? "the filter hooks reject every planned case" : scope.phase === "examples" ? "the schema gives no examples" : "nothing to cover");
          return collector.result();
        }
        await runPlanned(env, scope, planned, judge, collector);
      } catch (error) {
        if (!(error instanceof ApitestError)) throw error;
        collector.addError({ title: "Cannot generate test data", message: describeError(error) });
      }
      return collector.result();
    }
    case "stateful":
      return new ResultCollector().result();
  }
}

/**
 * The cases an OpenAPI operation's examples or coverage phase plans (the same on every run;
 * hooks not applied). Throws an `ApitestError` for a schema it cannot plan from.
 */
export async function plannedCases(env: RunEnvironment, scope: OperationScope & { readonly phase: "examples" | "coverage" }, runSeed: number): Promise<readonly PlannedCase[]> {
  const { operation, settings } = scope;
  // Each planner is loaded when its phase first runs: a fuzzing-only run never pays for them.
  return scope.phase === "examples"
    ? (await import("../generation/examples/plan-examples.js")).planExamples(operation, env.generation, { fillMissing: settings.phaseOptions.fillMissing, seed: operationSeed(runSeed, operation.label) })
    : (await import("../generation/coverage/plan-coverage.js")).planCoverage(operation, env.generation, {
        modes: modesOf(settings.generation.mode),
        unexpectedMethods: unexpectedMethodsFor(env, operation, settings.phaseOptions.unexpectedMethods),
        duplicateQueryParameters: settings.phaseOptions.generateDuplicateQueryParameters,
      });
}
