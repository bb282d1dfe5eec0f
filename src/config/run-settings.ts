import type { RunSettings } from "../core/settings.js";
import type { ResolvedConfig } from "./resolve-types.js";

/**
 * The engine's `RunSettings` from a resolved configuration, once the base URL and the
 * selected check names (after `--checks`/`--exclude-checks`) are known. `max_response_time`
 * is selected when a limit is set, as the CLI does today.
 *
 * @example
 * const settings = toRunSettings(resolved, { baseUrl, selectedChecks: resolveCheckNames(include, exclude) });
 */
export function toRunSettings(resolved: ResolvedConfig, extra: { readonly baseUrl: string; readonly selectedChecks: readonly string[] }): RunSettings {
  const selected = [...extra.selectedChecks];
  if (resolved.maxResponseTime !== undefined && !selected.includes("max_response_time")) selected.push("max_response_time");
  return {
    baseUrl: extra.baseUrl,
    phases: resolved.phases,
    workers: resolved.workers,
    continueOnFailure: resolved.continueOnFailure,
    ...(resolved.failFast === undefined ? {} : { failFast: resolved.failFast }),
    checks: resolved.checks,
    selectedChecks: selected,
    generation: resolved.generation,
    network: resolved.network,
    output: resolved.output,
    ...(resolved.seed === undefined ? {} : { seed: resolved.seed }),
    ...(resolved.maxFailures === undefined ? {} : { maxFailures: resolved.maxFailures }),
    ...(resolved.maxResponseTime === undefined ? {} : { maxResponseTime: resolved.maxResponseTime }),
  };
}
