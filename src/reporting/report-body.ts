/** A body as a report records it: readable text when possible, base64 otherwise. */
export type RecordedBody = { readonly kind: "text"; readonly text: string } | { readonly kind: "base64"; readonly base64: string };

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Chooses how to record a body. `preserveBytes` keeps the exact bytes (base64); otherwise
 * the body is recorded as text when it is valid UTF-8, and as base64 when it is not, so
 * no report ever silently replaces bytes with U+FFFD.
 */
export function recordBody(content: Uint8Array, preserveBytes: boolean): RecordedBody {
  if (!preserveBytes) {
    const text = decodeUtf8(content);
    if (text !== undefined) return { kind: "text", text };
  }
  return { kind: "base64", base64: Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString("base64") };
}

/** The body decoded as UTF-8, or undefined when it is not valid UTF-8. */
export function decodeUtf8(content: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(content);
  } catch {
    return undefined;
  }
}
