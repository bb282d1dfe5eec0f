import type fc from "fast-check";
import type { EventSink } from "../core/events.js";
import type { RunSettings } from "../core/settings.js";
import type { GraphqlOperation } from "../specs/graphql/graphql-operation.js";
import type { GraphqlSpec } from "../specs/graphql/graphql-spec.js";
import type { Transport } from "../transport/transport.js";
import { closeSinks, createEmitter } from "./emitter.js";
import type { GraphqlRunEnvironment } from "./graphql-environment.js";
import { fuzzGraphqlOperation } from "./graphql-fuzz.js";
import { graphqlCheckNames } from "./graphql-judge.js";
import { forEachConcurrent } from "./limiter.js";
import { modesOf } from "./operation-phase.js";
import type { RunSummary } from "./run.js";
import { randomSeed } from "./seed.js";

/** Everything a GraphQL run needs; `settings.baseUrl` is the GraphQL endpoint. */
export interface GraphqlRunOptions {
  readonly spec: GraphqlSpec;
  readonly settings: RunSettings;
  readonly transport: Transport;
  readonly sinks: readonly EventSink[];
  /** Headers every request carries (the default set and the user's). */
  readonly headers: Readonly<Record<string, string>>;
  /** Arbitraries for custom scalars, by name (see `graphql.scalar()`). */
  readonly scalars?: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  readonly secrets?: readonly string[];
  /** Which root fields to test (all by default). */
  readonly isSelected?: (operation: GraphqlOperation) => boolean;
  readonly signal?: AbortSignal;
}

/**
 * Tests every root field of a GraphQL schema in the fuzzing phase and streams the same
 * `EngineEvent`s as `runTests`, so every reporter and the exit code work unchanged.
 * Each root field is one operation (`Query.country`). Never throws for the API's faults;
 * sinks are closed even when the run is interrupted.
 */
export async function runGraphqlTests(options: GraphqlRunOptions): Promise<RunSummary> {
  const { spec, settings } = options;
  const started = performance.now();
  const seed = settings.seed ?? randomSeed();
  const emit = createEmitter(options.sinks);
  let stopReason: string | undefined;
  const stopped = (): boolean => stopReason !== undefined || options.signal?.aborted === true;
  const env: GraphqlRunEnvironment = {
    spec,
    settings,
    transport: options.transport,
    checks: graphqlCheckNames(settings.selectedChecks),
    scalars: options.scalars ?? new Map(),
    headers: options.headers,
    secrets: options.secrets ?? [],
    emit,
    stopped,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  };
  const isSelected = options.isSelected;
  const operations = isSelected === undefined ? spec.operations : spec.operations.filter((operation) => isSelected(operation));
  // Examples and coverage have no GraphQL planner; stateful needs links. Fuzzing is the GraphQL phase.
  const runsFuzzing = settings.phases.includes("fuzzing");
  const totals = { failures: 0, errors: 0, cases: 0, failed: 0, errored: 0 };
  try {
    await emit({
      type: "run-started",
      title: spec.schema.description ?? "GraphQL API",
      specVersion: "GraphQL",
      baseUrl: settings.baseUrl,
      operations: operations.length,
      phases: runsFuzzing ? ["fuzzing"] : [],
      seed,
    });
    if (runsFuzzing && !stopped()) {
      await emit({ type: "phase-started", phase: "fuzzing", operations: operations.length });
      await forEachConcurrent(
        operations,
        settings.workers,
        async (operation) => {
          const result = await fuzzGraphqlOperation(env, operation, seed, modesOf(settings.generation.mode));
          totals.cases += result.cases;
          totals.errors += result.errors.length;
          totals.failures += result.failures.length;
          if (result.status === "failed") totals.failed++;
          if (result.status === "errored") totals.errored++;
          await emit({
            type: "operation-finished",
            phase: "fuzzing",
            operation: operation.label,
            status: result.status,
            failures: result.failures,
            errors: result.errors,
            stats: { cases: result.cases, statuses: result.statuses },
            ...(result.skipReason === undefined ? {} : { skipReason: result.skipReason }),
          });
          if (settings.maxFailures !== undefined && totals.failures >= settings.maxFailures && stopReason === undefined) {
            stopReason = `stopped after ${totals.failures} failure${totals.failures === 1 ? "" : "s"} (--max-failures ${settings.maxFailures})`;
          }
        },
        stopped,
      );
      await emit({ type: "phase-finished", phase: "fuzzing" });
    }
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
    }
  }
  return {
    seed,
    operations: operations.length,
    failedOperations: totals.failed,
    erroredOperations: totals.errored,
    failures: totals.failures,
    errors: totals.errors,
    cases: totals.cases,
    responses: totals.cases,
    durationSeconds: (performance.now() - started) / 1000,
    interrupted: options.signal?.aborted === true,
    ...(stopReason === undefined ? {} : { stopReason }),
  };
}
