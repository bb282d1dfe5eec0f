import { NOT_SET } from "../core/not-set.js";

/** The most characters one field's value takes in a case's compact text. */
const MAX_FIELD = 300;

/**
 * A value as short JSON for a case's compact text: binary bodies by size, bigints as numbers,
 * anything JSON cannot write by `String()`, and long values cut with `…`.
 */
export function compactValue(value: unknown): string {
  let text: string;
  if (value instanceof Uint8Array) text = `<${value.byteLength} bytes>`;
  else {
    try {
      text = JSON.stringify(value, (_key, each: unknown) => (typeof each === "bigint" ? Number(each) : each)) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > MAX_FIELD ? `${text.slice(0, MAX_FIELD - 1)}…` : text;
}

/**
 * One line naming a case's operation and the values it sends, only the non-empty ones: what a
 * failing fast-check property prints as its counterexample, and what `console.log` shows.
 *
 * @example
 * caseText("Case", "GET /items/{id}", { pathParameters: { id: 0 }, query: {}, headers: {}, cookies: {}, body: NOT_SET });
 * // 'Case(GET /items/{id} pathParameters={"id":0})'
 */
export function caseText(
  kind: string,
  label: string,
  fields: { readonly pathParameters: object; readonly query: object; readonly headers: object; readonly cookies: object; readonly body: unknown; readonly mediaType?: string | undefined },
): string {
  const parts = [label];
  for (const name of ["pathParameters", "query", "headers", "cookies"] as const) {
    if (Object.keys(fields[name]).length > 0) parts.push(`${name}=${compactValue(fields[name])}`);
  }
  if (fields.body !== NOT_SET) parts.push(`body=${compactValue(fields.body)}${fields.mediaType === undefined ? "" : ` (${fields.mediaType})`}`);
  return `${kind}(${parts.join(" ")})`;
}
