// Where express-openapi-validator reads OpenAPI wrongly, the strict server corrects it, so that it
// accepts what OpenAPI allows and still rejects what OpenAPI forbids. Two kinds of correction:
// the validator gets a corrected copy of the document (`correctedDocument`), and a middleware
// that runs just before its request validation reads the request the way OpenAPI describes it
// (`preValidation`, bench/soundness/pre-validation.js). docs/soundness.md has an example of each.
// A rejection no correction explains is counted (and a known deviation is still recognized).

/** The corrections, key → what the server does instead of the validator (docs/soundness.md says why). */
export const CORRECTIONS = {
  "no-defaults": "schema defaults are neither filled in nor validated (a missing required value stays missing)",
  "optional-body": "a body without `required: true` may be left out; a converted 2.0 body of required formData fields may not",
  "ignored-header-parameter": "OpenAPI 3 Accept, Content-Type and Authorization header parameters are ignored (2.0: Content-Type)",
  "bracket-name": "a query parameter named `filter[id]` is read under that literal name",
  "form-fields": "urlencoded and multipart fields are read per their schema types, as query parameters are",
  "xml-body": "an XML body is parsed into the value its schema describes, then validated",
};

const IGNORED_HEADERS_V3 = new Set(["accept", "content-type", "authorization"]);
const IGNORED_HEADERS_V2 = new Set(["content-type"]);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/**
 * The validator's copy of an OpenAPI 3.x document, corrected (the argument is not changed).
 * @param {object} document the OpenAPI 3.x document the validator reads
 * @param {{ convertedFrom2?: boolean }} [options] whether it was converted from Swagger 2.0
 * @returns {object}
 */
export function correctedDocument(document, { convertedFrom2 = false } = {}) {
  const copy = structuredClone(document);
  const ignored = convertedFrom2 ? IGNORED_HEADERS_V2 : IGNORED_HEADERS_V3;
  const keep = (parameter) => !(isObject(parameter) && parameter.in === "header" && ignored.has(String(parameter.name).toLowerCase()));
  const components = isObject(copy.components) ? copy.components : {};
  for (const schema of Object.values(components.schemas ?? {})) dropDefaults(schema);
  for (const [name, parameter] of Object.entries(components.parameters ?? {})) {
    if (!keep(parameter)) delete components.parameters[name];
    else parameterSchemas(parameter);
  }
  for (const body of Object.values(components.requestBodies ?? {})) requestBody(body, convertedFrom2, copy);
  for (const item of Object.values(copy.paths ?? {})) {
    if (!isObject(item)) continue;
    item.parameters = parameterList(item.parameters, keep, components);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      operation.parameters = parameterList(operation.parameters, keep, components);
      requestBody(operation.requestBody, convertedFrom2, copy);
    }
  }
  return copy;
}

function parameterList(list, keep, components) {
  if (!Array.isArray(list)) return list;
  const kept = list.filter((parameter) => keep(parameter) && !danglingRef(parameter, components));
  for (const parameter of kept) parameterSchemas(parameter);
  return kept;
}

// A reference to a component parameter removed above.
function danglingRef(parameter, components) {
  const ref = isObject(parameter) ? parameter.$ref : undefined;
  if (typeof ref !== "string" || !ref.startsWith("#/components/parameters/")) return false;
  return !Object.hasOwn(components.parameters ?? {}, unescape(ref.slice("#/components/parameters/".length)));
}

function unescape(token) {
  return decodeURIComponent(token).replaceAll("~1", "/").replaceAll("~0", "~");
}

function parameterSchemas(parameter) {
  if (!isObject(parameter)) return;
  dropDefaults(parameter.schema);
  for (const media of Object.values(parameter.content ?? {})) if (isObject(media)) dropDefaults(media.schema);
}

const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

function requestBody(body, convertedFrom2, document) {
  if (!isObject(body) || typeof body.$ref === "string") return;
  if (convertedFrom2 && body.required !== true && Object.entries(body.content ?? {}).some(([media, value]) => FORM.test(media) && requiredFields(value?.schema, document))) body.required = true;
  if (body.required !== true) body.required = false;
  for (const media of Object.values(body.content ?? {})) if (isObject(media)) dropDefaults(media.schema);
}

// Whether a (converted 2.0 formData) schema names required fields.
function requiredFields(schema, document) {
  let node = schema;
  for (let hop = 0; hop < 20 && isObject(node) && typeof node.$ref === "string" && node.$ref.startsWith("#/"); hop++) {
    node = node.$ref.slice(2).split("/").map(unescape).reduce((at, token) => (isObject(at) ? at[token] : undefined), document);
  }
  return isObject(node) && Array.isArray(node.required) && node.required.length > 0;
}

const SCHEMA_MAPS = ["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SCHEMA_VALUES = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedProperties", "unevaluatedItems", "additionalItems"];

/** Removes the `default` keyword from a schema and every schema inside it (not a property named `default`). */
export function dropDefaults(schema, seen = new Set()) {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  delete schema.default;
  for (const key of SCHEMA_MAPS) if (isObject(schema[key])) for (const inner of Object.values(schema[key])) dropDefaults(inner, seen);
  for (const key of SCHEMA_LISTS) if (Array.isArray(schema[key])) for (const inner of schema[key]) dropDefaults(inner, seen);
  for (const key of SCHEMA_VALUES) {
    if (Array.isArray(schema[key])) for (const inner of schema[key]) dropDefaults(inner, seen);
    else dropDefaults(schema[key], seen);
  }
}

function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
