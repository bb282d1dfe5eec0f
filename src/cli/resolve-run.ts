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

/** Resolves the run's settings for a loaded schema: CLI > apitest.toml (all its levels) > defaults. */
export function resolveRun(input: CliInput, file: ConfigFile | undefined, spec: OpenApiSpec, location: string, cores: number): ResolvedRun {
  const resolved = resolveRunSettings({ config: file, schemaTitle: spec.title, cli: input.overrides, cores });
  const baseUrl = resolveBaseUrl(spec, location, resolved.baseUrl);
  const settings = toRunSettings(resolved, { baseUrl, selectedChecks: resolveCheckNames(input.includeChecks, input.excludeChecks) });
  const selected = new Set(settings.selectedChecks);
  const network = settings.network;
  return {
    resolved,
    settings,
    checks: BUILTIN_CHECKS.filter((check) => selected.has(check.name)),
    headers: { "User-Agent": USER_AGENT, ...network.headers },
    secrets: collectSecrets(network.headers, network.basicAuth, settings.output.sanitization),
  };
}
