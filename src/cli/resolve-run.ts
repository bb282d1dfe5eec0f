import { registeredChecks } from "../api/custom-checks.js";
import { BUILTIN_CHECKS, resolveCheckNames } from "../checks/registry.js";
import type { ConfigFile } from "../config/config-types.js";
import { resolveRunSettings } from "../config/resolve.js";
import type { ResolvedConfig } from "../config/resolve-types.js";
import { toRunSettings } from "../config/run-settings.js";
import type { CheckDefinition } from "../core/check.js";
import type { RunSettings } from "../core/settings.js";
import type { OpenApiSpec } from "../core/spec.js";
import { resolveBaseUrl } from "../api/base-url.js";
import { USER_AGENT } from "../version.js";
import { collectSecrets, type CliInput } from "./build-settings.js";

/** Everything a run needs from the command line and the configuration file, resolved once. */
export interface ResolvedRun {
  readonly resolved: ResolvedConfig;
  readonly settings: RunSettings;
  readonly checks: readonly CheckDefinition[];
  /** Headers on every request: the default set, then the configured ones. */
  readonly headers: Readonly<Record<string, string>>;
  /** Secret values to mask everywhere. */
  readonly secrets: readonly string[];
}

/**
 * The names of the checks to run: `--checks` (or the defaults, plus every custom check a hooks
 * module registered), less `--exclude-checks`. Throws `UsageError` for an unknown name.
 */
export function selectedCheckNames(input: CliInput): string[] {
  const custom = registeredChecks().map((check) => check.name);
  const names = resolveCheckNames(input.includeChecks, input.excludeChecks, custom);
  if (input.includeChecks !== undefined) return names;
  const excluded = new Set(input.excludeChecks === undefined ? [] : resolveCheckNames(input.excludeChecks, undefined, custom));
  return [...names, ...custom.filter((name) => !excluded.has(name) && !names.includes(name))];
}

/** Resolves the run's settings for a loaded schema: CLI > apitest.toml (all its levels) > defaults. */
export function resolveRun(input: CliInput, file: ConfigFile | undefined, spec: OpenApiSpec, location: string, cores: number): ResolvedRun {
  const resolved = resolveRunSettings({ config: file, schemaTitle: spec.title, cli: input.overrides, cores });
  const baseUrl = resolveBaseUrl(spec, location, resolved.baseUrl);
  const settings = toRunSettings(resolved, { baseUrl, selectedChecks: selectedCheckNames(input) });
  const selected = new Set(settings.selectedChecks);
  const network = settings.network;
  return {
    resolved,
    settings,
    checks: [...BUILTIN_CHECKS, ...registeredChecks()].filter((check) => selected.has(check.name)),
    headers: { "User-Agent": USER_AGENT, ...network.headers },
    secrets: collectSecrets(network.headers, network.basicAuth, settings.output.sanitization),
  };
}
