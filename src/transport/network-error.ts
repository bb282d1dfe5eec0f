import { NetworkError } from "../core/errors.js";
import { describeRequest, formatSeconds } from "./normalize.js";
import { describeReceived, type ExchangeProgress } from "./progress.js";

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

// A connection that ends early means different things before and after the headers: a
// crash or reset before, a dropped stream or a lying Content-Length after.
function closedReason(code: string | undefined, progress: ExchangeProgress | undefined): string {
  if (progress?.headersReceived === true) {
    return `the server closed the connection in the middle of the body (${describeReceived(progress)} arrived)`;
  }
  // Without progress (in-process apps) we cannot tell when it happened.
  if (progress === undefined) return code === "ECONNRESET" ? "the connection was reset by the server" : "the server closed the connection before the response was complete";
  return code === "ECONNRESET" ? "the connection was reset by the server before it answered" : "the server closed the connection without answering";
}

function plainReason(error: unknown, url: string, progress?: ExchangeProgress): string {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case "ECONNREFUSED":
      return `connection refused: is the server running at ${serverRoot(url)} ?`;
    case "ECONNRESET":
    case "UND_ERR_SOCKET":
    case "EPIPE":
    case "ERR_STREAM_PREMATURE_CLOSE":
      return closedReason(code, progress);
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `the host of ${serverRoot(url)} could not be resolved: check the base URL`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${serverRoot(url)} is unreachable from this machine`;
    case "UND_ERR_INVALID_ARG":
      return `the request is malformed (${message})`;
    case "UND_ERR_RES_CONTENT_LENGTH_MISMATCH":
      return progress === undefined ? "the response body did not match its Content-Length" : `the response body did not match its Content-Length (${describeReceived(progress)} arrived)`;
    default:
      return tlsFailure(error) ?? (code === undefined ? message : `${message} (${code})`);
  }
}

/**
 * What a TLS certificate verification failure means and how to fix it (naming `--tls-verify`),
 * or undefined when the error is not one.
 */
export function tlsFailure(error: unknown): string | undefined {
  const code = errorCode(error);
  if (code === undefined || !TLS_CODES.has(code)) return undefined;
  const message = error instanceof Error ? error.message : String(error);
  return `TLS certificate verification failed (${message}): pass a CA bundle with --tls-verify=<path>, or --tls-verify=false to skip verification`;
}

/** A `timeout` error that names the request and the limit, and how much of the response had arrived. */
export function timeoutError(method: string, url: string, seconds: number | undefined, cause?: unknown, progress?: ExchangeProgress): NetworkError {
  const limit = seconds === undefined ? "in time" : `within ${formatSeconds(seconds)}`;
  const request = describeRequest(method, url);
  // Headers then silence is the signature of a Content-Length larger than the body sent.
  const message =
    progress?.headersReceived === true
      ? `${request} sent its headers but did not finish its body ${limit} (--request-timeout): ${describeReceived(progress)} arrived`
      : `${request} did not answer ${limit} (--request-timeout)`;
  return new NetworkError("timeout", message, { cause });
}

/** The run was interrupted (Ctrl-C) while this request was in flight. */
export function interruptedError(method: string, url: string, cause?: unknown): NetworkError {
  return new NetworkError("network_error", `${describeRequest(method, url)} was cancelled because the run was interrupted`, { cause });
}

/** Whether an error means the deadline passed (an aborted signal or an undici timeout). */
export function isTimeout(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted === true) return true;
  const code = errorCode(error);
  return code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT";
}

/**
 * Wraps a failure of one exchange as a `NetworkError` that names the request and the cause
 * in plain words. `signal` is the deadline's; `progress` says how far the response got.
 */
export function networkError(
  error: unknown,
  method: string,
  url: string,
  timeout: number | undefined,
  signal?: AbortSignal,
  progress?: ExchangeProgress,
): NetworkError {
  if (error instanceof NetworkError) return error;
  if (isTimeout(error, signal)) return timeoutError(method, url, timeout, error, progress);
  return new NetworkError("network_error", `${describeRequest(method, url)} failed: ${plainReason(error, url, progress)}`, { cause: error });
}
/** An in-process app threw instead of answering: reported like a connection the server dropped. */
export function appCrashed(request: { readonly method: string; readonly url: string }, error: unknown): NetworkError {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new NetworkError("network_error", `${describeRequest(request.method, request.url)} failed: the app threw ${what} instead of answering`, {
    cause: error,
  });
}

/**
 * How a failed exchange says the server went away, if it does: `refused` when nothing listens
 * any more, `dropped` when the connection closed or reset without an answer. Undefined for
 * other failures (a timeout, DNS, TLS, an in-process app that threw).
 */
export function connectionLost(error: unknown): "refused" | "dropped" | undefined {
  if (error instanceof NetworkError && error.code === "timeout") return undefined;
  const code = errorCode(error instanceof NetworkError ? error.cause : error);
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE" || code === "ERR_STREAM_PREMATURE_CLOSE") return "dropped";
  return undefined;
}
