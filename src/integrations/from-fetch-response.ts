import type { PreparedRequest } from "../core/request.js";
import { Response } from "../core/response.js";
import { reasonPhrase, webHeaderLists } from "../transport/normalize.js";

/** Options of {@link fromFetchResponse}. */
export interface FetchResponseOptions {
  /** Seconds the exchange took, when you measured it (checks such as `max_response_time` read it). Default 0. */
  readonly elapsed?: number;
  /** Whether TLS certificates were verified (curl commands add `--insecure` when false). Default true. */
  readonly verify?: boolean;
  /** `1.0`, `1.1` or `2`; default `1.1` (a web `Response` does not say). */
  readonly httpVersion?: string;
}

/**
 * Turns a web `Response` from your own client (global `fetch`, undici, an app's `fetch`
 * handler) into the `Response` apitest checks, so you can validate what your client received
 * with `operation.validateResponse(response)`. Reads the body (use a `clone()` if you still
 * need it). `fetch` has already undone any `Content-Encoding`, so the bytes are kept as read.
 *
 * @param webResponse what your client returned.
 * @param request the request you sent, usually `apiCase.prepare()`; failure messages turn it into curl.
 * @example
 * const request = apiCase.prepare({ baseUrl: server.url });
 * const webResponse = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
 * await apiCase.validateResponse(await fromFetchResponse(webResponse, request));
 */
export async function fromFetchResponse(
  webResponse: globalThis.Response,
  request: PreparedRequest,
  options: FetchResponseOptions = {},
): Promise<Response> {
  const headers = webHeaderLists(webResponse.headers);
  const content = new Uint8Array(await webResponse.arrayBuffer());
  return new Response({
    statusCode: webResponse.status,
    message: reasonPhrase(webResponse.status, webResponse.statusText),
    headers,
    content,
    elapsed: options.elapsed ?? 0,
    httpVersion: options.httpVersion ?? "1.1",
    request,
    // No declaredSize: after fetch's decoding, Content-Length describes the compressed body, not these bytes.
    verify: options.verify ?? true,
  });
}
