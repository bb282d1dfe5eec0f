/** A parsed media type: lowercased `type/subtype`, parameters dropped. */
export interface MediaType {
  readonly type: string;
  readonly subtype: string;
}

// RFC 9110 `token` characters; anything else in a type or subtype makes the media type malformed.
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/**
 * Parses a `Content-Type`-style value (`application/json; charset=utf-8`).
 * Returns undefined when it is not of the form `type/subtype` with token characters only.
 *
 * @example
 * parseMediaType("Application/Problem+JSON; charset=utf-8"); // { type: "application", subtype: "problem+json" }
 */
export function parseMediaType(raw: string): MediaType | undefined {
  // A run's responses mostly repeat one Content-Type, which two checks parse: the last one is kept.
  if (raw === last.raw) return last.parsed;
  const parsed = parseUncached(raw);
  last = { raw, parsed };
  return parsed;
}

let last: { readonly raw: string | undefined; readonly parsed: MediaType | undefined } = { raw: undefined, parsed: undefined };

function parseUncached(raw: string): MediaType | undefined {
  const semicolon = raw.indexOf(";");
  const essence = (semicolon === -1 ? raw : raw.slice(0, semicolon)).trim().toLowerCase();
  const slash = essence.indexOf("/");
  if (slash <= 0 || slash === essence.length - 1) return undefined;
  const type = essence.slice(0, slash);
  const subtype = essence.slice(slash + 1);
  if (!TOKEN.test(type) || !TOKEN.test(subtype)) return undefined;
  return { type, subtype };
}

/** Whether a media type is JSON or uses the `+json` structured suffix (`application/problem+json`). */
export function isJsonMediaType(mediaType: MediaType): boolean {
  return mediaType.subtype === "json" || mediaType.subtype.endsWith("+json");
}

/**
 * Whether a received media type is allowed by a documented one.
 *
 * Exact `type/subtype` match, wildcards in the documented type (any type, or `application/*` style), and one
 * deliberate leniency: a documented `application/json` accepts any `application/…+json`, because
 * `+json` types are JSON by definition (RFC 6839) and flagging them would be a false positive.
 */
export function mediaTypeMatches(documented: MediaType, received: MediaType): boolean {
  if (documented.type === "*") return documented.subtype === "*" || documented.subtype === received.subtype;
  if (documented.type !== received.type) return false;
  if (documented.subtype === "*" || documented.subtype === received.subtype) return true;
  return documented.type === "application" && documented.subtype === "json" && received.subtype.endsWith("+json");
}

/**
 * How specific a match is, for choosing among documented media types: 3 exact, 2 `+json`
 * leniency, 1 subtype wildcard, 0 full wildcard, -1 no match.
 */
export function matchRank(documented: MediaType, received: MediaType): number {
  if (!mediaTypeMatches(documented, received)) return -1;
  if (documented.type === "*") return documented.subtype === "*" ? 0 : 1;
  if (documented.subtype === "*") return 1;
  return documented.subtype === received.subtype ? 3 : 2;
}

/** Renders a media type as `type/subtype`. */
export function formatMediaType(mediaType: MediaType): string {
  return `${mediaType.type}/${mediaType.subtype}`;
}
