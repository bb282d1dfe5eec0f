import { STATUS_CODES } from "node:http";
import { performance } from "node:perf_hooks";
import type { PreparedRequest } from "../core/request.js";
import { Response } from "../core/response.js";

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

/** Lowercased header lists from web `Headers`; `Set-Cookie` kept one value per cookie, since `Headers` joins repeats with ", ". */
export function webHeaderLists(headers: Headers): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  headers.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = [value];
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out["set-cookie"] = cookies;
  return out;
}

/** What an in-process app answered, already read (body capped) and with lowercased list headers. */
export interface InProcessAnswer {
  readonly status: number;
  readonly statusText: string | undefined;
  readonly headers: Record<string, string[]>;
  readonly body: { readonly content: Uint8Array; readonly truncated: boolean };
}

/** The normalized response of an in-process exchange (fetch apps and Node apps alike). */
export function inProcessResponse(request: PreparedRequest, answer: InProcessAnswer, startedAt: number): Response {
  const declaredSize = declaredLength(answer.headers);
  return new Response({
    statusCode: answer.status,
    message: reasonPhrase(answer.status, answer.statusText),
    headers: answer.headers,
    content: answer.body.content,
    elapsed: (performance.now() - startedAt) / 1000,
    httpVersion: "1.1",
    request,
    verify: true,
    truncated: answer.body.truncated,
    ...(declaredSize === undefined ? {} : { declaredSize }),
  });
}
