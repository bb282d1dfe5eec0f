import { setTimeout as sleep } from "node:timers/promises";
import type { Dispatcher } from "undici";
import { Agent, loadProxyAgent, redirectInterceptor, requestOn } from "../transport/undici-parts.js";
import { tlsFailure } from "../transport/network-error.js";
import { tlsOptions, type TlsSettings } from "../transport/tls-options.js";
import { ApitestError, SchemaError } from "../core/errors.js";
import { DEFAULT_REQUEST_TIMEOUT } from "../core/settings.js";

/** Options for fetching a schema over HTTP. */
export interface FetchSchemaOptions {
  readonly headers?: Record<string, string>;
  /**
   * Per-attempt deadline in seconds (connect + headers + body); `0` for no limit. When absent,
   * `DEFAULT_REQUEST_TIMEOUT` applies to the wait for the answer and between its body's chunks.
   */
  readonly timeout?: number;
  /** The run's TLS settings (`--tls-verify`, client certificates): every attempt uses them. */
  readonly tls?: TlsSettings;
  /** HTTP(S) proxy every attempt goes through (`--proxy`). */
  readonly proxy?: string | undefined;
  /** Keep retrying connection failures and 5xx responses for this many seconds. */
  readonly waitForSchema?: number;
}

/** What a successful schema fetch returns: the body text and the URL it was requested from. */
export interface FetchedText {
  readonly text: string;
  readonly url: string;
}

type Attempt =
  | { readonly kind: "ok"; readonly text: string }
  | { readonly kind: "retryable"; readonly reason: string; readonly cause?: unknown }
  | { readonly kind: "fatal"; readonly error: SchemaError };

/**
 * Downloads schema text with undici. Connection failures and 5xx answers are retried
 * while `waitForSchema` seconds have not passed, because a server started next to the test
 * run often is not listening yet; anything else fails at once with a `SchemaError`.
 */
export async function fetchSchemaText(url: string, options: FetchSchemaOptions = {}): Promise<FetchedText> {
  checkUrl(url);
  const agent = schemaAgent(options).compose(redirectInterceptor({ maxRedirections: 5 }));
  const deadline = options.waitForSchema === undefined ? undefined : Date.now() + options.waitForSchema * 1000;
  let delay = 50;
  try {
    for (;;) {
      const attempt = await fetchOnce(url, options, agent);
      if (attempt.kind === "ok") return { text: attempt.text, url };
      if (attempt.kind === "fatal") throw attempt.error;
      if (deadline === undefined || Date.now() + delay >= deadline) {
        const waited =
          options.waitForSchema === undefined ? "" : ` (kept retrying for ${options.waitForSchema} s)`;
        throw new SchemaError(
          "schema_unreadable",
          `Could not load the schema from ${url}: ${attempt.reason}${waited}. Check that the server is running and the URL is right` +
            (options.waitForSchema === undefined ? ", or use wait-for-schema to give it time to start." : "."),
          { cause: attempt.cause },
        );
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 1000);
    }
  } finally {
    await agent.close().catch(() => undefined);
  }
}

/**
 * The agent of a schema download: the run's TLS settings, and without a deadline of the
 * request's own, `DEFAULT_REQUEST_TIMEOUT` for the answer to start and between body chunks.
 * Shared with GraphQL introspection.
 */
export function schemaAgent(options: { readonly timeout?: number | undefined; readonly tls?: TlsSettings | undefined; readonly proxy?: string | undefined }): Dispatcher {
  const idle = options.timeout === undefined ? DEFAULT_REQUEST_TIMEOUT * 1000 : 0;
  const tls = tlsOptions(options.tls ?? {});
  if (options.proxy !== undefined) {
    try {
      return new (loadProxyAgent())({ uri: options.proxy, headersTimeout: idle, bodyTimeout: idle, requestTls: tls, proxyTls: tls });
    } catch (error) {
      throw new ApitestError("config_invalid", `Invalid proxy URL ${JSON.stringify(options.proxy)} (--proxy): use http://host:port or https://user:pass@host:port.`, { cause: error });
    }
  }
  return new Agent({ connect: tls, headersTimeout: idle, bodyTimeout: idle });
}

/** Seconds an attempt may wait, for messages (undefined: no limit). */
export function effectiveTimeout(timeout: number | undefined): number | undefined {
  return timeout === undefined ? DEFAULT_REQUEST_TIMEOUT : timeout === 0 ? undefined : timeout;
}

async function fetchOnce(url: string, options: FetchSchemaOptions, agent: Dispatcher): Promise<Attempt> {
  const timeoutMs = options.timeout === undefined || options.timeout === 0 ? undefined : Math.max(1, Math.round(options.timeout * 1000));
  try {
    const response = await requestOn(agent, url, {
      method: "GET",
      headers: { accept: "application/json, application/yaml;q=0.9, */*;q=0.8", ...options.headers },
      ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
    const text = await response.body.text();
    if (response.statusCode >= 500) {
      return { kind: "retryable", reason: `the server answered ${response.statusCode}` };
    }
    if (response.statusCode >= 400) {
      return {
        kind: "fatal",
        error: new SchemaError(
          "schema_unreadable",
          `Could not load the schema from ${url}: the server answered ${response.statusCode}. Check the URL, and pass the headers it needs (for example an Authorization header).`,
        ),
      };
    }
    return { kind: "ok", text };
  } catch (error) {
    if (isTimeout(error)) {
      return {
        kind: "fatal",
        error: new SchemaError(
          "schema_unreadable",
          `Could not load the schema from ${url}: no complete answer within ${effectiveTimeout(options.timeout) ?? 0} s. Raise the timeout (--request-timeout; none for no limit) or check the server.`,
          { cause: error },
        ),
      };
    }
    // A certificate the settings do not trust will not become trusted by waiting.
    const tls = tlsFailure(error);
    if (tls !== undefined) {
      return { kind: "fatal", error: new SchemaError("schema_unreadable", `Could not load the schema from ${url}: ${tls}.`, { cause: error }) };
    }
    return { kind: "retryable", reason: describeNetworkError(error), cause: error };
  }
}

function checkUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (error) {
    throw new SchemaError("schema_unreadable", `"${url}" is not a valid URL. Give a full http:// or https:// URL, or a file path.`, {
      cause: error,
    });
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new SchemaError(
      "schema_unreadable",
      `Cannot load a schema from ${url}: only http:// and https:// URLs are supported. Give a file path for local files.`,
    );
  }
}

function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "TimeoutError" || error.name === "AbortError" || /timeout/i.test((error as { code?: string }).code ?? "");
}

function describeNetworkError(error: unknown): string {
  const code = findCode(error);
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "the host name does not resolve";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return "the connection was reset";
  const message = error instanceof Error ? error.message : String(error);
  return code === undefined ? message : `${message} (${code})`;
}

function findCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && code !== "UND_ERR") return code;
    // Node wraps multi-address failures (127.0.0.1 and ::1) in an AggregateError.
    if (current instanceof AggregateError && current.errors[0] !== undefined) current = current.errors[0];
    else current = current.cause;
  }
  return undefined;
}
