import { maskVolatile } from "../core/volatile-values.js";
import type { Response } from "../core/response.js";
import { isJsonMediaType, parseMediaType } from "./media-type.js";

const MAX_SIGNATURE = 80;
// Bodies beyond this are not scanned: a signature only needs the start (or end) of a trace.
const MAX_SCAN = 64 * 1024;
const JSON_FIELDS = ["error", "message", "detail", "exception", "title"] as const;

/**
 * A short, stable signature of the crash a 5xx body describes, or undefined when the body
 * does not look like one. Digits and hex identifiers are removed so that the same crash
 * reached with different data (ids, timestamps, addresses) yields the same signature.
 *
 * Sources, in order: a JSON `error`/`message`/`detail`/`exception`/`title` field (or
 * `error.message`); the last line of a Python traceback; the first line of a plain-text
 * body; the first line of an HTML `<pre>` block (Express/Connect development error pages).
 */
export function crashSignature(response: Response): string | undefined {
  if (response.content.byteLength === 0) return undefined;
  const raw = response.header("content-type");
  const mediaType = raw === undefined ? undefined : parseMediaType(raw);
  const text = response.text.length > MAX_SCAN ? response.text.slice(0, MAX_SCAN) : response.text;
  let line: string | undefined;
  if (mediaType !== undefined && isJsonMediaType(mediaType)) line = fromJson(text);
  else if (mediaType?.type === "text" && mediaType.subtype === "html") line = fromHtml(text);
  else if (mediaType === undefined || mediaType.type === "text") line = fromText(text);
  return line === undefined ? undefined : normalize(line);
}

function fromJson(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  for (const field of JSON_FIELDS) {
    const found = record[field];
    if (typeof found === "string") return firstLine(found);
    if (found !== null && typeof found === "object" && !Array.isArray(found)) {
      const nested = found as Record<string, unknown>;
      const inner = nested["message"] ?? nested["type"] ?? nested["name"];
      if (typeof inner === "string") return firstLine(inner);
    }
  }
  return undefined;
}

function fromText(text: string): string | undefined {
  // A Python traceback starts with the same banner every time; the exception is its last line.
  if (text.startsWith("Traceback (most recent call last)")) {
    const lines = text.split("\n");
    for (let i = lines.length - 1; i >= 0; i--) {
      const candidate = lines[i]?.trim();
      if (candidate) return candidate;
    }
    return undefined;
  }
  return firstLine(text);
}

function fromHtml(text: string): string | undefined {
  const match = /<pre[^>]*>([\s\S]*?)(?:<\/pre>|$)/i.exec(text);
  if (match?.[1] === undefined) return undefined;
  return firstLine(match[1].split(/<br\s*\/?>/i)[0] ?? "");
}

function firstLine(text: string): string | undefined {
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed !== "") return trimmed;
  }
  return undefined;
}

function normalize(line: string): string | undefined {
  const withoutIds = line
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "")
    .replace(/\b0x[0-9a-f]+\b/gi, "")
    .replace(/\b(?=[0-9a-f]*[0-9])[0-9a-f]{8,}\b/gi, "");
  // Code points and the offending character are masked before digits go (`U+00E9` would leave `U+E`).
  const cleaned = maskVolatile(withoutIds)
    .replace(/[0-9]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned === "") return undefined;
  return cleaned.length > MAX_SIGNATURE ? cleaned.slice(0, MAX_SIGNATURE) : cleaned;
}
