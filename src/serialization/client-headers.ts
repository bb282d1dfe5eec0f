import type { OperationDefinition, ParameterDefinition } from "../core/operation.js";
import { setOwn } from "../core/own-property.js";
import type { PreparedRequest } from "../core/request.js";

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

/** Methods whose requests carry a `Content-Length` even without a body (undici writes `0`). */
const PAYLOAD_METHODS: ReadonlySet<string> = new Set(["PUT", "POST", "PATCH", "QUERY"]);

/**
 * The request's headers as the HTTP client sends them: its own plus the `Content-Length` it
 * writes itself (the body's length; `0` for a PUT, POST or PATCH without a body; none for other
 * methods without one), without the client-owned headers it never sends as given. What request
 * validation reads, so a declared `Content-Length` header parameter is judged by the value that
 * really goes out.
 */
export function headersOnTheWire(request: PreparedRequest): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name in request.headers) if (Object.hasOwn(request.headers, name) && !isClientOwnedHeader(name)) setOwn(out, name, request.headers[name]);
  const length = request.body?.byteLength ?? 0;
  if (length > 0 || PAYLOAD_METHODS.has(request.method.toUpperCase())) setOwn(out, "Content-Length", String(length));
  return out;
}
