import { setTimeout as sleep } from "node:timers/promises";
import { getIntrospectionQuery } from "graphql";
import type { Dispatcher } from "undici";
import { SchemaError } from "../../core/errors.js";
import { effectiveTimeout, schemaAgent } from "../../schema/fetch-url.js";
import { tlsFailure } from "../../transport/network-error.js";
import type { TlsSettings } from "../../transport/tls-options.js";
import { requestOn } from "../../transport/undici-parts.js";

/** The JSON body of the standard introspection request. */
export const INTROSPECTION_BODY: string = JSON.stringify({ query: getIntrospectionQuery(), operationName: "IntrospectionQuery" });

/** HTTP options for introspecting a live GraphQL endpoint. */
export interface IntrospectionFetchOptions {
  readonly headers?: Record<string, string>;
  /**
   * Deadline for each attempt, seconds; `0` for no limit. When absent, `DEFAULT_REQUEST_TIMEOUT`
   * applies to the wait for the answer and between its body's chunks.
   */
  readonly timeout?: number;
  /** The run's TLS settings (`--tls-verify`, client certificates): every attempt uses them. */
  readonly tls?: TlsSettings;
  /** HTTP(S) proxy every attempt goes through (`--proxy`). */
  readonly proxy?: string;
  /**
   * Keep retrying connection failures and 5xx answers for this many seconds (a server started
   * next to the test run is often not listening yet); no retry when absent.
   */
  readonly waitForSchema?: number;
}

/** One introspection attempt: the answer, or why it failed and whether waiting may help. */
type Attempt =
  | { readonly kind: "answered"; readonly status: number; readonly text: string }
  | { readonly kind: "failed"; readonly error: unknown; readonly retryable: boolean };

async function introspectOnce(url: string, options: IntrospectionFetchOptions, agent: Dispatcher): Promise<Attempt> {
  const timeoutMs = options.timeout === undefined || options.timeout === 0 ? undefined : Math.max(1, Math.round(options.timeout * 1000));
  try {
    const response = await requestOn(agent, url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...options.headers },
      body: INTROSPECTION_BODY,
      ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
    return { kind: "answered", status: response.statusCode, text: await response.body.text() };
  } catch (error) {
    // A certificate the settings do not trust will not become trusted by waiting.
    return { kind: "failed", error, retryable: !isTimeout(error) && tlsFailure(error) === undefined };
  }
}

/**
 * Sends the standard introspection query to `url` (POST, JSON) and returns the parsed JSON
 * answer, still wrapped in `data`. With `waitForSchema`, connection failures and 5xx answers
 * are retried (50 ms, doubling up to 1 s) until that many seconds have passed. Every failure
 * — unreachable server, timeout, HTTP error, non-JSON answer, an `errors` answer without data
 * (introspection disabled) — is a `SchemaError` naming the URL.
 */
export async function fetchIntrospection(url: string, options: IntrospectionFetchOptions = {}): Promise<unknown> {
  const agent = schemaAgent(options);
  const deadline = options.waitForSchema === undefined ? undefined : Date.now() + options.waitForSchema * 1000;
  let delay = 50;
  try {
    for (;;) {
      const attempt = await introspectOnce(url, options, agent);
      const retryable = attempt.kind === "failed" ? attempt.retryable : attempt.status >= 500;
      if (!retryable || deadline === undefined || Date.now() + delay >= deadline) {
        if (attempt.kind === "answered") return introspectionAnswer(url, attempt.status, attempt.text, waited(options));
        throw new SchemaError("schema_unreadable", `Could not introspect the GraphQL schema at ${url}: ${describe(attempt.error, options)}.`, {
          cause: attempt.error,
        });
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 1000);
    }
  } finally {
    await agent.close().catch(() => undefined);
  }
}

function waited(options: IntrospectionFetchOptions): string {
  return options.waitForSchema === undefined ? "" : ` (kept retrying for ${options.waitForSchema} s)`;
}

function isTimeout(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  // undici's own headers and body timers (the default limit) end in a *_TIMEOUT code.
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError" || (typeof code === "string" && /TIMEOUT/.test(code)));
}

/**
 * Pure: the parsed introspection answer from a status and body text, or the `SchemaError`
 * naming `url` (not JSON, an HTTP error, `errors` without data).
 */
export function introspectionAnswer(url: string, status: number, text: string, retried = ""): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new SchemaError(
      "schema_unreadable",
      `Could not introspect the GraphQL schema at ${url}: the server answered ${status} with a body that is not JSON. Check that the URL is the GraphQL endpoint.`,
      { cause: error },
    );
  }
  const data = isRecord(body) ? body["data"] : undefined;
  if (status >= 400 || !isRecord(data)) {
    const reason = firstErrorMessage(body);
    throw new SchemaError(
      "schema_unreadable",
      `Could not introspect the GraphQL schema at ${url}: the server answered ${status}` +
        `${reason === undefined ? " without data" : ` with the error "${reason}"`}${retried}. ` +
        "Check the URL and pass the headers it needs; if introspection is disabled, load the schema from an SDL file.",
    );
  }
  return body;
}

function describe(error: unknown, options: IntrospectionFetchOptions): string {
  if (isTimeout(error)) {
    return `no answer within ${effectiveTimeout(options.timeout) ?? 0} s. Raise the timeout (--request-timeout; none for no limit) or check the server`;
  }
  const tls = tlsFailure(error);
  if (tls !== undefined) return tls;
  const code = isRecord(error) && typeof error["code"] === "string" ? error["code"] : undefined;
  const advice =
    options.waitForSchema === undefined
      ? ". Check that the server is running and the URL is right, or use wait-for-schema to give it time to start"
      : `${waited(options)}. Check that the server is running and the URL is right`;
  if (code === "ECONNREFUSED") return `connection refused${advice}`;
  const message = error instanceof Error ? error.message : String(error);
  return `${message}${code === undefined ? "" : ` (${code})`}${advice}`;
}

function firstErrorMessage(body: unknown): string | undefined {
  if (!isRecord(body) || !Array.isArray(body["errors"])) return undefined;
  const first: unknown = body["errors"][0];
  return isRecord(first) && typeof first["message"] === "string" ? first["message"] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
