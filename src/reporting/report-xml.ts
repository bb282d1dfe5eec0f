// Characters XML 1.0 forbids anywhere in a document: C0 controls except TAB, LF and CR,
// lone surrogates (high not followed by low, low not preceded by high), U+FFFE and U+FFFF.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Escapes text for XML element content. Markup characters become entities; characters
 * XML 1.0 cannot represent at all become a visible `\uXXXX`, so any response body can be
 * embedded and the document still parses.
 */
export function xmlText(text: string): string {
  return replaceForbidden(text).replace(/[&<>"']/g, entity);
}

/**
 * Escapes text for a double-quoted attribute value. Besides {@link xmlText}, TAB, LF and
 * CR become character references, since parsers normalize them to spaces in attributes.
 */
export function xmlAttribute(text: string): string {
  return replaceForbidden(text).replace(/[&<>"'\t\n\r]/g, entity);
}

function replaceForbidden(text: string): string {
  return text.replace(FORBIDDEN, (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
}

function entity(char: string): string {
  switch (char) {
    case "&":
      return "&amp;";
    case "<":
      return "&lt;";
    case ">":
      return "&gt;";
    case '"':
      return "&quot;";
    case "'":
      return "&apos;";
    default:
      return `&#${char.charCodeAt(0)};`;
  }
}
