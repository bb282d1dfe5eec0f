import { once } from "node:events";
import { closeSync, createWriteStream, mkdirSync, openSync, type WriteStream } from "node:fs";
import { dirname } from "node:path";
import { finished } from "node:stream/promises";
import { ApitestError, describeError } from "../core/errors.js";

/**
 * How long a written chunk may wait in memory before it goes to the file, and how much may wait.
 * Reports write one small chunk per request; handing each to the file system costs a thread
 * hand-off and a system call, so chunks written within a few milliseconds go out as one write.
 * A follower (`tail -f`) still sees every record within this delay.
 */
const FLUSH_DELAY_MS = 20;
const FLUSH_CHARS = 16 * 1024;
/** Above the largest batch, so a batch alone never reads as backpressure. */
const HIGH_WATER_MARK = 64 * 1024;

/** A report file being written: append chunks in order, then end it once. */
export interface ReportFile {
  readonly path: string;
  /**
   * Appends a chunk; it reaches the file within a few milliseconds (batched with its neighbours).
   * Returns a promise only when the stream's buffer is full, so callers await it to honour
   * backpressure; chunks written meanwhile still keep their order.
   */
  write(chunk: string): Promise<void> | undefined;
  /**
   * Flushes and closes the file.
   * @throws ApitestError (`config_invalid`) when any write failed (disk full, file removed …).
   */
  end(): Promise<void>;
}

/**
 * Opens (truncates) a report file for streaming, creating its parent directories.
 * Opening is synchronous on purpose: an unwritable path fails at once, at `run-started`,
 * with a message naming the file, instead of surfacing later as an unhandled stream error.
 *
 * @param format the report format, named in error messages (`junit`, `vcr`, `har`).
 * @throws ApitestError (`config_invalid`) when the file cannot be created.
 */
export function openReportFile(path: string, format: string): ReportFile {
  let fd: number;
  try {
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(path, "w");
  } catch (error) {
    throw new ApitestError("config_invalid", `${cannotWrite(format, path)}: ${describeError(error)}. ${fix(format)}`, { cause: error });
  }
  let stream: WriteStream;
  try {
    stream = createWriteStream(path, { fd, encoding: "utf8", highWaterMark: HIGH_WATER_MARK });
  } catch (error) {
    closeSync(fd);
    throw new ApitestError("config_invalid", `${cannotWrite(format, path)}: ${describeError(error)}. ${fix(format)}`, { cause: error });
  }
  let failure: unknown;
  // Without a listener a stream error would crash the process; keep it for end() to report.
  stream.on("error", (error) => {
    failure ??= error;
  });
  let ended: Promise<void> | undefined;
  let pending: string[] = [];
  let pendingChars = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Hands the waiting chunks to the stream as one write; false when the stream's buffer is full. */
  const flush = (): boolean => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return true;
    const batch = pending.length === 1 ? pending[0]! : pending.join("");
    pending = [];
    pendingChars = 0;
    if (failure !== undefined || stream.destroyed) return true;
    return stream.write(batch);
  };

  return {
    path,
    write(chunk: string): Promise<void> | undefined {
      if (failure !== undefined || ended !== undefined) return undefined;
      pending.push(chunk);
      pendingChars += chunk.length;
      if (pendingChars < FLUSH_CHARS) {
        timer ??= setTimeout(flush, FLUSH_DELAY_MS);
        return undefined;
      }
      if (flush()) return undefined;
      return once(stream, "drain").then(
        () => undefined,
        (error: unknown) => {
          failure ??= error;
        },
      );
    },
    end(): Promise<void> {
      if (ended === undefined) flush();
      if (ended === undefined && !stream.destroyed) stream.end();
      // finished() settles after the error event too, so a failed write is never missed.
      ended ??= finished(stream).then(
        () => undefined,
        (error: unknown) => {
          failure ??= error;
        },
      ).then(() => {
        if (failure !== undefined) {
          throw new ApitestError("config_invalid", `${cannotWrite(format, path)}: ${describeError(failure)}. The report is incomplete; ${fix(format).toLowerCase()}`, {
            cause: failure,
          });
        }
      });
      return ended;
    },
  };
}

function cannotWrite(format: string, path: string): string {
  return `Cannot write the ${format} report to ${path}`;
}

function fix(format: string): string {
  return `Choose a writable location with --report-dir or --report-${format}-path.`;
}
