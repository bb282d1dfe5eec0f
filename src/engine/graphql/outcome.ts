import type { Response } from "../../core/response.js";
import { outcomeKey, shape, template } from "../outcome-key.js";

/** Bodies larger than this are keyed as `outcomeKey` keys them (no parse on the hot path). */
const MAX_SHAPED_BYTES = 4096;
/** Error messages read per response. */
const MAX_ERRORS = 8;

/**
 * What kind of answer a GraphQL response is, for black-box coverage guidance: its status, the
 * shape of `data` three levels deep (null, empty lists, which fields came back) and each
 * error's message with numbers and quoted parts blanked, so `"user 7 not found"` and `"user 9
 * not found"` are one outcome and `"invalid input syntax for type uuid"` another. A GraphQL
 * server answers 200 to nearly everything: the status alone says little.
 *
 * @example
 * graphqlOutcomeKey(response); // '200 {user:null} User '' not found'
 */
export function graphqlOutcomeKey(response: Response): string {
  const size = response.content.byteLength;
  if (size === 0 || size > MAX_SHAPED_BYTES) return outcomeKey(response);
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return outcomeKey(response);
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) return outcomeKey(response);
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  const messages = Array.isArray(errors)
    ? [...new Set(errors.slice(0, MAX_ERRORS).map((error) => template(String((error as { message?: unknown } | null)?.message ?? ""))))].sort().join(" | ")
    : "";
  return `${response.statusCode} ${data === undefined ? "-" : shape(data, 3)} ${messages}`.trimEnd();
}
