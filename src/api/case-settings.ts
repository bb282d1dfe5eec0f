import type { CheckDefinition, CheckSettings } from "../core/check.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Phase } from "../core/phase.js";
import type { OperationSettings, ResolvedConfig } from "../config/resolve-types.js";
import { BUILTIN_CHECKS, DEFAULT_CHECK_NAMES } from "../checks/registry.js";
import { registeredChecks } from "./custom-checks.js";

/** The configured settings of one operation, memoized per resolved configuration. */
const memo = new WeakMap<ResolvedConfig, Map<string, OperationSettings>>();

/**
 * What a loader's `config` (an `apitest.toml`) says about one operation in one phase:
 * headers, basic auth, parameters, checks, generation. Undefined without a configuration.
 */
export function configuredSettings(resolved: ResolvedConfig | undefined, operation: OperationDefinition, phase: Phase = "fuzzing"): OperationSettings | undefined {
  if (resolved === undefined) return undefined;
  let byKey = memo.get(resolved);
  if (byKey === undefined) memo.set(resolved, (byKey = new Map()));
  const key = `${phase} ${operation.label}`;
  let settings = byKey.get(key);
  if (settings === undefined) byKey.set(key, (settings = resolved.forOperation(operation, phase)));
  return settings;
}

/**
 * The checks validation runs when the caller names none: the default built-in checks and the
 * registered custom checks, plus any check the configuration enables by name
 * (`[checks.max_response_time]`, `max-response-time`).
 */
export function defaultChecks(settings: OperationSettings | undefined): CheckDefinition[] {
  const named = settings === undefined ? [] : Object.entries(settings.checks).filter(([, value]) => value.enabled).map(([name]) => name);
  const wanted = new Set([...DEFAULT_CHECK_NAMES, ...named]);
  if (settings?.maxResponseTime !== undefined) wanted.add("max_response_time");
  return [...BUILTIN_CHECKS.filter((check) => wanted.has(check.name)), ...registeredChecks()];
}

/** A check's settings for one operation (enabled unless the configuration turns it off). */
export function checkSettings(settings: OperationSettings | undefined, name: string): CheckSettings {
  return settings?.checks[name] ?? { enabled: true };
}
