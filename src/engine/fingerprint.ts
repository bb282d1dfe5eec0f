import { CASE_ID_HEADER, type PreparedRequest } from "../core/request.js";

/**
 * A number that is equal for two requests exactly when they put the same bytes on the wire
 * (ignoring the per-sending case id), used to avoid sending the same case twice. A 53-bit
 * hash rather than the text itself: an operation can send tens of thousands of cases, and
 * the set of what was sent must not grow with their size.
 */
export function requestFingerprint(request: PreparedRequest): number {
  const hash = new Hash53();
  hash.text(request.method);
  hash.text(" ");
  hash.text(request.url);
  for (const name in request.headers) {
    if (name === CASE_ID_HEADER) continue;
    hash.text("\n");
    hash.text(name);
    hash.text(":");
    hash.text(request.headers[name] ?? "");
  }
  if (request.body !== undefined) {
    hash.text("\n\n");
    hash.bytes(request.body);
  }
  return hash.digest();
}

/** The same kind of 53-bit hash for a text (a GraphQL case's JSON), equal exactly when the texts are. */
export function textFingerprint(text: string): number {
  const hash = new Hash53();
  hash.text(text);
  return hash.digest();
}

// Two 32-bit multiplicative hashes run side by side, mixed into 53 bits at the end.
class Hash53 {
  #h1 = 0xdeadbeef;
  #h2 = 0x41c6ce57;

  text(text: string): void {
    let h1 = this.#h1;
    let h2 = this.#h2;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    this.#h1 = h1;
    this.#h2 = h2;
  }

  bytes(bytes: Uint8Array): void {
    let h1 = this.#h1;
    let h2 = this.#h2;
    for (let i = 0; i < bytes.length; i++) {
      h1 = Math.imul(h1 ^ (bytes[i] as number), 2654435761);
      h2 = Math.imul(h2 ^ (bytes[i] as number), 1597334677);
    }
    this.#h1 = h1;
    this.#h2 = h2;
  }

  digest(): number {
    let h1 = this.#h1;
    let h2 = this.#h2;
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return 4294967296 * (2097151 & h2) + (h1 >>> 0);
  }
}
