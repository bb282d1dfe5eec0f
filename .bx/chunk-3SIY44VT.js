import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);

// dist/core/codec.js
var LIMITS = {
  ascii: 127,
  "us-ascii": 127,
  "646": 127,
  "latin-1": 255,
  latin1: 255,
  "iso-8859-1": 255,
  "iso8859-1": 255,
  l1: 255,
  "utf-8": 1114111,
  utf8: 1114111,
  "utf-16": 1114111,
  utf16: 1114111,
  "utf-32": 1114111,
  utf32: 1114111
};
var CODEC_NAMES = ["ascii", "latin-1 (iso-8859-1)", "utf-8", "utf-16", "utf-32"];
function codecLimit(codec) {
  return LIMITS[codec.trim().toLowerCase().replaceAll("_", "-")];
}
function fitsCodec(text, limit) {
  if (limit >= 1114111)
    return !/[\ud800-\udfff]/u.test(text);
  for (const char of text)
    if (char.codePointAt(0) > limit)
      return false;
  return true;
}
function valueFitsCodec(value, limit) {
  if (typeof value === "string")
    return fitsCodec(value, limit);
  if (Array.isArray(value))
    return value.every((item) => valueFitsCodec(item, limit));
  if (value !== null && typeof value === "object" && !(value instanceof Uint8Array)) {
    return Object.entries(value).every(([key, item]) => fitsCodec(key, limit) && valueFitsCodec(item, limit));
  }
  return true;
}

export {
  CODEC_NAMES,
  codecLimit,
  fitsCodec,
  valueFitsCodec
};
