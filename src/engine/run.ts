import { describeError } from "../core/errors.js";
import type { EngineEvent, FailureReport } from "../core/events.js";
import { failureIdentity } from "../core/failure.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import { closeSinks, createEmitter } from "./emitter.js";
import type { EngineEnvironment } from "./environment.js";
import { createEngineEnvironment } from "./create-environment.js";
import { openApiAdapter } from "./openapi-adapter.js";
import type { OperationResult } from "./operation-result.js";
import type { AdaptedRunOptions, GraphqlRunOptions, RunOptions, RunSummary } from "./run-options.js";
import type { SpecAdapter } from "./spec-adapter.js";
import { TRUSTING_JUDGE, type WireJudge } from "./wire-judge.js";
import { forEachConcurrent } from "./limiter.js";
import { addTimeouts, maxFailuresReason, operationFinished, ReportedFailures, type TimedOut } from "./phase-report.js";
import { scopeFor } from "./scope.js";
import { hasStatefulWork, NO_LINKS_WARNING } from "./stateful/phase.js";
import { runSeedFor } from "./seed.js";
import { withoutDisabledWarnings } from "./warning-filter.js";
import { WARNING_TEXT, warningsFor, type StatusWarningName } from "./warnings.js";
import { assertKnownMetrics } from "../hooks/metric-registry.js";
import { bySchemaOrder } from "../core/schema-order.js";
import { runRounds } from "./fuzz-rounds.js";
import { ReachTracker } from "./reach.js";
import type { ApiLiveness } from "./api-down.js";

export { DETERMINISTIC_SEED } from "./seed.js";

/** Fewer responses than this from a failed operation compute no warnings. */
const MIN_CASES_FOR_WARNINGS = 5;

/**
 * Runs the enabled phases over every operation of an OpenAPI document or a GraphQL schema and
 * streams events to the sinks: one loop for both (see `spec-adapter.ts`). Never throws for the
 * API's faults; sinks are closed even when the run is interrupted.
 */
export async function runTests(options: RunOptions | GraphqlRunOptions): Promise<RunSummary> {
  if (options.spec.kind === "graphql") {
    // Loaded on demand so OpenAPI runs never load graphql-js.
    const { adaptGraphqlRun } = await import("./graphql/adapter.js");
    const adapted = adaptGraphqlRun(options as GraphqlRunOptions);
    return runAdapted(adapted.adapter, adapted.options);
  }
  const openapi = options as RunOptions;
  return runAdapted(openApiAdapter(openapi), openapi);
}

/** The one run loop, over any spec adapter. */
export async function runAdapted<E extends EngineEnvironment>(adapter: SpecAdapter<E>, options: AdaptedRunOptions): Promise<RunSummary> {
  try {
    return await runLoop(adapter, options);
  } finally {
    await adapter.close?.();
  }
}

async function runLoop<E extends EngineEnvironment>(adapter: SpecAdapter<E>, options: AdaptedRunOptions): Promise<RunSummary> {
  const { settings } = options;
  // Targeted generation: each metric must be response_time or registered with metric().
  assertKnownMetrics(settings.generation.maximize ?? []);
  const started = performance.now();
  // `generation.deterministic`: no random variation, so the same cases on every run.
  const seed = runSeedFor(settings.seed, settings.generation.deterministic);
  const emit = withoutDisabledWarnings(createEmitter(options.sinks), options.warnings);
  let stopReason: string | undefined;
  let liveness: ApiLiveness | undefined;
  let failures = 0;
  const deadline = options.continuous?.maxTimeSeconds === undefined ? Infinity : started + options.continuous.maxTimeSeconds * 1000;
  const stopped = (): boolean => {
    // `apitest fuzz --max-time`: operations the time did not reach say so, rather than "not applicable".
    if (deadline !== Infinity && stopReason === undefined && performance.now() >= deadline) stopReason = `--max-time ${options.continuous?.maxTimeSeconds} s reached`;
    // The API stopped answering and did not come back (api-down.ts).
    stopReason ??= liveness?.stopReason;
    return stopReason !== undefined || options.signal?.aborted === true;
  };
  const env = adapter.environment(createEngineEnvironment({ ...options, identity: adapter.identity }, emit, stopped));
  liveness = env.liveness;
  const isSelected = options.isSelected;
  const operations = isSelected === undefined ? adapter.operations : adapter.operations.filter((operation) => isSelected(operation));
  // The stateful phase runs only where links exist (declared, else inferred).
  const stateful = adapter.stateful;
  const links = settings.phases.includes("stateful") && stateful !== undefined ? stateful.links(operations) : undefined;
  const runnable = settings.phases.filter((phase) => phase !== "stateful" || (links !== undefined && hasStatefulWork(links)));
  // `apitest fuzz`: examples and coverage first, once; fuzzing and stateful sequences in rounds after them.
  const continuousPhases: Phase[] = options.continuous === undefined ? [] : runnable.filter((phase) => phase === "fuzzing" || phase === "stateful");
  const phases = runnable.filter((phase) => !continuousPhases.includes(phase));
  const judge = options.judge ?? TRUSTING_JUDGE;
  const failedOperations = new Set<string>();
  const erroredOperations = new Set<string>();
  let errors = 0;
  let cases = 0;
  let timedOut: TimedOut | undefined;
  const warned = new Map<StatusWarningName, string[]>();
  const reported = new ReportedFailures();
  const reach = new ReachTracker();
  // `apitest fuzz`: failures found in rounds, printed as found and reported at the end (they count towards max-failures now).
  const pending = new Set<string>();
  const enabledWarnings = new Set(options.warnings ?? Object.keys(WARNING_TEXT));
  let crash: unknown;

  try {
    await emit({
      type: "run-started",
      title: adapter.title,
      specVersion: adapter.specVersion,
      baseUrl: settings.baseUrl,
      operations: operations.length,
      phases: [...phases, ...continuousPhases],
      seed,
      labels: operations.map((operation) => operation.label),
      schemaOperations: adapter.operations.length,
      skippedPhases: settings.phases
        .filter((phase) => !runnable.includes(phase))
        .map((phase) => ({ phase, reason: adapter.noLinksReason })),
    });
    // Asked for the stateful phase alone, with nothing to chain: say so rather than test nothing quietly.
    if (links === undefined ? settings.phases.length === 1 && settings.phases[0] === "stateful" : !hasStatefulWork(links) && settings.phases.length === 1) await emit(NO_LINKS_WARNING);
    for (const event of adapter.startWarnings(operations)) await emit(event);
    const learnValues = (results: ReadonlyMap<OperationDefinition, OperationResult>): void => {
      // Values seen in this phase feed the next one, added in schema order: the same seed and
      // responses give the same dictionary whatever order the workers finished in.
      for (const operation of operations) env.knownValues?.addAll(results.get(operation)?.values ?? []);
    };
    const track = (operation: OperationDefinition, raw: OperationResult): OperationResult => {
      reach.record(operation.label, raw);
      // A defect found in an earlier phase is not reported again by a later one.
      return reported.fresh(operation.label, raw);
    };
    const finish = async (phase: Phase, operation: OperationDefinition, result: OperationResult): Promise<void> => {
      cases += result.cases;
      errors += result.errors.length;
      timedOut = addTimeouts(timedOut, operation.label, result.errors);
      failures += result.failures.length;
      if (result.status === "failed") failedOperations.add(operation.label);
      if (result.status === "errored") erroredOperations.add(operation.label);
      // Too few responses say nothing about the API (an operation stops at its first failure).
      const smallSample = result.status !== "passed" && result.cases < MIN_CASES_FOR_WARNINGS;
      for (const name of adapter.statusReach ? warningsFor(result.statuses, smallSample) : []) {
        const affected = warned.get(name) ?? [];
        if (enabledWarnings.has(name) && !affected.includes(operation.label)) warned.set(name, [...affected, operation.label]);
      }
      await emit(operationFinished(phase, operation.label, result));
      stopReason ??= maxFailuresReason(failures, settings.maxFailures);
    };
    for (const phase of phases) {
      if (stopped()) break;
      const plan = phase === "stateful" && links !== undefined && stateful !== undefined ? stateful.plan(env, links) : undefined;
      await emit({ type: "phase-started", phase, operations: plan?.operations.length ?? operations.length });
      // Stateful sequences span operations: they run first, then each involved operation reports.
      const sequences = plan === undefined || stateful === undefined ? undefined : await stateful.run(env, plan, seed, {
        failuresLeft: settings.maxFailures === undefined ? undefined : settings.maxFailures - failures,
        reportedBefore: (operation, failure) => reported.has(operation.label, failure),
      });
      const results = new Map<OperationDefinition, OperationResult>();
      await forEachConcurrent(
        sequences === undefined ? operations : [...sequences.keys()],
        settings.workers,
        async (operation) => {
          const scope = scopeFor(env, operation, phase);
          if (!scope.settings.enabled) return;
          const raw = sequences?.get(operation) ?? (await adapter.runOperation(env, scope, seed, judge));
          results.set(operation, raw);
          await finish(phase, operation, track(operation, raw));
        },
        // The stateful phase's results are all in: every involved operation reports, even after a stop.
        sequences === undefined ? stopped : undefined,
      );
      learnValues(results);
      await emit({ type: "phase-finished", phase });
    }
    if (options.continuous !== undefined && continuousPhases.length > 0 && !stopped()) {
      // `apitest fuzz`: rounds of fuzzing and stateful sequences until the time is up or Ctrl-C.
      const announce = async (label: string, report: FailureReport): Promise<void> => {
        const key = `${label}\u0000${failureIdentity(report.failure)}`;
        if (pending.has(key) || reported.has(label, report.failure)) return;
        pending.add(key);
        await emit({ type: "failure-found", operation: label, failure: report, elapsedSeconds: (performance.now() - started) / 1000 });
        stopReason ??= maxFailuresReason(failures + pending.size, settings.maxFailures);
      };
      const fuzzing = continuousPhases.includes("fuzzing");
      const statefulRound =
        continuousPhases.includes("stateful") && links !== undefined && stateful !== undefined && hasStatefulWork(links)
          ? (roundEnv: E, roundSeed: number, limits: Parameters<typeof stateful.run>[3]) => stateful.run(roundEnv, stateful.plan(roundEnv, links), roundSeed, limits)
          : undefined;
      if (fuzzing) await emit({ type: "phase-started", phase: "fuzzing", operations: operations.length });
      const merged = await runRounds({
        env: { ...env, onFailureFound: announce },
        operations,
        seed,
        judge,
        runOperation: (roundEnv, scope, roundSeed, roundJudge) => adapter.runOperation(roundEnv, scope, roundSeed, roundJudge),
        stateful: statefulRound,
        fuzzing,
        failuresLeft: () => (settings.maxFailures === undefined ? undefined : settings.maxFailures - failures - pending.size),
        reportedBefore: (operation, failure) => reported.has(operation.label, failure),
        afterRound: learnValues,
        onResult: async (_phase, operation, raw) => {
          // Failures not announced while found (a replayed stored case) are announced now.
          for (const report of raw.failures) await announce(operation.label, report);
          return track(operation, raw);
        },
        stopped,
      });
      for (const phase of continuousPhases) {
        const results = merged[phase === "stateful" ? "stateful" : "fuzzing"];
        if (phase === "stateful") {
          if (results.size === 0) continue;
          await emit({ type: "phase-started", phase, operations: results.size });
        }
        for (const operation of operations) {
          const result = results.get(operation);
          if (result !== undefined) await finish(phase, operation, result);
        }
        await emit({ type: "phase-finished", phase });
      }
    }
    // In a fixed order whatever order the workers finished in: warnings as listed in WARNING_TEXT,
    // operations as in the schema.
    const labels = operations.map((operation) => operation.label);
    const inSchemaOrder = bySchemaOrder(labels);
    for (const name of Object.keys(WARNING_TEXT) as StatusWarningName[]) {
      const affected = warned.get(name);
      if (affected === undefined) continue;
      await emit({ type: "warning", name, message: WARNING_TEXT[name].message, hint: WARNING_TEXT[name].hint, operations: [...affected].sort(inSchemaOrder) });
    }
    for (const event of adapter.endWarnings(operations)) await emit(event);
    for (const event of env.health?.events(labels) ?? []) await emit(event);
  } catch (error) {
    crash = error;
    throw error;
  } finally {
    const interrupted = options.signal?.aborted === true;
    // An outage on the last operation stops nothing more, but the run still says why it ended.
    stopReason ??= liveness?.stopReason;
    const durationSeconds = (performance.now() - started) / 1000;
    try {
      await emit({
        type: "run-finished",
        durationSeconds,
        interrupted,
        ...(stopReason === undefined ? {} : { stopReason }),
        ...(crash === undefined ? {} : { error: describeError(crash) }),
        ...(adapter.statusReach ? { reach: reach.report(operations.map((operation) => operation.label)) } : {}),
      });
    } finally {
      await closeSinks(options.sinks);
    }
  }
  const responses = cases;
  return {
    seed,
    operations: operations.length,
    failedOperations: failedOperations.size,
    erroredOperations: [...erroredOperations].filter((label) => !failedOperations.has(label)).length,
    failures,
    errors,
    cases,
    responses,
    durationSeconds: (performance.now() - started) / 1000,
    interrupted: options.signal?.aborted === true,
    ...(stopReason === undefined ? {} : { stopReason }),
    ...(timedOut === undefined ? {} : { timedOut }),
  };
}
