import type { JsonSchema } from "../../core/json-schema.js";
import type { ParameterDefinition, ParameterLocation, ParameterStyle } from "../../core/operation.js";
import { appendPointer } from "../../schema/json-pointer.js";
import { collectExamples, derefObject, type BuildContext, UnreadableOperation } from "./build-context.js";
import { isRecord } from "./convert-context.js";

/** A parameter object after `$ref` resolution, with where it sits in the document. */
export interface RawParameter {
  readonly node: Record<string, unknown>;
  readonly pointer: string;
}

const LOCATIONS = new Set<string>(["path", "query", "header", "cookie"]);
const STYLES = new Set<string>(["matrix", "label", "form", "simple", "spaceDelimited", "pipeDelimited", "deepObject"]);
/** OpenAPI 3 says these header parameters SHALL be ignored: the transport owns them. */
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);
/**
 * Swagger 2.0 has no such rule, and there `Accept` and `Authorization` header parameters are
 * real inputs the server reads (content negotiation; credentials documented as a parameter,
 * as Swagger UI sends them), so they stay. `Content-Type` is dropped: the body's media type
 * (from `consumes`) decides it, and a generated value would replace it with a random string
 * the server cannot parse the body by (akeneo declares one on every upload operation).
 */
const IGNORED_HEADERS_V2 = new Set(["content-type"]);

/** Whether OpenAPI says to ignore a header parameter of this name in this document family. */
function isIgnoredHeader(family: BuildContext["family"], name: string): boolean {
  return (family === "2.0" ? IGNORED_HEADERS_V2 : IGNORED_HEADERS).has(name.toLowerCase());
}
/** Swagger 2.0 parameter fields that are not part of the value's schema. */
const PARAMETER_FIELDS = new Set([
  "name",
  "in",
  "required",
  "description",
  "allowEmptyValue",
  "collectionFormat",
  "x-example",
  "x-examples",
]);

/**
 * Resolves and merges path-level and operation-level parameters: an operation parameter
 * replaces the path-level one with the same name and location.
 */
export function mergeParameters(context: BuildContext, pathLevel: unknown, pathPointer: string, operationLevel: unknown, operationPointer: string): RawParameter[] {
  const merged = new Map<string, RawParameter>();
  for (const [list, pointer] of [
    [pathLevel, pathPointer],
    [operationLevel, operationPointer],
  ] as const) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new UnreadableOperation(`its parameters at ${pointer} are not a list`);
    list.forEach((item, index) => {
      const at = appendPointer(pointer, index);
      const node = derefObject(context, item, at, "parameter");
      merged.set(`${String(node["in"])}:${String(node["name"])}`, { node, pointer: at });
    });
  }
  return [...merged.values()];
}

/**
 * Builds the definition of one non-body parameter, or undefined when it is to be ignored:
 * `Accept`, `Content-Type` and `Authorization` header parameters in OpenAPI 3, `Content-Type`
 * ones in Swagger 2.0 (see `IGNORED_HEADERS_V2`).
 */
export function buildParameter(context: BuildContext, raw: RawParameter): ParameterDefinition | undefined {
  const { node, pointer } = raw;
  const name = node["name"];
  const location = node["in"];
  if (typeof name !== "string") throw new UnreadableOperation(`the parameter at ${pointer} has no name`);
  if (typeof location !== "string" || !LOCATIONS.has(location)) {
    throw new UnreadableOperation(`the parameter "${name}" at ${pointer} has an unknown location "${String(location)}"`);
  }
  const where = location as ParameterLocation;
  if (where === "header" && isIgnoredHeader(context.family, name)) return undefined;
  const common = {
    name,
    location: where,
    required: where === "path" ? true : node["required"] === true,
    allowReserved: node["allowReserved"] === true,
    ...(where === "query" && node["allowEmptyValue"] === true ? { allowEmptyValue: true } : {}),
    deprecated: node["deprecated"] === true,
  };
  if (context.family === "2.0") {
    const schema = legacySchema(node);
    const { style, explode } = collectionStyle(node["collectionFormat"], where, isArraySchema(schema));
    return { ...common, schema, style, explode, examples: collectExamples(context, node, pointer) };
  }
  const style = typeof node["style"] === "string" && STYLES.has(node["style"]) ? (node["style"] as ParameterStyle) : defaultStyle(where);
  const explode = typeof node["explode"] === "boolean" ? node["explode"] : style === "form";
  const examples = collectExamples(context, node, pointer);
  const content = node["content"];
  if (node["schema"] === undefined && isRecord(content)) {
    const [contentType, media] = Object.entries(content)[0] ?? [];
    if (contentType !== undefined && isRecord(media)) {
      examples.push(...collectExamples(context, media, appendPointer(appendPointer(pointer, "content"), contentType)));
      return { ...common, schema: asSchema(media["schema"]), style, explode, examples, contentType };
    }
  }
  return { ...common, schema: asSchema(node["schema"]), style, explode, examples };
}

/** The schema part of a (converted) Swagger 2.0 non-body parameter or form field. */
export function legacySchema(node: Record<string, unknown>): JsonSchema {
  const schema: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (!PARAMETER_FIELDS.has(key)) schema[key] = value;
  return schema;
}

/**
 * Maps a Swagger 2.0 `collectionFormat` to an OpenAPI 3 style (see `ParameterStyle`).
 * Non-array values take the location's default style.
 */
export function collectionStyle(format: unknown, location: ParameterLocation, isArray: boolean): { style: ParameterStyle; explode: boolean } {
  if (!isArray) return { style: defaultStyle(location), explode: location === "query" || location === "cookie" };
  switch (format) {
    case "ssv":
      return { style: "spaceDelimited", explode: false };
    case "pipes":
      return { style: "pipeDelimited", explode: false };
    case "tsv":
      return { style: "tabDelimited", explode: false };
    case "multi":
      return { style: "form", explode: true };
    default:
      return { style: defaultStyle(location), explode: false };
  }
}

/** `form` for query and cookie parameters, `simple` for path and header ones. */
export function defaultStyle(location: ParameterLocation): ParameterStyle {
  return location === "query" || location === "cookie" ? "form" : "simple";
}

/** True when a schema's `type` is or includes `array`. */
export function isArraySchema(schema: JsonSchema): boolean {
  if (typeof schema === "boolean") return false;
  const type = schema["type"];
  return type === "array" || (Array.isArray(type) && type.includes("array"));
}

/** A schema value as found in the document, or the accept-all `{}` when absent or malformed. */
export function asSchema(value: unknown): JsonSchema {
  if (typeof value === "boolean" || isRecord(value)) return value;
  return {};
}
