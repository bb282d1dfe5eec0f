import { availableParallelism } from "node:os";
import { findConfigFile } from "../config/find-config.js";
import { loadConfigFile } from "../config/load-config.js";
import { resolveRunSettings } from "../config/resolve.js";
import { runTests, type RunSummary } from "../engine/run.js";
import { createWireJudge } from "../engine/wire-judge.js";
import { SchemaError, UsageError } from "../core/errors.js";
import { defaultSerializers } from "../serialization/registry.js";
import { customFormats, customMediaTypes } from "../api/custom-generation.js";
import { withCustomSerializers } from "../api/custom-serializers.js";
import { loadOpenApi } from "../specs/openapi/load-spec.js";
import { parseRunOptions } from "./build-settings.js";
import { EXIT, type CliIo } from "./exit-codes.js";
import { loadHooks } from "./load-hooks.js";
import { assertConfiguredMetrics } from "./check-metrics.js";
import { runBeforeLoadSchema } from "../api/hook.js";
import { cliRunHooks, hookErrorWatcher, hooksExitCode } from "./run-hooks.js";
import { resolveRun, selectedCheckNames } from "./resolve-run.js";
import { createRunOutputs } from "./run-outputs.js";
import { selectOperations } from "./select-operations.js";
import { isGraphqlLocation } from "./graphql-detect.js";
import type { RawRunOptions } from "./run-options.js";
import { openRunDatabase } from "./open-run-database.js";

/**
 * `apitest run <location>`: resolve settings (CLI > apitest.toml > defaults), load the schema,
 * test, report; returns the exit code.
 */
export async function runCommand(location: string, raw: RawRunOptions, io: CliIo): Promise<number> {
  // Loaded on demand so OpenAPI runs never load graphql-js.
  if (await isGraphqlLocation(location)) return (await import("./graphql-command.js")).runGraphqlCommand(location, raw, io);
  const cores = availableParallelism();
  const input = parseRunOptions(raw, cores);
  const configPath = raw.configFile ?? (await findConfigFile(process.cwd()));
  const file = configPath === undefined ? undefined : await loadConfigFile(configPath, io.env);
  // The schema's title picks the [[project]]; what loading the schema needs comes from the rest.
  const early = resolveRunSettings({ config: file, schemaTitle: "", cli: input.overrides, cores });
  const hooks = early.hooks ?? io.env["APITEST_HOOKS"];
  if (hooks !== undefined && hooks !== "") await loadHooks(hooks, process.cwd());
  // Usage errors (custom check names included) before anything slow happens.
  selectedCheckNames(input);
  assertConfiguredMetrics(input.overrides, file, configPath);
  let spec;
  try {
    spec = await loadOpenApi(location, {
      headers: { ...early.network.headers },
      prepareDocument: runBeforeLoadSchema,
      ...(early.waitForSchema === undefined ? {} : { waitForSchema: early.waitForSchema }),
      ...(early.network.requestTimeout === undefined ? {} : { timeout: early.network.requestTimeout }),
    });
  } catch (error) {
    // A GraphQL endpoint at an unusual path: use it when it answers introspection.
    if (!(error instanceof SchemaError) || !/not an OpenAPI document/.test(error.message) || !/^https?:\/\//i.test(location)) throw error;
    const { graphqlFallback, runGraphqlCommand } = await import("./graphql-command.js");
    const graphqlSpec = await graphqlFallback(location, early.network);
    if (graphqlSpec === undefined) throw error;
    return runGraphqlCommand(location, raw, io, graphqlSpec);
  }
  const { resolved, settings, checks, headers, secrets } = resolveRun(input, file, spec, location, cores);
  const baseUrl = settings.baseUrl;
  const network = settings.network;
  if (network.requestCertKey !== undefined && network.requestCert === undefined) {
    throw new UsageError("A client key is given (--request-cert-key or request-cert-key) without a certificate: add --request-cert <path> with the matching certificate.");
  }
  const selection = selectOperations(spec.operations, {
    filters: input.filters,
    shard: input.shard,
    configSelects: (operation) => resolved.isOperationSelected(operation),
  });
  if (input.shard !== undefined && selection.labels.length === 0) {
    io.stderr.write(`Note: shard ${input.shard.index}/${input.shard.count} has no operations to test (the other shards have them all).\n`);
  }
  const database = await openRunDatabase(settings, io);
  // Auth providers add their tokens while the run goes: every output reads this same list.
  const liveSecrets = [...secrets];
  const outputs = await createRunOutputs(settings, resolved, location, liveSecrets, io);
  const transport = outputs.transport;
  const hooked = await cliRunHooks(spec, baseUrl, transport, liveSecrets);
  const hookErrors = hookErrorWatcher();
  let summary: RunSummary;
  try {
    summary = await runTests({
      spec,
      settings,
      transport,
      checks,
      generation: {
        resolver: spec.resolver,
        allowX00: settings.generation.allowX00,
        excludeHeaderCharacters: settings.generation.excludeHeaderCharacters,
        ...(settings.generation.codec === undefined ? {} : { codec: settings.generation.codec }),
        formats: customFormats(),
        mediaTypes: customMediaTypes(),
      },
      serializers: withCustomSerializers(defaultSerializers()),
      sinks: [...outputs.sinks, hookErrors.sink],
      headers,
      secrets: liveSecrets,
      hooks: hooked,
      judge: createWireJudge(spec, baseUrl),
      warnings: resolved.warnings,
      operationSettings: (operation, phase) => resolved.forOperation(operation, phase),
      isSelected: selection.isSelected,
      suppressHealthChecks: resolved.suppressHealthCheck,
      ...(database === undefined ? {} : { database }),
      ...(io.signal === undefined ? {} : { signal: io.signal }),
    });
  } finally {
    await transport.close();
  }
  outputs.announceReports();
  return hooksExitCode(summary, hookErrors, io) ?? exitCodeFor(summary, baseUrl, io);
}

/** The exit code of a finished run (shared by the GraphQL run). */
export function exitCodeFor(summary: RunSummary, baseUrl: string, io: CliIo): number {
  if (summary.failures > 0) return EXIT.failures;
  if (summary.responses === 0 && summary.errors > 0) {
    io.stderr.write(
      `\nError: the API at ${baseUrl} could not be reached: no request got a response (see the errors above). Check that the server is running and that --url is right.\n`,
    );
    return EXIT.unusable;
  }
  if (summary.interrupted) return EXIT.interrupted;
  return summary.errors > 0 ? EXIT.failures : EXIT.ok;
}
