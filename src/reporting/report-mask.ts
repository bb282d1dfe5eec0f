import type { PreparedRequest } from "../core/request.js";
import type { SanitizationSettings } from "../core/settings.js";
import { sanitizeHeaders, sanitizeRequest, sanitizeText, sanitizeUrl } from "./sanitize.js";

/**
 * Masks what a report records, exactly as the console does: sensitive headers, query
 * parameters, cookies and body keys by name, then every known secret value wherever it
 * appears. With sanitization off every method returns its input unchanged.
 */
export interface ReportMasker {
  readonly enabled: boolean;
  /** A request with sensitive parts masked (URL, headers, cookies, JSON and form bodies). */
  request(request: PreparedRequest): PreparedRequest;
  /** Response headers (lists of values) with sensitive ones and secrets masked. */
  headers(headers: Readonly<Record<string, readonly string[]>>): Record<string, readonly string[]>;
  /** A body: sensitive keys of JSON and form bodies by media type, then secrets byte for byte. */
  body(content: Uint8Array, contentType: string | undefined): Uint8Array;
  /** Free text: failure messages, error messages, command lines. */
  text(text: string): string;
  /** A URL alone: its credentials and sensitive query parameters, then secrets (cheaper than `request`). */
  url(url: string): string;
}

/** Builds the masker of one report from the run's sanitization settings and secrets. */
export function createReportMasker(settings: SanitizationSettings, secrets: readonly string[]): ReportMasker {
  const replacement = settings.replacement;
  const text = (value: string): string => sanitizeText(value, secrets, replacement);
  // Bodies are masked in latin1, where one character is one byte: a secret is found and
  // replaced without decoding, so binary and invalid UTF-8 bodies keep every other byte.
  // `secrets` may grow during the run (auth provider tokens): the byte forms follow it.
  let byteSecrets = secrets.map(asByteString);
  const byteReplacement = asByteString(replacement);
  const bytes = (content: Uint8Array): Uint8Array => {
    if (byteSecrets.length !== secrets.length) byteSecrets = secrets.map(asByteString);
    if (byteSecrets.length === 0 || content.byteLength === 0) return content;
    const raw = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString("latin1");
    const masked = sanitizeText(raw, byteSecrets, byteReplacement);
    return masked === raw ? content : new Uint8Array(Buffer.from(masked, "latin1"));
  };

  if (!settings.enabled) {
    return {
      enabled: false,
      request: (request) => request,
      headers: (headers) => headers,
      body: (content) => content,
      text: (value) => value,
      url: (value) => value,
    };
  }
  return {
    enabled: true,
    request(request: PreparedRequest): PreparedRequest {
      const masked = sanitizeRequest(request, settings);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(masked.headers)) headers[name] = text(value);
      const body = masked.body === undefined ? undefined : bytes(masked.body);
      return { method: masked.method, url: text(masked.url), headers, ...(body === undefined ? {} : { body }) };
    },
    headers(headers: Readonly<Record<string, readonly string[]>>): Record<string, readonly string[]> {
      const masked = sanitizeHeaders(headers, settings);
      const out: Record<string, readonly string[]> = {};
      for (const [name, values] of Object.entries(masked)) out[name] = values.map(text);
      return out;
    },
    body(content: Uint8Array, contentType: string | undefined): Uint8Array {
      if (content.byteLength === 0) return content;
      // sanitizeRequest knows how to mask JSON and form bodies by their media type; reuse it
      // for response bodies rather than keeping a second copy of those rules.
      const viaRequest = sanitizeRequest({ method: "GET", url: "", headers: contentType === undefined ? {} : { "content-type": contentType }, body: content }, settings);
      return bytes(viaRequest.body ?? content);
    },
    text,
    url: (value: string): string => text(sanitizeUrl(value, settings)),
  };
}

function asByteString(value: string): string {
  return Buffer.from(value, "utf8").toString("latin1");
}
