// Characters YAML does not allow unescaped even inside a double-quoted scalar (DEL, C1
// controls except NEL, BOM, U+FFFE/FFFF), plus the line and paragraph separators, which
// YAML 1.1 readers treat as line breaks. JSON.stringify leaves all of these as they are.
const NOT_PRINTABLE = /[\u007F-\u0084\u0086-\u009F\u2028\u2029\uFEFF\uFFFE\uFFFF]/g;

/** Longest implicit mapping key YAML allows (1024 characters, with margin for the quotes). */
const MAX_IMPLICIT_KEY = 1000;

/**
 * A string as a YAML double-quoted scalar. JSON string syntax is valid YAML; on top of it
 * the characters YAML forbids are escaped as `\uXXXX`, so any value round-trips through
 * any YAML 1.2 parser.
 */
export function yamlString(value: string): string {
  return JSON.stringify(value).replace(NOT_PRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A mapping entry start (`"key":` or the explicit `? "key"` form for keys too long to be
 * implicit) at the given indentation, ready for a value after it.
 */
export function yamlKey(key: string, indent: string): string {
  const quoted = yamlString(key);
  if (quoted.length <= MAX_IMPLICIT_KEY) return `${indent}${quoted}:`;
  return `${indent}? ${quoted}\n${indent}:`;
}

/** A finite number as YAML; anything else becomes `null`. */
export function yamlNumber(value: number | undefined): string {
  return value !== undefined && Number.isFinite(value) ? String(value) : "null";
}
