/**
 * A path template cut where the URL path ends. Real documents put more than a path there:
 * weatherbit writes `/current?city={city}` (a query in the template) and AWS documents write
 * `/#Action=DescribeX` (a fragment that only tells apart operations sharing one path).
 */
export interface PathTemplateParts {
  /** Everything before the first `?` or `#` outside a `{variable}`. */
  readonly path: string;
  /** The text between `?` and `#` (or the end), without the `?`; empty when there is none. */
  readonly query: string;
  /** The text after `#`, without it; undefined when there is none. */
  readonly fragment: string | undefined;
}

/**
 * Splits a path template at the first `?` and `#` that sit outside `{…}`, so a variable
 * whose name holds one of them stays whole.
 *
 * @example splitPathTemplate("/current?city={city}#x") // { path: "/current", query: "city={city}", fragment: "x" }
 */
export function splitPathTemplate(template: string): PathTemplateParts {
  let depth = 0;
  let mark = -1;
  let hash = -1;
  for (let index = 0; index < template.length && hash === -1; index += 1) {
    const char = template[index];
    if (char === "{") depth += 1;
    else if (char === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0 && char === "?" && mark === -1) mark = index;
    else if (depth === 0 && char === "#") hash = index;
  }
  const end = hash === -1 ? template.length : hash;
  return {
    path: template.slice(0, mark === -1 ? end : mark),
    query: mark === -1 ? "" : template.slice(mark + 1, end),
    fragment: hash === -1 ? undefined : template.slice(hash + 1),
  };
}

/** Joins query strings (each without `?`) with `&`, skipping empty ones. */
export function joinQueries(...parts: readonly string[]): string {
  let out = "";
  for (const part of parts) {
    if (part === "") continue;
    out = out === "" ? part : `${out}&${part}`;
  }
  return out;
}
