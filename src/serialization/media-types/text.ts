import type { SerializedBody, SerializerContext } from "../registry.js";
import { toJsonText } from "./json.js";

const UTF8 = new TextEncoder();

/** Text for a value: strings as-is, primitives via `String`, structures as JSON, `null` as empty. */
export function toText(value: unknown, mediaType: string): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return toJsonText(value, mediaType);
  return String(value);
}

/** Serializer for `text/plain` and other `text/*` types; bytes go as-is, text as UTF-8. */
export function serializeText(value: unknown, ctx: SerializerContext): SerializedBody {
  if (value instanceof Uint8Array) return { body: value, contentType: ctx.mediaType };
  return { body: UTF8.encode(toText(value, ctx.mediaType)), contentType: ctx.mediaType };
}
