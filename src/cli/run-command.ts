import { runTests } from "../engine/run.js";
import type { RunOptions, RunSummary } from "../engine/run-options.js";
import { createNewFailuresReporter } from "../reporting/new-failures.js";
import { createStylist } from "../reporting/style.js";
import { UsageError } from "../core/errors.js";
import type { LoadedDocument } from "../schema/read-source.js";
import { buildOpenApiSpec } from "../specs/openapi/load-spec.js";
import { EXIT, type CliIo } from "./exit-codes.js";
import { runBeforeLoadSchema } from "../api/hook.js";
import { cliRunHooks, hookErrorWatcher, hooksExitCode } from "./run-hooks.js";
import { resolveRun } from "./resolve-run.js";
import { fixedRunOptions, loadRunInputs, type RunInputs } from "./prepare-run.js";
import { locateSpec } from "./locate-spec.js";
import { exitCodeFor } from "./run-exit-code.js";
import { createRunOutputs } from "./run-outputs.js";
import { selectOperations } from "./select-operations.js";
import { shardStatefulNote } from "./shard-note.js";
import type { RawRunOptions } from "./run-options.js";
import { openRunDatabase } from "./open-run-database.js";
import { captureSchema } from "../threads/schema-capture.js";
import { startRunThreads } from "../threads/start-threads.js";
import { mayUseThreads } from "../threads/thread-count.js";
import { coverageSinks, openRunCoverage } from "./run-coverage.js";

/**
 * `apitest run <location>`: resolve settings (CLI > apitest.toml > defaults), read the location
 * once and hand it to the spec adapter it belongs to (OpenAPI or GraphQL), test, report; returns
 * the exit code.
 */
export async function runCommand(location: string, raw: RawRunOptions, io: CliIo, continuous?: RunOptions["continuous"]): Promise<number> {
  const inputs = await loadRunInputs(raw, io.env, process.cwd());
  const located = await locateSpec(location, inputs.early);
  // Loaded on demand so OpenAPI runs never load graphql-js.
  if (located.kind === "graphql") {
    return (await import("./graphql/command.js")).runGraphqlCommand(location, raw, inputs, io, located, continuous);
  }
  return runOpenApiCommand(location, raw, inputs, io, located.source, continuous);
}

/** `apitest run` for an OpenAPI document read from `location`. */
async function runOpenApiCommand(location: string, raw: RawRunOptions, inputs: RunInputs, io: CliIo, source: LoadedDocument, continuous: RunOptions["continuous"]): Promise<number> {
  const { cores, input, configPath, file, early } = inputs;
  // Worker threads (--threads) rebuild the spec from the document as loaded here.
  const schema = captureSchema(mayUseThreads({ requested: early.threads, workers: early.workers, cores }), runBeforeLoadSchema);
  const spec = await buildOpenApiSpec(source, { sourceName: location, prepareDocument: schema.prepareDocument, onPrepared: schema.onPrepared });
  // `apitest fuzz` keeps testing an operation after a failure from its second round on (fuzz-rounds.ts).
  const run = resolveRun(input, file, spec, location, cores);
  const { resolved, settings, secrets } = run;
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
  const shardNote = shardStatefulNote(input.shard, settings.phases);
  if (shardNote !== undefined) io.stderr.write(shardNote);
  if (raw.dryRun === true) {
    const { planDryRun } = await import("../engine/dry-run.js");
    const { renderDryRun } = await import("./dry-run-text.js");
    const plan = await planDryRun({ ...fixedRunOptions(spec, run), isSelected: selection.isSelected });
    const { createReportMasker } = await import("../reporting/report-mask.js");
    const maskUrl = createReportMasker(settings.output.sanitization, secrets).url;
    io.stdout.write(renderDryRun(plan, { schemaLocation: location, shard: input.shard, maskUrl }));
    return EXIT.ok;
  }
  const database = await openRunDatabase(settings, io);
  // Auth providers add their tokens while the run goes: every output reads this same list.
  const liveSecrets = [...secrets];
  const outputs = await createRunOutputs(settings, resolved, location, liveSecrets, io, configPath);
  const transport = outputs.transport;
  const hooked = await cliRunHooks(spec, baseUrl, transport, liveSecrets);
  const hookErrors = hookErrorWatcher();
  // Grey-box: connected before the run starts, so a wrong address ends it before any request.
  const coverage = await openRunCoverage(raw, file, spec.operations);
  // `apitest fuzz` runs on the main thread: its rounds share the values and outcomes seen so far.
  const threads = continuous !== undefined || coverage !== undefined ? undefined : await startRunThreads({ location, raw, io, cores, settings, resolved, operations: selection.labels.length, schema, secrets: liveSecrets });
  let summary: RunSummary;
  try {
    summary = await runTests({
      ...fixedRunOptions(spec, run),
      transport,
      sinks: await coverageSinks(coverage, [
        ...outputs.sinks,
        hookErrors.sink,
        ...(continuous === undefined ? [] : [createNewFailuresReporter(outputs.console, createStylist(outputs.color), settings.output.sanitization, liveSecrets)]),
      ]),
      secrets: liveSecrets,
      hooks: hooked,
      isSelected: selection.isSelected,
      ...(database === undefined ? {} : { database }),
      ...(io.signal === undefined ? {} : { signal: io.signal }),
      ...(threads === undefined ? {} : { runOperation: threads.runOperation }),
      ...(continuous === undefined ? {} : { continuous }),
      ...(coverage === undefined ? {} : { coverage: coverage.source, codeValues: coverage.codeValues }),
    });
  } finally {
    try {
      await threads?.close();
    } finally {
      await coverage?.source.finish();
      await transport.close();
    }
  }
  outputs.announceReports();
  return hooksExitCode(summary, hookErrors, io) ?? exitCodeFor(summary, baseUrl, io);
}
