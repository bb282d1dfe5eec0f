/**
 * The entry of one worker thread of `apitest run --threads N` (not a public module). It rebuilds
 * the run from the CLI's own inputs (options, configuration file, hooks module, the schema
 * document the main thread loaded), then runs "phase P of operation L" on request, posting every
 * event and the result back. Nothing here writes to stdout or stderr: the main thread reports.
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { describeError } from "../core/errors.js";
import type { EngineEvent } from "../core/events.js";
import type { OperationDefinition } from "../core/operation.js";
import { hasBeforeLoadSchemaHooks, runBeforeLoadSchema } from "../api/hook.js";
import { createRunEnvironment } from "../engine/create-environment.js";
import { runOperationPhase } from "../engine/openapi-driver.js";
import { withValues } from "../engine/known-values.js";
import { scopeFor } from "../engine/scope.js";
import { TRUSTING_JUDGE } from "../engine/wire-judge.js";
import { buildOpenApiSpec, loadOpenApi, specFromPrepared } from "../specs/openapi/load-spec.js";
import { openRunDatabase } from "../cli/open-run-database.js";
import { fixedRunOptions, loadRunInputs, schemaLoadOptions } from "../cli/prepare-run.js";
import { resolveRun } from "../cli/resolve-run.js";
import { cliRunHooks } from "../cli/run-hooks.js";
import { createRunTransport } from "../cli/run-transport.js";
import { eventToWire, resultToWire, type FromWorker, type ThreadData, type ToWorker } from "./thread-messages.js";

function parentPortOrThrow(): MessagePort {
  if (parentPort === null) throw new Error("thread-worker.js is the entry of an apitest worker thread; it is not meant to be run directly.");
  return parentPort;
}
const port = parentPortOrThrow();
const post = (message: FromWorker): void => port.postMessage(message);
const data = workerData as ThreadData;
const silent = { write: () => true };
/** Events are posted in batches of at most this many, or after this many milliseconds. */
const BATCH_EVENTS = 64;
const BATCH_MS = 10;
/**
 * Emitting waits (as a slow report sink makes it wait on the main thread) while this many batches
 * are not yet delivered to the reports, so events cannot pile up in memory.
 */
const MAX_UNDELIVERED = 8;

async function start(): Promise<void> {
  const { cores, input, file, early } = await loadRunInputs(data.raw, data.env, data.cwd);
  // The main thread's prepared document, unless this thread has beforeLoadSchema hooks to run
  // (then it has no raw copy, and loads the schema itself).
  const spec =
    data.prepared !== undefined && !hasBeforeLoadSchemaHooks()
      ? specFromPrepared(data.prepared)
      : data.document === undefined
        ? await loadOpenApi(data.location, schemaLoadOptions(early, runBeforeLoadSchema))
        : await buildOpenApiSpec(
            { document: data.document, ...(data.documentLocation === undefined ? {} : { location: data.documentLocation }) },
            { sourceName: data.location, prepareDocument: runBeforeLoadSchema },
          );
  const run = resolveRun(input, file, spec, data.location, cores);
  // This thread's auth provider has its own cache; what it fetches is masked by the main thread too.
  const secrets = [...run.secrets];
  let secretsPosted = secrets.length;
  const postNewSecrets = (): void => {
    if (secrets.length === secretsPosted) return;
    post({ type: "secrets", values: secrets.slice(secretsPosted) });
    secretsPosted = secrets.length;
  };
  const transport = createRunTransport(run.settings);
  const hooks = await cliRunHooks(spec, run.settings.baseUrl, transport, secrets);
  // The main thread already warned about an unusable database path.
  const database = await openRunDatabase(run.settings, { stdout: silent, stderr: silent, env: data.env });
  let batch: EngineEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let undelivered = 0;
  let delivered: { promise: Promise<void>; resolve: () => void } | undefined;
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    postNewSecrets();
    if (batch.length === 0) return;
    post({ type: "events", events: batch });
    batch = [];
    undelivered++;
  };
  const onDelivered = (): void => {
    undelivered--;
    if (undelivered < MAX_UNDELIVERED && delivered !== undefined) {
      delivered.resolve();
      delivered = undefined;
    }
  };
  const controller = new AbortController();
  let stopped = false;
  const fixed = fixedRunOptions(spec, run);
  const env = createRunEnvironment(
    { ...fixed, transport, secrets, hooks, signal: controller.signal, ...(database === undefined ? {} : { database }) },
    (event) => {
      batch.push(eventToWire(event));
      if (batch.length >= BATCH_EVENTS) flush();
      else timer ??= setTimeout(flush, BATCH_MS);
      if (undelivered < MAX_UNDELIVERED || stopped) return undefined;
      if (delivered === undefined) {
        let resolve = (): void => {};
        const promise = new Promise<void>((done) => (resolve = done));
        delivered = { promise, resolve };
      }
      return delivered.promise;
    },
    () => stopped,
  );
  const judge = fixed.judge ?? TRUSTING_JUDGE;
  const operations = new Map<string, OperationDefinition>(spec.operations.map((operation) => [operation.label, operation]));
  port.on("message", (message: ToWorker) => {
    if (message.type === "ack") {
      onDelivered();
      return;
    }
    if (message.type === "stop") {
      stopped = true;
      controller.abort();
      delivered?.resolve();
      delivered = undefined;
      return;
    }
    if (message.type === "close") {
      void transport.close().finally(() => port.close());
      return;
    }
    const operation = operations.get(message.operation);
    if (operation === undefined) {
      post({ type: "failed", id: message.id, message: `the worker thread's schema has no operation ${message.operation}` });
      return;
    }
    // The main thread's values for this operation, as they stood when it handed the task over.
    const taskEnv = withValues(env, message.known);
    runOperationPhase(taskEnv, scopeFor(taskEnv, operation, message.phase), message.seed, judge).then(
      (result) => {
        flush();
        try {
          post({ type: "result", id: message.id, result: resultToWire(result), health: env.health?.events() ?? [] });
        } catch (error) {
          post({ type: "failed", id: message.id, message: `its result could not be sent to the main thread: ${describeError(error)}` });
        }
      },
      (error: unknown) => {
        flush();
        post({ type: "failed", id: message.id, message: describeError(error) });
      },
    );
  });
  post({ type: "ready" });
}

start().catch((error: unknown) => {
  post({ type: "failed", message: describeError(error) });
  port.close();
});
