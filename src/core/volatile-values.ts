/**
 * A failure key with the values that vary from one case to the next masked, so that one defect
 * reached with different data is one failure: UUIDs, long hex ids, code points written out
 * (`U+00E9`, `\u00e9`, `\u{1F600}`, `\xE9`), a single quoted character that is not a letter (the
 * offending character a parser names: `'é'`, `"\n"`, `` `;` ``), and characters outside printable
 * ASCII (a control or non-ASCII character the message embeds raw). Words, identifiers and quoted
 * text of two characters or more stay, because they tell two defects apart (`reading 'trim'` and
 * `reading 'split'` are two crashes); so do numbers (a status in a key is not volatile: the checks
 * that embed data numbers drop their digits themselves).
 *
 * @example
 * maskVolatile("Unexpected character 'é' at offset") // "Unexpected character '<char>' at offset"
 * maskVolatile("Invalid code point U+1F600") // "Invalid code point <char>"
 * maskVolatile("Cannot read properties of undefined (reading 'trim')") // unchanged
 */
export function maskVolatile(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>")
    .replace(/\bU\+[0-9a-f]{4,6}\b|\\u\{[0-9a-f]{1,6}\}|\\u[0-9a-f]{4}|\\x[0-9a-f]{2}/gi, "<char>")
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{16,}\b/gi, "<hex>")
    .replace(/(['"`])(?:\\.|<char>|[^A-Za-z_$\n])\1/gu, "$1<char>$1")
    .replace(/[^\x20-\x7e\n]+/gu, "<char>");
}
