import type fc from "fast-check";
import type { CheckDefinition } from "../../core/check.js";
import type { EngineEvent, EventSink } from "../../core/events.js";
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
  const stopped = (): boolean => stopReason !== undefined || options.signal?.aborted === true;
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
  };
  const isSelected = options.isSelected;
  const operations = isSelected === undefined ? spec.operations : spec.operations.filter((operation) => isSelected(operation));
  // Stateful testing needs links, which GraphQL schemas do not have.
  const phases = GRAPHQL_PHASES.filter((phase) => settings.phases.includes(phase));
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
    for (const phase of phases) {
      if (stopped()) break;
      await emit({ type: "phase-started", phase, operations: operations.length });
      await forEachConcurrent(
        operations,
        settings.workers,
        async (operation) => {
          const scoped = graphqlScope(env, operation, phase, options.operationSettings);
          if (scoped === undefined) return;
          const modes = modesOf(scoped.settings.generation.mode);
          const replay = await replayStoredGraphql(scoped, operation, phase);
          if (replay !== undefined) env.knownFailures?.record(operation.label, replay.result);
          const own =
            phase === "fuzzing" ? await fuzzGraphqlOperation(scoped, operation, seed, modes) : await runPlannedGraphqlOperation(scoped, operation, phase, modes, seed);
          env.knownFailures?.record(operation.label, own);
          const raw = await withStoredGraphql(scoped, operation, replay, own);
          // A defect found in an earlier phase is not reported again by a later one.
          const result = reported.fresh(operation.label, raw);
          totals.cases += result.cases;
          totals.errors += result.errors.length;
          timedOut = addTimeouts(timedOut, operation.label, result.errors);
          totals.failures += result.failures.length;
          if (result.status === "failed") failed.add(operation.label);
          if (result.status === "errored") errored.add(operation.label);
          await emit(operationFinished(phase, operation.label, result));
          stopReason ??= maxFailuresReason(totals.failures, settings.maxFailures);
        },
        stopped,
      );
      await emit({ type: "phase-finished", phase });
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
