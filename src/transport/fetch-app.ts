import { performance } from "node:perf_hooks";
import { SerializationError } from "../core/errors.js";
import type { PreparedRequest } from "../core/request.js";
import { Response as ApitestResponse } from "../core/response.js";
import { withDeadline } from "./deadline.js";
import { appCrashed, networkError } from "./network-error.js";
import { inProcessResponse, webHeaderLists } from "./normalize.js";
import { readBody } from "./read-body.js";
import { DEFAULT_MAX_RESPONSE_SIZE, type SendOptions, type Transport } from "./transport.js";
import { webStreamChunks } from "./web-stream.js";

/**
 * A Web-standard app: a `(Request) => Response` handler, or an object with `.fetch`
 * (Hono, itty-router, Elysia, Next route handlers).
 */
export type FetchApp =
  | ((request: Request) => Response | Promise<Response>)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- frameworks pass env/context arguments we cannot type
  | { fetch(request: Request, ...rest: any[]): Response | Promise<Response> };

/** Options of {@link createFetchAppTransport}. */
export interface FetchAppTransportOptions {
  /** Largest decoded body kept, in bytes (default 10 MiB). */
  readonly maxResponseSize?: number | undefined;
}

const NO_BODY_METHODS = new Set(["GET", "HEAD"]);

/**
 * A transport that calls a fetch-style app in process (no socket). Responses are
 * normalized like HTTP ones: reason phrases from the status, lowercased header lists,
 * decoded bodies cut at `maxResponseSize`. A body on GET/HEAD cannot be expressed by a
 * web `Request` and is dropped.
 */
export function createFetchAppTransport(app: FetchApp, options: FetchAppTransportOptions = {}): Transport {
  const handle = typeof app === "function" ? app : app.fetch.bind(app);
  const limit = options.maxResponseSize ?? DEFAULT_MAX_RESPONSE_SIZE;

  async function exchange(request: PreparedRequest, signal: AbortSignal | undefined): Promise<ApitestResponse> {
    const started = performance.now();
    const init: RequestInit = { method: request.method, headers: request.headers };
    if (request.body !== undefined && !NO_BODY_METHODS.has(request.method)) init.body = request.body as Uint8Array<ArrayBuffer>;
    if (signal !== undefined) init.signal = signal;
    let webRequest: Request;
    try {
      webRequest = new Request(request.url, init);
    } catch (error) {
      // Not the app's doing: a web Request cannot carry it (TRACE, CONNECT, a header value fetch refuses). Skipped, like an unserializable case.
      throw new SerializationError(
        request.headers["content-type"] ?? "",
        `${request.method} ${request.url} cannot be sent to an in-process fetch app: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    let answer: Response;
    try {
      answer = await handle(webRequest);
    } catch (error) {
      throw appCrashed(request, error);
    }
    const headers = webHeaderLists(answer.headers);
    const body = answer.body === null ? { content: new Uint8Array(0), truncated: false } : await readBody(webStreamChunks(answer.body), headers["content-encoding"]?.join(","), limit);
    return inProcessResponse(request, { status: answer.status, statusText: answer.statusText, headers, body }, started);
  }

  return {
    async send(request: PreparedRequest, sendOptions?: SendOptions): Promise<ApitestResponse> {
      const timeout = sendOptions?.timeout;
      try {
        return await withDeadline((signal) => exchange(request, signal), timeout, request.method, request.url, sendOptions?.signal);
      } catch (error) {
        if (error instanceof SerializationError) throw error;
        throw networkError(error, request.method, request.url, timeout);
      }
    },
    async close(): Promise<void> {},
  };
}
