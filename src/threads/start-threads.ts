import type { ResolvedConfig } from "../config/resolve-types.js";
import type { RunSettings } from "../core/settings.js";
import type { CliIo } from "../cli/exit-codes.js";
import type { RawRunOptions } from "../cli/run-options.js";
import { threadCount } from "./thread-count.js";
import type { ThreadPool } from "./thread-pool.js";
import { documentLocationOf, type SchemaCapture } from "./schema-capture.js";

/** What `apitest run` hands over to decide on threads and start them. */
export interface RunThreadsInput {
  readonly location: string;
  readonly raw: RawRunOptions;
  readonly io: CliIo;
  readonly cores: number;
  readonly settings: RunSettings;
  readonly resolved: ResolvedConfig;
  /** Operations selected for testing. */
  readonly operations: number;
  readonly schema: SchemaCapture;
  /** The run's live secret list (worker threads' auth tokens join it). */
  readonly secrets: string[];
}

/**
 * Decides how many threads an OpenAPI CLI run uses (`--threads`, see `threadCount`) and starts the
 * worker threads when more than one; undefined means the run stays on the main thread. With
 * `APITEST_DEBUG` set, says on stderr how many threads run. The pool is loaded only when used.
 */
export async function startRunThreads(input: RunThreadsInput): Promise<ThreadPool | undefined> {
  const { settings, io } = input;
  const threads = threadCount({
    requested: input.resolved.threads,
    cores: input.cores,
    operations: input.operations,
    workers: settings.workers,
    maxExamples: settings.generation.maxExamples,
    phases: settings.phases,
    rateLimited: settings.network.rateLimit !== undefined,
  });
  if (io.env["APITEST_DEBUG"] !== undefined) io.stderr.write(`Threads: ${threads} (asked: ${input.resolved.threads})\n`);
  if (threads === 1) return undefined;
  // Without a copy of the document (see `mayUseThreads`), each worker loads the schema itself.
  const document = input.schema.document();
  const prepared = input.schema.prepared();
  const { startThreadPool } = await import("./thread-pool.js");
  return startThreadPool(
    threads,
    { location: input.location, raw: input.raw, env: { ...io.env }, cwd: process.cwd(), ...(document === undefined ? {} : { document }), ...(prepared === undefined ? {} : { prepared }), documentLocation: documentLocationOf(input.location) },
    input.secrets,
  );
}
