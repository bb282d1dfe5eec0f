import { NOT_SET } from "../core/not-set.js";
import type { ParameterDefinition, ParameterLocation } from "../core/operation.js";
import { remembered } from "./bounded-memo.js";
import { isJsonMediaType } from "./media-type.js";
import { toJsonText } from "./media-types/json.js";
import { expandPath, expandSimple, joinQuery, type Pair, queryPairs } from "./parameter-style.js";
import { encodeAllowReserved, encodeCookie, encodeNothing, encodeQueryLiteral, encodeStrict, toHeaderValue } from "./percent-encode.js";

const DOT_SEGMENT = /^\.{1,2}$/;
const TEMPLATE_VARIABLE = /\{([^{}]+)\}/g;

/**
 * The values of one location in parameter order: parameters the operation declares come
 * first in schema order, then any extra names the case carries (negative tests, user
 * overrides) in insertion order. `undefined` and `NOT_SET` values are left out.
 */
function ordered(
  parameters: readonly ParameterDefinition[],
  location: ParameterLocation,
  values: Readonly<Record<string, unknown>>,
): [string, unknown, ParameterDefinition | undefined][] {
  const out: [string, unknown, ParameterDefinition | undefined][] = [];
  // Most cases have no values at all in most locations.
  if (!hasAnyKey(values)) return out;
  for (const parameter of parameters) {
    if (parameter.location !== location || !Object.hasOwn(values, parameter.name)) continue;
    const value = values[parameter.name];
    if (value !== undefined && value !== NOT_SET) out.push([parameter.name, value, parameter]);
  }
  const declared = declaredNames(parameters, location);
  for (const name in values) {
    if (!Object.hasOwn(values, name) || declared.has(name)) continue;
    const value = values[name];
    if (value !== undefined && value !== NOT_SET) out.push([name, value, undefined]);
  }
  return out;
}

// An operation's parameter list is fixed: the names of each location are collected once.
const namesByList = new WeakMap<readonly ParameterDefinition[], Map<ParameterLocation, ReadonlySet<string>>>();

function declaredNames(parameters: readonly ParameterDefinition[], location: ParameterLocation): ReadonlySet<string> {
  let byLocation = namesByList.get(parameters);
  if (byLocation === undefined) namesByList.set(parameters, (byLocation = new Map()));
  let names = byLocation.get(location);
  if (names === undefined) {
    names = new Set(parameters.filter((parameter) => parameter.location === location).map((parameter) => parameter.name));
    byLocation.set(location, names);
  }
  return names;
}

function hasAnyKey(values: Readonly<Record<string, unknown>>): boolean {
  for (const _ in values) return true;
  return false;
}

// OpenAPI 3 `content` parameters carry one serialized document instead of a styled value.
function contentText(parameter: ParameterDefinition | undefined, value: unknown): string | undefined {
  const contentType = parameter?.contentType;
  if (contentType === undefined) return undefined;
  if (isJsonMediaType(contentType) || typeof value !== "string") return toJsonText(value, contentType);
  return value;
}

/**
 * Substitutes path parameters into the path part of a template (before any `?` or `#`, see
 * `splitPathTemplate`); every reserved character in a value is percent-encoded.
 */
export function formatPath(template: string, parameters: readonly ParameterDefinition[], values: Readonly<Record<string, unknown>>): string {
  if (!template.includes("{")) return template;
  let out = "";
  for (const segment of templateSegments(template)) {
    out += typeof segment === "string" ? segment : pathValue(segment, parameters, values);
  }
  return out;
}

/** A `{name}` of a path template, with its text as written. */
interface TemplateVariable {
  readonly name: string;
  readonly whole: string;
}

// Templates are few (a path and the query it may carry per operation) and every case formats them: each is cut up once.
const segmentsByTemplate = new Map<string, readonly (string | TemplateVariable)[]>();
const MAX_TEMPLATES = 4096;

function templateSegments(template: string): readonly (string | TemplateVariable)[] {
  return remembered(segmentsByTemplate, template, MAX_TEMPLATES, cutTemplate);
}

function cutTemplate(template: string): readonly (string | TemplateVariable)[] {
  const segments: (string | TemplateVariable)[] = [];
  let last = 0;
  for (const match of template.matchAll(TEMPLATE_VARIABLE)) {
    if (match.index > last) segments.push(template.slice(last, match.index));
    segments.push({ name: match[1] as string, whole: match[0] });
    last = match.index + match[0].length;
  }
  if (last < template.length) segments.push(template.slice(last));
  return segments;
}

function pathValue(variable: TemplateVariable, parameters: readonly ParameterDefinition[], values: Readonly<Record<string, unknown>>): string {
  const { name } = variable;
  if (!hasValue(values, name)) return variable.whole;
  const value = values[name];
  const parameter = pathParameter(parameters, name);
  const content = contentText(parameter, value);
  const expanded =
    content !== undefined
      ? encodeStrict(content)
      : expandPath(name, value, parameter?.style ?? "simple", parameter?.explode ?? false, encodeStrict);
  // `.` and `..` would be collapsed by URL normalization (and by curl) into another path.
  return DOT_SEGMENT.test(expanded) ? expanded.replace(/\./g, "%2E") : expanded;
}

/** Whether the case gives a template variable a value (a variable without one stays as `{name}`). */
function hasValue(values: Readonly<Record<string, unknown>>, name: string): boolean {
  const value = values[name];
  return Object.hasOwn(values, name) && value !== undefined && value !== NOT_SET;
}

/** The path parameter a template variable names, if the operation declares it. */
function pathParameter(parameters: readonly ParameterDefinition[], name: string): ParameterDefinition | undefined {
  return parameters.find((p) => p.location === "path" && p.name === name);
}

/**
 * The query text a path template carries after its `?` (`city={city}&units=M`), with each
 * `{name}` replaced by the value of that template variable (`simple` style, every reserved
 * character percent-encoded, so a value cannot add pairs) and the literal text kept as
 * written (only characters a query cannot hold are encoded). A variable without a value
 * stays as `{name}`, as in {@link formatPath}.
 *
 * @example formatTemplateQuery("city={city}", [], { city: "São Paulo" }) // "city=S%C3%A3o%20Paulo"
 */
export function formatTemplateQuery(text: string, parameters: readonly ParameterDefinition[], values: Readonly<Record<string, unknown>>): string {
  if (text === "") return "";
  let out = "";
  for (const segment of templateSegments(text)) {
    if (typeof segment === "string") {
      out += encodeQueryLiteral(segment);
      continue;
    }
    if (!hasValue(values, segment.name)) {
      out += segment.whole;
      continue;
    }
    const value = values[segment.name];
    const parameter = pathParameter(parameters, segment.name);
    const content = contentText(parameter, value);
    out += content !== undefined ? encodeStrict(content) : expandSimple(value, parameter?.explode ?? false, encodeStrict);
  }
  return out;
}

/** The query string (without `?`) for the case's query parameters, in schema order. */
export function formatQuery(parameters: readonly ParameterDefinition[], values: Readonly<Record<string, unknown>>): string {
  const pairs: Pair[] = [];
  for (const [name, value, parameter] of ordered(parameters, "query", values)) {
    const encode = parameter?.allowReserved === true ? encodeAllowReserved : encodeStrict;
    const content = contentText(parameter, value);
    if (content !== undefined) pairs.push([encode(name), encode(content)]);
    else pairs.push(...queryPairs(name, value, parameter?.style ?? "form", parameter?.explode ?? true, encode));
  }
  return joinQuery(pairs);
}

/** Header parameters as wire-safe strings (`simple` style), in schema order. */
export function formatHeaders(parameters: readonly ParameterDefinition[], values: Readonly<Record<string, unknown>>): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value, parameter] of ordered(parameters, "header", values)) {
    const content = contentText(parameter, value);
    const text = content ?? expandSimple(value, parameter?.explode ?? false, encodeNothing);
    out.push([name, toHeaderValue(text)]);
  }
  return out;
}

/** The `Cookie` header value for the case's cookies (`form` style), or undefined when there are none. */
export function formatCookies(parameters: readonly ParameterDefinition[], values: Readonly<Record<string, unknown>>): string | undefined {
  const pairs: Pair[] = [];
  for (const [name, value, parameter] of ordered(parameters, "cookie", values)) {
    const content = contentText(parameter, value);
    if (content !== undefined) pairs.push([encodeCookie(name), encodeCookie(content)]);
    else pairs.push(...queryPairs(name, value, "form", parameter?.explode ?? true, encodeCookie));
  }
  if (pairs.length === 0) return undefined;
  return pairs.map(([name, value]) => `${name}=${value}`).join("; ");
}
