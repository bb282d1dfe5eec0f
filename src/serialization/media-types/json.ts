import { SerializationError } from "../../core/errors.js";
import type { SerializedBody, SerializerContext } from "../registry.js";

const UTF8 = new TextEncoder();

function refuse(mediaType: string, what: string): never {
  throw new SerializationError(
    mediaType,
    `Cannot serialize the body as ${mediaType}: it contains ${what}, which JSON cannot represent. ` +
      "The case is skipped; register a custom serializer for this media type if it needs another encoding.",
  );
}

/** Deepest nesting the plain-JSON test walks; deeper values take the replacer path. */
const PLAIN_DEPTH = 64;

/**
 * Whether `JSON.stringify` alone gives the text {@link toJsonText} must give: only finite
 * numbers, strings, booleans, null, arrays and plain objects, none with `toJSON`, no bytes.
 * An `undefined` member is fine (left out, as the replacer path leaves it out).
 */
function isPlainJson(value: unknown, depth: number): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
    case "undefined":
      return true;
    case "number":
      // -0: JSON.stringify writes "0"; the replacer path keeps the sign.
      return Number.isFinite(value) && (value !== 0 || 1 / value > 0);
    case "object": {
      if (value === null) return true;
      if (depth >= PLAIN_DEPTH) return false;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!isPlainJson(value[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if ((proto !== Object.prototype && proto !== null) || "toJSON" in value) return false;
      for (const key in value) if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
      return true;
    }
    default:
      return false;
  }
}

/**
 * Stands for -0 in the replacer's output until it is replaced by `-0.0` (JSON.stringify writes
 * -0 as `0`); no generated string holds it, and the text is searched only when a -0 was seen.
 */
const NEGATIVE_ZERO = "\u0000apitest:-0.0\u0000";
const NEGATIVE_ZERO_QUOTED = JSON.stringify(NEGATIVE_ZERO);

/**
 * Encodes a value as JSON text. Negative zero is written `-0.0` (JSON.stringify loses its
 * sign), so the server reads the number that was generated. Bytes (`Uint8Array`, what `format: binary` generates) become
 * base64 strings, at any depth, since JSON has no binary type and a string is what such a
 * schema describes. Refuses values JSON would silently change (NaN, Infinity, bigint,
 * functions), so what is sent is what was generated.
 *
 * @example toJsonText({ file: new Uint8Array([104, 105]) }, "application/json") // '{"file":"aGk="}'
 */
export function toJsonText(value: unknown, mediaType: string): string {
  // Most generated values are plain JSON: stringified natively, without a replacer call per key.
  if (isPlainJson(value === undefined ? null : value, 0)) return JSON.stringify(value === undefined ? null : value);
  let negativeZero = false;
  const text = JSON.stringify(value === undefined ? null : value, function (this: Record<string, unknown>, key, item: unknown) {
    // `item` has already been through `toJSON`, which turns a Buffer into `{ type, data }`.
    const original = this[key];
    if (original instanceof Uint8Array) return Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString("base64");
    switch (typeof item) {
      case "number":
        if (!Number.isFinite(item)) refuse(mediaType, `the number ${String(item)}`);
        if (item === 0 && 1 / item < 0) {
          negativeZero = true;
          return NEGATIVE_ZERO;
        }
        return item;
      case "bigint":
        return refuse(mediaType, "a bigint");
      case "function":
      case "symbol":
        return refuse(mediaType, `a ${typeof item}`);
      default:
        return item;
    }
  });
  return negativeZero ? text.replaceAll(NEGATIVE_ZERO_QUOTED, "-0.0") : text;
}

/**
 * Serializer for `application/json` and every JSON dialect (`+json`, `text/json`, `*\/*`).
 * Bytes anywhere in the value, the whole body included, are sent as base64 JSON strings
 * (see {@link toJsonText}), so the body is always valid JSON; raw bytes go out unchanged
 * only under binary media types such as `application/octet-stream`.
 */
export function serializeJson(value: unknown, ctx: SerializerContext): SerializedBody {
  return { body: UTF8.encode(toJsonText(value, ctx.mediaType)), contentType: ctx.mediaType };
}
