import { Readable, pipeline, type Transform } from "node:stream";
import { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from "node:zlib";

/** A body read up to a size limit. */
export interface BodyContent {
  readonly content: Uint8Array;
  /** True when the (decoded) body went past the limit and the rest was not read. */
  readonly truncated: boolean;
}

const EMPTY = new Uint8Array(0);
const KNOWN_CODINGS = new Set(["gzip", "x-gzip", "deflate", "br"]);
// Lenient like browsers: a body cut short still yields what could be decoded.
const ZLIB_OPTIONS = { finishFlush: constants.Z_SYNC_FLUSH };
const BROTLI_OPTIONS = { finishFlush: constants.BROTLI_OPERATION_FLUSH };

/** The content codings to undo, outermost first; undefined when one of them is unknown (the body is kept as is). */
export function contentCodings(header: string | undefined): string[] | undefined {
  if (header === undefined) return [];
  const codings = header
    .toLowerCase()
    .split(",")
    .map((coding) => coding.trim())
    .filter((coding) => coding !== "" && coding !== "identity")
    .reverse();
  return codings.every((coding) => KNOWN_CODINGS.has(coding)) ? codings : undefined;
}

function decoderFor(coding: string, firstByte: number | undefined): Transform {
  switch (coding) {
    case "br":
      return createBrotliDecompress(BROTLI_OPTIONS);
    case "deflate":
      // "deflate" should be zlib-wrapped, but many servers send raw deflate; the zlib
      // header's low nibble (CM = 8) tells them apart.
      return firstByte === undefined || (firstByte & 0x0f) === 0x08 ? createInflate(ZLIB_OPTIONS) : createInflateRaw(ZLIB_OPTIONS);
    default:
      return createGunzip(ZLIB_OPTIONS);
  }
}

// A plain Uint8Array view (no copy) rather than a Buffer: consumers compare and serialize
// content as bytes, and Buffer's extra behaviour (toJSON, inspect) would leak into reports.
function plain(bytes: Uint8Array): Uint8Array {
  return Buffer.isBuffer(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : bytes;
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 0) return EMPTY;
  if (chunks.length === 1) return plain(chunks[0] ?? EMPTY);
  return plain(Buffer.concat(chunks, size));
}

/** Reads chunks until the end or until `limit` bytes, whichever comes first; stops the source when cut. */
export async function collect(source: AsyncIterable<Uint8Array>, limit: number): Promise<BodyContent> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    if (size + chunk.byteLength > limit) {
      chunks.push(chunk.subarray(0, limit - size));
      return { content: concat(chunks, limit), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  return { content: concat(chunks, size), truncated: false };
}

function isDecodeError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("Z_") || code.startsWith("ERR_BROTLI") || code === "ERR__ERROR_FORMAT_PADDING_1");
}

/**
 * Reads a body, undoing `Content-Encoding` (gzip, deflate, br) as it streams, and stops
 * at `limit` bytes of DECODED content, so a decompression bomb never fills memory. A
 * body that does not decode is returned as received.
 */
export async function readBody(source: AsyncIterable<Uint8Array>, contentEncoding: string | undefined, limit: number): Promise<BodyContent> {
  const codings = contentCodings(contentEncoding);
  if (codings === undefined || codings.length === 0) return collect(source, limit);
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done === true) return { content: EMPTY, truncated: false };
  const raw: Uint8Array[] = [];
  let rawSize = 0;
  async function* replay(): AsyncGenerator<Uint8Array> {
    let chunk: IteratorResult<Uint8Array> = first;
    while (chunk.done !== true) {
      if (rawSize <= limit) {
        raw.push(chunk.value);
        rawSize += chunk.value.byteLength;
      }
      yield chunk.value;
      chunk = await iterator.next();
    }
  }
  const input = Readable.from(replay(), { objectMode: false });
  const decoders = codings.map((coding, index) => decoderFor(coding, index === 0 ? first.value[0] : undefined));
  const output = (pipeline as (...streams: unknown[]) => Readable)(input, ...decoders, () => undefined);
  try {
    return await collect(output, limit);
  } catch (error) {
    if (!isDecodeError(error)) throw error;
    const whole = concat(raw, rawSize);
    return whole.byteLength > limit ? { content: whole.subarray(0, limit), truncated: true } : { content: whole, truncated: false };
  } finally {
    input.destroy();
    for (const decoder of decoders) decoder.destroy();
    await iterator.return?.();
  }
}
