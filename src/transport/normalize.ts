import { STATUS_CODES } from "node:http";

/** The standard reason phrase of a status code (`Not Found`), or the given fallback. */
export function reasonPhrase(status: number, fallback = ""): string {
  return STATUS_CODES[status] ?? fallback;
}

/** Lowercased header names with list values, from a Node-style header object (arrays for repeats, numbers allowed). */
export function headerLists(headers: Readonly<Record<string, string | number | readonly string[] | undefined>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const list = typeof value === "object" ? [...value] : [String(value)];
    const existing = out[key];
    if (existing === undefined) out[key] = list;
    else existing.push(...list);
  }
  return out;
}

/** The numeric value of a `Content-Length` header list, or undefined when absent or malformed. */
export function declaredLength(headers: Readonly<Record<string, readonly string[]>>): number | undefined {
  const raw = headers["content-length"]?.[0];
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** `GET http://…`: how errors name a request. */
export function describeRequest(method: string, url: string): string {
  return `${method} ${url}`;
}

/** `2s`, `0.5s`: a timeout as users wrote it. */
export function formatSeconds(seconds: number): string {
  return `${Number(seconds.toFixed(3))}s`;
}
