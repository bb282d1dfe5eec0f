import type { Response } from "../core/response.js";

/** Bodies larger than this are keyed by status and media type alone (no parse on the hot path). */
const MAX_SHAPED_BYTES = 4096;
const MAX_KEYS = 16;
const MESSAGE_FIELDS = ["message", "error", "detail", "title", "description", "msg", "errors"];

/**
 * What kind of answer a response is, for black-box coverage guidance: its status, media type,
 * the shape of its JSON body (keys and value kinds two levels deep: which schema branch the
 * server took) and, for errors, the error message with numbers and quoted parts blanked (so
 * `"id 7 not found"` and `"id 9 not found"` are one outcome, `"name too long"` another).
 * Two responses with the same key most likely took the same path through the server.
 *
 * @example
 * outcomeKey(response); // '422 application/json {detail:s} name is too long'
 */
export function outcomeKey(response: Response): string {
  const { statusCode } = response;
  const size = response.content.byteLength;
  const head = `${statusCode} ${response.mediaType ?? "-"}`;
  if (size === 0) return `${head} empty`;
  if (size > MAX_SHAPED_BYTES) return `${head} large`;
  let body: unknown;
  try {
    body = response.parsedJson();
  } catch {
    return statusCode >= 400 ? `${head} ${template(response.text)}` : `${head} text`;
  }
  const shaped = shape(body, 2);
  return statusCode >= 400 ? `${head} ${shaped} ${template(errorMessage(body) ?? "")}` : `${head} ${shaped}`;
}

/** The kinds of a JSON value's keys and values, `depth` levels deep (`{id:n,tags:[s]}`). */
export function shape(value: unknown, depth: number): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return depth === 0 || value.length === 0 ? "[]" : `[${shape(value[0], depth - 1)}]`;
  if (typeof value === "object") {
    if (depth === 0) return "{}";
    const keys = Object.keys(value).sort().slice(0, MAX_KEYS);
    return `{${keys.map((key) => `${key}:${shape((value as Record<string, unknown>)[key], depth - 1)}`).join(",")}}`;
  }
  return (typeof value).charAt(0);
}

function errorMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body;
  if (body === null || typeof body !== "object") return undefined;
  if (Array.isArray(body)) return errorMessage(body[0]);
  for (const field of MESSAGE_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === "string") return value;
    if (value !== null && typeof value === "object") return errorMessage(value);
  }
  return undefined;
}

/** A message with what varies between requests blanked: numbers, quoted parts; at most 80 characters. */
export function template(message: string): string {
  return message
    .slice(0, 200)
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, "''")
    .replace(/\d+/g, "0")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
}
