import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  NOT_SET,
  Random,
  canonicalRef,
  cloneJson,
  environmentFor,
  isPlainObject,
  stableKey,
  xoroshiro128plus
} from "./chunk-OXB6HLI4.js";
import "./chunk-3SIY44VT.js";
import {
  ApitestError,
  SchemaError
} from "./chunk-YQFBT4X6.js";
import "./chunk-3SJVJNMC.js";

// dist/generation/examples/schema-examples.js
var MAX_DEPTH = 6;
function schemaExamples(schema, source) {
  return collect(schema, source, 0, []);
}
function collect(schema, source, depth, stack) {
  if (!isPlainObject(schema) || depth > MAX_DEPTH)
    return [];
  const own = ownExamples(schema);
  if (own.length > 0)
    return own;
  if (typeof schema.$ref === "string") {
    const ref = canonicalRef(schema.$ref);
    if (stack.includes(ref))
      return [];
    let target;
    try {
      target = source.refs.resolve(ref);
    } catch {
      return [];
    }
    const found = collect(target, source, depth, [...stack, ref]);
    if (found.length > 0)
      return found;
  }
  const fromProperties = objectExamples(schema, source, depth, stack);
  if (fromProperties.length > 0)
    return fromProperties;
  const fromItems = arrayExamples(schema, source, depth, stack);
  if (fromItems.length > 0)
    return fromItems;
  for (const keyword of ["oneOf", "anyOf"]) {
    const members = schema[keyword];
    if (!Array.isArray(members))
      continue;
    const found = unique(members.flatMap((member) => collect(member, source, depth, stack)));
    if (found.length > 0)
      return found;
  }
  return [];
}
function ownExamples(schema) {
  const found = [];
  if (schema.example !== void 0)
    found.push(schema.example);
  if (Array.isArray(schema.examples))
    found.push(...schema.examples);
  if (schema.default !== void 0)
    found.push(schema.default);
  return unique(found);
}
function objectShape(schema, source, stack) {
  const properties = /* @__PURE__ */ new Map();
  const required = /* @__PURE__ */ new Set();
  const visit = (node, seen) => {
    if (!isPlainObject(node))
      return;
    if (typeof node.$ref === "string") {
      const ref = canonicalRef(node.$ref);
      if (!seen.includes(ref)) {
        try {
          visit(source.refs.resolve(ref), [...seen, ref]);
        } catch {
        }
      }
    }
    if (isPlainObject(node.properties)) {
      for (const [key, value] of Object.entries(node.properties))
        if (!properties.has(key))
          properties.set(key, value);
    }
    if (Array.isArray(node.required)) {
      for (const key of node.required)
        if (typeof key === "string")
          required.add(key);
    }
    if (Array.isArray(node.allOf))
      for (const member of node.allOf)
        visit(member, seen);
  };
  visit(schema, stack);
  return { properties, required };
}
function objectExamples(schema, source, depth, stack) {
  const { properties, required } = objectShape(schema, source, stack);
  if (properties.size === 0)
    return [];
  const perProperty = /* @__PURE__ */ new Map();
  for (const [key, sub] of properties) {
    const found = collect(sub, source, depth + 1, stack);
    if (found.length > 0)
      perProperty.set(key, found);
  }
  const count = Math.max(0, ...[...perProperty.values()].map((found) => found.length));
  const out = [];
  for (let index = 0; index < count; index += 1) {
    const entries = [];
    for (const [key, sub] of properties) {
      const found = perProperty.get(key);
      if (found !== void 0)
        entries.push([key, found[index % found.length]]);
      else if (required.has(key)) {
        const filled = source.fill(sub, index);
        if (filled !== void 0)
          entries.push([key, filled.value]);
      }
    }
    out.push(Object.fromEntries(entries));
  }
  return out;
}
function arrayExamples(schema, source, depth, stack) {
  if (schema.items === void 0 || typeof schema.items === "boolean")
    return [];
  const items = collect(schema.items, source, depth + 1, stack);
  const length = Math.max(1, typeof schema.minItems === "number" ? Math.ceil(schema.minItems) : 1);
  return items.map((item) => Array.from({ length }, () => item));
}
function unique(values) {
  const seen = /* @__PURE__ */ new Set();
  return values.filter((value) => {
    const key = stableKey(value);
    if (seen.has(key))
      return false;
    seen.add(key);
    return true;
  });
}

// dist/generation/examples/plan-examples.js
var MODES = { path: "path", query: "body", header: "header", cookie: "cookie", body: "body" };
var RECORDS = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" };
var TEMPLATE_NAME = /\{([^{}]+)\}/g;
function planExamples(operation, ctx, options) {
  const body = environmentFor(ctx, "body");
  const generate = (schema, mode, random2) => environmentFor(ctx, mode).build(schema, 0).generate(random2, void 0).value;
  const source = {
    refs: body.refs,
    fill(schema, index) {
      try {
        return { value: generate(schema, "body", random(options.seed, index)) };
      } catch (error) {
        if (error instanceof ApitestError)
          return void 0;
        throw error;
      }
    }
  };
  const parts = exampleParts(operation, source);
  const count = Math.max(0, ...parts.map((part) => part.examples.length));
  if (count === 0 && !options.fillMissing)
    return [];
  const total = Math.max(count, 1);
  const cases = [];
  for (let index = 0; index < total; index += 1) {
    const rng = random(options.seed, index);
    const data = { method: operation.method, path: operation.path, pathParameters: {}, query: {}, headers: {}, cookies: {}, body: NOT_SET, mediaType: void 0 };
    let invalid = false;
    for (const part of parts) {
      let value;
      let mediaType = part.mediaType;
      const example = part.examples[index % Math.max(part.examples.length, 1)];
      if (example !== void 0) {
        value = cloneJson(example.value);
        mediaType = example.mediaType;
        if (!body.matches(value, example.schema))
          invalid = true;
      } else if (part.required) {
        value = generated(() => generate(part.schema, MODES[part.location], rng), part, operation);
      } else
        continue;
      if (part.location === "body") {
        data.body = value;
        data.mediaType = mediaType;
      } else {
        const record = RECORDS[part.location];
        data[record] = { ...data[record], [part.name]: value };
      }
    }
    const description = count === 0 ? "generated (no examples)" : `example ${index + 1} of ${count}${invalid ? " (invalid example)" : ""}`;
    cases.push({ data, meta: { phase: "examples", mode: "positive", description, ...invalid ? { invalidExample: true } : {} } });
  }
  return cases;
}
function random(seed, index) {
  return new Random(xoroshiro128plus(seed + index));
}
function exampleParts(operation, source) {
  const parts = [];
  const seen = /* @__PURE__ */ new Set();
  for (const parameter of operation.parameters) {
    const key = `${parameter.location}:${parameter.name}`;
    if (seen.has(key))
      continue;
    seen.add(key);
    const examples = unique([...parameter.examples, ...schemaExamples(parameter.schema, source)]).map((value) => ({ value, schema: parameter.schema }));
    parts.push({ location: parameter.location, name: parameter.name, required: parameter.location === "path" || parameter.required, schema: parameter.schema, examples });
  }
  for (const match of operation.path.matchAll(TEMPLATE_NAME)) {
    const name = match[1];
    if (seen.has(`path:${name}`))
      continue;
    seen.add(`path:${name}`);
    parts.push({ location: "path", name, required: true, schema: { type: "string", minLength: 1 }, examples: [] });
  }
  const requestBody = operation.requestBody;
  const first = requestBody?.alternatives[0];
  if (requestBody !== void 0 && first !== void 0) {
    const examples = requestBody.alternatives.flatMap((alternative) => unique([...alternative.examples, ...schemaExamples(alternative.schema, source)]).map((value) => ({ value, schema: alternative.schema, mediaType: alternative.mediaType })));
    parts.push({ location: "body", name: "", required: requestBody.required, schema: first.schema, mediaType: first.mediaType, examples });
  }
  return parts;
}
function generated(make, part, operation) {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof ApitestError))
      throw error;
    const what = part.location === "body" ? "the required request body" : `the required ${part.location} parameter ${JSON.stringify(part.name)}`;
    throw new SchemaError(error.code === "reference_error" ? "reference_error" : "schema_unsupported", `Cannot generate ${what} of ${operation.label} for the examples phase: ${error.message}`, { cause: error });
  }
}
export {
  planExamples
};
