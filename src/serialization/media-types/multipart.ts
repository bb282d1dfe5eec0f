import { createHash } from "node:crypto";
import { SerializationError } from "../../core/errors.js";
import type { PropertyEncoding } from "../../core/operation.js";
import { isJsonMediaType, parseMediaType } from "../media-type.js";
import type { SerializedBody, SerializerContext } from "../registry.js";
import { isPlainObject, stringifyAtom } from "../stringify-value.js";
import { toJsonText } from "./json.js";

const UTF8 = new TextEncoder();
const CRLF = UTF8.encode("\r\n");

interface Part {
  readonly head: Uint8Array;
  readonly body: Uint8Array;
}

// WHATWG FormData escaping of names in Content-Disposition (`"`, CR and LF, which could end the
// quoted string or the header), extended to the other control characters, which a header may
// not carry at all (RFC 9110 field values): multipart parsers refuse the whole body
// ("Malformed part header") for a generated property name like "UA\u0003".
function quoteName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/["\x00-\x08\x0a-\x1f\x7f]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

function partContentType(encoding: PropertyEncoding | undefined): string | undefined {
  const first = encoding?.contentType?.split(",")[0]?.trim();
  if (first === undefined || first === "") return undefined;
  // A wildcard (`image/*`) is not a type a part can declare.
  return parseMediaType(first).subtype === "*" ? "application/octet-stream" : first;
}

function makePart(name: string, value: unknown, encoding: PropertyEncoding | undefined, mediaType: string): Part {
  const declared = partContentType(encoding);
  let disposition = `Content-Disposition: form-data; name="${quoteName(name)}"`;
  let contentType = declared;
  let body: Uint8Array;
  if (value instanceof Uint8Array) {
    disposition += `; filename="${quoteName(name)}"`;
    contentType ??= "application/octet-stream";
    body = value;
  } else if ((declared !== undefined && isJsonMediaType(declared)) || isPlainObject(value) || Array.isArray(value)) {
    contentType ??= "application/json";
    body = UTF8.encode(toJsonText(value, mediaType));
  } else {
    body = UTF8.encode(stringifyAtom(value));
  }
  const head = `${disposition}\r\n${contentType === undefined ? "" : `Content-Type: ${contentType}\r\n`}\r\n`;
  return { head: UTF8.encode(head), body };
}

function contains(haystack: Uint8Array, needle: Buffer): boolean {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).includes(needle);
}

// Derived from the content so that the same case always gives the same bytes (stable
// curl commands and replays); re-derived in the unlikely event the content contains it.
function chooseBoundary(parts: readonly Part[]): string {
  for (let attempt = 0; ; attempt++) {
    const hash = createHash("sha256").update(String(attempt));
    for (const part of parts) hash.update(part.head).update(part.body);
    const boundary = `apitest-boundary-${hash.digest("hex").slice(0, 24)}`;
    const marker = Buffer.from(boundary);
    if (!parts.some((part) => contains(part.body, marker) || contains(part.head, marker))) return boundary;
  }
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Serializer for `multipart/form-data` (and other `multipart/*`): one part per property,
 * arrays as repeated parts, `Uint8Array` values as file parts with a `filename`, nested
 * structures as JSON parts; `encoding.<prop>.contentType` sets a part's type. The
 * boundary is derived from the content, so the same value always gives the same bytes.
 */
export function serializeMultipart(value: unknown, ctx: SerializerContext): SerializedBody {
  if (!isPlainObject(value)) {
    throw new SerializationError(
      ctx.mediaType,
      `Cannot serialize the body as ${ctx.mediaType}: multipart bodies need an object of fields, got ${Array.isArray(value) ? "an array" : value === null ? "null" : typeof value}. The case is skipped.`,
    );
  }
  const parts: Part[] = [];
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const encoding = ctx.encoding?.[name];
    const asFile = item instanceof Uint8Array;
    const items: readonly unknown[] = Array.isArray(item) && !(encoding?.contentType !== undefined && isJsonMediaType(encoding.contentType)) && !asFile ? item : [item];
    for (const one of items) parts.push(makePart(name, one, encoding, ctx.mediaType));
  }
  const boundary = chooseBoundary(parts);
  const dash = UTF8.encode(`--${boundary}\r\n`);
  const chunks: Uint8Array[] = [];
  for (const part of parts) chunks.push(dash, part.head, part.body, CRLF);
  chunks.push(UTF8.encode(`--${boundary}--\r\n`));
  const essence = parseMediaType(ctx.mediaType).essence;
  return { body: concat(chunks), contentType: `${essence}; boundary=${boundary}` };
}
