/** Longest excerpt of a value shown in a failure message, in characters. */
export const EXCERPT_LENGTH = 120;

/**
 * Renders a value as compact JSON for a failure message, cut to `limit` characters with `…`.
 * Never throws: values JSON cannot render (cycles, bigints) fall back to `String()`.
 */
export function excerpt(value: unknown, limit: number = EXCERPT_LENGTH): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return shorten(text, limit);
}

/** Cuts text to `limit` code points, ending with `…` when something was cut. */
export function shorten(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const points = Array.from(text);
  if (points.length <= limit) return text;
  return `${points.slice(0, Math.max(0, limit - 1)).join("")}…`;
}

/**
 * Follows a JSON pointer (`/a/0/b`, `~1` and `~0` escapes) into a value.
 * Returns `{ found: false }` when a step does not exist.
 */
export function followPointer(root: unknown, pointer: string): { found: true; value: unknown } | { found: false } {
  if (pointer === "") return { found: true, value: root };
  if (!pointer.startsWith("/")) return { found: false };
  let current: unknown = root;
  for (const raw of pointer.slice(1).split("/")) {
    const next = step(current, raw.replace(/~1/g, "/").replace(/~0/g, "~"));
    if (!next.found) return next;
    current = next.value;
  }
  return { found: true, value: current };
}

function step(value: unknown, token: string): { found: true; value: unknown } | { found: false } {
  if (Array.isArray(value)) {
    if (!/^(0|[1-9][0-9]*)$/.test(token)) return { found: false };
    const index = Number(token);
    return index < value.length ? { found: true, value: value[index] } : { found: false };
  }
  if (value !== null && typeof value === "object" && Object.hasOwn(value, token)) {
    return { found: true, value: (value as Record<string, unknown>)[token] };
  }
  return { found: false };
}
