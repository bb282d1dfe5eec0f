import type { EngineEvent, OperationStatus } from "../core/events.js";
import type { Phase } from "../core/phase.js";

/** Response-time buckets: bucket `i` holds times in [FLOOR·2^(i/STEPS), FLOOR·2^((i+1)/STEPS)) milliseconds. */
const FLOOR_MS = 0.1;
/** Buckets per doubling: each is about 19 % wide, so a median read from them is within ±9 %. */
const STEPS = 4;
/** 0.1 ms to 0.1·2^24 ms ≈ 28 minutes; slower times land in the last bucket, faster in the first. */
export const TIME_BUCKETS: number = 24 * STEPS;

/** The lower edge of response-time bucket `index`, in milliseconds. */
export function bucketFloorMs(index: number): number {
  return FLOOR_MS * 2 ** (index / STEPS);
}

/** The bucket a response time (milliseconds) falls into. O(1). */
export function bucketOf(ms: number): number {
  if (!(ms > FLOOR_MS)) return 0;
  const index = Math.floor(Math.log2(ms / FLOOR_MS) * STEPS);
  return index >= TIME_BUCKETS ? TIME_BUCKETS - 1 : index;
}

/**
 * The `q` quantile (0–1) of a bucketed distribution, in milliseconds: the geometric middle of the
 * bucket it falls in, or undefined when nothing was counted.
 */
export function quantileMs(buckets: ArrayLike<number>, q: number): number | undefined {
  let total = 0;
  for (let i = 0; i < buckets.length; i++) total += buckets[i] ?? 0;
  if (total === 0) return undefined;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    seen += buckets[i] ?? 0;
    if (seen >= rank) return FLOOR_MS * 2 ** ((i + 0.5) / STEPS);
  }
  return undefined;
}

/** The figures kept for one operation over the whole run: fixed size whatever the number of requests. */
export interface OperationFigures {
  readonly operation: string;
  /** Order of first appearance (stable anchors and ids). */
  readonly index: number;
  /** What each phase that reported it ended with. */
  readonly phases: Map<Phase, OperationStatus>;
  /** Why a phase skipped it, by phase. */
  readonly skipReasons: Map<Phase, string>;
  /** Requests sent (interactions). */
  requests: number;
  /** Test cases, as the engine counted them per phase. */
  cases: number;
  /** Distinct failures and operation errors reported. */
  failures: number;
  errors: number;
  /** Responses per status code (at most one entry per code: bounded by the codes HTTP has). */
  readonly statuses: Map<number, number>;
  /** Requests that got no response (network error, timeout). */
  noResponse: number;
  /** Response times, bucketed (see {@link bucketOf}). */
  readonly times: Uint32Array;
}

/** Everything the run-level views (HTML) keep: per operation figures and the run's own. */
export interface RunFigures {
  title: string;
  specVersion: string;
  baseUrl: string;
  seed: number | undefined;
  phases: readonly Phase[];
  /** Operations the run selected (from `run-started`). */
  selected: number;
  readonly operations: Map<string, OperationFigures>;
  warnings: number;
  durationSeconds: number | undefined;
  interrupted: boolean;
  stopReason: string | undefined;
  error: string | undefined;
}

/** An empty run. */
export function emptyRunFigures(): RunFigures {
  return {
    title: "",
    specVersion: "",
    baseUrl: "",
    seed: undefined,
    phases: [],
    selected: 0,
    operations: new Map(),
    warnings: 0,
    durationSeconds: undefined,
    interrupted: false,
    stopReason: undefined,
    error: undefined,
  };
}

/** The figures of one operation, created on first use. */
export function operationFigures(run: RunFigures, operation: string): OperationFigures {
  let figures = run.operations.get(operation);
  if (figures === undefined) {
    figures = {
      operation,
      index: run.operations.size,
      phases: new Map(),
      skipReasons: new Map(),
      requests: 0,
      cases: 0,
      failures: 0,
      errors: 0,
      statuses: new Map(),
      noResponse: 0,
      times: new Uint32Array(TIME_BUCKETS),
    };
    run.operations.set(operation, figures);
  }
  return figures;
}

/**
 * How severe an operation's outcome is: failed beats errored beats passed beats skipped. An
 * operation's phases add up to the most severe (the figures, the NDJSON report and its merge).
 */
export const STATUS_SEVERITY: Readonly<Record<OperationStatus, number>> = { skipped: 0, passed: 1, errored: 2, failed: 3 };

/** One operation's figures as they are added from elsewhere: live figures, or a page's stored ones. */
export interface FiguresToAdd {
  readonly requests: number;
  readonly noResponse: number;
  readonly cases: number;
  readonly failures: number;
  readonly errors: number;
  readonly statuses: Iterable<readonly [number, number]>;
  readonly times: ArrayLike<number>;
  readonly phases: Iterable<readonly [Phase, OperationStatus]>;
  readonly skipReasons: Iterable<readonly [Phase, string]>;
}

/**
 * Adds `from` into `into` (counts, status codes and time buckets summed; per phase the more severe
 * outcome and the first skip reason kept): how a stored page's figures are restored and shard
 * pages' figures merged.
 */
export function addFigures(into: OperationFigures, from: FiguresToAdd): void {
  into.requests += from.requests;
  into.noResponse += from.noResponse;
  into.cases += from.cases;
  into.failures += from.failures;
  into.errors += from.errors;
  for (const [code, count] of from.statuses) into.statuses.set(code, (into.statuses.get(code) ?? 0) + count);
  for (let i = 0; i < TIME_BUCKETS; i++) into.times[i]! += from.times[i] ?? 0;
  for (const [phase, status] of from.phases) {
    const before = into.phases.get(phase);
    if (before === undefined || STATUS_SEVERITY[status] > STATUS_SEVERITY[before]) into.phases.set(phase, status);
  }
  for (const [phase, reason] of from.skipReasons) if (!into.skipReasons.has(phase)) into.skipReasons.set(phase, reason);
}

/**
 * Folds one engine event into the run's figures (no I/O, no clock: the same events give the same
 * figures). An interaction costs a map lookup, one counter per status code and one bucket
 * increment; nothing of the request is kept. Returns `run`, updated in place.
 */
export function foldRunFigures(run: RunFigures, event: EngineEvent): RunFigures {
  switch (event.type) {
    case "run-started":
      run.title = event.title;
      run.specVersion = event.specVersion;
      run.baseUrl = event.baseUrl;
      run.seed = event.seed;
      run.phases = event.phases;
      run.selected = event.operations;
      break;
    case "interaction": {
      const figures = operationFigures(run, event.operation);
      figures.requests++;
      const response = event.response;
      if (response === undefined) {
        figures.noResponse++;
      } else {
        figures.statuses.set(response.statusCode, (figures.statuses.get(response.statusCode) ?? 0) + 1);
        figures.times[bucketOf(response.elapsed * 1000)]! += 1;
      }
      break;
    }
    case "operation-finished": {
      const figures = operationFigures(run, event.operation);
      figures.phases.set(event.phase, event.status);
      if (event.skipReason !== undefined) figures.skipReasons.set(event.phase, event.skipReason);
      figures.cases += event.stats.cases;
      figures.failures += event.failures.length;
      figures.errors += event.errors.length;
      break;
    }
    case "warning":
      run.warnings++;
      break;
    case "run-finished":
      run.durationSeconds = event.durationSeconds;
      run.interrupted = event.interrupted;
      run.stopReason = event.stopReason;
      run.error = event.error;
      break;
    default:
      break;
  }
  return run;
}

/** failed beats errored beats passed beats skipped: an operation's outcome over its phases. */
export function overallStatus(figures: OperationFigures): OperationStatus | undefined {
  let best: OperationStatus | undefined;
  for (const status of figures.phases.values()) if (best === undefined || STATUS_SEVERITY[status] > STATUS_SEVERITY[best]) best = status;
  return best;
}

/** The run's response times: every operation's buckets added up. */
export function runTimes(run: RunFigures): Uint32Array {
  const total = new Uint32Array(TIME_BUCKETS);
  for (const figures of run.operations.values()) for (let i = 0; i < TIME_BUCKETS; i++) total[i]! += figures.times[i]!;
  return total;
}
