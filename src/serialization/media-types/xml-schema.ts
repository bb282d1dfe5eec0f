import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import type { SchemaResolver } from "../../core/validator.js";

/** The OpenAPI `xml` object of a schema. */
export interface XmlAnnotation {
  readonly name?: string;
  readonly namespace?: string;
  readonly prefix?: string;
  readonly attribute?: boolean;
  readonly wrapped?: boolean;
}

/** A schema with its `$ref`s followed, the `xml` annotation that applies, and the name of the last component it came from. */
export interface ResolvedXmlSchema {
  readonly schema: JsonSchemaObject;
  readonly xml: XmlAnnotation;
  /** `Pet` for a schema reached through `#/components/schemas/Pet`. */
  readonly refName: string | undefined;
}

const EMPTY: JsonSchemaObject = {};
const MAX_REF_HOPS = 64;

function readXml(schema: JsonSchemaObject): XmlAnnotation | undefined {
  const xml = schema["xml"];
  if (typeof xml !== "object" || xml === null) return undefined;
  const raw = xml as Record<string, unknown>;
  const out: { -readonly [K in keyof XmlAnnotation]: XmlAnnotation[K] } = {};
  if (typeof raw["name"] === "string") out.name = raw["name"];
  if (typeof raw["namespace"] === "string") out.namespace = raw["namespace"];
  if (typeof raw["prefix"] === "string") out.prefix = raw["prefix"];
  if (raw["attribute"] === true) out.attribute = true;
  if (raw["wrapped"] === true) out.wrapped = true;
  return out;
}

function refName(ref: string): string | undefined {
  const last = ref.split("/").pop();
  return last === undefined || last === "" ? undefined : decodeURIComponent(last.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * Follows `$ref`s (the outermost `xml` annotation wins, as OpenAPI 3.1 allows siblings
 * of `$ref`). A reference that does not resolve, or a boolean schema, gives `{}`.
 */
export function resolveXmlSchema(schema: JsonSchema | undefined, resolver: SchemaResolver | undefined): ResolvedXmlSchema {
  let current: JsonSchema | undefined = schema;
  let xml: XmlAnnotation | undefined;
  let name: string | undefined;
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    if (typeof current !== "object" || current === null) break;
    xml ??= readXml(current);
    const ref = current["$ref"];
    if (typeof ref !== "string" || resolver === undefined) break;
    name = refName(ref) ?? name;
    current = resolver.resolve(ref);
  }
  const resolved = typeof current === "object" && current !== null && typeof current["$ref"] !== "string" ? current : EMPTY;
  return { schema: resolved, xml: xml ?? readXml(resolved) ?? {}, refName: name };
}

function subschemas(schema: JsonSchemaObject): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const keyword of ["allOf", "anyOf", "oneOf"]) {
    const list = schema[keyword];
    if (Array.isArray(list)) out.push(...(list as JsonSchema[]));
  }
  return out;
}

/** The schema of a property, looked up in `properties` and then through `allOf`/`anyOf`/`oneOf`. */
export function propertySchema(schema: JsonSchemaObject, name: string, resolver: SchemaResolver | undefined, depth = 0): JsonSchema | undefined {
  const properties = schema["properties"];
  if (typeof properties === "object" && properties !== null && Object.hasOwn(properties, name)) {
    return (properties as Record<string, JsonSchema>)[name];
  }
  if (depth > 8) return undefined;
  for (const sub of subschemas(schema)) {
    const found = propertySchema(resolveXmlSchema(sub, resolver).schema, name, resolver, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The schema of an array's items (`items`, or `prefixItems[index]`), looked up through `allOf`/`anyOf`/`oneOf` too. */
export function itemsSchema(schema: JsonSchemaObject, index: number, resolver: SchemaResolver | undefined, depth = 0): JsonSchema | undefined {
  const prefix = schema["prefixItems"];
  if (Array.isArray(prefix) && index < prefix.length) return prefix[index] as JsonSchema;
  const items = schema["items"];
  if (typeof items === "object" && items !== null && !Array.isArray(items)) return items as JsonSchema;
  if (depth > 8) return undefined;
  for (const sub of subschemas(schema)) {
    const found = itemsSchema(resolveXmlSchema(sub, resolver).schema, index, resolver, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
