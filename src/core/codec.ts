/** Highest code point each supported codec can encode, by normalized name. */
const LIMITS: Readonly<Record<string, number>> = {
  ascii: 0x7f,
  "us-ascii": 0x7f,
  "646": 0x7f,
  "latin-1": 0xff,
  latin1: 0xff,
  "iso-8859-1": 0xff,
  "iso8859-1": 0xff,
  l1: 0xff,
  "utf-8": 0x10ffff,
  utf8: 0x10ffff,
  "utf-16": 0x10ffff,
  utf16: 0x10ffff,
  "utf-32": 0x10ffff,
  utf32: 0x10ffff,
};

/** The codec names `generation.codec` accepts (aliases included), for error messages. */
export const CODEC_NAMES: readonly string[] = ["ascii", "latin-1 (iso-8859-1)", "utf-8", "utf-16", "utf-32"];

/**
 * The highest code point a codec can encode (`generation.codec`), or undefined for a codec
 * apitest does not know. Names are matched like Python's: case-insensitive, `_` as `-`.
 *
 * @example
 * codecLimit("ASCII"); // 0x7f
 * codecLimit("latin_1"); // 0xff
 */
export function codecLimit(codec: string): number | undefined {
  return LIMITS[codec.trim().toLowerCase().replaceAll("_", "-")];
}

/** Whether every code point of `text` is at most `limit` (lone surrogates never are encodable). */
export function fitsCodec(text: string, limit: number): boolean {
  if (limit >= 0x10ffff) return !/[\ud800-\udfff]/u.test(text);
  for (const char of text) if ((char.codePointAt(0) as number) > limit) return false;
  return true;
}

/** Whether every string inside a JSON-like value (object keys included) fits the codec limit. */
export function valueFitsCodec(value: unknown, limit: number): boolean {
  if (typeof value === "string") return fitsCodec(value, limit);
  if (Array.isArray(value)) return value.every((item) => valueFitsCodec(item, limit));
  if (value !== null && typeof value === "object" && !(value instanceof Uint8Array)) {
    return Object.entries(value).every(([key, item]) => fitsCodec(key, limit) && valueFitsCodec(item, limit));
  }
  return true;
}
