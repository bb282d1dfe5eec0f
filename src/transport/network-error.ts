import { NetworkError } from "../core/errors.js";
import { describeRequest, formatSeconds } from "./normalize.js";

const TLS_CODES = new Set([
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  // Happy-eyeballs connects report one AggregateError for all the addresses tried.
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) ? errorCode(inner[0]) : errorCode((error as { cause?: unknown }).cause);
}

function serverRoot(url: string): string {
  try {
    return `${new URL(url).origin}/`;
  } catch {
    return url;
  }
}

function plainReason(error: unknown, url: string): string {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case "ECONNREFUSED":
      return `connection refused: is the server running at ${serverRoot(url)} ?`;
    case "ECONNRESET":
      return "the connection was reset by the server";
    case "UND_ERR_SOCKET":
    case "EPIPE":
    case "ERR_STREAM_PREMATURE_CLOSE":
      return "the server closed the connection before the response was complete";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `the host of ${serverRoot(url)} could not be resolved: check the base URL`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${serverRoot(url)} is unreachable from this machine`;
    case "UND_ERR_INVALID_ARG":
      return `the request is malformed (${message})`;
    case "UND_ERR_RES_CONTENT_LENGTH_MISMATCH":
      return "the response body did not match its Content-Length";
    default:
      if (code !== undefined && TLS_CODES.has(code)) {
        return `TLS certificate verification failed (${message}): pass a CA bundle with --tls-verify=<path>, or --tls-verify=false to skip verification`;
      }
      return code === undefined ? message : `${message} (${code})`;
  }
}

/** A `timeout` error that names the request and the limit. */
export function timeoutError(method: string, url: string, seconds: number | undefined, cause?: unknown): NetworkError {
  const limit = seconds === undefined ? "in time" : `within ${formatSeconds(seconds)}`;
  return new NetworkError("timeout", `${describeRequest(method, url)} did not answer ${limit} (--request-timeout)`, { cause });
}

/** Whether an error means the deadline passed (an aborted signal or an undici timeout). */
export function isTimeout(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted === true) return true;
  const code = errorCode(error);
  return code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT";
}

/** Wraps a failure of one exchange as a `NetworkError` that names the request and the cause in plain words. */
export function networkError(error: unknown, method: string, url: string, timeout: number | undefined, signal?: AbortSignal): NetworkError {
  if (error instanceof NetworkError) return error;
  if (isTimeout(error, signal)) return timeoutError(method, url, timeout, error);
  return new NetworkError("network_error", `${describeRequest(method, url)} failed: ${plainReason(error, url)}`, { cause: error });
}

/** An in-process app threw instead of answering: reported like a connection the server dropped. */
export function appCrashed(request: { readonly method: string; readonly url: string }, error: unknown): NetworkError {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new NetworkError("network_error", `${describeRequest(request.method, request.url)} failed: the app threw ${what} instead of answering`, {
    cause: error,
  });
}
