import type { PreparedRequest } from "../core/request.js";
import { CASE_ID_HEADER } from "./case-id.js";

/**
 * A string that is equal for two requests exactly when they put the same bytes on the
 * wire (ignoring the per-sending case id), used to avoid sending the same case twice.
 */
export function requestFingerprint(request: PreparedRequest): string {
  let text = `${request.method} ${request.url}`;
  for (const name in request.headers) {
    if (name !== CASE_ID_HEADER) text += `\n${name}:${request.headers[name]}`;
  }
  if (request.body !== undefined) text += `\n\n${Buffer.from(request.body).toString("latin1")}`;
  return text;
}
