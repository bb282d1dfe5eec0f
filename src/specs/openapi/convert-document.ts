import { appendPointer } from "../../schema/json-pointer.js";
import { createConvertContext, isRecord, setRef, type ConvertContext, type ConvertedRef, type OpenApiFamily } from "./convert-context.js";
import { convertSchema } from "./convert-schema.js";

/** The result of converting a whole document. */
export interface ConvertedDocument {
  /** The document with every schema in the internal dialect and every internal ref as `apitest:doc#…`. */
  readonly document: Record<string, unknown>;
  /** Every reference met, in document order. */
  readonly refs: readonly ConvertedRef[];
  /** Pointer of each converted schema object. */
  readonly schemaPointers: ReadonlyMap<object, string>;
}

/** Swagger 2.0 parameter fields that are not schema keywords. */
const PARAMETER_FIELDS = new Set(["name", "in", "required", "description", "allowEmptyValue", "collectionFormat", "x-example", "x-examples"]);

/**
 * Converts a whole OpenAPI document, once, to the internal dialect (see `convertSchema`). One
 * walk that knows where the OpenAPI structure holds schemas, where it holds references and
 * where it holds plain data (examples, link values, vendor extensions), which is left alone.
 * The input is not modified; the output shares the untouched data values.
 */
export function convertDocument(document: Record<string, unknown>, family: OpenApiFamily): ConvertedDocument {
  const context = createConvertContext(family);
  const converted = convertNode(document, "", context);
  return { document: converted as Record<string, unknown>, refs: context.refs, schemaPointers: context.schemaPointers };
}

function convertNode(node: unknown, pointer: string, context: ConvertContext): unknown {
  if (node === null || typeof node !== "object" || context.active.has(node)) return node;
  if (Array.isArray(node)) return node.map((item, i) => convertNode(item, appendPointer(pointer, i), context));
  context.active.add(node);
  try {
    return convertObject(node as Record<string, unknown>, pointer, context);
  } finally {
    context.active.delete(node);
  }
}

function convertObject(node: Record<string, unknown>, pointer: string, context: ConvertContext): Record<string, unknown> {
  const ref = node["$ref"];
  if (typeof ref === "string") return convertReference(node, ref, pointer, context);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const at = appendPointer(pointer, key);
    out[key] = convertField(key, value, at, context);
  }
  return out;
}

function convertField(key: string, value: unknown, at: string, context: ConvertContext): unknown {
  switch (key) {
    case "schema":
      return convertSchema(value, at, context);
    case "schemas":
    case "definitions":
      return mapValues(value, at, (item, itemAt) => convertSchema(item, itemAt, context));
    case "parameters":
      return Array.isArray(value)
        ? value.map((item, i) => convertParameter(item, appendPointer(at, i), context))
        : mapValues(value, at, (item, itemAt) => convertParameter(item, itemAt, context));
    case "headers":
      // Swagger 2.0 header objects are schema-like (type, format, items …).
      return mapValues(value, at, (item, itemAt) =>
        context.family === "2.0" ? convertSchema(item, itemAt, context) : convertNode(item, itemAt, context),
      );
    case "links":
    case "x-links":
      return mapValues(value, at, (item, itemAt) => convertLink(item, itemAt, context));
    case "examples":
      return context.family === "2.0" || !isRecord(value) ? value : mapValues(value, at, (item, itemAt) => convertExample(item, itemAt, context));
    // `default` is not listed: in a responses map it is the default response, not data.
    case "example":
    case "enum":
    case "const":
      return value;
    case "x-ms-paths":
      return convertNode(value, at, context);
    default:
      return key.startsWith("x-") ? value : convertNode(value, at, context);
  }
}

/** A Reference Object: only `$ref` counts (3.1 also keeps `summary` and `description`). */
function convertReference(node: Record<string, unknown>, ref: string, pointer: string, context: ConvertContext): Record<string, unknown> {
  const holder: Record<string, unknown> = {};
  if (context.family === "3.1") {
    if (node["summary"] !== undefined) holder["summary"] = node["summary"];
    if (node["description"] !== undefined) holder["description"] = node["description"];
  }
  return setRef(holder, ref, pointer, context);
}

function convertParameter(parameter: unknown, pointer: string, context: ConvertContext): unknown {
  if (context.family !== "2.0" || !isRecord(parameter) || typeof parameter["$ref"] === "string" || parameter["in"] === "body") {
    return convertNode(parameter, pointer, context);
  }
  // A 2.0 non-body parameter is a schema plus a few parameter fields.
  const schemaPart: Record<string, unknown> = {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parameter)) {
    if (PARAMETER_FIELDS.has(key)) out[key] = value;
    else schemaPart[key] = value;
  }
  const converted = convertSchema(schemaPart, pointer, context);
  return isRecord(converted) ? { ...converted, ...out } : out;
}

function convertExample(example: unknown, pointer: string, context: ConvertContext): unknown {
  if (!isRecord(example)) return example;
  const ref = example["$ref"];
  // An Example Object's `value` is data: it may well contain `$ref` keys of its own.
  if (typeof ref === "string" && !("value" in example)) return convertReference(example, ref, pointer, context);
  return example;
}

function convertLink(link: unknown, pointer: string, context: ConvertContext): unknown {
  if (!isRecord(link)) return link;
  const ref = link["$ref"];
  // Link `parameters` and `requestBody` are runtime expressions or constants: data.
  return typeof ref === "string" ? convertReference(link, ref, pointer, context) : link;
}

function mapValues(value: unknown, pointer: string, convert: (item: unknown, at: string) => unknown): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) out[name] = convert(item, appendPointer(pointer, name));
  return out;
}
