import { SerializationError } from "../../core/errors.js";
import type { PropertyEncoding } from "../../core/operation.js";
import { isJsonMediaType } from "../media-type.js";
import { type Pair, queryPairs } from "../parameter-style.js";
import { encodeNothing } from "../percent-encode.js";
import type { SerializedBody, SerializerContext } from "../registry.js";
import { isPlainObject, stringifyAtom } from "../stringify-value.js";
import { toJsonText } from "./json.js";

const UTF8 = new TextEncoder();

function propertyPairs(name: string, value: unknown, encoding: PropertyEncoding | undefined, mediaType: string): Pair[] {
  if (encoding?.contentType !== undefined && isJsonMediaType(encoding.contentType)) {
    return [[name, toJsonText(value, mediaType)]];
  }
  if (encoding?.style !== undefined || encoding?.explode !== undefined) {
    return queryPairs(name, value, encoding.style ?? "form", encoding.explode ?? (encoding.style ?? "form") === "form", encodeNothing);
  }
  // Default: arrays repeat the key; nested structures have no agreed flat form, so JSON.
  if (Array.isArray(value)) {
    return value.map((item): Pair => [name, isPlainObject(item) || Array.isArray(item) ? toJsonText(item, mediaType) : stringifyAtom(item)]);
  }
  if (isPlainObject(value)) return [[name, toJsonText(value, mediaType)]];
  return [[name, stringifyAtom(value)]];
}

/**
 * Serializer for `application/x-www-form-urlencoded`: an object becomes `key=value`
 * pairs (arrays repeat the key, nested objects are JSON unless `encoding` gives a style
 * or content type). A string is taken as an already-encoded body.
 */
export function serializeFormUrlencoded(value: unknown, ctx: SerializerContext): SerializedBody {
  if (typeof value === "string") return { body: UTF8.encode(value), contentType: ctx.mediaType };
  if (value instanceof Uint8Array) return { body: value, contentType: ctx.mediaType };
  if (!isPlainObject(value)) {
    throw new SerializationError(
      ctx.mediaType,
      `Cannot serialize the body as ${ctx.mediaType}: form bodies need an object of fields, got ${Array.isArray(value) ? "an array" : String(value === null ? "null" : typeof value)}. The case is skipped.`,
    );
  }
  const params = new URLSearchParams();
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined) continue;
    for (const [key, text] of propertyPairs(name, item, ctx.encoding?.[name], ctx.mediaType)) params.append(key, text);
  }
  return { body: UTF8.encode(params.toString()), contentType: ctx.mediaType };
}
