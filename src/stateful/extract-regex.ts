/**
 * The `#regex:<pattern>` extension of runtime expressions: a pattern with exactly one
 * capturing group picks part of a header or query value (e.g. the id at the end of a
 * `Location` URL). Patterns are written for Python's `re` in the original tool, so the
 * few syntax differences that matter (`(?P<name>…)`) are translated.
 */

/** A compiled extraction pattern, or the reason it cannot be used. */
export type ExtractionPattern = { readonly regex: RegExp } | { readonly error: string };

/**
 * Compiles an extraction pattern and checks it has exactly one capturing group.
 *
 * @example
 * compileExtraction("/orders/(\\d+)"); // { regex: /\/orders\/(\d+)/ }
 * compileExtraction("(a)(b)");        // { error: "… has 2 capturing groups …" }
 */
export function compileExtraction(pattern: string): ExtractionPattern {
  // Python spells named groups and back-references `(?P<n>…)` / `(?P=n)`; JavaScript does not.
  const source = pattern.replace(/\(\?P</g, "(?<").replace(/\(\?P=(\w+)\)/g, "\\k<$1>");
  let regex: RegExp;
  try {
    regex = new RegExp(source, "u");
  } catch (unicodeError) {
    try {
      // Many hand-written patterns use escapes that the stricter unicode mode rejects.
      regex = new RegExp(source);
    } catch {
      return { error: `regex ${JSON.stringify(pattern)} is invalid (${(unicodeError as Error).message})` };
    }
  }
  const groups = countGroups(regex);
  if (groups !== 1) {
    return {
      error: `regex ${JSON.stringify(pattern)} has ${groups} capturing groups; it needs exactly one, whose match becomes the value (use (?:…) for the other groups)`,
    };
  }
  return { regex };
}

/** Applies a compiled pattern: the group's match, or `""` when the pattern does not match. */
export function extractWithRegex(regex: RegExp, value: string): string {
  return regex.exec(value)?.[1] ?? "";
}

/** Counts capturing groups by matching the empty alternative: the result has one slot per group. */
function countGroups(regex: RegExp): number {
  const probe = new RegExp(`${regex.source}|`, regex.flags);
  return (probe.exec("")?.length ?? 1) - 1;
}
