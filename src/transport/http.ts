import { performance } from "node:perf_hooks";
import type { Dispatcher } from "undici";
import { ApitestError } from "../core/errors.js";
import { DEFAULT_REQUEST_TIMEOUT } from "../core/settings.js";
import type { PreparedRequest } from "../core/request.js";
import { Response as ApitestResponse } from "../core/response.js";
import { interruptedError, networkError } from "./network-error.js";
import { reasonPhrase } from "./normalize.js";
import { startProgress } from "./progress.js";
import { rawExchange } from "./raw-exchange.js";
import type { Socket } from "node:net";
import { watchHttpVersion } from "./http-version.js";
import { tlsOptions } from "./tls-options.js";
import { originPools, type ExchangeDispatcher } from "./origin-pools.js";
import { buildConnector, loadProxyAgent } from "./undici-parts.js";
import { DEFAULT_MAX_RESPONSE_SIZE, type SendOptions, type Transport } from "./transport.js";

/** Options of {@link createHttpTransport}. */
export interface HttpTransportOptions {
  /** Verify TLS certificates (default true), or the path of a CA bundle to verify against. */
  readonly tlsVerify?: boolean | string | undefined;
  /** HTTP(S) proxy URL, may carry credentials. */
  readonly proxy?: string | undefined;
  /** Largest decoded body kept, in bytes (default 10 MiB); longer bodies are cut and flagged `truncated`. */
  readonly maxResponseSize?: number | undefined;
  /** Client certificate file (PEM; may also hold the key). */
  readonly requestCert?: string | undefined;
  /** Client key file, when not in `requestCert`. */
  readonly requestCertKey?: string | undefined;
  /** Connections kept per origin (default 10). */
  readonly connections?: number | undefined;
  /**
   * Seconds to wait for a response to start, and between two chunks of its body, when a request
   * gives no `timeout` of its own (default `DEFAULT_REQUEST_TIMEOUT`, 10 s; `0` for no limit).
   * Enforced by undici's own timers, so it costs a request nothing.
   */
  readonly idleTimeout?: number | undefined;
}

const NO_SIGNALS: readonly AbortSignal[] = [];

// Split by hand: `new URL` per request is measurable on the hot path.
function splitUrl(url: string): { origin: string; path: string } {
  const scheme = url.indexOf("://");
  const start = scheme === -1 ? 0 : scheme + 3;
  let end = start;
  while (end < url.length && url[end] !== "/" && url[end] !== "?" && url[end] !== "#") end++;
  const rest = url.slice(end);
  return { origin: url.slice(0, end), path: rest === "" || rest[0] === "?" ? `/${rest}` : rest };
}

function createDispatcher(options: HttpTransportOptions): ExchangeDispatcher {
  const tls = tlsOptions(options);
  const idle = (options.idleTimeout ?? DEFAULT_REQUEST_TIMEOUT) * 1000;
  const pool = { connections: options.connections ?? 10, pipelining: 1, keepAliveTimeout: 10_000, headersTimeout: idle, bodyTimeout: idle };
  if (options.proxy !== undefined) {
    try {
      return new (loadProxyAgent())({ uri: options.proxy, ...pool, requestTls: tls, proxyTls: tls });
    } catch (error) {
      throw new ApitestError("config_invalid", `Invalid proxy URL ${JSON.stringify(options.proxy)} (--proxy): use http://host:port or https://user:pass@host:port.`, {
        cause: error,
      });
    }
  }
  const connector = buildConnector({ ...tls });
  // Each socket is watched for the HTTP version of its responses (undici does not report it).
  const connect = (options: Record<string, unknown>, callback: (error: Error | null, socket?: Socket | null) => void): void =>
    connector(options, (error, socket) => {
      // undici calls back with the error alone when the connection fails.
      if (error !== null && error !== undefined) return callback(error);
      if (socket !== null && socket !== undefined) watchHttpVersion(socket);
      callback(null, socket);
    });
  return originPools({ ...pool, connect: connect as never });
}

/**
 * An HTTP/1.1 transport on one undici pool per origin shared by every request (keep-alive, no
 * pipelining, `connections` sockets per origin; see `originPools`), driven by its own dispatch handler (see
 * `rawExchange`). Redirects are not followed; bodies are
 * decoded (gzip, deflate, br) while streaming and cut at `maxResponseSize` decoded bytes.
 *
 * @throws ApitestError (`config_invalid`) when a certificate file cannot be read or the proxy URL is invalid.
 */
export function createHttpTransport(options: HttpTransportOptions = {}): Transport {
  const dispatcher = createDispatcher(options);
  const limit = options.maxResponseSize ?? DEFAULT_MAX_RESPONSE_SIZE;
  const verify = options.tlsVerify !== false;
  // What a timeout without a limit of the request's own was (for the message): none when disabled.
  const idleSeconds = options.idleTimeout === 0 ? undefined : (options.idleTimeout ?? DEFAULT_REQUEST_TIMEOUT);

  async function send(request: PreparedRequest, sendOptions?: SendOptions): Promise<ApitestResponse> {
    const timeout = sendOptions?.timeout;
    // `0` is no limit at all: no deadline, and undici's timers off for this request.
    const deadline = timeout === undefined || timeout === 0 ? undefined : AbortSignal.timeout(timeout * 1000);
    const interrupt = sendOptions?.signal;
    const signals = deadline === undefined ? (interrupt === undefined ? NO_SIGNALS : [interrupt]) : interrupt === undefined ? [deadline] : [deadline, interrupt];
    const { origin, path } = splitUrl(request.url);
    const started = performance.now();
    const progress = startProgress();
    try {
      const requestOptions: Dispatcher.DispatchOptions = {
        origin,
        path,
        method: request.method as Dispatcher.HttpMethod,
        headers: request.headers,
        body: request.body ?? null,
      };
      if (timeout !== undefined) {
        requestOptions.headersTimeout = timeout * 1000;
        requestOptions.bodyTimeout = timeout * 1000;
      }
      const { statusCode, headers, content, truncated } = await rawExchange(dispatcher, requestOptions, signals, progress, limit);
      const declaredSize = progress.declaredLength;
      return new ApitestResponse({
        statusCode,
        message: reasonPhrase(statusCode),
        headers,
        content,
        elapsed: (performance.now() - started) / 1000,
        httpVersion: progress.httpVersion ?? "1.1",
        request,
        verify,
        truncated,
        ...(declaredSize === undefined ? {} : { declaredSize }),
      });
    } catch (error) {
      // The user's interrupt wins over whatever the cancelled socket reported.
      if (interrupt?.aborted === true) throw interruptedError(request.method, request.url, error);
      throw networkError(error, request.method, request.url, timeout === undefined ? idleSeconds : timeout === 0 ? undefined : timeout, deadline, progress);
    }
  }

  return {
    send,
    async close(): Promise<void> {
      await dispatcher.close();
    },
  };
}
