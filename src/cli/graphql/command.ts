import { registeredAuth } from "../../api/auth.js";
import { registeredChecks } from "../../api/custom-checks.js";
import { hooksFor, runAfterLoadSchema, runBeforeLoadSchema } from "../../api/hook.js";
import { GraphqlSchema } from "../../api/graphql/schema.js";
import { graphqlSchemaSpec } from "../../api/graphql/schema-spec.js";
import type { ResolvedConfig } from "../../config/resolve-types.js";
import { toRunSettings } from "../../config/run-settings.js";
import { SchemaError, UsageError } from "../../core/errors.js";
import { registeredGraphqlScalars } from "../../generation/graphql/scalar-registry.js";
import { runTests } from "../../engine/run.js";
import type { GraphqlRunOptions, RunSummary } from "../../engine/run-options.js";
import { createNewFailuresReporter } from "../../reporting/new-failures.js";
import { createStylist } from "../../reporting/style.js";
import { loadGraphqlSchema, loadGraphqlSchemaFromObject, loadGraphqlSchemaFromUrl } from "../../specs/graphql/load-graphql-schema.js";
import type { GraphqlSpec } from "../../specs/graphql/graphql-spec.js";
import { USER_AGENT } from "../../version.js";
import { collectSecrets } from "../build-settings.js";
import { EXIT, type CliIo } from "../exit-codes.js";
import { exitCodeFor } from "../run-exit-code.js";
import { tlsSettingsOf, type RunInputs } from "../prepare-run.js";
import type { LocatedSpec } from "../locate-spec.js";
import { selectGraphqlOperations } from "./selection.js";
import { openRunDatabase } from "../open-run-database.js";
import { selectedCheckNames } from "../resolve-run.js";
import { hookErrorWatcher, hooksExitCode } from "../run-hooks.js";
import { createRunOutputs } from "../run-outputs.js";
import { keysIgnoredByGraphql } from "./ignored-keys.js";
import type { RawRunOptions } from "../run-options.js";
import { shardStatefulNote } from "../shard-note.js";
import { coverageSinks, openRunCoverage } from "../run-coverage.js";
import { graphqlOperationMatcher } from "../../greybox/graphql-operation-matcher.js";

/**
 * Where GraphQL documents are POSTed: `--url` (or `base-url` in apitest.toml) when given,
 * else the URL the schema was introspected from. A schema file needs one.
 */
export function graphqlEndpoint(location: string, explicit: string | undefined): string {
  const isUrl = /^https?:\/\//i.test(location);
  const endpoint = explicit ?? (isUrl ? location : undefined);
  if (endpoint === undefined) {
    throw new UsageError(
      `The GraphQL schema was loaded from the file ${location}, so apitest does not know where the API is: pass the GraphQL endpoint with --url, for example --url http://127.0.0.1:4000/graphql.`,
    );
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new UsageError(`Invalid --url '${endpoint}': expected the absolute http:// or https:// URL of the GraphQL endpoint, such as http://127.0.0.1:4000/graphql.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`Invalid --url '${endpoint}': only http:// and https:// are supported.`);
  }
  return url.href.replace(/#.*$/, "");
}

/** How a GraphQL run loads its schema: the location's introspection result when already read, else the file or the endpoint. */
async function loadSchema(location: string, located: Extract<LocatedSpec, { kind: "graphql" }>, early: ResolvedConfig): Promise<GraphqlSpec> {
  const network = early.network;
  const options = {
    headers: { ...network.headers },
    tls: tlsSettingsOf(network),
    ...(network.requestTimeout === undefined ? {} : { timeout: network.requestTimeout }),
    ...(early.waitForSchema === undefined ? {} : { waitForSchema: early.waitForSchema }),
    // `beforeLoadSchema` hooks see the raw schema: the introspection result, or `{sdl}`.
    prepareDocument: runBeforeLoadSchema,
  };
  if (located.introspection !== undefined) {
    await runBeforeLoadSchema(located.introspection);
    return { ...loadGraphqlSchemaFromObject(located.introspection, { sourceName: location }), location };
  }
  if (located.notOpenApi === undefined) return loadGraphqlSchema(location, options);
  // A URL that serves no OpenAPI document: a GraphQL endpoint at an unusual path when it answers introspection.
  try {
    return await loadGraphqlSchemaFromUrl(location, options);
  } catch (error) {
    if (error instanceof SchemaError) throw located.notOpenApi;
    throw error;
  }
}

/**
 * `apitest run <location>` for a GraphQL API (the location is GraphQL's: see `locate-spec.ts`):
 * the settings resolved as for an OpenAPI run, the schema loaded (with the load hooks), every
 * root field tested through the one engine, reported; returns the exit code.
 */
export async function runGraphqlCommand(
  location: string,
  raw: RawRunOptions,
  inputs: RunInputs,
  io: CliIo,
  located: Extract<LocatedSpec, { kind: "graphql" }>,
  continuous?: GraphqlRunOptions["continuous"],
): Promise<number> {
  const { input, configPath, file, early: resolved } = inputs;
  const ignored = keysIgnoredByGraphql(file);
  if (ignored.length > 0 && located.notOpenApi === undefined) {
    io.stderr.write(`Note: ${configPath} sets ${ignored.join(", ")}: these apply to OpenAPI runs only, so this GraphQL run ignores them.\n`);
  }
  if (raw.threads !== undefined) io.stderr.write("Note: --threads applies to OpenAPI runs only: this GraphQL run uses one thread.\n");
  // After the hooks module (loadRunInputs): `--checks` may name the custom checks it registered.
  const selectedChecks = selectedCheckNames(input);
  const endpoint = graphqlEndpoint(location, resolved.baseUrl);
  const settings = toRunSettings(resolved, { baseUrl: endpoint, selectedChecks });
  if (settings.phases.length === 0) {
    throw new UsageError("No GraphQL phase to run (phases: none): a GraphQL run has the examples, coverage, fuzzing and stateful phases. Pick one, for example --phases coverage,fuzzing.");
  }
  const network = settings.network;
  const headers = { "User-Agent": USER_AGENT, ...network.headers };
  // Auth providers add their tokens while the run goes: every output reads this same list.
  const secrets = collectSecrets(network.headers, network.basicAuth, settings.output.sanitization);
  const spec = await loadSchema(location, located, resolved);
  const selection = selectGraphqlOperations(spec.operations, endpoint, resolved, { filters: input.filters, shard: input.shard });
  const shardNote = shardStatefulNote(input.shard, settings.phases);
  if (shardNote !== undefined) io.stderr.write(shardNote);
  if (raw.dryRun === true) {
    const { planDryRun } = await import("../../engine/dry-run.js");
    const { renderDryRun } = await import("../dry-run-text.js");
    const plan = await planDryRun({ spec, settings, headers: {}, scalars: registeredGraphqlScalars(), isSelected: selection.isSelected, operationSettings: selection.operationSettings });
    const { createReportMasker } = await import("../../reporting/report-mask.js");
    const maskUrl = createReportMasker(settings.output.sanitization, secrets).url;
    io.stdout.write(renderDryRun(plan, { schemaLocation: location, shard: input.shard, maskUrl }));
    return EXIT.ok;
  }
  const database = await openRunDatabase(settings, io);
  const outputs = await createRunOutputs(settings, resolved, location, secrets, io, configPath);
  const transport = outputs.transport;
  const selected = new Set(selectedChecks);
  // `afterLoadSchema` hooks see the schema as the library's loaders give it; hooks it registers with `schema.hook` apply.
  const schema = await runAfterLoadSchema(new GraphqlSchema(graphqlSchemaSpec(spec, endpoint), { baseUrl: endpoint, transport: () => transport }));
  const auth = registeredAuth()?.forRun(secrets);
  const hookErrors = hookErrorWatcher();
  // Grey-box (`--coverage-from`): every document goes to one URL, so its body tells the root field.
  const coverage = await openRunCoverage(raw, file, graphqlOperationMatcher(spec.operations));
  let summary: RunSummary;
  try {
    summary = await runTests({
      spec,
      settings,
      transport,
      sinks: await coverageSinks(coverage, [
        ...outputs.sinks,
        hookErrors.sink,
        ...(continuous === undefined ? [] : [createNewFailuresReporter(outputs.console, createStylist(outputs.color), settings.output.sanitization, secrets)]),
      ]),
      headers,
      secrets,
      checks: registeredChecks().filter((check) => selected.has(check.name)),
      hooks: { set: hooksFor(schema), ...(auth === undefined ? {} : { auth }) },
      suppressHealthChecks: resolved.suppressHealthCheck,
      ...(database === undefined ? {} : { database }),
      scalars: registeredGraphqlScalars(),
      isSelected: selection.isSelected,
      operationSettings: selection.operationSettings,
      ...(io.signal === undefined ? {} : { signal: io.signal }),
      ...(continuous === undefined ? {} : { continuous }),
      ...(coverage === undefined ? {} : { coverage: coverage.source, codeValues: coverage.codeValues }),
    });
  } finally {
    try {
      await coverage?.source.finish();
    } finally {
      await transport.close();
    }
  }
  outputs.announceReports();
  return hooksExitCode(summary, hookErrors, io) ?? exitCodeFor(summary, endpoint, io);
}
