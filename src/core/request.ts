/**
 * A request exactly as it goes on the wire: what transports send, what curl reproduces
 * and what reports record. Header names keep their case; values are strings.
 */
export interface PreparedRequest {
  readonly method: string;
  /** Absolute URL including the query string. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Serialized body; absent when the request has none. */
  readonly body?: Uint8Array;
}
