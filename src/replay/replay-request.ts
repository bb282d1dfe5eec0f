import { UsageError } from "../core/errors.js";
import type { PreparedRequest } from "../core/request.js";
import type { CassetteRequest } from "./cassette-interaction.js";

// Framing headers belong to the recorded connection; the transport computes them anew
// (a body changed by sanitization must not keep its old Content-Length).
const CONNECTION_HEADERS = new Set(["content-length", "host", "transfer-encoding", "connection", "keep-alive"]);

/** Options of {@link replayRequest}. */
export interface ReplayRequestOptions {
  /** Send to this base URL instead of the recorded one. */
  readonly baseUrl?: string;
  /** The base URL the cassette was recorded against, replaced by `baseUrl`. */
  readonly recordedBaseUrl?: string;
  /** Headers that replace recorded ones (case-insensitively), e.g. real credentials. */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The request to send again for a recorded one: the same method, body and headers (one
 * value per header, repeats joined), the URL moved to `baseUrl` when given, and the
 * caller's headers applied last.
 */
export function replayRequest(recorded: CassetteRequest, options: ReplayRequestOptions): PreparedRequest {
  const headers: Record<string, string> = {};
  const overridden = new Set(Object.keys(options.headers ?? {}).map((name) => name.toLowerCase()));
  for (const [name, values] of Object.entries(recorded.headers)) {
    const lower = name.toLowerCase();
    if (CONNECTION_HEADERS.has(lower) || overridden.has(lower) || values.length === 0) continue;
    headers[name] = values.join(lower === "cookie" ? "; " : ", ");
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name] = value;
  const url = options.baseUrl === undefined ? recorded.uri : rebase(recorded.uri, options.baseUrl, options.recordedBaseUrl);
  return { method: recorded.method, url, headers, ...(recorded.body === undefined ? {} : { body: recorded.body }) };
}

/**
 * The parts of a recorded request that hold the sanitization replacement instead of the
 * real value (`header Authorization`, `URL`, `body`), leaving out headers the caller
 * supplies, so replay can say why a request may now be rejected.
 */
export function maskedParts(recorded: CassetteRequest, replacement: string, supplied: Readonly<Record<string, string>>): string[] {
  if (replacement === "") return [];
  const given = new Set(Object.keys(supplied).map((name) => name.toLowerCase()));
  const parts: string[] = [];
  for (const [name, values] of Object.entries(recorded.headers)) {
    if (!given.has(name.toLowerCase()) && values.some((value) => value.includes(replacement))) parts.push(`header ${name}`);
  }
  if (recorded.uri.includes(replacement) || recorded.uri.includes(encodeURIComponent(replacement))) parts.push("URL");
  if (recorded.body !== undefined && Buffer.from(recorded.body.buffer, recorded.body.byteOffset, recorded.body.byteLength).includes(replacement)) parts.push("body");
  return parts;
}

/**
 * Validates a `--base-url` value.
 * @throws UsageError naming the value and the expected form.
 */
export function checkBaseUrl(baseUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new UsageError(`Invalid base URL ${JSON.stringify(baseUrl)} (--base-url): use an absolute URL such as http://localhost:8080/api.`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new UsageError(`Invalid base URL ${JSON.stringify(baseUrl)} (--base-url): only http:// and https:// are supported.`);
  }
  return baseUrl.replace(/\/+$/, "");
}

function rebase(uri: string, baseUrl: string, recordedBaseUrl: string | undefined): string {
  const base = baseUrl.replace(/\/+$/, "");
  if (recordedBaseUrl !== undefined) {
    const recorded = recordedBaseUrl.replace(/\/+$/, "");
    const next = uri.charAt(recorded.length);
    if (uri.startsWith(recorded) && (next === "" || next === "/" || next === "?" || next === "#")) return base + uri.slice(recorded.length);
  }
  // Not under the recorded base URL (or none recorded): keep the path, replace the origin.
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(uri);
  const rest = match === null ? uri : uri.slice(match[0].length);
  return base + (rest === "" || rest.startsWith("/") ? rest : `/${rest}`);
}
