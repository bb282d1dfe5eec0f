import type { BodyDefinition, PropertyEncoding, RequestBodyDefinition } from "../../core/operation.js";
import { appendPointer } from "../../schema/json-pointer.js";
import { collectExamples, derefObject, stringList, type BuildContext } from "./build-context.js";
import { isRecord } from "./convert-context.js";
import { asSchema, collectionStyle, isArraySchema, legacySchema, type RawParameter } from "./parameters.js";

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const ENCODING_STYLES = new Set(["form", "spaceDelimited", "pipeDelimited", "deepObject"]);

/** The OpenAPI 3 request body of an operation (after `$ref` resolution), if any. */
export function buildRequestBody(context: BuildContext, node: unknown, pointer: string): RequestBodyDefinition | undefined {
  if (node === undefined) return undefined;
  const body = derefObject(context, node, pointer, "request body");
  const content = isRecord(body["content"]) ? body["content"] : {};
  const alternatives: BodyDefinition[] = [];
  for (const [mediaType, media] of Object.entries(content)) {
    const mediaPointer = appendPointer(appendPointer(pointer, "content"), mediaType);
    const mediaObject = isRecord(media) ? media : {};
    alternatives.push({
      mediaType,
      schema: asSchema(mediaObject["schema"]),
      examples: collectExamples(context, mediaObject, mediaPointer),
      encoding: buildEncoding(mediaObject["encoding"]),
    });
  }
  return { required: body["required"] === true, alternatives };
}

/**
 * The Swagger 2.0 request body: the `in: body` parameter, sent as each `consumes` type, or
 * the `formData` parameters as one object, sent as a form (multipart when a field is a file).
 */
export function buildLegacyRequestBody(context: BuildContext, parameters: readonly RawParameter[], consumes: readonly string[] | undefined): RequestBodyDefinition | undefined {
  const mediaTypes = consumes ?? context.consumes;
  const body = parameters.find((raw) => raw.node["in"] === "body");
  if (body !== undefined) {
    const types = mediaTypes.length > 0 ? mediaTypes : ["application/json"];
    const schema = asSchema(body.node["schema"]);
    const examples = collectExamples(context, body.node, body.pointer);
    return {
      required: body.node["required"] === true,
      alternatives: types.map((mediaType) => ({ mediaType, schema, examples, encoding: {} })),
    };
  }
  const fields = parameters.filter((raw) => raw.node["in"] === "formData");
  if (fields.length === 0) return undefined;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const encoding: Record<string, PropertyEncoding> = {};
  let hasFile = false;
  for (const { node } of fields) {
    const name = String(node["name"]);
    const schema = legacySchema(node);
    properties[name] = schema;
    if (node["required"] === true) required.push(name);
    if (isRecord(schema) && schema["format"] === "binary") hasFile = true;
    if (isArraySchema(schema)) {
      const { style, explode } = collectionStyle(node["collectionFormat"], "query", true);
      encoding[name] = { style, explode };
    }
  }
  const declared = mediaTypes.filter((type) => type === FORM || type === MULTIPART || type.startsWith("multipart/"));
  const types = declared.length > 0 ? declared : [hasFile ? MULTIPART : FORM];
  const schema = { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
  return {
    required: required.length > 0,
    alternatives: types.map((mediaType) => ({ mediaType, schema, examples: [], encoding })),
  };
}

function buildEncoding(value: unknown): Record<string, PropertyEncoding> {
  if (!isRecord(value)) return {};
  const out: Record<string, PropertyEncoding> = {};
  for (const [property, raw] of Object.entries(value)) {
    if (!isRecord(raw)) continue;
    const style = typeof raw["style"] === "string" && ENCODING_STYLES.has(raw["style"]) ? (raw["style"] as PropertyEncoding["style"]) : undefined;
    const entry: { -readonly [K in keyof PropertyEncoding]: PropertyEncoding[K] } = {};
    if (typeof raw["contentType"] === "string") entry.contentType = raw["contentType"];
    if (style !== undefined) entry.style = style;
    if (typeof raw["explode"] === "boolean") entry.explode = raw["explode"];
    else if (style !== undefined) entry.explode = style === "form";
    if (typeof raw["allowReserved"] === "boolean") entry.allowReserved = raw["allowReserved"];
    out[property] = entry;
  }
  return out;
}

/** Media types an operation consumes: its own list, else the document's (2.0). */
export function operationConsumes(operation: Record<string, unknown>): string[] | undefined {
  return stringList(operation["consumes"]);
}
