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
 * Encodes a value as JSON text. Refuses values JSON would silently change (NaN, Infinity,
 * bigint, bytes nested in a structure, functions), so what is sent is what was generated.
 */
export function toJsonText(value: unknown, mediaType: string): string {
  const text = JSON.stringify(value === undefined ? null : value, function (this: unknown, _key, item: unknown) {
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
        if (item instanceof Uint8Array) refuse(mediaType, "binary data");
        return item;
    }
  });
  return text;
}

/**
 * Serializer for `application/json` and every JSON dialect (`+json`, `text/json`, `*\/*`).
 * A top-level `Uint8Array` is sent as-is: it is already an encoded document.
 */
export function serializeJson(value: unknown, ctx: SerializerContext): SerializedBody {
  if (value instanceof Uint8Array) return { body: value, contentType: ctx.mediaType };
  return { body: UTF8.encode(toJsonText(value, ctx.mediaType)), contentType: ctx.mediaType };
}
