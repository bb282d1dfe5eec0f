const UTF8_ENCODER = new TextEncoder();
// Non-fatal: bytes that are not UTF-8 become U+FFFD, as a lenient server would read them.
const UTF8_DECODER = new TextDecoder("utf-8", { fatal: false });
const ESCAPE = /%([0-9A-Fa-f]{2})/y;

/**
 * Decodes `%XX` escapes into UTF-8 text. Never throws: a `%` not followed by two hex digits
 * stays as it is, and invalid UTF-8 becomes U+FFFD (unlike `decodeURIComponent`).
 *
 * @example percentDecode("caf%C3%A9%2") // "café%2"
 */
export function percentDecode(text: string): string {
  if (!text.includes("%")) return text;
  const bytes: number[] = [];
  for (let index = 0; index < text.length; ) {
    ESCAPE.lastIndex = index;
    const match = ESCAPE.exec(text);
    if (match !== null) {
      bytes.push(Number.parseInt(match[1] as string, 16));
      index += 3;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(index) as number);
    for (const byte of UTF8_ENCODER.encode(char)) bytes.push(byte);
    index += char.length;
  }
  return UTF8_DECODER.decode(new Uint8Array(bytes));
}

/** Leaves text as it is: header values are not percent-decoded by servers. */
export function keepText(text: string): string {
  return text;
}
