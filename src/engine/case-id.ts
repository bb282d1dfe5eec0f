/** Five base-36 digits: 36^5 values, well inside what one `Math.random()` draw resolves. */
const HALF = 36 ** 5;

function half(): string {
  return Math.floor(Math.random() * HALF)
    .toString(36)
    .padStart(5, "0");
}

/**
 * A short random identifier sent with each request (`X-Apitest-Case-Id`) so a server's
 * logs can be matched to a case: ten characters of `0-9a-z`, uniform. Not derived from the seed:
 * it identifies one sending. Two draws of five digits each, not one draw per character.
 */
export function newCaseId(): string {
  return half() + half();
}
