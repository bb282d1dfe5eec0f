/**
 * How far one exchange got: errors use it to say "closed without answering" rather than
 * "closed after 8 of 1000 body bytes", which is what tells a reset from a lying
 * `Content-Length`.
 */
export interface ExchangeProgress {
  /** The status line and headers arrived. */
  headersReceived: boolean;
  /** Body bytes received so far, as sent on the wire (before content decoding). */
  bodyBytes: number;
  /** The `Content-Length` the server declared, if any. */
  declaredLength: number | undefined;
  /** The response's HTTP version (`1.0`, `1.1`), once its headers arrived. */
  httpVersion?: string;
}

/** A fresh progress record: nothing received yet. */
export function startProgress(): ExchangeProgress {
  return { headersReceived: false, bodyBytes: 0, declaredLength: undefined };
}

/** `8 of 1000 bytes (Content-Length)` or `8 bytes`: what part of a body arrived. */
export function describeReceived(progress: ExchangeProgress): string {
  const bytes = `${progress.bodyBytes} byte${progress.bodyBytes === 1 ? "" : "s"}`;
  return progress.declaredLength === undefined ? bytes : `${progress.bodyBytes} of ${progress.declaredLength} bytes declared by Content-Length`;
}
