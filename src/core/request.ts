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

/** The header that carries a request's case id, so a server's logs can be matched to a case. */
export const CASE_ID_HEADER = "X-Apitest-Case-Id";
