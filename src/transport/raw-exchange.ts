import { Readable } from "node:stream";
import type { Dispatcher } from "undici";
import { watchAbort } from "./abort-watch.js";
import { declaredLength } from "./normalize.js";
import type { ExchangeProgress } from "./progress.js";
import { contentCodings, readBody, type BodyContent } from "./read-body.js";
import { RequestAbortedError } from "./undici-parts.js";

/** What one exchange gave: the status, the headers (lowercased names, list values) and the body read up to the limit. */
export interface RawAnswer extends BodyContent {
  readonly statusCode: number;
  readonly headers: Record<string, string[]>;
}

const EMPTY = new Uint8Array(0);

/**
 * Response headers as lists under lowercased names, straight from undici's raw name/value
 * buffers: names as Latin-1, values as UTF-8 (as undici's own `parseHeaders` reads them).
 */
export function rawHeaderLists(raw: readonly Buffer[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as Buffer).toString("latin1").toLowerCase();
    const value = (raw[i + 1] as Buffer).toString("utf8");
    const existing = Object.hasOwn(out, name) ? out[name] : undefined;
    if (existing !== undefined) existing.push(value);
    // A header named `__proto__` is a header like any other, not the object's prototype.
    else if (name === "__proto__") Object.defineProperty(out, name, { value: [value], enumerable: true, writable: true, configurable: true });
    else out[name] = [value];
  }
  return out;
}

// A plain Uint8Array view (no copy): see `plain` in read-body.ts.
function joined(chunks: readonly Buffer[], size: number): Uint8Array {
  const whole = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
  return size === 0 ? EMPTY : new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength);
}

/**
 * Sends one request on an undici dispatcher with a handler of its own instead of undici's
 * `request` API, which wraps every response in a Node `Readable` and an `AsyncResource`:
 * the usual (identity-coded) body is collected from the handler's callbacks, with no stream
 * at all. A body with a `Content-Encoding` goes through a stream to {@link readBody}, which
 * decodes it. Reads at most `limit` (decoded) bytes, then aborts the exchange (`truncated`).
 * Counts what arrived into `progress`; the first of `signals` to abort aborts the exchange with its reason.
 *
 * Rejects with undici's errors (socket closed, timeouts, content-length mismatch) or the
 * signal's reason, as `request` does.
 */
export function rawExchange(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, signals: readonly AbortSignal[], progress: ExchangeProgress, limit: number): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    let abort: ((reason: Error) => void) | undefined;
    let reason: Error | undefined;
    let settled = false;
    let ended = false;
    let statusCode = 0;
    let headers: Record<string, string[]> = {};
    const chunks: Buffer[] = [];
    let size = 0;
    // Set when the body is decoded: the chunks go to this stream instead.
    let stream: Readable | undefined;

    let unwatch: (() => void)[] | undefined;

    const onAbort = (signal: AbortSignal): void => {
      if (reason !== undefined) return;
      reason = (signal.reason as Error | undefined) ?? new RequestAbortedError();
      if (stream !== undefined) stream.destroy(reason);
      else abort?.(reason);
    };
    const done = (): void => {
      settled = true;
      if (unwatch !== undefined) for (const stop of unwatch) stop();
    };
    const fail = (error: unknown): void => {
      if (settled) return;
      done();
      reject(error);
    };
    const aborted = signals.find((signal) => signal.aborted);
    if (aborted !== undefined) reason = (aborted.reason as Error | undefined) ?? new RequestAbortedError();
    else if (signals.length > 0) unwatch = signals.map((signal) => watchAbort(signal, () => onAbort(signal)));

    const handler: Dispatcher.DispatchHandler = {
      onConnect(abortExchange) {
        if (reason !== undefined) {
          abortExchange(reason);
          return;
        }
        abort = abortExchange;
      },
      onHeaders(status, rawHeaders, resume) {
        if (status < 200) return true;
        statusCode = status;
        headers = rawHeaderLists(rawHeaders as unknown as Buffer[]);
        progress.headersReceived = true;
        progress.declaredLength = declaredLength(headers);
        const encoding = headers["content-encoding"]?.join(",");
        const codings = contentCodings(encoding);
        if (codings === undefined || codings.length === 0) return true;
        // Compressed: undici pauses while the stream's buffer is full and resumes when it is read.
        const body = new Readable({
          read: () => resume(),
          // Destroyed before its end (read far enough, or interrupted): the exchange stops too.
          destroy: (error, callback) => {
            if (!ended) abort?.(error ?? new RequestAbortedError());
            callback(error);
          },
        });
        stream = body;
        readBody(body, encoding, limit).then(
          (content) => {
            if (settled) return;
            done();
            body.destroy();
            resolve({ statusCode, headers, ...content });
          },
          (error: unknown) => fail(reason ?? error),
        );
        return true;
      },
      onData(chunk) {
        progress.bodyBytes += chunk.byteLength;
        if (stream !== undefined) return stream.push(chunk);
        if (settled) return false;
        if (size + chunk.byteLength > limit) {
          chunks.push(chunk.subarray(0, limit - size));
          done();
          resolve({ statusCode, headers, content: joined(chunks, limit), truncated: true });
          // The rest is not wanted: the connection is dropped, as destroying undici's body stream did.
          abort?.(new RequestAbortedError());
          return false;
        }
        chunks.push(chunk);
        size += chunk.byteLength;
        return true;
      },
      onComplete() {
        ended = true;
        if (stream !== undefined) {
          stream.push(null);
          return;
        }
        if (settled) return;
        done();
        resolve({ statusCode, headers, content: joined(chunks, size), truncated: false });
      },
      onError(error) {
        ended = true;
        if (stream !== undefined && !stream.destroyed) stream.destroy(error);
        fail(reason ?? error);
      },
    };
    dispatcher.dispatch(options, handler);
  });
}
