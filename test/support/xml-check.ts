/**
 * A small strict XML 1.0 well-formedness checker for the JUnit tests (no XML parser is a
 * dependency). It rejects what real parsers reject in our documents: forbidden
 * characters, unknown entities, raw `<` or `&`, unquoted or duplicate attributes,
 * mismatched tags, more than one root. Returns the element tree with decoded values.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*/;
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function parseXml(source: string): XmlElement {
  const bad = FORBIDDEN.exec(source);
  if (bad !== null) throw new Error(`forbidden character U+${bad[0].charCodeAt(0).toString(16)} at ${bad.index}`);
  let pos = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at offset ${pos}: ${JSON.stringify(source.slice(pos, pos + 40))}`);
  };
  const skipSpace = (): void => {
    while (pos < source.length && /\s/.test(source[pos]!)) pos++;
  };
  if (source.startsWith("<?xml")) {
    const end = source.indexOf("?>");
    if (end === -1) fail("unterminated XML declaration");
    pos = end + 2;
  }
  skipSpace();
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (pos < source.length) {
    if (source.startsWith("<!--", pos)) {
      const end = source.indexOf("-->", pos);
      if (end === -1) fail("unterminated comment");
      pos = end + 3;
      continue;
    }
    if (source.startsWith("</", pos)) {
      pos += 2;
      const name = NAME.exec(source.slice(pos))?.[0] ?? fail("bad closing tag");
      pos += name.length;
      skipSpace();
      if (source[pos] !== ">") fail("expected >");
      pos++;
      const open = stack.pop() ?? fail(`closing </${name}> without an open element`);
      if (open.name !== name) fail(`</${name}> closes <${open.name}>`);
      continue;
    }
    if (source[pos] === "<") {
      pos++;
      const name = NAME.exec(source.slice(pos))?.[0] ?? fail("bad tag name");
      pos += name.length;
      const element: XmlElement = { name, attributes: {}, children: [], text: "" };
      for (;;) {
        const before = pos;
        skipSpace();
        if (source.startsWith("/>", pos) || source[pos] === ">") break;
        if (pos === before) fail("expected whitespace before attribute");
        const attribute = NAME.exec(source.slice(pos))?.[0] ?? fail("bad attribute name");
        pos += attribute.length;
        if (source[pos] !== "=") fail("expected =");
        pos++;
        const quote = source[pos];
        if (quote !== '"' && quote !== "'") fail("unquoted attribute");
        const end = source.indexOf(quote!, pos + 1);
        if (end === -1) fail("unterminated attribute");
        const raw = source.slice(pos + 1, end);
        if (raw.includes("<")) fail("< in attribute value");
        if (attribute in element.attributes) fail(`duplicate attribute ${attribute}`);
        element.attributes[attribute] = decode(raw.replace(/[\t\n\r]/g, " "), fail);
        pos = end + 1;
      }
      const parent = stack[stack.length - 1];
      if (parent !== undefined) parent.children.push(element);
      else if (root === undefined) root = element;
      else fail("second root element");
      if (source.startsWith("/>", pos)) pos += 2;
      else {
        pos++;
        stack.push(element);
      }
      continue;
    }
    const next = source.indexOf("<", pos);
    const raw = source.slice(pos, next === -1 ? source.length : next);
    const parent = stack[stack.length - 1];
    if (parent === undefined) {
      if (raw.trim() !== "") fail("text outside the root element");
    } else {
      if (raw.includes("]]>")) fail("]]> in text");
      parent.text += decode(raw, fail);
    }
    pos = next === -1 ? source.length : next;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (root === undefined) throw new Error("no root element");
  return root;
}

function decode(raw: string, fail: (why: string) => never): string {
  return raw.replace(/&([^;]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(";")) fail("raw & in text");
    if (body === "amp") return "&";
    if (body === "lt") return "<";
    if (body === "gt") return ">";
    if (body === "quot") return '"';
    if (body === "apos") return "'";
    const numeric = /^#(x[0-9a-fA-F]+|[0-9]+)$/.exec(body);
    if (numeric === null) return fail(`unknown entity &${body};`);
    const code = numeric[1]!.startsWith("x") ? Number.parseInt(numeric[1]!.slice(1), 16) : Number(numeric[1]);
    if (code < 0x20 && code !== 9 && code !== 10 && code !== 13) fail(`forbidden character reference &${body};`);
    return String.fromCodePoint(code);
  });
}

/** Every descendant element with this name, depth first. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const child of element.children) {
    if (child.name === name) out.push(child);
    out.push(...findAll(child, name));
  }
  return out;
}
