import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  caseArbitrary
} from "./chunk-5SUSSPE2.js";
import {
  codecFiltered
} from "./chunk-JDRZJPD7.js";
import {
  NOT_SET,
  compilePattern,
  constant,
  environmentFor,
  formatCheck,
  isPlainObject,
  normalizeSchema,
  oneof,
  tuple
} from "./chunk-OXB6HLI4.js";
import "./chunk-3SIY44VT.js";
import {
  ApitestError
} from "./chunk-YQFBT4X6.js";
import "./chunk-3SJVJNMC.js";

// dist/generation/negative/mutation.js
var JSON_TYPES = ["null", "boolean", "integer", "number", "string", "array", "object"];
function declaredTypes(schema) {
  if (schema.type === void 0)
    return void 0;
  const listed = Array.isArray(schema.type) ? schema.type : [schema.type];
  const types = new Set(listed.filter((type) => JSON_TYPES.includes(type)));
  if (types.has("number"))
    types.add("integer");
  return types;
}
function numericType(schema) {
  const types = declaredTypes(schema);
  return types !== void 0 && types.has("integer") && !types.has("number") ? "integer" : "number";
}
function withChecks(schema, checks) {
  return checks.length === 0 ? schema : { allOf: [schema, ...checks] };
}

// dist/generation/negative/mutate-object.js
var MAX_NESTING = 2;
var MAX_PROPERTIES = 12;
var UNKNOWN_NAMES = ["x-apitest-unexpected", "apitestUnexpected", "apitest_unexpected_property"];
function objectMutations(plain, scope) {
  const { schema, checks } = plain;
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((key) => typeof key === "string") : [];
  const object = (changes2) => withChecks({ ...schema, type: "object", ...changes2 }, checks);
  const out = [];
  for (const key of new Set(required)) {
    if (Object.hasOwn(properties, key) && scope.isReadOnly(properties[key]))
      continue;
    out.push({
      family: "object",
      schema: object({ required: required.filter((other) => other !== key), properties: { ...properties, [key]: false } }),
      description: `the required property ${JSON.stringify(key)} left out`
    });
  }
  const unknown = unknownName(schema, properties);
  if (unknown !== void 0) {
    out.push({
      family: "object",
      schema: object({ properties: { ...properties, [unknown]: { type: "string", maxLength: 12 } }, required: [...required, unknown] }),
      description: `the undeclared property ${JSON.stringify(unknown)}`
    });
  }
  if (scope.depth >= MAX_NESTING)
    return out;
  const nested = { ...scope, depth: scope.depth + 1 };
  for (const key of Object.keys(properties).slice(0, MAX_PROPERTIES)) {
    const sub = properties[key];
    if (scope.isReadOnly(sub))
      continue;
    for (const mutation of scope.recurse(sub, nested)) {
      out.push({
        family: "object",
        schema: object({ properties: { ...properties, [key]: mutation.schema }, required: [.../* @__PURE__ */ new Set([...required, key])] }),
        description: `property ${JSON.stringify(key)}: ${mutation.description}`
      });
    }
  }
  return out;
}
function unknownName(schema, properties) {
  if (schema.additionalProperties !== false && schema.unevaluatedProperties !== false)
    return void 0;
  const patterns = isPlainObject(schema.patternProperties) ? Object.keys(schema.patternProperties) : [];
  const regexes = [];
  for (const pattern of patterns) {
    try {
      regexes.push(compilePattern(pattern));
    } catch {
      return void 0;
    }
  }
  return UNKNOWN_NAMES.find((name) => !Object.hasOwn(properties, name) && regexes.every((regex) => !regex.test(name)));
}

// dist/generation/negative/mutate-array.js
var MAX_ITEMS_LIMIT = 1e3;
function arrayMutations(schema, scope) {
  const out = [];
  const valid = { type: "array", ...pick(schema, ["items", "prefixItems"]) };
  const { minItems, maxItems } = schema;
  if (typeof minItems === "number" && minItems >= 1) {
    out.push({ family: "array", schema: { ...valid, maxItems: Math.ceil(minItems) - 1 }, description: `an array with fewer than minItems ${minItems} items` });
  }
  if (typeof maxItems === "number" && maxItems >= 0 && maxItems < MAX_ITEMS_LIMIT) {
    const min = Math.floor(maxItems) + 1;
    out.push({ family: "array", schema: { ...valid, minItems: min, maxItems: min + 3 }, description: `an array with more than maxItems ${maxItems} items` });
  }
  const items = schema.items;
  if (scope.depth >= MAX_NESTING || schema.prefixItems !== void 0 || items === void 0 || typeof items === "boolean")
    return out;
  for (const mutation of scope.recurse(items, { ...scope, depth: scope.depth + 1 })) {
    out.push({ family: "array", schema: { type: "array", items: mutation.schema, minItems: 1, maxItems: 3 }, description: `items: ${mutation.description}` });
  }
  return out;
}
function pick(schema, keys) {
  const out = {};
  for (const key of keys)
    if (schema[key] !== void 0)
      out[key] = schema[key];
  return out;
}

// dist/generation/negative/mutate-enum.js
function enumMutations(schema) {
  const members = "const" in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : void 0;
  if (members === void 0)
    return [];
  const declared = declaredTypes(schema);
  const types = declared === void 0 ? memberTypes(members) : JSON_TYPES.filter((type) => declared.has(type) && (type !== "integer" || !declared.has("number")));
  if (types.length === 0)
    return [];
  const listed = JSON.stringify(members).slice(0, 80);
  return [{ family: "enum", schema: { type: types.length === 1 ? types[0] : types, not: { enum: members } }, description: `a value not among ${listed}` }];
}
function memberTypes(members) {
  const found = /* @__PURE__ */ new Set();
  for (const member of members) {
    if (member === null)
      found.add("null");
    else if (Array.isArray(member))
      found.add("array");
    else if (typeof member === "number")
      found.add(Number.isInteger(member) ? "integer" : "number");
    else if (typeof member === "string")
      found.add("string");
    else if (typeof member === "boolean")
      found.add("boolean");
    else if (typeof member === "object")
      found.add("object");
  }
  if (found.has("number"))
    found.delete("integer");
  return JSON_TYPES.filter((type) => found.has(type));
}

// dist/generation/negative/mutate-number.js
var INT32_MAX = 2 ** 31 - 1;
function numberMutations(schema) {
  const type = numericType(schema);
  const out = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format } = schema;
  if (finite(minimum))
    out.push({ family: "number", schema: { type, exclusiveMaximum: minimum }, description: `a number below the minimum ${minimum}` });
  if (finite(exclusiveMinimum))
    out.push({ family: "number", schema: { type, maximum: exclusiveMinimum }, description: `a number not above the exclusive minimum ${exclusiveMinimum}` });
  if (finite(maximum))
    out.push({ family: "number", schema: { type, exclusiveMinimum: maximum }, description: `a number above the maximum ${maximum}` });
  if (finite(exclusiveMaximum))
    out.push({ family: "number", schema: { type, minimum: exclusiveMaximum }, description: `a number not below the exclusive maximum ${exclusiveMaximum}` });
  if (finite(multipleOf) && multipleOf > 0)
    out.push({ family: "number", schema: { type, not: { multipleOf } }, description: `a number that is not a multiple of ${multipleOf}` });
  if (format === "int32") {
    out.push({ family: "number", schema: { type: "integer", minimum: INT32_MAX + 1, maximum: Number.MAX_SAFE_INTEGER }, description: "an integer beyond the int32 range" });
  }
  return out;
}
function finite(value) {
  return typeof value === "number" && Number.isFinite(value);
}

// dist/generation/negative/mutate-string.js
var MAX_LENGTH_LIMIT = 1e4;
var NEGATABLE_FORMATS = /* @__PURE__ */ new Set(["date", "date-time", "time", "email", "uuid", "ipv4", "ipv6", "uri", "hostname", "duration", "byte"]);
function stringMutations(schema) {
  const out = [];
  const { minLength, maxLength, pattern, format } = schema;
  if (typeof minLength === "number" && minLength >= 1) {
    out.push({ family: "string", schema: { type: "string", maxLength: Math.ceil(minLength) - 1 }, description: `a string shorter than minLength ${minLength}` });
  }
  if (typeof maxLength === "number" && maxLength >= 0 && maxLength < MAX_LENGTH_LIMIT) {
    const min = Math.floor(maxLength) + 1;
    out.push({ family: "string", schema: { type: "string", minLength: min, maxLength: min + 8 }, description: `a string longer than maxLength ${maxLength}` });
  }
  if (typeof pattern === "string") {
    out.push({ family: "string", schema: { type: "string", not: { pattern } }, description: `a string not matching the pattern ${pattern}` });
  }
  if (typeof format === "string" && NEGATABLE_FORMATS.has(format) && formatCheck(format) !== void 0) {
    out.push({ family: "string", schema: { type: "string", not: { format } }, description: `a string that is not a valid ${format}` });
  }
  return out;
}

// dist/generation/negative/mutate-type.js
var COERCIBLE_TEXT = "^(?:[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?|true|false)$";
function typeMutations(allowed, scope) {
  if (scope.textual && (allowed.has("string") || allowed.has("array")))
    return [];
  const expected = [...allowed].filter((type) => type !== "integer" || !allowed.has("number")).join(" or ");
  const out = [];
  for (const type of JSON_TYPES) {
    if (allowed.has(type))
      continue;
    if (scope.textual && type === "null" && allowed.has("object"))
      continue;
    const schema = wrongTypeSchema(type, allowed, scope.textual);
    if (schema !== void 0)
      out.push({ family: "type", schema, description: `${type === "number" ? "a fractional number" : `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`} instead of ${expected}` });
  }
  return out;
}
function wrongTypeSchema(type, allowed, textual) {
  switch (type) {
    case "number":
      return allowed.has("integer") ? { type: "number", not: { type: "integer" } } : void 0;
    case "string":
      return textual ? { type: "string", minLength: 1, not: { pattern: COERCIBLE_TEXT } } : { type: "string" };
    case "array":
      return textual ? { type: "array", minItems: 2, maxItems: 3 } : { type: "array" };
    case "object":
      return textual ? { type: "object", minProperties: 1, maxProperties: 3 } : { type: "object" };
    default:
      return { type };
  }
}

// dist/generation/negative/schema-mutations.js
var OBJECT_HINTS = ["properties", "required", "additionalProperties", "unevaluatedProperties", "patternProperties"];
var ARRAY_HINTS = ["items", "minItems", "maxItems"];
function schemaMutations(schema, scope) {
  return mutate(schema, { ...scope, recurse: mutate });
}
function mutate(schema, scope) {
  const shape = flatten(schema, scope);
  if (shape === void 0)
    return [];
  switch (shape.kind) {
    case "plain":
      return plainMutations(shape, scope);
    case "choice":
      return branchTypeMutations(shape.branches, scope);
    case "conditional":
      return branchTypeMutations([shape.thenBranch, shape.elseBranch], scope);
    case "never":
      return [];
  }
}
function flatten(schema, scope) {
  if (!isPlainObject(schema))
    return void 0;
  try {
    return normalizeSchema(schema, scope.refs);
  } catch (error) {
    if (error instanceof ApitestError)
      return void 0;
    throw error;
  }
}
function plainMutations(plain, scope) {
  const { schema } = plain;
  const types = declaredTypes(schema);
  const out = types === void 0 ? [] : typeMutations(types, scope);
  if ("const" in schema || Array.isArray(schema.enum))
    return [...out, ...enumMutations(schema)];
  const allows = (type, hints) => types === void 0 ? hints.some((key) => schema[key] !== void 0) : types.has(type);
  if (types === void 0 || types.has("string"))
    out.push(...stringMutations(schema));
  if (types === void 0 || types.has("integer"))
    out.push(...numberMutations(schema));
  if (allows("object", OBJECT_HINTS))
    out.push(...objectMutations(plain, scope));
  if (allows("array", ARRAY_HINTS))
    out.push(...arrayMutations(schema, scope));
  return out;
}
function branchTypeMutations(branches, scope) {
  const union = /* @__PURE__ */ new Set();
  for (const branch of branches) {
    const shape = flatten(branch, scope);
    if (shape?.kind === "never")
      continue;
    if (shape?.kind !== "plain")
      return [];
    const types = declaredTypes(shape.schema);
    if (types === void 0)
      return [];
    for (const type of types)
      union.add(type);
  }
  return union.size === 0 ? [] : typeMutations(union, scope);
}

// dist/generation/negative/negative-value.js
var MAX_VALUES = 24;
function negativeValues(schema, ctx, options) {
  const env = environmentFor(ctx, options.mode);
  const mutations = schemaMutations(schema, { refs: env.refs, textual: options.textual, depth: 0, isReadOnly: env.isReadOnly });
  const out = [];
  for (const mutation of mutations) {
    if (out.length >= MAX_VALUES)
      break;
    if (options.families !== void 0 && !options.families.has(mutation.family))
      continue;
    const arbitrary = env.tryBuild(mutation.schema, 0);
    if (arbitrary !== void 0)
      out.push({ arbitrary, description: mutation.description });
  }
  return out;
}

// dist/generation/negative/negative-case.js
var ABSENT = /* @__PURE__ */ Symbol("absent");
var MODES = { path: "path", query: "body", header: "header", cookie: "cookie" };
var RECORDS = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" };
var FORM = "application/x-www-form-urlencoded";
var FORM_FAMILIES = /* @__PURE__ */ new Set(["object"]);
var cache = /* @__PURE__ */ new WeakMap();
function negativeCaseArbitrary(operation, ctx) {
  let byOperation = cache.get(ctx);
  if (byOperation === void 0) {
    byOperation = /* @__PURE__ */ new WeakMap();
    cache.set(ctx, byOperation);
  }
  const known = byOperation.get(operation);
  if (known !== void 0)
    return known ?? void 0;
  const built = buildNegative(operation, ctx);
  const arb = built === void 0 ? void 0 : codecFiltered(built, ctx, (negative) => negative.data);
  byOperation.set(operation, arb ?? null);
  return arb;
}
function buildNegative(operation, ctx) {
  const sources = [];
  const seen = /* @__PURE__ */ new Set();
  for (const parameter of operation.parameters) {
    const key = `${parameter.location}:${parameter.name}`;
    if (seen.has(key))
      continue;
    seen.add(key);
    const source = parameterSource(parameter, ctx);
    if (source !== void 0)
      sources.push(source);
  }
  const body = bodySource(operation, ctx);
  if (body !== void 0)
    sources.push(body);
  if (sources.length === 0)
    return void 0;
  const positive = caseArbitrary(operation, ctx);
  const change = sources.length === 1 ? sources[0] : oneof(...sources);
  return tuple(positive, change).map(([data, picked]) => applyChange(data, picked));
}
function parameterSource(parameter, ctx) {
  const { location, name } = parameter;
  const what = `${location} parameter ${JSON.stringify(name)}`;
  const textual = parameter.contentType === void 0 || !/json/i.test(parameter.contentType);
  const values = negativeValues(parameter.schema, ctx, { mode: MODES[location], textual });
  const options = values.map((value) => changes(value, { location, name, violation: { kind: "schema", location, name }, description: `${what}: ${value.description}` }));
  if (parameter.required && location !== "path") {
    options.push(constant({ location, name, value: ABSENT, violation: { kind: "missing-required", location, name }, description: `the required ${what} left out` }));
  }
  return pick2(options);
}
function bodySource(operation, ctx) {
  const requestBody = operation.requestBody;
  if (requestBody === void 0)
    return void 0;
  const options = [];
  for (const alternative of requestBody.alternatives) {
    for (const value of bodyValues(alternative, ctx)) {
      const description = `body (${alternative.mediaType}): ${value.description}`;
      options.push(changes(value, { location: "body", mediaType: alternative.mediaType, violation: { kind: "schema", location: "body" }, description }));
    }
  }
  if (requestBody.required && requestBody.alternatives.length > 0) {
    options.push(constant({ location: "body", value: ABSENT, violation: { kind: "missing-required", location: "body" }, description: "the required body left out" }));
  }
  return pick2(options);
}
function bodyValues(alternative, ctx) {
  const essence = alternative.mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (essence === FORM)
    return negativeValues(alternative.schema, ctx, { mode: "body", textual: true, families: FORM_FAMILIES });
  if (/^[^/]+\/(?:[^+]+\+)?json$/.test(essence))
    return negativeValues(alternative.schema, ctx, { mode: "body", textual: false });
  return [];
}
function changes(value, template) {
  return value.arbitrary.map((generated) => ({ ...template, value: generated }));
}
function pick2(options) {
  if (options.length === 0)
    return void 0;
  return options.length === 1 ? options[0] : oneof(...options);
}
function applyChange(data, change) {
  const { violation, description } = change;
  if (change.location === "body") {
    const body = change.value === ABSENT ? { body: NOT_SET, mediaType: void 0 } : { body: change.value, mediaType: change.mediaType };
    return { data: { ...data, ...body }, violation, description };
  }
  const record = RECORDS[change.location];
  const name = change.name ?? "";
  const entries = Object.entries(data[record]).filter(([key]) => key !== name);
  if (change.value !== ABSENT)
    entries.push([name, change.value]);
  return { data: { ...data, [record]: Object.fromEntries(entries) }, violation, description };
}
export {
  negativeCaseArbitrary
};
