import { getIntrospectionQuery } from "graphql";
import { SchemaError } from "../../core/errors.js";
import { effectiveTimeout, schemaAgent } from "../../schema/fetch-url.js";
import { tlsFailure } from "../../transport/network-error.js";
import type { TlsSettings } from "../../transport/tls-options.js";
import { requestOn } from "../../transport/undici-parts.js";

/** The JSON body of the standard introspection request. */
export const INTROSPECTION_BODY = JSON.stringify({ query: getIntrospectionQuery(), operationName: "IntrospectionQuery" });

/** HTTP options for introspecting a live GraphQL endpoint. */
export interface IntrospectionFetchOptions {
  readonly headers?: Record<string, string>;
  /**
   * Deadline for the whole exchange, seconds; `0` for no limit. When absent, `DEFAULT_REQUEST_TIMEOUT`
   * applies to the wait for the answer and between its body's chunks.
   */
  readonly timeout?: number;
  /** The run's TLS settings (`--tls-verify`, client certificates). */
  readonly tls?: TlsSettings;
}

/**
 * Sends the standard introspection query to `url` (POST, JSON) and returns the parsed JSON
 * answer, still wrapped in `data`. Every failure — unreachable server, timeout, HTTP
 * error, non-JSON answer, an `errors` answer without data (introspection disabled) — is
 * a `SchemaError` naming the URL.
 */
export async function fetchIntrospection(url: string, options: IntrospectionFetchOptions = {}): Promise<unknown> {
  const timeoutMs = options.timeout === undefined || options.timeout === 0 ? undefined : Math.max(1, Math.round(options.timeout * 1000));
  let status: number;
  let text: string;
  const agent = schemaAgent(options);
  try {
    const response = await requestOn(agent, url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...options.headers },
      body: INTROSPECTION_BODY,
      ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
    status = response.statusCode;
    text = await response.body.text();
  } catch (error) {
    throw new SchemaError("schema_unreadable", `Could not introspect the GraphQL schema at ${url}: ${describe(error, options)}.`, {
      cause: error,
    });
  } finally {
    await agent.close().catch(() => undefined);
  }
  return introspectionAnswer(url, status, text);
}

/**
 * Pure: the parsed introspection answer from a status and body text, or the `SchemaError`
 * naming `url` (not JSON, an HTTP error, `errors` without data).
 */
export function introspectionAnswer(url: string, status: number, text: string): unknown {
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
        `${reason === undefined ? " without data" : ` with the error "${reason}"`}. ` +
        "Check the URL and pass the headers it needs; if introspection is disabled, load the schema from an SDL file.",
    );
  }
  return body;
}

function describe(error: unknown, options: IntrospectionFetchOptions): string {
  const code = isRecord(error) && typeof error["code"] === "string" ? error["code"] : undefined;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError" || /TIMEOUT/.test(code ?? ""))) {
    return `no answer within ${effectiveTimeout(options.timeout) ?? 0} s. Raise the timeout (--request-timeout; none for no limit) or check the server`;
  }
  const tls = tlsFailure(error);
  if (tls !== undefined) return tls;
  if (code === "ECONNREFUSED") return "connection refused. Check that the server is running and the URL is right";
  const message = error instanceof Error ? error.message : String(error);
  return `${message}${code === undefined ? "" : ` (${code})`}. Check that the server is running and the URL is right`;
}

function firstErrorMessage(body: unknown): string | undefined {
  if (!isRecord(body) || !Array.isArray(body["errors"])) return undefined;
  const first: unknown = body["errors"][0];
  return isRecord(first) && typeof first["message"] === "string" ? first["message"] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
