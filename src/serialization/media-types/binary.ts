import { SerializationError } from "../../core/errors.js";
import type { SerializedBody, SerializerContext } from "../registry.js";

const UTF8 = new TextEncoder();

/**
 * Serializer for `application/octet-stream` and other binary types: bytes as-is, strings
 * as UTF-8, numbers and booleans as their text. Structures have no binary form.
 */
export function serializeBinary(value: unknown, ctx: SerializerContext): SerializedBody {
  if (value instanceof Uint8Array) return { body: value, contentType: ctx.mediaType };
  if (typeof value === "string") return { body: UTF8.encode(value), contentType: ctx.mediaType };
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return { body: UTF8.encode(String(value)), contentType: ctx.mediaType };
  }
  if (value === null || value === undefined) return { body: new Uint8Array(0), contentType: ctx.mediaType };
  throw new SerializationError(
    ctx.mediaType,
    `Cannot serialize the body as ${ctx.mediaType}: expected bytes or a string, got ${Array.isArray(value) ? "an array" : "an object"}. ` +
      "The case is skipped; register a custom serializer for this media type to encode structured data.",
  );
}
