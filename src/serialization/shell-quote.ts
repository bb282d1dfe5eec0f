/**
 * POSIX shell quoting. Single quotes keep every byte literal except `'` itself, which is
 * closed, escaped and reopened (`'\''`).
 */
export function shellQuote(text: string): string {
  return /^[A-Za-z0-9_\-./:=@%+,]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A `printf` format string (single-quoted) that prints exactly `bytes`: printable ASCII
 * as-is, `\` and `%` escaped, everything else as a three-digit octal escape, which POSIX
 * `printf` understands (unlike `$'…'`, it also carries NUL bytes). A leading `-` is
 * escaped too, so it is never taken for an option.
 */
export function printfFormat(bytes: Uint8Array): string {
  let out = "";
  for (const [index, byte] of bytes.entries()) {
    // A leading `-` would be read as an option of printf.
    if (index === 0 && byte === 0x2d) out += "\\055";
    else if (byte === 0x5c) out += "\\\\";
    else if (byte === 0x25) out += "%%";
    else if (byte === 0x27) out += `'\\''`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `'${out}'`;
}
