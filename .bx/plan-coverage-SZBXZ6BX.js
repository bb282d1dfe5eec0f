import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  caseFitsCodec
} from "./chunk-JDRZJPD7.js";
import {
  NOT_SET,
  Random,
  acceptsValue,
  cloneJson,
  compilePattern,
  environmentFor,
  formatCheck,
  isPlainObject,
  jsonEqual,
  normalizeSchema,
  patternArbitrary,
  sample,
  stableKey,
  xoroshiro128plus
} from "./chunk-OXB6HLI4.js";
import "./chunk-3SIY44VT.js";
import {
  ApitestError,
  SchemaError
} from "./chunk-YQFBT4X6.js";
import "./chunk-3SJVJNMC.js";

// dist/generation/coverage/cap-cases.js
function capCases(positives4, negatives5, max) {
  const limit = Math.max(0, Math.floor(max));
  if (positives4.length + negatives5.length <= limit)
    return [...positives4, ...negatives5].map((entry) => entry.item);
  const negativeShare = Math.min(negatives5.length, Math.max(limit - positives4.length, Math.floor(limit / 2)));
  const positiveShare = Math.min(positives4.length, limit - negativeShare);
  return [...roundRobin(positives4, positiveShare), ...roundRobin(negatives5, limit - positiveShare)].map((entry) => entry.item);
}
function roundRobin(entries, count) {
  if (count >= entries.length)
    return [...entries];
  const queues = /* @__PURE__ */ new Map();
  entries.forEach((entry, index) => {
    const queue = queues.get(entry.group);
    if (queue === void 0)
      queues.set(entry.group, [index]);
    else
      queue.push(index);
  });
  const picked = [];
  while (picked.length < count) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next === void 0)
        continue;
      picked.push(next);
      if (picked.length >= count)
        break;
    }
  }
  return picked.sort((a, b) => a - b).map((index) => entries[index]);
}

// dist/generation/coverage/coverage-value.js
var MAX_VARIED_DEPTH = 3;
function covered(value, description, pointer = "") {
  return { value, description, pointer };
}
function nested(entry, segment, value) {
  const escaped = String(segment).replaceAll("~", "~0").replaceAll("/", "~1");
  return { value, description: entry.description, pointer: `/${escaped}${entry.pointer}` };
}
function interleave(lists) {
  const out = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) {
      const entry = list[index];
      if (entry !== void 0)
        out.push(entry);
    }
  }
  return out;
}

// dist/generation/coverage/arrays.js
var MAX_SPELLED_ITEMS = 100;
var MAX_ITEM_VARIANTS = 16;
function arrayValues(schema, env, mode, depth) {
  const min = typeof schema.minItems === "number" ? Math.max(0, Math.ceil(schema.minItems)) : 0;
  const max = typeof schema.maxItems === "number" ? Math.floor(schema.maxItems) : void 0;
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
  const items = schema.items ?? true;
  const itemSchema = (index) => index < prefix.length ? prefix[index] : items;
  const itemValues = (index) => env.values(itemSchema(index), "positive", depth + 1);
  const build = (length) => {
    const out = [];
    for (let index = 0; index < length; index += 1) {
      const values = itemValues(index);
      const value = values[index % Math.max(values.length, 1)];
      if (value === void 0)
        return void 0;
      out.push(value.value);
    }
    if (schema.uniqueItems !== true || new Set(out.map(stableKey)).size === out.length)
      return out;
    return generatedArray({ ...schema, minItems: length, maxItems: length }, env, depth);
  };
  const varied = depth < MAX_VARIED_DEPTH;
  return mode === "positive" ? positives(min, max, build, varied ? itemValues(0) : []) : negatives(schema, env, min, max, build, varied, depth);
}
function positives(min, max, build, firstItems) {
  const out = [];
  const lengths = [];
  const typical = Math.max(min, 1);
  if (max === void 0 || typical <= max)
    lengths.push([typical, min === typical ? `minItems (${min})` : "one item"]);
  if (min !== typical)
    lengths.push([min, min === 0 ? "empty array" : `minItems (${min})`]);
  if (max !== void 0 && max !== typical && max !== min)
    lengths.push([max, `maxItems (${max})`]);
  for (const [length, why] of lengths) {
    if (length > MAX_SPELLED_ITEMS)
      continue;
    const value = build(length);
    if (value !== void 0)
      out.push(covered(value, why));
  }
  const base = build(typical);
  if (base === void 0 || max !== void 0 && typical > max)
    return out;
  for (const item of firstItems.slice(1, MAX_ITEM_VARIANTS + 1)) {
    out.push(nested(item, 0, [item.value, ...base.slice(1)]));
  }
  return out;
}
function negatives(schema, env, min, max, build, varied, depth) {
  const out = [];
  const push = (length, why) => {
    const value = length <= MAX_SPELLED_ITEMS + 1 ? build(length) : void 0;
    if (value !== void 0)
      out.push(covered(value, why));
  };
  if (min > 0)
    push(min - 1, `fewer items than minItems (${min - 1} < ${min})`);
  if (max !== void 0)
    push(max + 1, `more items than maxItems (${max + 1} > ${max})`);
  const base = build(Math.max(min, 1));
  if (base === void 0)
    return out;
  if (schema.uniqueItems === true && (max === void 0 || max >= 2) && base.length <= MAX_SPELLED_ITEMS) {
    const first = base[0];
    const length = Math.max(base.length, 2);
    out.push(covered(Array.from({ length }, () => structuredClone(first)), "duplicate items despite uniqueItems"));
  }
  if (!varied)
    return out;
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
  const firstSchema = prefix[0] ?? schema.items ?? true;
  for (const item of env.values(firstSchema, "negative", depth + 1)) {
    out.push(nested(item, 0, [item.value, ...base.slice(1)]));
  }
  return out;
}
var ARRAY_SEED = 2577;
function generatedArray(schema, env, depth) {
  const arb = env.build.tryBuild(schema, depth);
  if (arb === void 0)
    return void 0;
  try {
    const value = arb.generate(new Random(xoroshiro128plus(ARRAY_SEED)), void 0).value;
    return Array.isArray(value) ? value : void 0;
  } catch {
    return void 0;
  }
}

// dist/generation/coverage/combinators.js
function combinatorValues(shape, env, mode, depth) {
  const branches = shape.kind === "choice" ? shape.branches : [shape.thenBranch, shape.elseBranch];
  const label = shape.kind === "conditional" ? ["then", "else"] : branches.map((_, index) => `${shape.exclusive ? "oneOf" : "anyOf"}[${index}]`);
  const perBranch = branches.map((branch, index) => env.values(branch, mode, depth).map((entry) => ({ ...entry, description: `${label[index] ?? ""}: ${entry.description}` })));
  return interleave(perBranch);
}

// dist/generation/coverage/enums.js
function enumValues(schema, mode) {
  const members = "const" in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : [];
  const keyword = "const" in schema ? "const" : "enum";
  if (mode === "positive")
    return members.map((member) => covered(member, `${keyword} value ${JSON.stringify(member) ?? String(member)}`));
  const outsider = notAMember(members);
  return outsider === void 0 ? [] : [covered(outsider, `not in ${keyword}`)];
}
function notAMember(members) {
  const taken = (value) => members.some((member) => jsonEqual(member, value));
  const numbers = members.filter((member) => typeof member === "number");
  if (numbers.length === members.length && numbers.length > 0) {
    const candidate = Math.max(...numbers) + 1;
    return Number.isFinite(candidate) ? candidate : void 0;
  }
  if (members.length > 0 && members.every((member) => typeof member === "boolean")) {
    return [true, false].find((value) => !taken(value));
  }
  for (let index = 0; index < 100; index += 1) {
    const candidate = index === 0 ? "not-in-enum" : `not-in-enum-${index}`;
    if (!taken(candidate))
      return candidate;
  }
  return void 0;
}

// dist/generation/coverage/numbers.js
var INT32_MIN = -(2 ** 31);
var INT32_MAX = 2 ** 31 - 1;
function numberValues(schema, integer, mode) {
  const shape = numberShape(schema, integer);
  return mode === "positive" ? positives2(schema, shape) : negatives2(schema, shape);
}
function numberShape(schema, typeInteger) {
  const integer = typeInteger || schema.format === "int32" || schema.format === "int64";
  const multipleOf = typeof schema.multipleOf === "number" && schema.multipleOf > 0 ? schema.multipleOf : void 0;
  const step = multipleOf ?? (integer ? 1 : void 0);
  const up = (value, strict) => step === void 0 ? strict ? nextUp(value) : value : snap((Math.floor(value / step + (strict ? 1e-9 : -1e-9)) + 1) * step);
  const down = (value, strict) => step === void 0 ? strict ? nextDown(value) : value : snap((Math.ceil(value / step + (strict ? -1e-9 : 1e-9)) - 1) * step);
  const lows = [];
  const highs = [];
  if (typeof schema.minimum === "number")
    lows.push({ value: up(schema.minimum, false), keyword: `minimum (${schema.minimum})` });
  if (typeof schema.exclusiveMinimum === "number")
    lows.push({ value: up(schema.exclusiveMinimum, true), keyword: `exclusiveMinimum (${schema.exclusiveMinimum})` });
  if (typeof schema.maximum === "number")
    highs.push({ value: down(schema.maximum, false), keyword: `maximum (${schema.maximum})` });
  if (typeof schema.exclusiveMaximum === "number")
    highs.push({ value: down(schema.exclusiveMaximum, true), keyword: `exclusiveMaximum (${schema.exclusiveMaximum})` });
  const low = lows.reduce((best, bound) => best === void 0 || bound.value > best.value ? bound : best, void 0);
  const high = highs.reduce((best, bound) => best === void 0 || bound.value < best.value ? bound : best, void 0);
  return { integer, step, low, high };
}
function positives2(schema, shape) {
  const out = [];
  const { low, high } = shape;
  if (low !== void 0)
    out.push(covered(low.value, `${low.keyword}${describeShift(low)}`));
  if (high !== void 0)
    out.push(covered(high.value, `${high.keyword}${describeShift(high)}`));
  if (low === void 0 && high === void 0) {
    out.push(covered(0, "zero"));
    if (schema.format === "int32")
      out.push(covered(INT32_MIN, `int32 minimum (${INT32_MIN})`), covered(INT32_MAX, `int32 maximum (${INT32_MAX})`));
  }
  return out;
}
function describeShift(bound) {
  return bound.keyword.endsWith(`(${bound.value})`) ? "" : ` \u2192 ${bound.value}`;
}
function negatives2(schema, shape) {
  const out = [];
  const { low, high, step, integer } = shape;
  if (low !== void 0)
    out.push(covered(step === void 0 ? nextDown(low.value) : snap(low.value - step), `below ${low.keyword}`));
  if (high !== void 0)
    out.push(covered(step === void 0 ? nextUp(high.value) : snap(high.value + step), `above ${high.keyword}`));
  const anchor = low?.value ?? high?.value ?? 0;
  if (typeof schema.multipleOf === "number" && schema.multipleOf > 0 && !(integer && schema.multipleOf <= 1)) {
    out.push(covered(snap(anchor + schema.multipleOf / 2), `not a multiple of ${schema.multipleOf}`));
  }
  if (integer)
    out.push(covered(anchor + 0.5, "not an integer"));
  if (schema.format === "int32" && low === void 0 && high === void 0) {
    out.push(covered(INT32_MAX + 1, "above the int32 range"), covered(INT32_MIN - 1, "below the int32 range"));
  }
  return out;
}
function snap(value) {
  const rounded = Number(value.toPrecision(15));
  return rounded === 0 ? 0 : rounded;
}
function nextUp(value) {
  if (Number.isNaN(value) || value === Number.POSITIVE_INFINITY)
    return value;
  if (value === 0)
    return Number.MIN_VALUE;
  const buffer = new Float64Array([value]);
  const bits = new BigInt64Array(buffer.buffer);
  bits[0] = bits[0] + (value > 0 ? 1n : -1n);
  return buffer[0];
}
function nextDown(value) {
  return -nextUp(-value);
}

// dist/generation/coverage/objects.js
var UNKNOWN_KEY = "x-apitest-unknown-property";
var EXTRA_KEY = "key";
function objectValues(schema, env, mode, depth) {
  const plan = planObject(schema, env, depth);
  if (plan === void 0)
    return [];
  const varied = depth < MAX_VARIED_DEPTH;
  return mode === "positive" ? positives3(plan, env, depth, varied) : negatives3(schema, plan, env, depth, varied);
}
function planObject(schema, env, depth) {
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const required = [...new Set(Array.isArray(schema.required) ? schema.required.filter((key) => typeof key === "string") : [])];
  const entries = [];
  for (const key of required) {
    const sub = Object.hasOwn(properties, key) ? properties[key] : schema.additionalProperties ?? true;
    const first = env.first(sub, depth + 1);
    if (first === void 0)
      return void 0;
    entries.push([key, first.value]);
  }
  const base = Object.fromEntries(entries);
  const optional = Object.keys(properties).filter((key) => !required.includes(key) && !env.build.isReadOnly(properties[key]));
  const additional = schema.additionalProperties === void 0 || schema.additionalProperties === false ? void 0 : schema.additionalProperties;
  return { properties, required, optional, base, additional };
}
function additionalEntry(plan, env, depth) {
  if (plan.additional === void 0 || Object.hasOwn(plan.properties, EXTRA_KEY))
    return void 0;
  const first = env.first(plan.additional, depth + 1);
  return first === void 0 ? void 0 : { [EXTRA_KEY]: first.value };
}
function positives3(plan, env, depth, varied) {
  const out = [covered({ ...plan.base }, plan.optional.length === 0 ? "all properties" : "only required properties")];
  const extra = [];
  for (const key of plan.optional) {
    const first = env.first(plan.properties[key], depth + 1);
    if (first !== void 0)
      extra.push([key, first.value]);
  }
  const full = Object.fromEntries([...Object.entries(plan.base), ...extra]);
  if (Object.keys(full).length > Object.keys(plan.base).length)
    out.push(covered(full, "all properties"));
  const additional = additionalEntry(plan, env, depth);
  if (additional !== void 0)
    out.push(covered({ ...full, ...additional }, "one additional property"));
  if (!varied)
    return out;
  out.push(...varyProperties(plan, env, "positive", depth));
  return out;
}
function negatives3(schema, plan, env, depth, varied) {
  const out = [];
  for (const key of plan.required) {
    const rest = Object.fromEntries(Object.entries(plan.base).filter(([name]) => name !== key));
    out.push(covered(rest, `missing required property ${JSON.stringify(key)}`));
  }
  if (schema.additionalProperties === false && !Object.hasOwn(plan.properties, UNKNOWN_KEY)) {
    out.push(covered({ ...plan.base, [UNKNOWN_KEY]: "unexpected" }, "unknown property (additionalProperties: false)"));
  }
  if (!varied)
    return out;
  out.push(...varyProperties(plan, env, "negative", depth));
  return out;
}
function varyProperties(plan, env, mode, depth) {
  const perProperty = [...plan.required, ...plan.optional].map((key) => {
    const sub = plan.properties[key];
    if (sub === void 0)
      return [];
    return env.values(sub, mode, depth + 1).map((entry) => nested(entry, key, { ...plan.base, [key]: entry.value }));
  });
  return interleave(perProperty);
}

// dist/generation/coverage/formats.js
var CANONICAL = {
  date: "2024-01-15",
  "date-time": "2024-01-15T10:30:00Z",
  "iso-date-time": "2024-01-15T10:30:00Z",
  time: "10:30:00Z",
  "iso-time": "10:30:00Z",
  duration: "P1DT2H",
  email: "user@example.com",
  "idn-email": "user@example.com",
  hostname: "example.com",
  "idn-hostname": "example.com",
  ipv4: "192.168.0.1",
  ipv6: "2001:db8::1",
  uuid: "123e4567-e89b-42d3-a456-426614174000",
  uri: "https://example.com/path",
  url: "https://example.com/path",
  iri: "https://example.com/path",
  "uri-reference": "/path/to/resource",
  "iri-reference": "/path/to/resource",
  "uri-template": "https://example.com/items/{id}",
  byte: "aGVsbG8=",
  "json-pointer": "/items/0",
  "relative-json-pointer": "0/items",
  regex: "^[a-z]+$",
  password: "secret-password"
};
var OFF_FORMAT = ["not-a-valid-value", "[", "%%", "1"];
function formatValues(format, mode) {
  if (mode === "positive") {
    const value = CANONICAL[format];
    return value === void 0 ? [] : [covered(value, `format ${format}`)];
  }
  const check = formatCheck(format);
  if (check === void 0 || format === "binary")
    return [];
  const off = OFF_FORMAT.find((text) => !check(text));
  return off === void 0 ? [] : [covered(off, `not a valid ${format}`)];
}

// dist/generation/coverage/strings.js
var MAX_SPELLED_LENGTH = 1e4;
var PATTERN_SAMPLES = 30;
var PATTERN_SEED = 12648430;
var OFF_PATTERN_FILLERS = ["!", "0", "a", "-", "A", "_", "~"];
function stringValues(schema, mode) {
  const min = typeof schema.minLength === "number" ? Math.max(0, Math.ceil(schema.minLength)) : 0;
  const max = typeof schema.maxLength === "number" ? Math.floor(schema.maxLength) : void 0;
  const format = typeof schema.format === "string" ? schema.format : void 0;
  const pattern = typeof schema.pattern === "string" ? schema.pattern : void 0;
  if (mode === "negative")
    return negatives4(min, max, format, pattern);
  if (format !== void 0) {
    const known = formatValues(format, "positive");
    if (known.length > 0)
      return known;
  }
  if (pattern !== void 0)
    return patternValues(pattern, min, max);
  return lengthValues(min, max);
}
function lengthValues(min, max) {
  const lengths = [];
  const add = (length, why) => {
    if (length < min || max !== void 0 && length > max || length > MAX_SPELLED_LENGTH)
      return;
    if (!lengths.some(([known]) => known === length))
      lengths.push([length, why]);
  };
  add(min, min === 0 ? "empty string" : `minLength (${min})`);
  add(min + 1, min === 0 && max === void 0 ? "non-empty string" : `minLength + 1 (${min + 1})`);
  if (max !== void 0) {
    add(max - 1, `maxLength - 1 (${max - 1})`);
    add(max, `maxLength (${max})`);
  }
  if (lengths.length > 1 && lengths[0]?.[0] === 0)
    lengths.push(lengths.shift());
  return lengths.map(([length, why]) => covered(filler(length), why));
}
function patternValues(pattern, min, max) {
  let samples;
  try {
    samples = sample(patternArbitrary(pattern, max), { seed: PATTERN_SEED, numRuns: PATTERN_SAMPLES });
  } catch {
    return [];
  }
  const fitting = samples.filter((text) => [...text].length >= min && (max === void 0 || [...text].length <= max));
  const sorted = [...new Set(fitting)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const picked = [.../* @__PURE__ */ new Set([sorted[0], sorted[sorted.length - 1]])].filter((text) => text !== void 0);
  return picked.map((text) => covered(text, `matches pattern ${pattern}`));
}
function negatives4(min, max, format, pattern) {
  const out = [];
  if (min > 0 && min - 1 <= MAX_SPELLED_LENGTH)
    out.push(covered(filler(min - 1), `shorter than minLength (${min - 1} < ${min})`));
  if (max !== void 0 && max + 1 <= MAX_SPELLED_LENGTH)
    out.push(covered(filler(max + 1), `longer than maxLength (${max + 1} > ${max})`));
  if (pattern !== void 0) {
    const off = offPattern(pattern, min, max);
    if (off !== void 0)
      out.push(covered(off, `does not match pattern ${pattern}`));
  }
  if (format !== void 0)
    out.push(...formatValues(format, "negative"));
  return out;
}
function offPattern(pattern, min, max) {
  let regex;
  try {
    regex = compilePattern(pattern);
  } catch {
    return void 0;
  }
  const length = Math.min(Math.max(min, 1), max ?? Number.POSITIVE_INFINITY, MAX_SPELLED_LENGTH);
  for (const char of OFF_PATTERN_FILLERS) {
    const text = char.repeat(length);
    if (!regex.test(text))
      return text;
  }
  return void 0;
}
function filler(length) {
  return "a".repeat(length);
}

// dist/generation/coverage/types.js
var ALL_TYPES = ["null", "boolean", "integer", "number", "string", "array", "object"];
var HINTS = [
  ["object", ["properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties"]],
  ["array", ["items", "prefixItems", "minItems", "maxItems", "uniqueItems"]],
  ["string", ["minLength", "maxLength", "pattern"]],
  ["number", ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]]
];
var NUMBER_FORMATS = /* @__PURE__ */ new Set(["int32", "int64", "float", "double"]);
var WRONG = {
  integer: [["not-a-number", "string"], [true, "boolean"], [[], "array"], [{}, "object"]],
  number: [["not-a-number", "string"], [true, "boolean"], [[], "array"], [{}, "object"]],
  boolean: [["maybe", "string"], [42, "number"], [[], "array"], [{}, "object"]],
  null: [["not-null", "string"], [false, "boolean"]],
  string: [[42, "number"], [true, "boolean"], [{}, "object"], [[], "array"]],
  array: [[{}, "object"], ["not-an-array", "string"], [42, "number"]],
  object: [["not-an-object", "string"], [[], "array"], [42, "number"]]
};
function schemaTypes(schema) {
  if (schema.type !== void 0) {
    const declared = Array.isArray(schema.type) ? schema.type : [schema.type];
    return ALL_TYPES.filter((type) => declared.includes(type));
  }
  const hinted = HINTS.filter(([, keywords]) => keywords.some((keyword) => schema[keyword] !== void 0)).map(([type]) => type);
  if (typeof schema.format === "string")
    hinted.push(NUMBER_FORMATS.has(schema.format) ? "number" : "string");
  return [...new Set(hinted)];
}
function wrongTypeCandidates(schema) {
  if (schema.type === void 0)
    return [];
  return schemaTypes(schema).map((type) => ({
    type,
    candidates: WRONG[type].map(([value, actual]) => covered(value, `wrong type: ${actual} instead of ${type}`))
  }));
}
function scalarValues(type) {
  return type === "boolean" ? [covered(true, "true"), covered(false, "false")] : [covered(null, "null")];
}

// dist/generation/coverage/wire.js
var NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
var TRUTHY = /* @__PURE__ */ new Set(["true", "1", "yes", "on", "t", "y"]);
var FALSY = /* @__PURE__ */ new Set(["false", "0", "no", "off", "f", "n"]);
function wireText(value) {
  if (value === null || value === void 0)
    return "";
  if (typeof value === "string")
    return value;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
function wireReadings(text) {
  const readings = [text];
  if (NUMERIC.test(text.trim()))
    readings.push(Number(text));
  const lower = text.trim().toLowerCase();
  if (TRUTHY.has(lower))
    readings.push(true);
  if (FALSY.has(lower))
    readings.push(false);
  if (lower === "" || lower === "null")
    readings.push(null);
  return readings;
}
function bestReading(value, schema, matches) {
  const readings = wireReadings(wireText(value));
  if (schema === void 0)
    return readings[0];
  return readings.find((reading) => matches(reading, schema)) ?? readings[0];
}
function invalidOnWire(value, schema, matches) {
  const s = typeof schema === "object" ? schema : {};
  if (value === null || value === void 0 || (Array.isArray(value) || isPlainObject(value)) && Object.keys(value).length === 0)
    return false;
  if (flatTexts(value).some((text) => wireReadings(text).some((reading) => matches(reading, schema))))
    return false;
  if (Array.isArray(value)) {
    const items2 = s.items;
    return !matches(value.map((item) => bestReading(item, items2, matches)), schema);
  }
  if (isPlainObject(value)) {
    const properties = isPlainObject(s.properties) ? s.properties : {};
    const read = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, bestReading(item, properties[key] ?? s.additionalProperties, matches)]));
    return !matches(read, schema);
  }
  const items = s.items;
  return wireReadings(wireText(value)).every((reading) => !matches([bestReading(reading, items, matches)], schema));
}
function flatTexts(value) {
  if (Array.isArray(value))
    return [value.map(wireText).join(","), ...value.map(wireText)];
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    return [entries.flatMap(([key, item]) => [key, wireText(item)]).join(","), ...entries.map(([, item]) => wireText(item))];
  }
  return [wireText(value)];
}
function clearOnWire(value, headerLike) {
  if (value === null || value === void 0)
    return false;
  if (Array.isArray(value))
    return value.length > 0 && value.every((item) => clearOnWire(item, headerLike) || item === "");
  if (isPlainObject(value))
    return Object.keys(value).length > 0;
  return !(headerLike && value === "");
}

// dist/generation/coverage/coverage-values.js
var MAX_VALUES = 64;
var FALLBACK_SEED = 24301;
var FALLBACK_ATTEMPTS = 30;
var STRING_MODES = { body: "body", path: "path", query: "body", header: "header", cookie: "cookie" };
var environments = /* @__PURE__ */ new WeakMap();
function coverageEnv(ctx, location, textual) {
  let byKey = environments.get(ctx);
  if (byKey === void 0) {
    byKey = /* @__PURE__ */ new Map();
    environments.set(ctx, byKey);
  }
  const key = `${location}:${textual}`;
  const known = byKey.get(key);
  if (known !== void 0)
    return known;
  const env = createEnv(ctx, location, textual);
  byKey.set(key, env);
  return env;
}
function createEnv(ctx, location, textual) {
  const build = environmentFor(ctx, STRING_MODES[location]);
  const cache = /* @__PURE__ */ new WeakMap();
  const shapes = /* @__PURE__ */ new WeakMap();
  const headerLike = location === "header" || location === "cookie";
  const shapeOf = (schema) => {
    if (shapes.has(schema))
      return shapes.get(schema);
    let shape;
    try {
      shape = normalizeSchema(schema, build.refs);
    } catch (error) {
      if (!(error instanceof ApitestError))
        throw error;
    }
    shapes.set(schema, shape);
    return shape;
  };
  const fits = (value) => {
    if (acceptsValue(build.policy, value))
      return true;
    return !build.policy.strict && !containsEmptyString(value);
  };
  const keep = (value, schema, mode) => {
    if (!fits(value))
      return false;
    if (mode === "positive")
      return build.matches(value, schema) && (!textual || clearOnWire(value, headerLike));
    return !build.matches(value, schema) && (!textual || invalidOnWire(value, schema, build.matches));
  };
  const fallback = (schema, depth) => {
    try {
      const arb = build.build(schema, depth > MAX_VARIED_DEPTH ? build.maxDepth + 1 : 0);
      const random = new Random(xoroshiro128plus(FALLBACK_SEED));
      for (let attempt = 0; attempt < FALLBACK_ATTEMPTS; attempt += 1) {
        const value = arb.generate(random, void 0).value;
        if (keep(value, schema, "positive"))
          return covered(value, "generated value");
      }
      return void 0;
    } catch (error) {
      if (error instanceof ApitestError)
        return void 0;
      throw error;
    }
  };
  const compute = (schema, mode, depth) => {
    if (schema === false)
      return [];
    if (!isPlainObject(schema)) {
      const value = mode === "positive" ? fallback(schema, depth) : void 0;
      return value === void 0 ? [] : [value];
    }
    const candidates = depth > MAX_VARIED_DEPTH ? [] : candidatesOf(schema, mode, depth);
    const out = [];
    const seen = /* @__PURE__ */ new Set();
    for (const entry of candidates) {
      const key = stableKey(entry.value);
      if (seen.has(key) || !keep(entry.value, schema, mode))
        continue;
      seen.add(key);
      out.push(entry);
      if (out.length >= MAX_VALUES)
        break;
    }
    if (mode === "negative")
      out.push(...wrongTypes(schema, seen));
    if (mode === "positive" && out.length === 0) {
      const value = fallback(schema, depth);
      if (value !== void 0)
        out.push(value);
    }
    return out;
  };
  const candidatesOf = (schema, mode, depth) => {
    const shape = shapeOf(schema);
    if (shape === void 0 || shape.kind === "never")
      return [];
    if (shape.kind !== "plain")
      return combinatorValues(shape, env, mode, depth);
    return plainValues(shape.schema, mode, depth);
  };
  const customFormatValue = (schema, mode, depth) => {
    if (mode !== "positive" || typeof schema.format !== "string" || !ctx.formats.has(schema.format))
      return void 0;
    const value = fallback(schema, depth);
    return value === void 0 ? void 0 : [value];
  };
  const plainValues = (schema, mode, depth) => {
    if ("const" in schema || Array.isArray(schema.enum))
      return enumValues(schema, mode);
    const out = [];
    for (const type of schemaTypes(schema)) {
      if (type === "integer" && schemaTypes(schema).includes("number"))
        continue;
      if (type === "boolean" || type === "null")
        out.push(...mode === "positive" ? scalarValues(type) : []);
      else if (type === "integer" || type === "number")
        out.push(...numberValues(schema, type === "integer", mode));
      else if (type === "string")
        out.push(...customFormatValue(schema, mode, depth) ?? stringValues(schema, mode));
      else if (type === "array")
        out.push(...arrayValues(schema, env, mode, depth));
      else
        out.push(...objectValues(schema, env, mode, depth));
    }
    return out;
  };
  const wrongTypes = (schema, seen) => {
    const out = [];
    if (textual && schemaTypes(schema).includes("string"))
      return out;
    for (const { candidates } of wrongTypeCandidates(schema)) {
      const chosen = candidates.find((entry) => !seen.has(stableKey(entry.value)) && keep(entry.value, schema, "negative"));
      if (chosen === void 0)
        continue;
      seen.add(stableKey(chosen.value));
      out.push(chosen);
    }
    return out;
  };
  const env = {
    ctx,
    build,
    location,
    textual,
    values(schema, mode, depth) {
      const key = `${mode}:${depth}`;
      const target = typeof schema === "object" ? schema : void 0;
      const known = target === void 0 ? void 0 : cache.get(target)?.get(key);
      if (known !== void 0)
        return known;
      const values = compute(schema, mode, depth);
      if (target !== void 0) {
        let byKey = cache.get(target);
        if (byKey === void 0) {
          byKey = /* @__PURE__ */ new Map();
          cache.set(target, byKey);
        }
        byKey.set(key, values);
      }
      return values;
    },
    first(schema, depth) {
      return env.values(schema, "positive", depth)[0];
    }
  };
  return env;
}
function containsEmptyString(value) {
  if (value === "")
    return true;
  if (Array.isArray(value))
    return value.some(containsEmptyString);
  if (isPlainObject(value))
    return Object.values(value).some(containsEmptyString);
  return false;
}

// dist/generation/coverage/json-media.js
function isJsonMediaType(mediaType) {
  const essence = (mediaType.split(";")[0] ?? "").trim().toLowerCase();
  return essence === "application/json" || essence.endsWith("+json") || essence === "text/json";
}

// dist/generation/coverage/operation-parts.js
var RECORDS = {
  path: "pathParameters",
  query: "query",
  header: "headers",
  cookie: "cookies"
};
var TEMPLATE_NAME = /\{([^{}]+)\}/g;
var UNDECLARED_PATH_SCHEMA = { type: "string", minLength: 1 };
function operationParts(operation) {
  const parts = [];
  const seen = /* @__PURE__ */ new Set();
  for (const parameter of operation.parameters) {
    const key = `${parameter.location}:${parameter.name}`;
    if (seen.has(key))
      continue;
    seen.add(key);
    const textual = parameter.contentType === void 0 || !isJsonMediaType(parameter.contentType);
    const required = parameter.location === "path" || parameter.required;
    const repeatsLists = parameter.contentType === void 0 && parameter.explode && parameter.style !== "deepObject";
    parts.push({ key, label: `${parameter.location} ${parameter.name}`, location: parameter.location, name: parameter.name, required, schema: parameter.schema, textual, repeatsLists });
  }
  for (const match of operation.path.matchAll(TEMPLATE_NAME)) {
    const name = match[1];
    const key = `path:${name}`;
    if (seen.has(key))
      continue;
    seen.add(key);
    parts.push({ key, label: `path ${name}`, location: "path", name, required: true, schema: UNDECLARED_PATH_SCHEMA, textual: true, repeatsLists: false });
  }
  const alternatives = operation.requestBody?.alternatives ?? [];
  alternatives.forEach((alternative, index) => {
    const label = index === 0 ? "body" : `body (${alternative.mediaType})`;
    const required = operation.requestBody?.required === true;
    parts.push({ key: `body:${alternative.mediaType}`, label, location: "body", name: "", required, schema: alternative.schema, textual: false, mediaType: alternative.mediaType, repeatsLists: false });
  });
  return parts;
}
function withPart(data, part, value) {
  if (part.location === "body")
    return { ...data, body: value, mediaType: part.mediaType };
  const record = RECORDS[part.location];
  return { ...data, [record]: { ...data[record], [part.name]: value } };
}
function withoutPart(data, part) {
  if (part.location === "body")
    return { ...data, body: NOT_SET, mediaType: void 0 };
  const record = RECORDS[part.location];
  const rest = Object.fromEntries(Object.entries(data[record]).filter(([name]) => name !== part.name));
  return { ...data, [record]: rest };
}
function partValue(data, part) {
  if (part.location === "body")
    return data.body === NOT_SET ? void 0 : data.body;
  return data[RECORDS[part.location]][part.name];
}
function baseCase(operation, parts, ctx) {
  let data = { method: operation.method, path: operation.path, pathParameters: {}, query: {}, headers: {}, cookies: {}, body: NOT_SET, mediaType: void 0 };
  let bodyChosen = false;
  for (const part of parts) {
    if (part.location === "body" && bodyChosen)
      continue;
    if (part.location !== "body" && !part.required)
      continue;
    const first = coverageEnv(ctx, part.location, part.textual).first(part.schema, 0);
    if (first !== void 0) {
      data = withPart(data, part, first.value);
      if (part.location === "body")
        bodyChosen = true;
      continue;
    }
    if (part.location !== "body")
      throw unsatisfiable(`the required ${part.label.replace(" ", " parameter ")}`, operation);
  }
  if (!bodyChosen && operation.requestBody?.required === true && parts.some((part) => part.location === "body")) {
    throw unsatisfiable("the required request body", operation);
  }
  return data;
}
function unsatisfiable(what, operation) {
  return new SchemaError("schema_unsupported", `Cannot plan coverage cases for ${what} of ${operation.label}: no value satisfies its schema. Fix the schema in the API description.`);
}

// dist/generation/coverage/enum-combinations.js
var MAX_ENUM_COMBINATIONS = 32;
function isEnumSchema(schema, refs) {
  if (!isPlainObject(schema))
    return false;
  try {
    const shape = normalizeSchema(schema, refs);
    return shape.kind === "plain" && ("const" in shape.schema || Array.isArray(shape.schema.enum));
  } catch {
    return false;
  }
}
function enumCombinations(base, enums) {
  const usable = enums.filter((entry) => entry.values.length > 0);
  if (usable.length < 2)
    return [];
  const total = usable.reduce((product, entry) => product * entry.values.length, 1);
  if (total > MAX_ENUM_COMBINATIONS)
    return [];
  let combos = [{ data: base, names: [] }];
  for (const { part, values } of usable) {
    combos = combos.flatMap((combo) => values.map((entry) => ({ data: withPart(combo.data, part, entry.value), names: [...combo.names, `${part.label}=${JSON.stringify(entry.value)}`] })));
  }
  return combos.map((combo) => ({ data: combo.data, description: `enum combination: ${combo.names.join(", ")}` }));
}

// dist/generation/coverage/operation-negatives.js
function missingRequired(base, parts) {
  const out = [];
  let bodyDone = false;
  for (const part of parts) {
    if (!part.required || part.location === "path" || part.location === "body" && bodyDone)
      continue;
    if (part.location === "body")
      bodyDone = true;
    const violation = part.location === "body" ? { kind: "missing-required", location: "body" } : { kind: "missing-required", location: part.location, name: part.name };
    out.push({ group: part.key, data: withoutPart(base, part), description: `${part.location === "body" ? "body" : part.label}: missing`, violation });
  }
  return out;
}
function unexpectedMethods(base, methods) {
  const declared = base.method.toUpperCase();
  return [...new Set(methods.map((method) => method.toUpperCase()))].filter((method) => method !== declared).map((method) => ({
    group: `method:${method}`,
    data: { ...base, method, body: NOT_SET, mediaType: void 0 },
    description: `method ${method}: not declared for this path`,
    violation: { kind: "unexpected-method" }
  }));
}
function duplicateQueryParameters(base, parts, ctx) {
  const out = [];
  for (const part of parts) {
    if (part.location !== "query" || !part.repeatsLists)
      continue;
    const current = partValue(base, part) ?? coverageEnv(ctx, "query", part.textual).first(part.schema, 0)?.value;
    if (current === void 0 || Array.isArray(current) || isPlainObject(current))
      continue;
    out.push({
      group: `${part.key}:twice`,
      data: withPart(base, part, [current, current]),
      description: `${part.label}: sent twice`,
      violation: { kind: "duplicate-query-parameter", name: part.name }
    });
  }
  return out;
}

// dist/generation/coverage/plan-coverage.js
var DEFAULT_MAX_COVERAGE_CASES = 200;
function planCoverage(operation, ctx, options) {
  const parts = operationParts(operation);
  const base = baseCase(operation, parts, ctx);
  const positive = options.modes.includes("positive");
  const negative = options.modes.includes("negative");
  const positives4 = [];
  const negatives5 = [];
  const seen = /* @__PURE__ */ new Set();
  const add = (group, data, meta) => {
    if (!caseFitsCodec(data, ctx))
      return;
    const key = `${meta.mode}|${caseKey(data)}`;
    if (seen.has(key))
      return;
    seen.add(key);
    (meta.mode === "positive" ? positives4 : negatives5).push({ group, item: { data: cloneCase(data), meta } });
  };
  if (positive)
    add("base", base, { phase: "coverage", mode: "positive", description: "base case: required parameters at their first value" });
  for (const part of parts) {
    const env = coverageEnv(ctx, part.location, part.textual);
    for (const mode of options.modes) {
      for (const entry of env.values(part.schema, mode, 0)) {
        const where = entry.pointer === "" ? part.label : `${part.label} ${entry.pointer}`;
        const description = `${where}: ${entry.description}`;
        const data = withPart(base, part, entry.value);
        if (mode === "positive")
          add(part.key, data, { phase: "coverage", mode, description });
        else
          add(part.key, data, { phase: "coverage", mode, description, violation: schemaViolation(part, entry.pointer) });
      }
    }
  }
  if (positive) {
    for (const combo of enumCombinations(base, enumParts(parts, ctx)))
      add("enum-combinations", combo.data, { phase: "coverage", mode: "positive", description: combo.description });
  }
  if (negative) {
    const shapes = [
      ...missingRequired(base, parts),
      ...unexpectedMethods(base, options.unexpectedMethods),
      ...options.duplicateQueryParameters ? duplicateQueryParameters(base, parts, ctx) : []
    ];
    for (const shape of shapes)
      add(shape.group, shape.data, { phase: "coverage", mode: "negative", description: shape.description, violation: shape.violation });
  }
  return capCases(positives4, negatives5, options.maxCases ?? DEFAULT_MAX_COVERAGE_CASES);
}
function enumParts(parts, ctx) {
  const out = [];
  for (const part of parts) {
    if (part.location === "body")
      continue;
    const env = coverageEnv(ctx, part.location, part.textual);
    if (!isEnumSchema(part.schema, env.build.refs))
      continue;
    out.push({ part, values: env.values(part.schema, "positive", 0) });
  }
  return out;
}
function schemaViolation(part, pointer) {
  if (part.location === "body")
    return pointer === "" ? { kind: "schema", location: "body" } : { kind: "schema", location: "body", name: pointer };
  return { kind: "schema", location: part.location, name: part.name };
}
function caseKey(data) {
  const body = data.body === NOT_SET ? "<unset>" : stableKey(data.body);
  return [data.method, stableKey(data.pathParameters), stableKey(data.query), stableKey(data.headers), stableKey(data.cookies), body, data.mediaType ?? ""].join("|");
}
function cloneCase(data) {
  return {
    ...data,
    pathParameters: cloneJson(data.pathParameters),
    query: cloneJson(data.query),
    headers: cloneJson(data.headers),
    cookies: cloneJson(data.cookies),
    body: data.body === NOT_SET ? NOT_SET : cloneJson(data.body)
  };
}
export {
  DEFAULT_MAX_COVERAGE_CASES,
  planCoverage
};
