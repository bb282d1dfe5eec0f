import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { ApitestError } from "../core/errors.js";
import type { EngineEvent } from "../core/events.js";
import type { Phase } from "../core/phase.js";
import type { RunEnvironment } from "../engine/environment.js";
import { runOperationPhase } from "../engine/openapi-driver.js";
import { valuesReadBy, type SeenValue } from "../engine/known-values.js";
import type { OperationResult } from "../engine/operation-result.js";
import type { RunOptions } from "../engine/run-options.js";
import { reviveEvent, reviveResult, type FromWorker, type ThreadData, type ToWorker } from "./thread-messages.js";

/** How long closing waits for a worker thread to finish before terminating it, in milliseconds. */
const CLOSE_GRACE_MS = 5000;

/** The worker threads of one run; the main thread is one of the lanes work goes to. */
export interface ThreadPool {
  /** For `RunOptions.runOperation`: hands each (phase, operation) to the least busy thread. */
  readonly runOperation: NonNullable<RunOptions["runOperation"]>;
  /**
   * Ends every worker thread (after the run; safe to call more than once). Rejects with a
   * thread's failure that no operation reported (a thread that died while it had no work).
   */
  close(): Promise<void>;
}

/**
 * Where the worker entry is: the bundled `lib/thread-worker.js` of the nearest package above this
 * module (what the package ships, and what `import "apitest-pbt"` runs: one file, which a thread
 * loads in half the time of tsc's hundreds of modules); else, in a build without the bundle,
 * `./thread-worker.js` beside this module (tsc's `dist/threads/`) or the package's
 * `dist/threads/thread-worker.js` (this module run from the TypeScript sources).
 */
function workerEntry(): URL {
  let root: URL | undefined;
  for (let dir = new URL("./", import.meta.url); root === undefined; dir = new URL("../", dir)) {
    if (existsSync(new URL("package.json", dir))) root = dir;
    else if (dir.pathname === "/") break;
  }
  const candidates = [
    ...(root === undefined ? [] : [new URL("lib/thread-worker.js", root)]),
    new URL("./thread-worker.js", import.meta.url),
    ...(root === undefined ? [] : [new URL("dist/threads/thread-worker.js", root)]),
  ];
  const entry = candidates.find((candidate) => existsSync(candidate));
  if (entry !== undefined) return entry;
  throw new ApitestError("usage", "--threads needs the built worker thread entry (lib/thread-worker.js or dist/threads/thread-worker.js), which is missing: run npm run build, or use --threads 1.");
}

interface Pending {
  resolve(result: OperationResult): void;
  reject(error: unknown): void;
}

/** One worker thread: its tasks in flight, and why it can take no more, once it cannot. */
class WorkerLane {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #closed: Promise<void>;
  #nextId = 0;
  #failure: ApitestError | undefined;
  #closing = false;
  busy = 0;

  readonly #onFailure: (error: ApitestError) => void;

  constructor(entry: URL, data: ThreadData, onMessage: (message: FromWorker, lane: WorkerLane) => void, onFailure: (error: ApitestError) => void) {
    this.#onFailure = onFailure;
    this.#worker = new Worker(entry, { workerData: data });
    this.#worker.on("message", (message: FromWorker) => onMessage(message, this));
    this.#worker.on("error", (error) => this.fail(`it crashed: ${error instanceof Error ? error.message : String(error)}`));
    this.#closed = new Promise((resolve) => {
      this.#worker.once("exit", (code) => {
        if (!this.#closing) this.fail(`it exited unexpectedly (exit code ${code})`);
        resolve();
      });
    });
  }

  /** Asks the thread to run one phase of one operation. */
  run(phase: Phase, operation: string, seed: number, known: readonly SeenValue[]): Promise<OperationResult> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.post({ type: "run", id, phase, operation, seed, known });
    });
  }

  /** Settles a task; `result` undefined rejects it with `error`. */
  settle(id: number, result: OperationResult | undefined, error?: unknown): void {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (result !== undefined) pending?.resolve(result);
    else pending?.reject(error);
  }

  /** Marks the thread unusable: every task in flight and every later one fails with a clear error. */
  fail(reason: string): void {
    this.#failure ??= new ApitestError(
      "internal",
      `A worker thread of --threads stopped: ${reason}. Operations it had not finished are not reported; run again with --threads 1 to test without worker threads.`,
    );
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
    this.#onFailure(this.#failure);
  }

  post(message: ToWorker): void {
    if (this.#failure === undefined) this.#worker.postMessage(message);
  }

  async close(): Promise<void> {
    if (this.#closing) return this.#closed;
    this.#closing = true;
    this.#worker.postMessage({ type: "close" } satisfies ToWorker);
    const timer = setTimeout(() => void this.#worker.terminate(), CLOSE_GRACE_MS);
    await this.#closed;
    clearTimeout(timer);
  }
}

/**
 * Starts `threads - 1` worker threads (the main thread is the other lane) for one CLI run. Each
 * worker rebuilds the run from `data`; an operation stays on the thread that first tested it, so
 * its example-database entries have one writer. Events of the workers are fed to the run's own
 * emitter in the order each thread sent them; a stop (max-failures, Ctrl-C) reaches every thread.
 * `secrets` is the run's live list: secrets a worker's auth provider fetches are added to it.
 */
export function startThreadPool(threads: number, data: ThreadData, secrets: string[]): ThreadPool {
  const entry = workerEntry();
  let env: RunEnvironment | undefined;
  let delivered: Promise<void> = Promise.resolve();
  let sinkError: { error: unknown } | undefined;
  let stopPosted = false;
  // Once a thread has failed the run ends with its error: the others stop what they are doing.
  let failure: { error: unknown } | undefined;
  // Whether the run has already ended with an error (else `close` reports the failure).
  let surfaced = false;
  const inFlight = new Set<Promise<OperationResult>>();
  let mainEnv: RunEnvironment | undefined;
  const lanes: WorkerLane[] = [];
  let mainBusy = 0;
  const owner = new Map<string, WorkerLane | "main">();

  const stopAll = (): void => {
    if (stopPosted) return;
    stopPosted = true;
    for (const lane of lanes) lane.post({ type: "stop" });
  };
  const deliver = (then: () => Promise<void> | void): void => {
    delivered = delivered.then(then).catch((error: unknown) => {
      sinkError ??= { error };
    });
  };
  /** Emits a batch in order, awaiting only sinks that return a promise. */
  const emitAll = async (events: readonly EngineEvent[]): Promise<void> => {
    for (const event of events) {
      const pending = env?.emit(reviveEvent(event));
      if (pending !== undefined) await pending;
    }
  };
  const onMessage = (message: FromWorker, lane: WorkerLane): void => {
    switch (message.type) {
      case "ready":
        break;
      case "events":
        deliver(async () => {
          try {
            await emitAll(message.events);
          } finally {
            // Also after a failing sink: the worker must not wait for ever.
            lane.post({ type: "ack" });
          }
        });
        break;
      case "secrets":
        for (const value of message.values) if (!secrets.includes(value)) secrets.push(value);
        break;
      case "result":
        deliver(() => {
          env?.health?.absorb(message.health);
          if (sinkError === undefined) lane.settle(message.id, reviveResult(message.result));
          else lane.settle(message.id, undefined, sinkError.error);
        });
        break;
      case "failed":
        if (message.id === undefined) lane.fail(`it could not start: ${message.message}`);
        else {
          const error = new ApitestError("internal", `A worker thread of --threads failed: ${message.message}`);
          onFailure(error);
          lane.settle(message.id, undefined, error);
        }
        break;
    }
    if (env?.stopped() === true) stopAll();
  };
  function onFailure(error: unknown): void {
    failure ??= { error };
    stopAll();
  }
  for (let i = 1; i < threads; i++) lanes.push(new WorkerLane(entry, data, onMessage, onFailure));

  const leastBusy = (): WorkerLane | "main" => {
    let best: WorkerLane | "main" = "main";
    let load = mainBusy;
    // Ties go to a worker thread: the main thread also delivers every event to the reports.
    for (const lane of lanes) {
      if (lane.busy <= load) {
        best = lane;
        load = lane.busy;
      }
    }
    return best;
  };

  return {
    async runOperation(runEnv, scope, runSeed, judge) {
      if (env === undefined) {
        env = runEnv;
        mainEnv = { ...runEnv, stopped: () => failure !== undefined || runEnv.stopped() };
        if (runEnv.signal?.aborted === true) stopAll();
        runEnv.signal?.addEventListener("abort", stopAll, { once: true });
      }
      if (failure !== undefined) {
        surfaced = true;
        throw failure.error;
      }
      const label = scope.operation.label;
      const lane = owner.get(label) ?? leastBusy();
      owner.set(label, lane);
      if (lane === "main") mainBusy++;
      else lane.busy++;
      const task = lane === "main" ? runOperationPhase(mainEnv ?? runEnv, scope, runSeed, judge) : lane.run(scope.phase, label, runSeed, valuesReadBy(runEnv, scope.operation));
      inFlight.add(task);
      try {
        return await task;
      } catch (error) {
        // The run ends with this error once the other threads' operations have stopped and
        // reported, so nothing is printed after the run's summary.
        onFailure(error);
        inFlight.delete(task);
        await Promise.allSettled([...inFlight]);
        surfaced = true;
        throw error;
      } finally {
        inFlight.delete(task);
        if (lane === "main") mainBusy--;
        else lane.busy--;
      }
    },
    async close() {
      env?.signal?.removeEventListener("abort", stopAll);
      await Promise.all(lanes.map((lane) => lane.close()));
      if (failure !== undefined && !surfaced) {
        surfaced = true;
        throw failure.error;
      }
    },
  };
}
