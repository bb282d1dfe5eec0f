const CODES = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
} as const;

/** A style name. */
export type StyleName = keyof typeof CODES;

/** Applies ANSI styles, or nothing at all when colour is off. */
export type Stylist = (style: StyleName, text: string) => string;

/** A stylist that colours when `color` is true and is the identity otherwise. */
export function createStylist(color: boolean): Stylist {
  if (!color) return (_style, text) => text;
  return (style, text) => `\u001b[${CODES[style][0]}m${text}\u001b[${CODES[style][1]}m`;
}

/**
 * Whether to colour output: an explicit choice wins; otherwise `NO_COLOR` disables,
 * `FORCE_COLOR` enables, and a terminal decides.
 */
export function shouldColor(choice: boolean | undefined, isTTY: boolean, env: Readonly<Record<string, string | undefined>>): boolean {
  if (choice !== undefined) return choice;
  if (env["NO_COLOR"] !== undefined && env["NO_COLOR"] !== "") return false;
  if (env["FORCE_COLOR"] !== undefined && env["FORCE_COLOR"] !== "0") return true;
  return isTTY && env["TERM"] !== "dumb";
}
