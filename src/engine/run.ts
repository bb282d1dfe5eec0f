import type { CheckDefinition } from "../core/check.js";
import { describeError } from "../core/errors.js";
import type { EventSink, FailureReport } from "../core/events.js";
import { failureIdentity } from "../core/failure.js";
import type { OpenApiSpec } from "../core/spec.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { OperationRunSettings, RunSettings } from "../core/settings.js";
import type { GenerationContext } from "../generation/context.js";
import type { RunHooks } from "../hooks/call-hooks.js";
import type { SerializerRegistry } from "../serialization/registry.js";
import type { Transport } from "../transport/transport.js";
import type { RunCoverage } from "./feedback-source.js";
import type { ExampleDatabase } from "../database/example-database.js";
import { closeSinks, createEmitter } from "./emitter.js";
import type { CodeValues } from "../greybox/code-values.js";
import type { RunEnvironment } from "./environment.js";
import { createRunEnvironment } from "./create-environment.js";
import { runOperationPhase } from "./operation-phase.js";
import type { OperationResult } from "./operation-result.js";
import type { OperationScope } from "./scope.js";
import { TRUSTING_JUDGE, type WireJudge } from "./wire-judge.js";
import { forEachConcurrent } from "./limiter.js";
import { addTimeouts, maxFailuresReason, operationFinished, ReportedFailures, type TimedOut } from "./phase-report.js";
import { scopeFor } from "./scope.js";
import { hasStatefulWork, NO_LINKS_WARNING, planStatefulPhase, runStatefulPhase, statefulLinks } from "./stateful/phase.js";
import { runSeedFor } from "./seed.js";
import { withoutDisabledWarnings } from "./warning-filter.js";
import { unsendableParametersWarning } from "./unsendable-parameters.js";
import { WARNING_TEXT, warningsFor, type StatusWarningName, type WarningName } from "./warnings.js";
import { assertKnownMetrics } from "../hooks/metric-registry.js";
import { bySchemaOrder } from "../core/schema-order.js";
import { runRounds } from "./fuzz-rounds.js";
import { ReachTracker } from "./reach.js";

export { DETERMINISTIC_SEED } from "./seed.js";

/** Fewer responses than this from a failed operation compute no warnings. */
const MIN_CASES_FOR_WARNINGS = 5;

/** Everything a run needs; the platform (transport, sinks, signal) is injected. */
export interface RunOptions {
  readonly spec: OpenApiSpec;
  readonly settings: RunSettings;
  readonly transport: Transport;
  readonly checks: readonly CheckDefinition[];
  readonly generation: GenerationContext;
  readonly serializers: SerializerRegistry;
  readonly sinks: readonly EventSink[];
  /** Headers every request carries (the default set and the user's). */
  readonly headers: Readonly<Record<string, string>>;
  /** Secret values to mask anywhere in output. */
  readonly secrets?: readonly string[];
  /** Which warnings to compute (all by default). */
  readonly warnings?: readonly WarningName[];
  /** Per-operation settings from the configuration (CLI > file levels > defaults). */
  readonly operationSettings?: (operation: OperationDefinition, phase: Phase) => OperationRunSettings;
  /** Whether the configuration selects an operation (`[[operations]]` with `enabled = false` deselects). */
  readonly isSelected?: (operation: OperationDefinition) => boolean;
  /** Judges cases by their serialized form (drops negatives that are valid on the wire). */
  readonly judge?: WireJudge;
  /** Aborting it stops the run after the requests in flight; results so far are reported. */
  readonly signal?: AbortSignal;
  /** Where failing cases are stored and replayed first next time (`generation.database`); none when absent. */
  readonly database?: ExampleDatabase;
  /** Generator health checks not to run (`suppress-health-check`); all run by default. */
  readonly suppressHealthChecks?: readonly string[];
  /** Hooks and the auth provider applied to every case (see `hooks/`). */
  readonly hooks?: RunHooks;
  /**
   * Runs one phase of one operation (examples, coverage, fuzzing); default `runOperationPhase`.
   * The CLI's `--threads` injects one that hands the work to worker threads.
   */
  readonly runOperation?: (env: RunEnvironment, scope: OperationScope, runSeed: number, judge: WireJudge) => Promise<OperationResult>;
  /**
   * `apitest fuzz`: after the examples and coverage phases, fuzzing and stateful sequences go
   * on in rounds until `maxTimeSeconds` (the whole run's time) or the signal stops them.
   */
  readonly continuous?: { readonly maxTimeSeconds?: number };
  /** A grey-box run's coverage source (`greybox/coverage-source.ts`): sees what each request reached. */
  readonly coverage?: RunCoverage;
  /** Grey-box runs: constants of the API's own code for positive cases to draw on (see `RunEnvironment`). */
  readonly codeValues?: CodeValues;
}

/** The outcome of a run, as data. */
export interface RunSummary {
  readonly seed: number;
  readonly operations: number;
  readonly failedOperations: number;
  readonly erroredOperations: number;
  /** Distinct failures over all operations. */
  readonly failures: number;
  readonly errors: number;
  readonly cases: number;
  /** Responses received (0 means the server was never reached). */
  readonly responses: number;
  readonly durationSeconds: number;
  readonly interrupted: boolean;
  readonly stopReason?: string;
  /** Requests that got no answer within the request timeout (the first one named), when any did. */
  readonly timedOut?: TimedOut;
}

/**
 * Runs the enabled phases over every operation and streams events to the sinks.
 * Never throws for the API's faults; sinks are closed even when the run is interrupted.
 */
export async function runTests(options: RunOptions): Promise<RunSummary> {
  const { spec, settings } = options;
  // Targeted generation: each metric must be response_time or registered with metric().
  assertKnownMetrics(settings.generation.maximize ?? []);
  const started = performance.now();
  // `generation.deterministic`: no random variation, so the same cases on every run.
  const seed = runSeedFor(settings.seed, settings.generation.deterministic);
  const emit = withoutDisabledWarnings(createEmitter(options.sinks), options.warnings);
  let stopReason: string | undefined;
  let failures = 0;
  const deadline = options.continuous?.maxTimeSeconds === undefined ? Infinity : started + options.continuous.maxTimeSeconds * 1000;
  const stopped = (): boolean => {
    // `apitest fuzz --max-time`: operations the time did not reach say so, rather than "not applicable".
    if (deadline !== Infinity && stopReason === undefined && performance.now() >= deadline) stopReason = `--max-time ${options.continuous?.maxTimeSeconds} s reached`;
    return stopReason !== undefined || options.signal?.aborted === true;
  };
  const env = createRunEnvironment(options, emit, stopped);
  const isSelected = options.isSelected;
  const operations = isSelected === undefined ? spec.operations : spec.operations.filter((operation) => isSelected(operation));
  // The stateful phase runs only where links exist (declared, else inferred).
  const links = settings.phases.includes("stateful") ? statefulLinks(spec, operations) : undefined;
  const runnable = settings.phases.filter((phase) => phase !== "stateful" || (links !== undefined && hasStatefulWork(links)));
  // `apitest fuzz`: examples and coverage first, once; fuzzing and stateful sequences in rounds after them.
  const continuousPhases: Phase[] = options.continuous === undefined ? [] : runnable.filter((phase) => phase === "fuzzing" || phase === "stateful");
  const phases = runnable.filter((phase) => !continuousPhases.includes(phase));
  const judge = options.judge ?? TRUSTING_JUDGE;
  const runOperation = options.runOperation ?? runOperationPhase;
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
      title: spec.title,
      specVersion: spec.specVersion,
      baseUrl: settings.baseUrl,
      operations: operations.length,
      phases: [...phases, ...continuousPhases],
      seed,
      labels: operations.map((operation) => operation.label),
      schemaOperations: spec.operations.length,
      skippedPhases: settings.phases
        .filter((phase) => !runnable.includes(phase))
        .map((phase) => ({ phase, reason: "no links between the selected operations, declared or inferred" })),
    });
    // Asked for the stateful phase alone, with nothing to chain: say so rather than test nothing quietly.
    if (links !== undefined && !hasStatefulWork(links) && settings.phases.length === 1) await emit(NO_LINKS_WARNING);
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
      for (const name of warningsFor(result.statuses, smallSample)) {
        const affected = warned.get(name) ?? [];
        if (enabledWarnings.has(name) && !affected.includes(operation.label)) warned.set(name, [...affected, operation.label]);
      }
      await emit(operationFinished(phase, operation.label, result));
      stopReason ??= maxFailuresReason(failures, settings.maxFailures);
    };
    for (const phase of phases) {
      if (stopped()) break;
      const plan = phase === "stateful" && links !== undefined ? planStatefulPhase(env, links) : undefined;
      await emit({ type: "phase-started", phase, operations: plan?.operations.length ?? operations.length });
      // Stateful sequences span operations: they run first, then each involved operation reports.
      const sequences = plan === undefined ? undefined : await runStatefulPhase(env, plan, seed, {
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
          const raw = sequences?.get(operation) ?? (await runOperation(env, scope, seed, judge));
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
      const statefulPlan = continuousPhases.includes("stateful") && links !== undefined && hasStatefulWork(links) ? () => planStatefulPhase(env, links) : undefined;
      if (fuzzing) await emit({ type: "phase-started", phase: "fuzzing", operations: operations.length });
      const merged = await runRounds({
        env: { ...env, onFailureFound: announce },
        operations,
        seed,
        judge,
        runOperation,
        stateful: statefulPlan,
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
    const unsendable = unsendableParametersWarning(operations);
    if (unsendable !== undefined) await emit(unsendable);
    for (const event of env.health?.events(labels) ?? []) await emit(event);
  } catch (error) {
    crash = error;
    throw error;
  } finally {
    const interrupted = options.signal?.aborted === true;
    const durationSeconds = (performance.now() - started) / 1000;
    try {
      await emit({
        type: "run-finished",
        durationSeconds,
        interrupted,
        ...(stopReason === undefined ? {} : { stopReason }),
        ...(crash === undefined ? {} : { error: describeError(crash) }),
        reach: reach.report(operations.map((operation) => operation.label)),
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
