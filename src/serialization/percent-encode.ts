/**
 * Percent-encoding for the places a value can land in a URL or header. Works on UTF-8
 * bytes so that lone surrogates (legal in generated JS strings) never throw, unlike
 * `encodeURIComponent`; they become U+FFFD as `TextEncoder` does.
 */

const HEX: readonly string[] = Array.from({ length: 256 }, (_, i) => `%${i.toString(16).toUpperCase().padStart(2, "0")}`);

/** For each code unit below 256, 1 when the character is kept as it is. */
type KeepTable = Uint8Array;

function keepTable(keep: RegExp): KeepTable {
  const table = new Uint8Array(256);
  for (let code = 0; code < 256; code++) table[code] = keep.test(String.fromCharCode(code)) ? 1 : 0;
  return table;
}

const UNRESERVED = keepTable(/[A-Za-z0-9\-._~]/);
// `#` stays encoded even when reserved characters are allowed: a raw `#` would start the
// fragment and silently drop the rest of the query.
const RESERVED_KEPT = keepTable(/[A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=]/);
// RFC 6265 cookie-octet, minus `%` so that the encoding stays reversible.
const COOKIE_OCTET = keepTable(/[\x21\x23-\x24\x26-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]/);
// Visible ASCII, space and tab: what every HTTP stack and shell accepts in a header value.
const HEADER_CHAR = keepTable(/[\t\x20-\x7e]/);
// What Node and undici accept in a header value as given: visible ASCII, space, tab and Latin-1 (sent as single bytes).
const LATIN1_HEADER_CHAR = keepTable(/[\t\x20-\x7e\x80-\xff]/);
// Literal text of a query written into a path template: reserved characters and existing escapes stay, `%` too (checked before).
const QUERY_LITERAL_CHAR = keepTable(/[A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=%]/);

/** U+FFFD in UTF-8: what a lone surrogate becomes, as with `TextEncoder`. */
const REPLACEMENT = "%EF%BF%BD";

/**
 * Percent-encodes the UTF-8 bytes of every character the table does not keep. Walks code
 * units: runs of kept characters are copied as slices, and a text with nothing to encode is
 * returned as it is (no allocation), which is the usual case on the hot path.
 */
function encodeWith(text: string, keep: KeepTable): string {
  let out = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 256 && keep[code] === 1) continue;
    if (i > start) out += text.slice(start, i);
    if (code < 0x80) {
      out += HEX[code];
    } else if (code < 0x800) {
      out += (HEX[0xc0 | (code >> 6)] as string) + HEX[0x80 | (code & 0x3f)];
    } else if (code < 0xd800 || code > 0xdfff) {
      out += (HEX[0xe0 | (code >> 12)] as string) + HEX[0x80 | ((code >> 6) & 0x3f)] + HEX[0x80 | (code & 0x3f)];
    } else {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        out += (HEX[0xf0 | (point >> 18)] as string) + HEX[0x80 | ((point >> 12) & 0x3f)] + HEX[0x80 | ((point >> 6) & 0x3f)] + HEX[0x80 | (point & 0x3f)];
        i++;
      } else {
        out += REPLACEMENT;
      }
    }
    start = i + 1;
  }
  return start === 0 ? text : out + text.slice(start);
}

/** Encodes every character except RFC 3986 unreserved ones (`A-Z a-z 0-9 - . _ ~`). */
export function encodeStrict(text: string): string {
  return encodeWith(text, UNRESERVED);
}

/** Like {@link encodeStrict} but keeps RFC 3986 reserved characters (except `#`), for `allowReserved`. */
export function encodeAllowReserved(text: string): string {
  return encodeWith(text, RESERVED_KEPT);
}

/** Encodes what may not appear raw in a cookie value (whitespace, `"`, `,`, `;`, `\`, `%`, controls, non-ASCII). */
export function encodeCookie(text: string): string {
  return encodeWith(text, COOKIE_OCTET);
}

/**
 * Makes a generated header value safe for the wire: CR, LF, NUL and other controls, and
 * non-ASCII characters are percent-encoded (UTF-8), so a header can never be split or
 * rejected. Header and cookie strings are generated as printable ASCII, so a positive value
 * passes through unchanged; only values that could not be sent (negative cases, user
 * overrides of case data) are changed.
 */
export function toHeaderValue(text: string): string {
  return encodeWith(text, HEADER_CHAR);
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
  return encodeWith(text, LATIN1_HEADER_CHAR);
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
