/** An XML element as read back: its name, attributes, child elements and text. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** The element's own text (entities decoded), its children's text not included. */
  text: string;
}

/** Why a document could not be read, with the offset where reading stopped. */
export class XmlReadError extends Error {
  override readonly name = "XmlReadError";
}

const TOKEN = /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/gy;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Reads an XML document into elements: the subset apitest's own reports use (elements,
 * attributes, text, entity and character references, CDATA; declarations and comments skipped).
 * No DTDs, no external entities: nothing is fetched or expanded beyond the five XML entities.
 * @throws XmlReadError naming the offset and what was expected.
 */
export function readXml(source: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (match === null) throw new XmlReadError(`unreadable markup at offset ${at}`);
    const [, cdata, closing, opening, attributes, selfClosing, text] = match;
    const top = stack[stack.length - 1];
    if (text !== undefined || cdata !== undefined) {
      const value = cdata ?? decodeEntities(text ?? "", at);
      if (top !== undefined) top.text += value;
      else if (value.trim() !== "") throw new XmlReadError(`text outside the root element at offset ${at}`);
    } else if (closing !== undefined) {
      if (top?.name !== closing) throw new XmlReadError(`</${closing}> at offset ${at} closes ${top === undefined ? "nothing" : `<${top.name}>`}`);
      stack.pop();
    } else if (opening !== undefined) {
      const element: XmlElement = { name: opening, attributes: readAttributes(attributes ?? "", at), children: [], text: "" };
      if (top !== undefined) top.children.push(element);
      else if (root === undefined) root = element;
      else throw new XmlReadError(`a second root element <${opening}> at offset ${at}`);
      if (selfClosing !== "/") stack.push(element);
    }
  }
  if (stack.length > 0) throw new XmlReadError(`<${stack[stack.length - 1]?.name}> is never closed (the file ends first)`);
  if (root === undefined) throw new XmlReadError("no element in the document");
  return root;
}

function readAttributes(source: string, at: number): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const match of source.matchAll(ATTRIBUTE)) out[match[1] as string] = decodeEntities(match[2] ?? match[3] ?? "", at);
  return out;
}

const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string, at: number): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name.startsWith("#x") ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      if (code > 0x10ffff) throw new XmlReadError(`character reference ${whole} near offset ${at} is beyond Unicode`);
      return String.fromCodePoint(code);
    }
    const named = NAMED[name];
    if (named === undefined) throw new XmlReadError(`unknown entity ${whole} near offset ${at}`);
    return named;
  });
}

/** The first child element named `name`, if any. */
export function childNamed(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((child) => child.name === name);
}
