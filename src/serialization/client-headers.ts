import type { OperationDefinition, ParameterDefinition } from "../core/operation.js";

/**
 * Headers the HTTP client writes itself or refuses to take per request: `Content-Length` (the
 * body's real length), `Transfer-Encoding`, `Connection`, `Keep-Alive`, `Upgrade` and `Expect`
 * (message framing and connection management; undici rejects a request that sets them). A case
 * value for one of these is not sent: the request stays sendable, and a `Content-Length` the
 * server reads is the true one.
 */
export const CLIENT_OWNED_HEADERS: ReadonlySet<string> = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "upgrade", "expect"]);

/** Whether the HTTP client owns a header of this name (case-insensitive); see {@link CLIENT_OWNED_HEADERS}. */
export function isClientOwnedHeader(name: string): boolean {
  return CLIENT_OWNED_HEADERS.has(name.toLowerCase());
}

/** The header parameters of an operation whose generated values are never sent (client-owned headers). */
export function unsendableHeaderParameters(operation: OperationDefinition): ParameterDefinition[] {
  return operation.parameters.filter((parameter) => parameter.location === "header" && isClientOwnedHeader(parameter.name));
}
