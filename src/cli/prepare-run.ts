import { availableParallelism } from "node:os";
import { findConfigFile } from "../config/find-config.js";
import type { ConfigFile } from "../config/config-types.js";
import { loadConfigFile } from "../config/load-config.js";
import { resolveRunSettings } from "../config/resolve.js";
import type { ResolvedConfig } from "../config/resolve-types.js";
import type { NetworkSettings } from "../core/settings.js";
import type { OpenApiSpec } from "../core/spec.js";
import type { TlsSettings } from "../transport/tls-options.js";
import type { LoadOpenApiOptions } from "../specs/openapi/load-spec.js";
import type { RunOptions } from "../engine/run-options.js";
import { createWireJudge } from "../engine/wire-judge.js";
import { defaultSerializers } from "../serialization/registry.js";
import { customFormats, customMediaTypes } from "../api/custom-generation.js";
import { withCustomSerializers } from "../api/custom-serializers.js";
import { parseRunOptions, type CliInput } from "./build-settings.js";
import { assertConfiguredMetrics } from "./check-metrics.js";
import { hooksBase, loadHooks } from "../config/load-hooks.js";
import { selectedCheckNames, type ResolvedRun } from "./resolve-run.js";
import type { RawRunOptions } from "./run-options.js";

/** What `apitest run` knows before the schema is loaded: the validated options, the configuration file, the hooks module loaded. */
export interface RunInputs {
  readonly cores: number;
  readonly input: CliInput;
  readonly configPath: string | undefined;
  readonly file: ConfigFile | undefined;
  /** The settings resolved without a schema title (what loading the schema needs). */
  readonly early: ResolvedConfig;
}

/**
 * Validates the raw options, finds and loads the configuration file and imports the hooks module
 * (so the checks it registers are known). The main thread and every worker thread (`--threads`)
 * call this with the same inputs, so they resolve the same run. Throws `UsageError`-style errors.
 */
export async function loadRunInputs(raw: RawRunOptions, env: Readonly<Record<string, string | undefined>>, cwd: string): Promise<RunInputs> {
  const cores = availableParallelism();
  const input = parseRunOptions(raw, cores);
  const configPath = raw.configFile ?? (await findConfigFile(cwd));
  const file = configPath === undefined ? undefined : await loadConfigFile(configPath, env);
  // The schema's title picks the [[project]]; what loading the schema needs comes from the rest.
  const early = resolveRunSettings({ config: file, schemaTitle: "", cli: input.overrides, cores });
  const hooks = early.hooks ?? env["APITEST_HOOKS"];
  const fromConfigFile = input.overrides.hooks === undefined && file?.hooks !== undefined;
  if (hooks !== undefined && hooks !== "") await loadHooks(hooks, hooksBase(fromConfigFile, configPath, cwd));
  // Usage errors (custom check names included) before anything slow happens.
  selectedCheckNames(input);
  assertConfiguredMetrics(input.overrides, file, configPath);
  return { cores, input, configPath, file, early };
}

/** The parts of `RunOptions` that follow from the loaded schema and the resolved run alone (no I/O edges). */
export type FixedRunOptions = Pick<
  RunOptions,
  "spec" | "settings" | "checks" | "generation" | "serializers" | "headers" | "judge" | "warnings" | "operationSettings" | "suppressHealthChecks"
>;

/** Builds the schema- and settings-derived run options, the same on the main thread and in worker threads. */
export function fixedRunOptions(spec: OpenApiSpec, run: ResolvedRun): FixedRunOptions {
  const { resolved, settings } = run;
  return {
    spec,
    settings,
    checks: run.checks,
    generation: {
      resolver: spec.resolver,
      allowX00: settings.generation.allowX00,
      excludeHeaderCharacters: settings.generation.excludeHeaderCharacters,
      ...(settings.generation.codec === undefined ? {} : { codec: settings.generation.codec }),
      formats: customFormats(),
      mediaTypes: customMediaTypes(),
    },
    serializers: withCustomSerializers(defaultSerializers()),
    headers: run.headers,
    judge: createWireJudge(spec, settings.baseUrl),
    warnings: resolved.warnings,
    operationSettings: (operation, phase) => resolved.forOperation(operation, phase),
    suppressHealthChecks: resolved.suppressHealthCheck,
  };
}

/** The TLS settings of a run's network settings (schema fetch, introspection, test requests alike). */
export function tlsSettingsOf(network: Pick<NetworkSettings, "tlsVerify" | "requestCert" | "requestCertKey">): TlsSettings {
  return {
    tlsVerify: network.tlsVerify,
    ...(network.requestCert === undefined ? {} : { requestCert: network.requestCert }),
    ...(network.requestCertKey === undefined ? {} : { requestCertKey: network.requestCertKey }),
  };
}

/** How `apitest run` loads its schema (the `early` settings: headers, wait-for-schema, request-timeout). */
export function schemaLoadOptions(early: ResolvedConfig, prepareDocument: NonNullable<LoadOpenApiOptions["prepareDocument"]>): LoadOpenApiOptions {
  return {
    headers: { ...early.network.headers },
    prepareDocument,
    ...(early.waitForSchema === undefined ? {} : { waitForSchema: early.waitForSchema }),
    ...(early.network.requestTimeout === undefined ? {} : { timeout: early.network.requestTimeout }),
    tls: tlsSettingsOf(early.network),
    ...(early.network.proxy === undefined ? {} : { proxy: early.network.proxy }),
  };
}
