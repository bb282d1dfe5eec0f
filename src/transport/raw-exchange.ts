import { Readable } from "node:stream";
import { takeHttpVersion } from "./http-version.js";
import type { Dispatcher } from "undici";
import { setOwn } from "../core/own-property.js";
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
    const name = headerName(raw[i] as Buffer);
    const value = (raw[i + 1] as Buffer).toString("utf8");
    const existing = Object.hasOwn(out, name) ? out[name] : undefined;
    // A header named `__proto__` is a header like any other, not the object's prototype.
    if (existing !== undefined) existing.push(value);
    else setOwn(out, name, [value]);
  }
  return out;
}

/** Lowercased header names by their spelling on the wire: an API sends a few dozen at most. */
const NAMES = new Map<string, string>();
const MAX_NAMES = 1024;

/**
 * A header name, lowercased. The same name gives the same string each time, which V8 has already
 * made a property key: reading and setting it on the header record skips a string-table lookup.
 */
function headerName(raw: Buffer): string {
  const spelled = raw.toString("latin1");
  let name = NAMES.get(spelled);
  if (name === undefined) {
    name = spelled.toLowerCase();
    if (NAMES.size < MAX_NAMES) NAMES.set(spelled, name);
  }
  return name;
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
export function rawExchange(dispatcher: Pick<Dispatcher, "dispatch">, options: Dispatcher.DispatchOptions, signals: readonly AbortSignal[], progress: ExchangeProgress, limit: number): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    dispatcher.dispatch(options, new Exchange(resolve, reject, signals, progress, limit));
  });
}

/**
 * The dispatch handler of one exchange, and its state. A class, so that an exchange costs one
 * object rather than a closure per callback and a context holding their variables.
 */
class Exchange implements Dispatcher.DispatchHandler {
  readonly #resolve: (answer: RawAnswer) => void;
  readonly #reject: (error: unknown) => void;
  readonly #progress: ExchangeProgress;
  readonly #limit: number;
  #abort: ((reason: Error) => void) | undefined;
  #reason: Error | undefined;
  #settled = false;
  #ended = false;
  #statusCode = 0;
  #headers: Record<string, string[]> = {};
  readonly #chunks: Buffer[] = [];
  #size = 0;
  /** Set when the body is decoded: the chunks go to this stream instead. */
  #stream: Readable | undefined;
  #unwatch: (() => void)[] | undefined;

  constructor(resolve: (answer: RawAnswer) => void, reject: (error: unknown) => void, signals: readonly AbortSignal[], progress: ExchangeProgress, limit: number) {
    this.#resolve = resolve;
    this.#reject = reject;
    this.#progress = progress;
    this.#limit = limit;
    for (const signal of signals) {
      if (!signal.aborted) continue;
      this.#reason = (signal.reason as Error | undefined) ?? new RequestAbortedError();
      return;
    }
    if (signals.length > 0) this.#unwatch = signals.map((signal) => watchAbort(signal, () => this.#onAbort(signal)));
  }

  #onAbort(signal: AbortSignal): void {
    if (this.#reason !== undefined) return;
    const reason = (signal.reason as Error | undefined) ?? new RequestAbortedError();
    this.#reason = reason;
    if (this.#stream !== undefined) this.#stream.destroy(reason);
    else this.#abort?.(reason);
  }

  #done(): void {
    this.#settled = true;
    if (this.#unwatch !== undefined) for (const stop of this.#unwatch) stop();
  }

  #fail(error: unknown): void {
    if (this.#settled) return;
    this.#done();
    this.#reject(error);
  }

  onConnect(abortExchange: (reason: Error) => void): void {
    if (this.#reason !== undefined) {
      abortExchange(this.#reason);
      return;
    }
    this.#abort = abortExchange;
  }

  onHeaders(status: number, rawHeaders: Buffer[] | string[] | null, resume: () => void): boolean {
    if (status < 200) return true;
    this.#statusCode = status;
    const headers = rawHeaderLists(rawHeaders as unknown as Buffer[]);
    this.#headers = headers;
    this.#progress.headersReceived = true;
    this.#progress.httpVersion = takeHttpVersion();
    this.#progress.declaredLength = declaredLength(headers);
    const encoding = headers["content-encoding"]?.join(",");
    const codings = contentCodings(encoding);
    if (codings === undefined || codings.length === 0) return true;
    // Compressed: undici pauses while the stream's buffer is full and resumes when it is read.
    const body = new Readable({
      read: () => resume(),
      // Destroyed before its end (read far enough, or interrupted): the exchange stops too.
      destroy: (error, callback) => {
        if (!this.#ended) this.#abort?.(error ?? new RequestAbortedError());
        callback(error);
      },
    });
    this.#stream = body;
    readBody(body, encoding, this.#limit).then(
      (content) => {
        if (this.#settled) return;
        this.#done();
        body.destroy();
        this.#resolve({ statusCode: this.#statusCode, headers, ...content });
      },
      (error: unknown) => this.#fail(this.#reason ?? error),
    );
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.#progress.bodyBytes += chunk.byteLength;
    if (this.#stream !== undefined) return this.#stream.push(chunk);
    if (this.#settled) return false;
    const limit = this.#limit;
    if (this.#size + chunk.byteLength > limit) {
      this.#chunks.push(chunk.subarray(0, limit - this.#size));
      this.#done();
      this.#resolve({ statusCode: this.#statusCode, headers: this.#headers, content: joined(this.#chunks, limit), truncated: true });
      // The rest is not wanted: the connection is dropped, as destroying undici's body stream did.
      this.#abort?.(new RequestAbortedError());
      return false;
    }
    this.#chunks.push(chunk);
    this.#size += chunk.byteLength;
    return true;
  }

  onComplete(): void {
    this.#ended = true;
    if (this.#stream !== undefined) {
      this.#stream.push(null);
      return;
    }
    if (this.#settled) return;
    this.#done();
    this.#resolve({ statusCode: this.#statusCode, headers: this.#headers, content: joined(this.#chunks, this.#size), truncated: false });
  }

  onError(error: Error): void {
    this.#ended = true;
    if (this.#stream !== undefined && !this.#stream.destroyed) this.#stream.destroy(error);
    this.#fail(this.#reason ?? error);
  }
}
