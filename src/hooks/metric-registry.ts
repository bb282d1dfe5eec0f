import type { CaseData } from "../core/case.js";
import { describeError, UsageError } from "../core/errors.js";
import type { Response } from "../core/response.js";
import { HookError } from "./hook-error.js";
import { processWide } from "../core/process-wide.js";

/**
 * What a custom metric receives (the specification's `MetricContext`): the case that was sent
 * and the response it got.
 */
export interface MetricContext {
  /** The case as sent: `method`, `path`, `pathParameters`, `query`, `headers`, `cookies`, `body` (or `NOT_SET`), `mediaType`. */
  readonly case: CaseData;
  /** The response: `statusCode`, `headers`, `content`, `text`, `json()`, `elapsed` (seconds), … */
  readonly response: Response;
}

/** A custom metric: a number computed from a case and its response; targeted generation makes it larger. */
export type CustomMetric = (ctx: MetricContext) => number;

/** A metric as the engine calls it: the case data and the response, and the operation's label for errors. */
export type TargetMetric = (data: CaseData, response: Response, label: string) => number;

/** The metric built into apitest: the response time in seconds. */
export const RESPONSE_TIME = "response_time";

// Process-wide, behind a global symbol: a hooks module that imports another copy of apitest
// still registers into the same place (as check() does).
const KEY = Symbol.for("apitest.customMetrics");

function store(): Map<string, CustomMetric> {
  return processWide(KEY, () => new Map<string, CustomMetric>());
}

/** Registers (or replaces) the custom metric `name`; the name is checked by the caller. */
export function registerMetric(name: string, fn: CustomMetric): void {
  store().set(name, fn);
}

/** The names `generation.maximize` accepts: `response_time`, then the registered metrics in registration order. */
export function metricNames(): readonly string[] {
  return [RESPONSE_TIME, ...store().keys()];
}

/** Forgets every registered custom metric. */
export function clearMetricRegistry(): void {
  store().clear();
}

/**
 * Throws a `UsageError` when a name in `names` is neither `response_time` nor a registered
 * metric; `where` says where the names came from (e.g. `--generation-maximize`).
 */
export function assertKnownMetrics(names: readonly string[], where = "generation.maximize"): void {
  const known = metricNames();
  const unknown = names.find((name) => !known.includes(name));
  if (unknown === undefined) return;
  const custom = known.slice(1);
  const registered =
    custom.length === 0
      ? "No custom metric is registered: register one with metric() in the hooks module (--hooks, hooks in apitest.toml or APITEST_HOOKS)."
      : `Registered custom metrics: ${custom.join(", ")}.`;
  throw new UsageError(`Invalid value for ${where}: '${unknown}' is not a metric apitest can maximize. Use response_time or a registered metric. ${registered}`);
}

/**
 * The engine's form of the metrics `names` (already checked): `response_time` reads
 * `response.elapsed`; a custom metric is called with a {@link MetricContext}, and what it throws,
 * or a result that is not a number, becomes a `HookError` naming the metric and the operation.
 */
export function resolveMetrics(names: readonly string[]): TargetMetric[] {
  assertKnownMetrics(names);
  return names.map((name) => {
    if (name === RESPONSE_TIME) return (_data, response) => response.elapsed;
    const fn = store().get(name) as CustomMetric;
    return (data, response, label) => {
      let score: unknown;
      try {
        score = fn({ case: data, response });
      } catch (error) {
        throw new HookError(`The metric ${name} failed for ${label}: ${describeError(error)}. Fix the metric in your hooks module (or leave it out of generation.maximize).`, { cause: error });
      }
      if (typeof score !== "number") {
        const got = score instanceof Promise ? "a Promise (metrics are synchronous)" : typeof score;
        throw new HookError(`The metric ${name} returned ${got} for ${label}, not a number: a metric returns a number that is larger for the cases to steer towards.`);
      }
      return score;
    };
  });
}
