import { UsageError } from "../core/errors.js";
import { clearMetricRegistry, metricNames, registerMetric, RESPONSE_TIME, type CustomMetric } from "../hooks/metric-registry.js";

export type { CustomMetric, MetricContext } from "../hooks/metric-registry.js";

/**
 * Registers a custom metric for targeted generation: `generation.maximize` (or
 * `--generation-maximize`, or `settings.generation.maximize` of `runTests`) may then name it,
 * and fuzzing steers towards cases that make it larger. The metric's name is the function's
 * name, or the one given. Register it in the hooks module of `apitest run` (`--hooks`).
 *
 * @example
 * import { metric } from "apitest-pbt";
 * // apitest run … --hooks ./hooks.js --generation-maximize response_size
 * metric(function response_size(ctx) {
 *   return ctx.response.content.length;
 * });
 * // A numeric field of the response, under an explicit name:
 * metric((ctx) => Number((ctx.response.json() as { total?: number } | null)?.total ?? 0), "order_total");
 */
export function metric<T extends CustomMetric>(fn: T, name?: string): T {
  const metricName = name ?? fn.name;
  if (metricName === "" || metricName === "anonymous") {
    throw new UsageError("metric() needs a named function (function my_metric(ctx) { … }) or a name: metric(fn, \"my_metric\").");
  }
  if (metricName === RESPONSE_TIME) throw new UsageError(`metric(): "${RESPONSE_TIME}" is the name of the built-in metric; choose another name.`);
  if (/[,\s]/.test(metricName)) {
    throw new UsageError(`metric(): "${metricName}" cannot be a metric name: --generation-maximize splits on commas, so use letters, digits, _ or - (e.g. "response_size").`);
  }
  registerMetric(metricName, fn);
  return fn;
}

/** The names of the custom metrics registered so far, in registration order (`response_time` is built in, not listed). */
export function registeredMetrics(): readonly string[] {
  return metricNames().filter((name) => name !== RESPONSE_TIME);
}

/** Forgets every registered custom metric (for tests). */
export function clearMetrics(): void {
  clearMetricRegistry();
}
