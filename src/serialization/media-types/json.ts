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

/**
 * Encodes a value as JSON text. Bytes (`Uint8Array`, what `format: binary` generates) become
 * base64 strings, at any depth, since JSON has no binary type and a string is what such a
 * schema describes. Refuses values JSON would silently change (NaN, Infinity, bigint,
 * functions), so what is sent is what was generated.
 *
 * @example toJsonText({ file: new Uint8Array([104, 105]) }, "application/json") // '{"file":"aGk="}'
 */
export function toJsonText(value: unknown, mediaType: string): string {
  const text = JSON.stringify(value === undefined ? null : value, function (this: Record<string, unknown>, key, item: unknown) {
    // `item` has already been through `toJSON`, which turns a Buffer into `{ type, data }`.
    const original = this[key];
    if (original instanceof Uint8Array) return Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString("base64");
    switch (typeof item) {
      case "number":
        if (!Number.isFinite(item)) refuse(mediaType, `the number ${String(item)}`);
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
  return text;
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
