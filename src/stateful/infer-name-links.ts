import { ApitestError } from "../core/errors.js";
import type { JsonSchema } from "../core/json-schema.js";
import type { OperationDefinition, ParameterDefinition, ResponseDefinition } from "../core/operation.js";
import type { OpenApiSpec } from "../core/spec.js";
import type { SchemaResolver } from "../core/validator.js";
import { parseRuntimeValue } from "./expressions.js";
import { normalizeName, resourceOf } from "./field-names.js";
import type { Link, LinkParameter } from "./link.js";

const SOURCE_METHODS = new Set(["POST", "PUT"]);

/**
 * Producer→consumer links by field names and types (as RESTler infers them): the `id` (or
 * `<resource>Id`) a `POST`/`PUT /items` success body declares feeds every path or query
 * parameter of another operation named after the resource — `itemId`, `item_id`, `ItemID` —
 * whose schema type agrees with the property's (`/items/{itemId}/tags`, `GET /labels?itemId=`),
 * or else a top-level property of its JSON body so named (`POST /orders {"itemId": …}`: the
 * rest of the generated body is kept). Other path parameters of the target must be the
 * source's own (passed on from `$request.path.<name>`). `skip` says which source→target pairs
 * another rule already links.
 *
 * @example
 * inferNameLinks(spec, () => false).map((link) => link.name); // ["GET /labels via $response.body#/id"]
 */
export function inferNameLinks(spec: Pick<OpenApiSpec, "operations" | "resolver">, skip: (source: OperationDefinition, target: OperationDefinition) => boolean): Link[] {
  const links: Link[] = [];
  for (const source of spec.operations) {
    if (!SOURCE_METHODS.has(source.method)) continue;
    const resource = resourceOf(source.path);
    if (resource === "") continue;
    const wanted = `${resource}id`;
    for (const response of source.responses) {
      if (!/^2(\d\d|XX)$/.test(response.status)) continue;
      const property = idProperty(response, spec.resolver, wanted);
      if (property === undefined) continue;
      for (const target of spec.operations) {
        if (target === source || skip(source, target)) continue;
        const into = consumerOf(target, spec.resolver, wanted, property.schema);
        if (into === undefined) continue;
        const others = target.parameters.filter((parameter) => parameter.location === "path" && parameter !== into).map((parameter) => parameter.name);
        if (!others.every((name) => source.path.includes(`{${name}}`))) continue;
        links.push(link(source, response, target, into, property.pointer, others));
      }
    }
  }
  return links;
}

/** The success body's id property for `wanted` (`itemid`): `itemId`/`item_id` first, else `id`. */
function idProperty(response: ResponseDefinition, resolver: SchemaResolver, wanted: string): { pointer: string; schema: JsonSchema | undefined } | undefined {
  for (const content of response.content) {
    if (!/[/+]json\b/i.test(content.mediaType)) continue;
    const properties = ownProperties(content.schema, resolver, 0);
    for (const name of [wanted, "id"]) {
      const found = Object.keys(properties).find((key) => normalizeName(key) === name);
      if (found !== undefined) return { pointer: found.replace(/~/g, "~0").replace(/\//g, "~1"), schema: properties[found] };
    }
  }
  return undefined;
}

/**
 * Where the target takes an id named `wanted` (`itemid`): a path or query parameter so named,
 * else a top-level JSON body field so named; undefined when neither, or when the types disagree
 * (a body field needs the same type: JSON keeps a number a number).
 */
function consumerOf(target: OperationDefinition, resolver: SchemaResolver, wanted: string, id: JsonSchema | undefined): ParameterDefinition | { readonly body: string } | undefined {
  const parameter = target.parameters.find((candidate) => (candidate.location === "path" || candidate.location === "query") && normalizeName(candidate.name) === wanted);
  if (parameter !== undefined) return typesAgree(id, parameter.schema, resolver) ? parameter : undefined;
  const field = bodyField(target, resolver, wanted);
  return field !== undefined && typesAgree(id, field.schema, resolver, true) ? { body: field.name } : undefined;
}

/**
 * The target's body property that repeats its path parameter `parameter` — `id` or `itemId` in
 * `PUT /items/{itemId} {"id": …}` — when the id (of schema `id`) fits it: a link that sets the
 * parameter sets it too, so the body names the same resource as the path.
 */
export function echoedBodyField(target: OperationDefinition, resolver: SchemaResolver, parameter: string, id: JsonSchema | undefined): string | undefined {
  for (const wanted of new Set([normalizeName(parameter), "id"])) {
    const field = bodyField(target, resolver, wanted);
    if (field !== undefined && typesAgree(id, field.schema, resolver, true)) return field.name;
  }
  return undefined;
}

/** The success body's property at `pointer` (a top-level name), for its schema. */
export function responseProperty(response: ResponseDefinition, resolver: SchemaResolver, name: string): JsonSchema | undefined {
  for (const content of response.content) {
    if (!/[/+]json\b/i.test(content.mediaType)) continue;
    const properties = ownProperties(content.schema, resolver, 0);
    if (Object.hasOwn(properties, name)) return properties[name];
  }
  return undefined;
}

/** The target's writable top-level JSON body property named `wanted` (normalized), when it has one. */
function bodyField(target: OperationDefinition, resolver: SchemaResolver, wanted: string): { name: string; schema: JsonSchema | undefined } | undefined {
  for (const alternative of target.requestBody?.alternatives ?? []) {
    if (!/[/+]json\b/i.test(alternative.mediaType)) continue;
    const properties = ownProperties(alternative.schema, resolver, 0);
    const name = Object.keys(properties).find((key) => normalizeName(key) === wanted);
    if (name === undefined) continue;
    const schema = properties[name];
    if (readOnly(schema, resolver, 0)) continue;
    return { name, schema };
  }
  return undefined;
}

/** Whether a property's schema (through `$ref`s) is `readOnly`: the server's to set. */
function readOnly(schema: JsonSchema | undefined, resolver: SchemaResolver, depth: number): boolean {
  if (schema === undefined || typeof schema === "boolean" || depth > 8) return false;
  if (schema["readOnly"] === true) return true;
  const ref = schema["$ref"];
  return typeof ref === "string" && readOnly(resolver.resolve(ref), resolver, depth + 1);
}

/** The top-level properties of a schema, through `$ref`s and `allOf`, bounded in depth. */
function ownProperties(schema: JsonSchema | undefined, resolver: SchemaResolver, depth: number): Record<string, JsonSchema> {
  if (schema === undefined || typeof schema === "boolean" || depth > 8) return {};
  const ref = schema["$ref"];
  const out: Record<string, JsonSchema> = typeof ref === "string" ? ownProperties(resolver.resolve(ref), resolver, depth + 1) : {};
  const properties = schema["properties"];
  if (properties !== null && typeof properties === "object" && !Array.isArray(properties)) Object.assign(out, properties);
  const allOf = schema["allOf"];
  if (Array.isArray(allOf)) for (const member of allOf as JsonSchema[]) Object.assign(out, ownProperties(member, resolver, depth + 1));
  return out;
}

function typeOf(schema: JsonSchema | undefined, resolver: SchemaResolver): string | undefined {
  if (schema === undefined || typeof schema === "boolean") return undefined;
  const ref = schema["$ref"];
  if (typeof ref === "string") return typeOf(resolver.resolve(ref), resolver);
  const type = schema["type"];
  return typeof type === "string" ? (type === "integer" ? "number" : type) : undefined;
}

/**
 * Undeclared types agree with anything; declared ones must be the same (integer and number
 * alike), except that a numeric id fits a string parameter (it is sent as text anyway), but
 * not a string body field (`strict`: JSON keeps the number a number).
 */
function typesAgree(property: JsonSchema | undefined, parameter: JsonSchema | undefined, resolver: SchemaResolver, strict = false): boolean {
  const a = typeOf(property, resolver);
  const b = typeOf(parameter, resolver);
  return a === undefined || b === undefined || a === b || (!strict && a === "number" && b === "string");
}

function link(
  source: OperationDefinition,
  response: ResponseDefinition,
  target: OperationDefinition,
  consumer: ParameterDefinition | { readonly body: string },
  pointer: string,
  shared: readonly string[],
): Link {
  const text = `$response.body#/${pointer}`;
  const parameters: LinkParameter[] = "body" in consumer ? [] : [{ location: consumer.location, name: consumer.name, value: expression(text) }];
  for (const name of shared) parameters.push({ location: "path", name, value: expression(`$request.path.${name}`) });
  if ("body" in consumer) {
    // named after the body it fills: `POST /orders {itemId} via $response.body#/id`
    return { source, status: response.status, name: `${target.label} {${consumer.body}} via ${text}`, target, parameters, bodyFields: [[consumer.body, expression(text)]], inferred: true };
  }
  return { source, status: response.status, name: `${target.label} via ${text}`, target, parameters, inferred: true };
}

function expression(text: string): LinkParameter["value"] {
  const parsed = parseRuntimeValue(text);
  if (parsed.kind !== "parsed") throw new ApitestError("internal", `apitest built an invalid link expression ${JSON.stringify(text)}`);
  return { kind: "expression", expression: parsed.expression };
}
