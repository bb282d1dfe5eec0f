import { SerializationError } from "../../core/errors.js";
import type { SchemaResolver } from "../../core/validator.js";
import type { SerializedBody, SerializerContext } from "../registry.js";
import { isPlainObject } from "../stringify-value.js";
import { itemsSchema, propertySchema, type ResolvedXmlSchema, resolveXmlSchema } from "./xml-schema.js";

const UTF8 = new TextEncoder();
// A simplified XML 1.0 Name: enough to refuse what no parser accepts.
const XML_NAME = /^[A-Za-z_\u00C0-\uFFFD][A-Za-z0-9_.\-\u00B7\u00C0-\uFFFD]*$/;
// Characters XML 1.0 cannot carry at all, not even escaped.
const INVALID_CHAR = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Writer {
  readonly mediaType: string;
  readonly resolver: SchemaResolver | undefined;
}

function refuse(writer: Writer, why: string): never {
  throw new SerializationError(writer.mediaType, `Cannot serialize the body as ${writer.mediaType}: ${why}. The case is skipped.`);
}

function qualified(writer: Writer, name: string, resolved: ResolvedXmlSchema): string {
  if (!XML_NAME.test(name)) refuse(writer, `${JSON.stringify(name)} is not a valid XML element or attribute name`);
  const prefix = resolved.xml.prefix;
  return prefix === undefined || prefix === "" ? name : `${prefix}:${name}`;
}

function text(writer: Writer, value: unknown): string {
  const raw = value instanceof Uint8Array ? Buffer.from(value).toString("base64") : typeof value === "string" ? value : String(value);
  if (INVALID_CHAR.test(raw)) refuse(writer, "a value contains a control character that XML 1.0 cannot represent");
  return raw.replace(/[&<>"\r]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#13;"));
}

function namespaceAttribute(resolved: ResolvedXmlSchema, writer: Writer): string {
  const { namespace, prefix } = resolved.xml;
  if (namespace === undefined) return "";
  return ` xmlns${prefix === undefined || prefix === "" ? "" : `:${prefix}`}="${text(writer, namespace)}"`;
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== "object" && value !== undefined);
}

function element(writer: Writer, name: string, value: unknown, resolved: ResolvedXmlSchema): string {
  const tag = qualified(writer, name, resolved);
  let attributes = namespaceAttribute(resolved, writer);
  let children = "";
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const child = resolveXmlSchema(propertySchema(resolved.schema, key, writer.resolver), writer.resolver);
      if (child.xml.attribute === true && isPrimitive(item)) {
        attributes += ` ${qualified(writer, child.xml.name ?? key, child)}="${item === null ? "" : text(writer, item)}"`;
      } else {
        children += member(writer, key, item, child);
      }
    }
  } else if (Array.isArray(value)) {
    children = items(writer, name, value, resolved);
  } else if (value !== null && value !== undefined) {
    children = text(writer, value);
  }
  return children === "" ? `<${tag}${attributes}/>` : `<${tag}${attributes}>${children}</${tag}>`;
}

function items(writer: Writer, name: string, list: readonly unknown[], resolved: ResolvedXmlSchema): string {
  let out = "";
  list.forEach((item, index) => {
    const itemResolved = resolveXmlSchema(itemsSchema(resolved.schema, index, writer.resolver), writer.resolver);
    out += element(writer, itemResolved.xml.name ?? name, item, itemResolved);
  });
  return out;
}

// A property: arrays become repeated elements, inside a wrapper only when `wrapped` says so.
function member(writer: Writer, key: string, value: unknown, resolved: ResolvedXmlSchema): string {
  if (!Array.isArray(value)) return element(writer, resolved.xml.name ?? key, value, resolved);
  const inner = items(writer, key, value, resolved);
  if (resolved.xml.wrapped !== true) return inner;
  const tag = qualified(writer, resolved.xml.name ?? key, resolved);
  return `<${tag}${namespaceAttribute(resolved, writer)}>${inner}</${tag}>`;
}

/**
 * Serializer for `application/xml`, `text/xml` and `+xml` types, honouring the OpenAPI
 * `xml` object (`name`, `attribute`, `wrapped`, `prefix`, `namespace`) of the schema in
 * `ctx`. The root element is named by the schema's `xml.name`, else the component it
 * was referenced as (`Pet`), else `data`; a root array is always wrapped in it.
 */
export function serializeXml(value: unknown, ctx: SerializerContext): SerializedBody {
  if (value instanceof Uint8Array) return { body: value, contentType: ctx.mediaType };
  const writer: Writer = { mediaType: ctx.mediaType, resolver: ctx.resolver };
  const root = resolveXmlSchema(ctx.schema, ctx.resolver);
  const name = root.xml.name ?? root.refName ?? "data";
  let document: string;
  if (Array.isArray(value)) {
    const tag = qualified(writer, name, root);
    document = `<${tag}${namespaceAttribute(root, writer)}>${items(writer, name, value, root)}</${tag}>`;
  } else {
    document = element(writer, name, value, root);
  }
  return { body: UTF8.encode(`<?xml version="1.0" encoding="UTF-8"?>\n${document}`), contentType: ctx.mediaType };
}
