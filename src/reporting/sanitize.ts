import type { PreparedRequest } from "../core/request.js";
import type { SanitizationSettings } from "../core/settings.js";

/**
 * Whether a header, query, cookie or body key names a secret: it equals one of
 * `keysToSanitize` or contains one of `sensitiveMarkers` (both case-insensitive).
 */
export function isSensitiveKey(key: string, settings: SanitizationSettings): boolean {
  const lower = key.toLowerCase();
  for (const candidate of settings.keysToSanitize) if (candidate.toLowerCase() === lower) return true;
  for (const marker of settings.sensitiveMarkers) if (marker !== "" && lower.includes(marker.toLowerCase())) return true;
  return false;
}

/**
 * Masks secret values of a request for output: sensitive headers (whole value, so
 * `Authorization: Bearer x` becomes `Authorization: [Filtered]`), each sensitive cookie of
 * `Cookie`, sensitive query parameters and URL passwords, and sensitive keys at any depth
 * of JSON and form bodies. Disabled settings return the request unchanged.
 */
export function sanitizeRequest(request: PreparedRequest, settings: SanitizationSettings): PreparedRequest {
  if (!settings.enabled) return request;
  const url = sanitizeUrl(request.url, settings);
  const headers = sanitizeHeaders(request.headers, settings);
  const body = request.body === undefined ? undefined : sanitizeBody(request.body, contentType(request.headers), settings);
  return { method: request.method, url, headers, ...(body === undefined ? {} : { body }) };
}

/**
 * Masks sensitive headers. Values keep their shape (a string or a list). `Cookie` and
 * `Set-Cookie` are masked per cookie, keeping cookie names visible: every value when the
 * header itself is sensitive, otherwise only cookies whose names are.
 */
export function sanitizeHeaders<V extends readonly string[] | string>(
  headers: Readonly<Record<string, V>>,
  settings: SanitizationSettings,
): Record<string, V> {
  if (!settings.enabled) return { ...headers };
  const out: Record<string, V> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    const sensitive = isSensitiveKey(name, settings);
    let mask: (text: string) => string;
    if (lower === "cookie") mask = (text) => maskCookies(text, sensitive, settings);
    else if (lower === "set-cookie") mask = (text) => maskSetCookie(text, sensitive, settings);
    else if (sensitive) mask = () => settings.replacement;
    else {
      out[name] = value;
      continue;
    }
    out[name] = (typeof value === "string" ? mask(value) : value.map(mask)) as V;
  }
  return out;
}

/**
 * Masks sensitive keys of a JSON-like value at any depth. Parts without secrets are
 * returned as they are (not copied), so an unchanged value is the same reference.
 */
export function sanitizeValue(value: unknown, settings: SanitizationSettings): unknown {
  if (!settings.enabled) return value;
  return sanitizeNode(value, settings, new WeakSet());
}

/**
 * Replaces every occurrence of known secret values in free text (a token echoed in a
 * response body, a password inside a curl command), including their percent-encoded form
 * and, for `user:password` secrets, their base64 form as Basic auth carries it.
 */
export function sanitizeText(text: string, secrets: readonly string[], replacement: string): string {
  if (secrets.length === 0 || text === "") return text;
  const variants = new Set<string>();
  for (const secret of secrets) {
    if (secret === "") continue;
    variants.add(secret);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) variants.add(encoded);
    if (secret.includes(":")) variants.add(Buffer.from(secret, "utf8").toString("base64"));
  }
  // Longest first, so a secret containing another is masked whole.
  let out = text;
  for (const variant of [...variants].sort((a, b) => b.length - a.length)) {
    if (out.includes(variant)) out = out.split(variant).join(replacement);
  }
  return out;
}

function sanitizeNode(value: unknown, settings: SanitizationSettings, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== "object" || ArrayBuffer.isView(value)) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const next = sanitizeNode(item, settings, seen);
      if (next !== item) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = isSensitiveKey(key, settings) ? settings.replacement : sanitizeNode(item, settings, seen);
    if (next !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}

function maskCookies(header: string, all: boolean, settings: SanitizationSettings): string {
  return header
    .split(";")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      return all || isSensitiveKey(name.trim(), settings) ? `${name}=${settings.replacement}` : pair;
    })
    .join(";");
}

function maskSetCookie(header: string, all: boolean, settings: SanitizationSettings): string {
  const semicolon = header.indexOf(";");
  const first = semicolon === -1 ? header : header.slice(0, semicolon);
  const rest = semicolon === -1 ? "" : header.slice(semicolon);
  return maskCookies(first, all, settings) + rest;
}

/** Masks the credentials of a URL and its sensitive query parameters by name. */
export function sanitizeUrl(url: string, settings: SanitizationSettings): string {
  let out = url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#@:]*):[^/?#@]*@/i, `$1:${settings.replacement}@`);
  const query = out.indexOf("?");
  if (query === -1) return out;
  const hash = out.indexOf("#", query);
  const end = hash === -1 ? out.length : hash;
  out = out.slice(0, query + 1) + sanitizeForm(out.slice(query + 1, end), settings) + out.slice(end);
  return out;
}

/** Masks sensitive `name=value` pairs of a query string or form body, leaving the rest byte for byte. */
function sanitizeForm(form: string, settings: SanitizationSettings): string {
  return form
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq === -1) return pair;
      const name = decodeFormComponent(pair.slice(0, eq));
      return isSensitiveKey(name, settings) ? `${pair.slice(0, eq)}=${settings.replacement}` : pair;
    })
    .join("&");
}

function decodeFormComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

function contentType(headers: Readonly<Record<string, string>>): string {
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === "content-type") return value.toLowerCase();
  return "";
}

function sanitizeBody(body: Uint8Array, type: string, settings: SanitizationSettings): Uint8Array {
  const essence = type.split(";")[0]?.trim() ?? "";
  const isJson = essence.endsWith("/json") || essence.endsWith("+json");
  const isForm = essence === "application/x-www-form-urlencoded";
  if (!isJson && !isForm) return body;
  const text = new TextDecoder("utf-8").decode(body);
  let sanitized: string;
  if (isForm) {
    sanitized = sanitizeForm(text, settings);
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return body;
    }
    const masked = sanitizeValue(parsed, settings);
    if (masked === parsed) return body;
    sanitized = JSON.stringify(masked);
  }
  return sanitized === text ? body : new TextEncoder().encode(sanitized);
}
