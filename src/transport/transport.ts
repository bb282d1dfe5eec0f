import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";

/** Per-request options of {@link Transport.send}. */
export interface SendOptions {
  /**
   * Seconds the whole exchange (until the end of the body) may take; `0` for no limit at all.
   * When absent, the transport's own default applies (the HTTP transport's `idleTimeout`).
   */
  readonly timeout?: number | undefined;
  /**
   * Aborting it (Ctrl-C) cancels the request in flight, which then rejects with a
   * `network_error` saying so; a request that cannot be cancelled is not waited for.
   */
  readonly signal?: AbortSignal | undefined;
}

/**
 * Sends prepared requests and returns normalized responses. Implementations: HTTP
 * (`createHttpTransport`), in-process fetch apps (`createFetchAppTransport`) and
 * in-process Node apps (`createNodeAppTransport`); one contract suite tests them all.
 */
export interface Transport {
  /**
   * Sends one request. A non-2xx status or a redirect is a response, not an error.
   * @throws NetworkError (`timeout` or `network_error`) when no complete response arrives.
   */
  send(request: PreparedRequest, options?: SendOptions): Promise<Response>;
  /** Releases connections; the transport must not be used afterwards. */
  close(): Promise<void>;
}

/** Default cap on a kept response body: 10 MiB. */
export const DEFAULT_MAX_RESPONSE_SIZE: number = 10 * 1024 * 1024;
