/** Width of the `===` and `___` rules of the console report. */
export const RULE_WIDTH = 72;

/** `=== TITLE ===`, centred on the rule width. */
export function heading(title: string): string {
  const side = Math.max(3, Math.floor((RULE_WIDTH - title.length - 2) / 2));
  return `${"=".repeat(side)} ${title} ${"=".repeat(side)}`;
}

/** `___ title ___`, centred on the rule width. */
export function subheading(title: string): string {
  const side = Math.max(3, Math.floor((RULE_WIDTH - title.length - 2) / 2));
  return `${"_".repeat(side)} ${title} ${"_".repeat(side)}`;
}

/** Every non-empty line of `text` with `prefix` in front. */
export function indent(text: string, prefix: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? line : prefix + line))
    .join("\n");
}

/** `1 case`, `2 cases`. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** `Fuzzing` from `fuzzing`. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
