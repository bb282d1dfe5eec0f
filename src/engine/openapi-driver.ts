import * as fc from "fast-check";
import type { CaseData, CaseMeta, PlannedCase } from "../core/case.js";
import { HTTP_METHODS, type OperationDefinition } from "../core/operation.js";
import type { DataMode } from "../core/phase.js";
import { NOTHING_KNOWN, withKnownValues, withoutShaped } from "../generation/known-values.js";
import { probeIgnoredAuth } from "./auth-probes.js";
import type { CaseDriver } from "./case-driver.js";
import type { RunEnvironment } from "./environment.js";
import { exchangeCase, judgeExchange, prepareCase } from "./execute-case.js";
import { hookedGenerated, hookedPlanned, positiveArbitrary } from "./hook-steps.js";
import { knownFor, validWith } from "./known-values.js";
import { modesOf, runCasePhase } from "./operation-phase.js";
import type { OperationResult } from "./operation-result.js";
import type { OperationScope } from "./scope.js";
import { operationSeed } from "./seed.js";
import type { TargetedCase } from "../core/case.js";
import { caseSource } from "./targeted.js";
import type { WireJudge } from "./wire-judge.js";

const POSITIVE: CaseMeta = { phase: "fuzzing", mode: "positive" };

/** Runs one phase for one OpenAPI operation, stored failing cases first (example database). */
export function runOperationPhase(env: RunEnvironment, scope: OperationScope, runSeed: number, judge: WireJudge): Promise<OperationResult> {
  return runCasePhase(env, scope, openApiDriver(env, scope, judge), runSeed);
}

/**
 * OpenAPI's part of the engine's case loops for one operation in one phase: cases generated
 * from its schemas (values from earlier responses and code constants in positive ones; negative,
 * repeated-parameter and numeric-text ones in the negative mode), serialized with the
 * operation's styles, checked with the run's checks, probed for ignored auth.
 */
export function openApiDriver(env: RunEnvironment, scope: OperationScope, judge: WireJudge): CaseDriver {
  return {
    judge,
    harvest: { path: scope.operation.path },
    arbitrary: (mode) => arbitraryFor(env, scope, mode),
    source(arbitrary, random, bias, mode, budget) {
      const shared: OperationScope = { ...scope, settings: { ...scope.settings, generation: { ...scope.settings.generation, maxExamples: budget } } };
      return caseSource(env, shared, arbitrary, random, bias, mode);
    },
    async plan(phase, runSeed) {
      const unhooked = await plannedCases(env, { ...scope, phase }, runSeed);
      const cases = hookedPlanned(env, scope, unhooked, operationSeed(runSeed, `hooks ${scope.operation.label}`));
      if (cases.length > 0) return { cases };
      return { skipped: unhooked.length > 0 ? "the filter hooks reject every planned case" : phase === "examples" ? "the schema gives no examples" : "nothing to cover" };
    },
    prepare: (data) => prepareCase(env, scope, data),
    exchange: (prepared, meta) => exchangeCase(env, scope, prepared.data, meta, prepared),
    check: (exchange, meta, sequence) => judgeExchange(env, scope, exchange, meta, sequence),
    probe: (request, meta) => probeIgnoredAuth(env, scope, request, meta),
  };
}

/** The arbitrary of one data mode for an operation, or undefined when that mode has nothing to generate. */
async function arbitraryFor(env: RunEnvironment, scope: OperationScope, mode: DataMode): Promise<fc.Arbitrary<TargetedCase> | undefined> {
  if (mode === "positive") {
    // Values from earlier responses go in before the case's hooks, so filters and maps see them;
    // parts a `beforeGenerate*` hook shapes are the hook's.
    const known = knownFor(env, scope);
    const inner = known === NOTHING_KNOWN ? undefined : (arbitrary: fc.Arbitrary<CaseData>, shaped: ReadonlySet<string>) => withKnownValues(arbitrary, withoutShaped(known, shaped), validWith(env));
    return positiveArbitrary(env, scope, inner).map((data) => ({ data, meta: POSITIVE }));
  }
  // Loaded on first use: positive-only runs never need the mutation machinery.
  const [{ negativeCaseArbitrary }, { repeatedScalarArbitrary }, { numericTextArbitrary }] = await Promise.all([
    import("../generation/negative/negative-case.js"),
    import("../generation/negative/repeated-scalar.js"),
    import("../generation/negative/numeric-text.js"),
  ]);
  const negative = negativeCaseArbitrary(scope.operation, env.generation)?.map(({ data, violation, description }): TargetedCase => ({
    data,
    meta: { phase: "fuzzing", mode: "negative", violation, description },
  }));
  // Ambiguous cases (at most AMBIGUOUS_SHARE are sent): a scalar query parameter sent twice, a JSON number written as text.
  const repeated = repeatedScalarArbitrary(scope.operation, env.generation)?.map(({ data, name, description }): TargetedCase => ({
    data,
    meta: { phase: "fuzzing", mode: "negative", violation: { kind: "duplicate-query-parameter", name }, description, ambiguous: true },
  }));
  const numericText = numericTextArbitrary(scope.operation, env.generation)?.map(({ data, description }): TargetedCase => ({
    data,
    meta: { phase: "fuzzing", mode: "negative", violation: { kind: "schema", location: "body" }, description, ambiguous: true },
  }));
  const weighted = [
    ...(negative === undefined ? [] : [{ weight: 8, arbitrary: negative }]),
    ...(repeated === undefined ? [] : [{ weight: 1, arbitrary: repeated }]),
    ...(numericText === undefined ? [] : [{ weight: 1, arbitrary: numericText }]),
  ];
  const both = weighted.length === 0 ? undefined : weighted.length === 1 ? weighted[0]!.arbitrary : fc.oneof(...weighted);
  return both === undefined ? undefined : hookedGenerated(env, scope, both);
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
