// The strict server's reading of a request, corrected where express-openapi-validator reads it
// wrongly (corrections.js lists them): a middleware that runs after the validator has matched
// the operation (and multer has read a multipart body), just before its request validation.
import { XMLParser } from "fast-xml-parser";

const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;
const XML = /[/+]xml\b/i;

/**
 * The middleware for one corrected document (the copy the validator reads).
 * @param {object} document
 * @returns {(request: any, response: any, next: () => void) => void}
 */
export function preValidation(document) {
  const resolve = resolver(document);
  return (request, _response, next) => {
    const operation = request.openapi?.schema;
    if (operation !== undefined) {
      literalBracketNames(request, operation, resolve);
      const contentType = String(request.headers["content-type"] ?? "");
      const schema = bodySchema(operation, contentType, resolve);
      if (schema !== undefined && FORM.test(contentType) && isObject(request.body)) request.body = readForm(request.body, schema, resolve);
      if (schema !== undefined && XML.test(contentType) && typeof request.body === "string") {
        const value = readXml(request.body, schema, resolve);
        if (value !== undefined) request.body = value;
      }
    }
    next();
  };
}

// The validator treats a query key with brackets as a literal parameter name only when it finds
// the operation on `req.query._openapi`, which nothing sets under Express 5: it then reads
// `filter[id]=a` as an object `filter` and rejects it as unknown. Give it the operation.
function literalBracketNames(request, operation, resolve) {
  const parameters = (operation.parameters ?? []).map((parameter) => resolve(parameter)).filter(isObject);
  if (!parameters.some((parameter) => parameter.in === "query" && String(parameter.name).includes("["))) return;
  const query = request.query;
  Object.defineProperty(query, "_openapi", {
    value: { schema: { path: request.openapi.openApiRoute, method: request.method, operationId: operation.operationId, parameters } },
    enumerable: false,
  });
  // Express 5 parses `req.query` anew on each read: keep this object.
  Object.defineProperty(request, "query", { value: query, writable: true, configurable: true, enumerable: true });
}

function bodySchema(operation, contentType, resolve) {
  const body = resolve(operation.requestBody);
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const type = contentType.split(";")[0].trim().toLowerCase();
  const key = Object.keys(body.content).find((media) => media.split(";")[0].trim().toLowerCase() === type);
  return key === undefined ? undefined : body.content[key]?.schema;
}

/**
 * A form's fields read per their schema types: every field is text on the wire, and OpenAPI
 * describes the object the form encodes (its fields are serialized as query parameters are).
 */
function readForm(body, schema, resolve) {
  return typed(body, schema, resolve, 0);
}

function typed(value, schema, resolve, depth) {
  const view = flatten(schema, resolve);
  if (depth > 20) return value;
  if (view.types.has("array")) {
    const items = Array.isArray(value) ? value : typeof value === "string" ? [value] : undefined;
    if (items !== undefined) return items.map((item) => typed(item, view.items, resolve, depth + 1));
  }
  if (isObject(value) && (view.types.has("object") || view.properties.size > 0)) {
    const out = {};
    for (const [name, inner] of Object.entries(value)) out[name] = view.properties.has(name) ? typed(inner, view.properties.get(name), resolve, depth + 1) : inner;
    return out;
  }
  if (typeof value === "string") return scalar(value, view.types);
  return value;
}

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

function scalar(text, types) {
  if ((types.has("integer") || types.has("number")) && NUMBER.test(text)) return Number(text);
  if (types.has("boolean") && (text === "true" || text === "false")) return text === "true";
  return text;
}

// What a schema says of a value's shape: its types, properties and items, through $refs and allOf.
function flatten(schema, resolve, view = { types: new Set(), properties: new Map(), items: undefined }, depth = 0) {
  const node = resolve(schema);
  if (!isObject(node) || depth > 20) return view;
  const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
  for (const type of types) view.types.add(type);
  for (const [name, inner] of Object.entries(isObject(node.properties) ? node.properties : {})) if (!view.properties.has(name)) view.properties.set(name, inner);
  if (node.items !== undefined) view.items ??= node.items;
  if (node.properties !== undefined) view.types.add("object");
  for (const inner of node.allOf ?? []) flatten(inner, resolve, view, depth + 1);
  // A oneOf/anyOf decides the types only when all its branches agree on one.
  for (const key of ["oneOf", "anyOf"]) {
    if (!Array.isArray(node[key])) continue;
    const branches = node[key].map((inner) => flatten(inner, resolve, undefined, depth + 1));
    const kinds = new Set(branches.flatMap((branch) => [...branch.types]));
    if (kinds.size === 1) {
      view.types.add([...kinds][0]);
      for (const branch of branches) {
        for (const [name, inner] of branch.properties) if (!view.properties.has(name)) view.properties.set(name, inner);
        view.items ??= branch.items;
      }
    }
  }
  return view;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  processEntities: true,
});

/**
 * An XML body read into the value its schema describes (OpenAPI's XML Object: an element per
 * property, named by `xml.name` or the property; `xml.attribute`; arrays wrapped in an element
 * with `xml.wrapped`, otherwise one element per item). Undefined when it is not well-formed XML.
 */
export function readXml(text, schema, resolve) {
  let tree;
  try {
    tree = parser.parse(text, true);
  } catch {
    return undefined;
  }
  const roots = Object.entries(tree).filter(([name]) => !name.startsWith("?"));
  if (roots.length !== 1 || roots[0][1].length !== 1) return undefined;
  const root = roots[0][1][0];
  const view = flatten(schema, resolve);
  // The root element of an array holds the items, whatever their element name.
  if (view.types.has("array") && !view.types.has("object")) {
    return Object.entries(root)
      .filter(([name]) => !name.startsWith("@") && name !== "#text")
      .flatMap(([, elements]) => elements.map((element) => fromElement(element, view.items, resolve, 0)));
  }
  return fromElement(root, schema, resolve, 0);
}

function fromElement(element, schema, resolve, depth) {
  const view = flatten(schema, resolve);
  const text = typeof element?.["#text"] === "string" ? element["#text"] : "";
  if (depth > 20 || !(view.types.has("object") || view.properties.size > 0)) {
    if (view.types.has("array")) return [scalar(text, flatten(view.items, resolve).types)];
    return scalar(text, view.types);
  }
  const out = {};
  const used = new Set();
  for (const [property, inner] of view.properties) {
    const xml = xmlOf(inner, resolve);
    const name = xml.name ?? property;
    const innerView = flatten(inner, resolve);
    if (xml.attribute === true) {
      const value = element[`@${name}`];
      used.add(`@${name}`);
      if (value !== undefined) out[property] = scalar(String(value), innerView.types);
      continue;
    }
    if (innerView.types.has("array") && !innerView.types.has("object")) {
      const itemName = xmlOf(innerView.items, resolve).name ?? property;
      let elements;
      if (xml.wrapped === true) {
        used.add(name);
        const wrapper = element[name]?.[0];
        if (wrapper === undefined) continue;
        elements = wrapper[itemName] ?? [];
      } else {
        used.add(itemName);
        elements = element[itemName];
        if (elements === undefined) continue;
      }
      out[property] = elements.map((item) => fromElement(item, innerView.items, resolve, depth + 1));
      continue;
    }
    used.add(name);
    const elements = element[name];
    if (elements !== undefined) out[property] = fromElement(elements[0], inner, resolve, depth + 1);
  }
  // Elements and attributes the schema does not name stay, as text, for additionalProperties to judge.
  for (const [name, value] of Object.entries(element)) {
    if (name === "#text" || used.has(name) || Object.hasOwn(out, name.replace(/^@/, ""))) continue;
    out[name.replace(/^@/, "")] = Array.isArray(value) ? (value[0]?.["#text"] ?? "") : String(value);
  }
  return out;
}

function xmlOf(schema, resolve) {
  let node = schema;
  for (let hop = 0; hop < 20 && isObject(node); hop++) {
    if (isObject(node.xml)) return node.xml;
    if (typeof node.$ref !== "string") break;
    node = resolve({ $ref: node.$ref }, 1);
  }
  return {};
}

/** Follows local `$ref`s in the document (at most `hops`). */
function resolver(document) {
  return (node, hops = 20) => {
    let current = node;
    for (let hop = 0; hop < hops && isObject(current) && typeof current.$ref === "string"; hop++) {
      const ref = current.$ref;
      if (!ref.startsWith("#/")) return current;
      current = ref
        .slice(2)
        .split("/")
        .map((token) => decodeURIComponent(token).replaceAll("~1", "/").replaceAll("~0", "~"))
        .reduce((at, token) => (isObject(at) || Array.isArray(at) ? at[token] : undefined), document);
    }
    return current;
  };
}

function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
