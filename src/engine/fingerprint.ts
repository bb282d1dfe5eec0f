import type { PreparedRequest } from "../core/request.js";
import { CASE_ID_HEADER } from "./case-id.js";

/**
 * A number that is equal for two requests exactly when they put the same bytes on the wire
 * (ignoring the per-sending case id), used to avoid sending the same case twice. A 53-bit
 * hash rather than the text itself: an operation can send tens of thousands of cases, and
 * the set of what was sent must not grow with their size.
 */
export function requestFingerprint(request: PreparedRequest): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const mix = (text: string): void => {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
  };
  mix(request.method);
  mix(" ");
  mix(request.url);
  for (const name in request.headers) {
    if (name === CASE_ID_HEADER) continue;
    mix("\n");
    mix(name);
    mix(":");
    mix(request.headers[name] ?? "");
  }
  if (request.body !== undefined) {
    mix("\n\n");
    const body = request.body;
    for (let i = 0; i < body.length; i++) {
      h1 = Math.imul(h1 ^ (body[i] as number), 2654435761);
      h2 = Math.imul(h2 ^ (body[i] as number), 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
