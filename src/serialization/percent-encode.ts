/**
 * Percent-encoding for the places a value can land in a URL or header. Works on UTF-8
 * bytes so that lone surrogates (legal in generated JS strings) never throw, unlike
 * `encodeURIComponent`; they become U+FFFD as `TextEncoder` does.
 */

const HEX: readonly string[] = Array.from({ length: 256 }, (_, i) => `%${i.toString(16).toUpperCase().padStart(2, "0")}`);
const UTF8 = new TextEncoder();

const UNRESERVED = /^[A-Za-z0-9\-._~]*$/;
const UNRESERVED_CHAR = /[A-Za-z0-9\-._~]/;
// `#` stays encoded even when reserved characters are allowed: a raw `#` would start the
// fragment and silently drop the rest of the query.
const RESERVED_KEPT = /[A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=]/;
// RFC 6265 cookie-octet, minus `%` so that the encoding stays reversible.
const COOKIE_OCTET = /[\x21\x23-\x24\x26-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]/;
const COOKIE_SAFE = /^[\x21\x23-\x24\x26-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;
// Visible ASCII, space and tab: what every HTTP stack and shell accepts in a header value.
const HEADER_SAFE = /^[\t\x20-\x7e]*$/;
const HEADER_CHAR = /[\t\x20-\x7e]/;
// What Node and undici accept in a header value as given: visible ASCII, space, tab and Latin-1 (sent as single bytes).
const LATIN1_HEADER_SAFE = /^[\t\x20-\x7e\x80-\xff]*$/;
const LATIN1_HEADER_CHAR = /[\t\x20-\x7e\x80-\xff]/;
// Literal text of a query written into a path template: reserved characters and existing escapes stay, `#` never does.
const QUERY_LITERAL_CHAR = /[A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=%]/;

function encodeWith(text: string, keep: RegExp): string {
  let out = "";
  for (const char of text) {
    if (char.length === 1 && keep.test(char)) {
      out += char;
    } else if (char.charCodeAt(0) < 0x80) {
      out += HEX[char.charCodeAt(0)];
    } else {
      for (const byte of UTF8.encode(char)) out += HEX[byte];
    }
  }
  return out;
}

/** Encodes every character except RFC 3986 unreserved ones (`A-Z a-z 0-9 - . _ ~`). */
export function encodeStrict(text: string): string {
  return UNRESERVED.test(text) ? text : encodeWith(text, UNRESERVED_CHAR);
}

/** Like {@link encodeStrict} but keeps RFC 3986 reserved characters (except `#`), for `allowReserved`. */
export function encodeAllowReserved(text: string): string {
  return UNRESERVED.test(text) ? text : encodeWith(text, RESERVED_KEPT);
}

/** Encodes what may not appear raw in a cookie value (whitespace, `"`, `,`, `;`, `\`, `%`, controls, non-ASCII). */
export function encodeCookie(text: string): string {
  return COOKIE_SAFE.test(text) ? text : encodeWith(text, COOKIE_OCTET);
}

/**
 * Makes a generated header value safe for the wire: CR, LF, NUL and other controls, and
 * non-ASCII characters are percent-encoded (UTF-8), so a header can never be split or
 * rejected. Header and cookie strings are generated as printable ASCII, so a positive value
 * passes through unchanged; only values that could not be sent (negative cases, user
 * overrides of case data) are changed.
 */
export function toHeaderValue(text: string): string {
  return HEADER_SAFE.test(text) ? text : encodeWith(text, HEADER_CHAR);
}

/**
 * A header value the user supplied (`-H`, config, library `headers`): kept exactly as given
 * when HTTP can carry it — visible ASCII, space, tab and Latin-1 (0x80–0xFF, sent as one
 * byte each) — since the user chose it. Only characters no HTTP stack accepts (controls,
 * code points above U+00FF) are percent-encoded (UTF-8), so sending never throws.
 *
 * @example toUserHeaderValue("Bearer café") // "Bearer café"
 */
export function toUserHeaderValue(text: string): string {
  return LATIN1_HEADER_SAFE.test(text) ? text : encodeWith(text, LATIN1_HEADER_CHAR);
}

/**
 * Literal query text written into a path template (`/current?format=json`): reserved
 * characters and existing `%XX` escapes are kept as the author wrote them; spaces,
 * controls, `#` and non-ASCII characters are percent-encoded (UTF-8).
 */
export function encodeQueryLiteral(text: string): string {
  // A `%` that starts no escape would make the rest of the query unreadable.
  return encodeWith(text.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"), QUERY_LITERAL_CHAR);
}

/** Identity encoding: for values that are percent-encoded later as a whole (form bodies). */
export function encodeNothing(text: string): string {
  return text;
}
