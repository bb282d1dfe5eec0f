/**
 * JSON pointers (RFC 6901) as they appear in `$ref` fragments. Kept separate from the
 * OpenAPI code because bundling, conversion and lookup all need the same escaping rules.
 */

/** Escapes one key for use as a pointer segment (`/` → `~1`, `~` → `~0`). */
export function escapePointerSegment(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Appends a key to a pointer: `appendPointer("/paths", "/users")` → `/paths/~1users`. */
export function appendPointer(pointer: string, key: string | number): string {
  return `${pointer}/${escapePointerSegment(String(key))}`;
}

/**
 * Splits a pointer into unescaped keys. Fragments in `$ref`s may be percent-encoded
 * (`Foo%20Bar`), so each segment is URI-decoded first; a segment with a stray `%` is kept raw.
 */
export function parsePointer(pointer: string): string[] {
  if (pointer === "" || pointer === "/") return pointer === "/" ? [""] : [];
  const body = pointer.startsWith("/") ? pointer.slice(1) : pointer;
  return body.split("/").map((segment) => {
    let decoded = segment;
    if (segment.includes("%")) {
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        decoded = segment;
      }
    }
    return decoded.replace(/~1/g, "/").replace(/~0/g, "~");
  });
}

/** Reads the value at `pointer` inside `root`, or undefined when a step is missing. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const key of parsePointer(pointer)) {
    if (current === null || typeof current !== "object") return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
