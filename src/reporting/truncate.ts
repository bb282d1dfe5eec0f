import type { Response } from "../core/response.js";
import type { TruncationSettings } from "../core/settings.js";

/**
 * Shortens a payload for display: first to `maxPayloadSize` UTF-8 bytes (never splitting
 * a character), then to `maxLines` lines of at most `maxWidth` characters. A cut line ends
 * with `…`; when the end of the payload is dropped a last line says how much, e.g.
 * `… [truncated: 1024 more bytes]`. Disabled settings return the text unchanged.
 */
export function truncatePayload(text: string, settings: TruncationSettings): string {
  if (!settings.enabled) return text;
  const maxBytes = Math.max(0, settings.maxPayloadSize);
  const maxLines = Math.max(1, settings.maxLines);
  const maxWidth = Math.max(1, settings.maxWidth);

  const totalBytes = Buffer.byteLength(text, "utf8");
  let kept = text;
  let cutEnd = false;
  if (totalBytes > maxBytes) {
    kept = cutToBytes(text, maxBytes);
    cutEnd = true;
  }
  let lines = kept.split("\n");
  if (lines.length > maxLines) {
    lines = lines.slice(0, maxLines);
    cutEnd = true;
  }

  let keptBytes = Math.max(0, lines.length - 1);
  let cutWidth = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.length > maxWidth) {
      const points = Array.from(line);
      if (points.length > maxWidth) {
        const visible = points.slice(0, maxWidth - 1).join("");
        lines[i] = `${visible}…`;
        keptBytes += Buffer.byteLength(visible, "utf8");
        cutWidth = true;
        continue;
      }
    }
    keptBytes += Buffer.byteLength(line, "utf8");
  }
  if (!cutEnd && !cutWidth) return text;
  if (cutEnd) {
    const more = totalBytes - keptBytes;
    lines.push(`… [truncated: ${more} more ${more === 1 ? "byte" : "bytes"}]`);
  }
  return lines.join("\n");
}

/**
 * The body of a response as text for display: pretty-printed JSON when it is JSON, the
 * decoded text otherwise, `<binary N bytes>` for binary content, and a closing note when
 * the transport kept only the start of the body. An empty body gives `""`.
 */
export function prettyBody(response: Response): string {
  const size = response.content.byteLength;
  if (size === 0 && !response.truncated) return "";
  const full = response.declaredSize ?? size;
  const kind = bodyKind(response);
  if (kind === "binary") return `<binary ${full} bytes>`;
  let body = response.text;
  if (kind === "json" && !response.truncated) {
    try {
      body = JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      // Not valid JSON after all: show it as it came, the checks report the problem.
    }
  }
  if (!response.truncated) return body;
  const of = full > size ? `${full}` : `more than ${size}`;
  return `${body}\n[body truncated: showing the first ${size} of ${of} bytes]`;
}

function cutToBytes(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, "utf8");
  let end = maxBytes;
  // Step back over UTF-8 continuation bytes so the cut falls between characters.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString("utf8");
}

const TEXT_SUBTYPES = /(^|[+.-])(json|xml|html|javascript|ecmascript|yaml|x-yaml|csv|graphql|x-www-form-urlencoded|problem)($|[+.-])/;
const BINARY_TYPES = /^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip|gzip|x-tar|x-7z-compressed|x-protobuf|protobuf|vnd\.ms-excel|msword|wasm)$/;

function bodyKind(response: Response): "json" | "text" | "binary" {
  const mediaType = response.mediaType;
  if (mediaType !== undefined) {
    const subtype = mediaType.slice(mediaType.indexOf("/") + 1);
    if (subtype === "json" || subtype.endsWith("+json")) return "json";
    if (mediaType.startsWith("text/") || TEXT_SUBTYPES.test(subtype)) return "text";
    if (BINARY_TYPES.test(mediaType) && !looksLikeText(response.content, response.truncated)) return "binary";
  }
  if (!looksLikeText(response.content, response.truncated)) return "binary";
  if (mediaType === undefined && /^\s*[[{]/.test(response.text)) return "json";
  return "text";
}

/** No NUL bytes and valid UTF-8 in the first 8 KiB (a character cut at the window's end is fine). */
function looksLikeText(content: Uint8Array, truncated: boolean): boolean {
  const window = content.subarray(0, 8192);
  if (window.includes(0)) return false;
  let end = window.length;
  if (truncated || content.length > window.length) {
    let back = 0;
    while (back < 4 && end > 0 && ((window[end - 1] ?? 0) & 0xc0) === 0x80) {
      end--;
      back++;
    }
    if (end > 0 && ((window[end - 1] ?? 0) & 0x80) !== 0) end--;
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(window.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}
