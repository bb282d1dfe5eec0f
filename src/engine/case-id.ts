const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/**
 * A short random identifier sent with each request (`X-Apitest-Case-Id`) so a server's
 * logs can be matched to a case. Not derived from the seed: it identifies one sending.
 */
export function newCaseId(): string {
  let id = "";
  for (let i = 0; i < 10; i++) id += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return id;
}

/** The header that carries the case id. */
export const CASE_ID_HEADER = "X-Apitest-Case-Id";
