import type fc from "fast-check";
import type { CheckDefinition } from "../../core/check.js";
import type { EngineEvent, EventSink, FailureReport } from "../../core/events.js";
import { failureIdentity } from "../../core/failure.js";
import { FeedbackMemory } from "../feedback-source.js";
import type { OperationResult } from "../operation-result.js";
import { runGraphqlRounds } from "./rounds.js";
import { unknownScalarsOf } from "../../generation/graphql/operation-arbitrary.js";
import { unknownScalarsMessage } from "../../generation/graphql/scalar-values.js";
import type { ExampleDatabase } from "../../database/example-database.js";
import { ExampleStore } from "../../database/example-store.js";
import { HealthLog } from "../../health/health-log.js";
import type { RunHooks } from "../../hooks/call-hooks.js";
import type { Phase } from "../../core/phase.js";
import type { RunSettings } from "../../core/settings.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import type { GraphqlSpec } from "../../specs/graphql/graphql-spec.js";
import { createHttpTransport } from "../../transport/http.js";
import type { Transport } from "../../transport/transport.js";
import { closeSinks, createEmitter } from "../emitter.js";
import type { GraphqlRunEnvironment } from "./environment.js";
import { fuzzGraphqlOperation } from "./fuzz.js";
import { graphqlCheckNames } from "./judge.js";
import { forEachConcurrent } from "../limiter.js";
import { maxFailuresReason, operationFinished, ReportedFailures, addTimeouts, type TimedOut } from "../phase-report.js";
import { modesOf } from "../operation-phase.js";
import { runPlannedGraphqlOperation } from "./planned.js";
import { KnownFailures } from "../known-failures.js";
import { graphqlSchemaIdentity, replayStoredGraphql, withStoredGraphql } from "./replay.js";
import { graphqlScope, type GraphqlOperationSettings } from "./scope.js";
import type { RunSummary } from "../run.js";
import { runSeedFor } from "../seed.js";

/** The phases a GraphQL run has, in order (stateful testing needs OpenAPI links). */
const GRAPHQL_PHASES: readonly Extract<Phase, "examples" | "coverage" | "fuzzing">[] = ["examples", "coverage", "fuzzing"];

/** Everything a GraphQL run needs; `settings.baseUrl` is the GraphQL endpoint. */
export interface GraphqlRunOptions {
  readonly spec: GraphqlSpec;
  readonly settings: RunSettings;
  /** How documents are sent: by default the spec's own (in-process apps), else HTTP (closed at the end). */
  readonly transport?: Transport;
  readonly sinks: readonly EventSink[];
  /** Headers every request carries (the default set and the user's). */
  readonly headers: Readonly<Record<string, string>>;
  /** Arbitraries for custom scalars, by name (see `graphql.scalar()`). */
  readonly scalars?: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  readonly secrets?: readonly string[];
  /** Which root fields to test (all by default). */
  readonly isSelected?: (operation: GraphqlOperation) => boolean;
  /** Per-operation settings (`[[operations]]`), by phase; the run's settings otherwise. */
  readonly operationSettings?: GraphqlOperationSettings;
  readonly signal?: AbortSignal;
  /** Custom checks (`check()`) run on every response after the GraphQL ones (the CLI passes the selected registered ones). */
  readonly checks?: readonly CheckDefinition[];
  /** Hooks and the auth provider applied to every document (see `hooks/`). */
  readonly hooks?: RunHooks;
  /** Where failing documents are stored and replayed first next time (`generation.database`); none when absent. */
  readonly database?: ExampleDatabase;
  /** Generator health checks not to run (`suppress-health-check`); all run by default. */
  readonly suppressHealthChecks?: readonly string[];
  /**
   * `apitest fuzz`: after the examples and coverage phases, fuzzing goes on in rounds until
   * `maxTimeSeconds` (the whole run's time) or the signal stops it.
   */
  readonly continuous?: { readonly maxTimeSeconds?: number };
}

/**
 * Tests every root field of a GraphQL schema in the examples, coverage and fuzzing phases
 * (those `settings.phases` names) and streams the same
 * `EngineEvent`s as `runTests`, so every reporter and the exit code work unchanged.
 * Each root field is one operation (`Query.country`). Never throws for the API's faults;
 * sinks are closed even when the run is interrupted.
 */
export async function runGraphqlTests(options: GraphqlRunOptions): Promise<RunSummary> {
  const { spec, settings } = options;
  const started = performance.now();
  // `generation.deterministic`: the same documents on every run, as for OpenAPI runs.
  const seed = runSeedFor(settings.seed, settings.generation.deterministic);
  const emit = createEmitter(options.sinks);
  // A transport created here is closed here; a given one belongs to the caller.
  const given = options.transport ?? spec.transport;
  const owned = given === undefined ? createHttpTransport({}) : undefined;
  const transport = given ?? (owned as Transport);
  let stopReason: string | undefined;
  const deadline = options.continuous?.maxTimeSeconds === undefined ? Infinity : started + options.continuous.maxTimeSeconds * 1000;
  const stopped = (): boolean => {
    // `apitest fuzz --max-time`: operations the time did not reach say so, rather than "not applicable".
    if (deadline !== Infinity && stopReason === undefined && performance.now() >= deadline) stopReason = `--max-time ${options.continuous?.maxTimeSeconds} s reached`;
    return stopReason !== undefined || options.signal?.aborted === true;
  };
  const env: GraphqlRunEnvironment = {
    spec,
    settings,
    transport,
    checks: graphqlCheckNames(settings.selectedChecks),
    customChecks: options.checks ?? [],
    scalars: options.scalars ?? new Map(),
    headers: options.headers,
    secrets: options.secrets ?? [],
    emit,
    stopped,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.hooks === undefined ? {} : { hooks: options.hooks }),
    ...(options.database === undefined ? {} : { exampleStore: new ExampleStore(options.database, graphqlSchemaIdentity(spec.schema)) }),
    health: new HealthLog(options.suppressHealthChecks),
    knownFailures: new KnownFailures(),
    feedback: new FeedbackMemory(),
  };
  const isSelected = options.isSelected;
  const operations = isSelected === undefined ? spec.operations : spec.operations.filter((operation) => isSelected(operation));
  // Stateful testing needs links, which GraphQL schemas do not have.
  const phases = GRAPHQL_PHASES.filter((phase) => settings.phases.includes(phase));
  // `apitest fuzz`: examples and coverage once, then fuzzing in rounds.
  const rounds = options.continuous !== undefined && phases.includes("fuzzing");
  const once = rounds ? phases.filter((phase) => phase !== "fuzzing") : phases;
  const totals = { failures: 0, errors: 0, cases: 0 };
  const failed = new Set<string>();
  const errored = new Set<string>();
  const reported = new ReportedFailures();
  let timedOut: TimedOut | undefined;
  try {
    await emit({
      type: "run-started",
      title: spec.schema.description ?? "GraphQL API",
      specVersion: "GraphQL",
      baseUrl: settings.baseUrl,
      operations: operations.length,
      phases,
      seed,
      labels: operations.map((operation) => operation.label),
      schemaOperations: spec.operations.length,
      skippedPhases: settings.phases
        .filter((phase) => !(phases as readonly Phase[]).includes(phase))
        .map((phase) => ({ phase, reason: "GraphQL schemas have no links" })),
    });
    const unknown = unknownScalarsWarning(operations, env.scalars);
    if (unknown !== undefined) await emit(unknown);
    const finish = async (phase: Phase, operation: GraphqlOperation, result: OperationResult): Promise<void> => {
      totals.cases += result.cases;
      totals.errors += result.errors.length;
      timedOut = addTimeouts(timedOut, operation.label, result.errors);
      totals.failures += result.failures.length;
      if (result.status === "failed") failed.add(operation.label);
      if (result.status === "errored") errored.add(operation.label);
      await emit(operationFinished(phase, operation.label, result));
      stopReason ??= maxFailuresReason(totals.failures, settings.maxFailures);
    };
    for (const phase of once) {
      if (stopped()) break;
      await emit({ type: "phase-started", phase, operations: operations.length });
      await forEachConcurrent(
        operations,
        settings.workers,
        async (operation) => {
          const scoped = graphqlScope(env, operation, phase, options.operationSettings);
          if (scoped === undefined) return;
          // A defect found in an earlier phase is not reported again by a later one.
          await finish(phase, operation, reported.fresh(operation.label, await runGraphqlPhase(scoped, operation, phase, seed)));
        },
        stopped,
      );
      await emit({ type: "phase-finished", phase });
    }
    if (rounds && !stopped()) {
      // `apitest fuzz`: failures printed as found (they count towards max-failures now), reported at the end.
      const pending = new Set<string>();
      const announce = async (label: string, report: FailureReport): Promise<void> => {
        const key = `${label}\u0000${failureIdentity(report.failure)}`;
        if (pending.has(key) || reported.has(label, report.failure)) return;
        pending.add(key);
        await emit({ type: "failure-found", operation: label, failure: report, elapsedSeconds: (performance.now() - started) / 1000 });
        stopReason ??= maxFailuresReason(totals.failures + pending.size, settings.maxFailures);
      };
      await emit({ type: "phase-started", phase: "fuzzing", operations: operations.length });
      const merged = await runGraphqlRounds({
        env: { ...env, onFailureFound: announce },
        operations,
        seed,
        fuzz: async (roundEnv, operation, roundSeed, budget) => {
          const scoped = graphqlScope(roundEnv, operation, "fuzzing", options.operationSettings);
          if (scoped === undefined) return undefined;
          const generation = { ...scoped.settings.generation, maxExamples: budget(scoped.settings.generation.maxExamples) };
          return runGraphqlPhase({ ...scoped, settings: { ...scoped.settings, generation } }, operation, "fuzzing", roundSeed);
        },
        onResult: async (operation, raw) => {
          // Failures not announced while found (a replayed stored document) are announced now.
          for (const report of raw.failures) await announce(operation.label, report);
          return reported.fresh(operation.label, raw);
        },
        stopped,
      });
      for (const operation of operations) {
        const result = merged.get(operation);
        if (result !== undefined) await finish("fuzzing", operation, result);
      }
      await emit({ type: "phase-finished", phase: "fuzzing" });
    }
    for (const event of env.health?.events(operations.map((operation) => operation.label)) ?? []) await emit(event);
  } finally {
    try {
      await emit({
        type: "run-finished",
        durationSeconds: (performance.now() - started) / 1000,
        interrupted: options.signal?.aborted === true,
        ...(stopReason === undefined ? {} : { stopReason }),
      });
    } finally {
      await closeSinks(options.sinks);
      await owned?.close();
    }
  }
  return {
    seed,
    operations: operations.length,
    failedOperations: failed.size,
    erroredOperations: [...errored].filter((label) => !failed.has(label)).length,
    failures: totals.failures,
    errors: totals.errors,
    cases: totals.cases,
    responses: totals.cases,
    durationSeconds: (performance.now() - started) / 1000,
    interrupted: options.signal?.aborted === true,
    ...(stopReason === undefined ? {} : { stopReason }),
    ...(timedOut === undefined ? {} : { timedOut }),
  };
}


/** One phase of one root field: stored failing documents first (example database), then the phase's own. */
async function runGraphqlPhase(env: GraphqlRunEnvironment, operation: GraphqlOperation, phase: Extract<Phase, "examples" | "coverage" | "fuzzing">, seed: number): Promise<OperationResult> {
  const modes = modesOf(env.settings.generation.mode);
  const replay = await replayStoredGraphql(env, operation, phase);
  if (replay !== undefined) env.knownFailures?.record(operation.label, replay.result);
  const own = phase === "fuzzing" ? await fuzzGraphqlOperation(env, operation, seed, modes) : await runPlannedGraphqlOperation(env, operation, phase, modes, seed);
  env.knownFailures?.record(operation.label, own);
  return withStoredGraphql(env, operation, replay, own);
}

/**
 * One warning for the custom scalars the selected operations' arguments use that have no
 * generation strategy (their values fall back to strings and numbers), naming them, the
 * operations, and `graphql.scalar()`. Undefined when there are none.
 */
function unknownScalarsWarning(
  operations: readonly GraphqlOperation[],
  scalars: ReadonlyMap<string, fc.Arbitrary<unknown>>,
): Extract<EngineEvent, { type: "warning" }> | undefined {
  const names = new Set<string>();
  const affected: string[] = [];
  for (const operation of operations) {
    const unknown = unknownScalarsOf(operation, { allowNull: false, scalars });
    if (unknown.length === 0) continue;
    affected.push(operation.label);
    for (const name of unknown) names.add(name);
  }
  if (names.size === 0) return undefined;
  return { type: "warning", name: "unknown_graphql_scalars", ...unknownScalarsMessage([...names]), operations: affected };
}
