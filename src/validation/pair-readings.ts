import type { ParameterDefinition, ParameterStyle } from "../core/operation.js";
import { setOwn } from "../core/own-property.js";
import { contentReading, type ParameterReading, ABSENT_READING } from "./parameter-reading.js";
import { percentDecode } from "./percent-decode.js";
import { listReadings } from "./styled-readings.js";

/** One `name=value` pair of a query string, form body or cookie header: name decoded, value raw. */
export interface RawPair {
  readonly name: string;
  readonly value: string;
}

/** How items of non-exploded values are delimited in one kind of pair list. */
export type Delimiters = Readonly<Partial<Record<ParameterStyle, RegExp>>>;

/** Delimiters of query strings: the serializer percent-encodes space, pipe and tab but not the comma. */
export const QUERY_DELIMITERS: Delimiters = { form: /,/, spaceDelimited: /%20| /i, pipeDelimited: /%7C|\|/i, tabDelimited: /%09|\t/i };

/** Splits `a=1&b=2` (or `a=1; b=2` with `separator`) into pairs; a pair without `=` has an empty value. */
export function splitPairs(text: string, separator: RegExp = /&/): RawPair[] {
  const out: RawPair[] = [];
  for (const piece of text.split(separator)) {
    const part = piece.trim();
    if (part === "") continue;
    const equals = part.indexOf("=");
    out.push(equals === -1 ? { name: percentDecode(part), value: "" } : { name: percentDecode(part.slice(0, equals)), value: part.slice(equals + 1) });
  }
  return out;
}

/**
 * Reads one `form`/`spaceDelimited`/`pipeDelimited`/`tabDelimited`/`deepObject` parameter
 * (query string, cookie header or form field) from the pairs. An exploded object owns the
 * pairs no declared parameter claims, when `objectAllowed` says its schema takes objects.
 */
export function pairReading(pairs: readonly RawPair[], parameter: ParameterDefinition, claimed: ReadonlySet<string>, delimiters: Delimiters, objectAllowed: () => boolean): ParameterReading {
  const { name, style, explode } = parameter;
  const own = pairs.filter((pair) => pair.name === name);
  const sent = own.map((pair) => pair.value).join("&");
  if (parameter.contentType !== undefined) {
    if (own.length === 0) return ABSENT_READING;
    const reading = contentReading(percentDecode(own[0]?.value ?? ""), parameter.contentType);
    return own.length > 1 ? { ...reading, problem: `was sent ${own.length} times` } : reading;
  }
  if (style === "deepObject") return deepObjectReading(pairs, name, own, sent);
  if (style === "form" && explode) {
    if (own.length === 0) {
      const unclaimed = pairs.filter((pair) => !claimed.has(pair.name) && !pair.name.includes("["));
      if (unclaimed.length === 0 || !objectAllowed()) return ABSENT_READING;
      const object = Object.fromEntries(unclaimed.map((pair) => [pair.name, percentDecode(pair.value)]));
      return { present: true, readings: [object], exact: false, sent: unclaimed.map((pair) => `${pair.name}=${pair.value}`).join("&") };
    }
    const values = own.map((pair) => percentDecode(pair.value));
    const first = values[0] as string;
    // A repeated name is a list to some servers, and its first or last value to many others.
    const readings = values.length > 1 ? [values, first, values[values.length - 1] as string] : first === "" ? ["", [], [""], {}] : [first, [first]];
    return { present: true, readings, exact: false, sent };
  }
  if (own.length === 0) return ABSENT_READING;
  const delimiter = delimiters[style] ?? /,/;
  const readings = listReadings(own[0]?.value ?? "", delimiter, percentDecode, false);
  return own.length > 1 ? { present: true, readings, exact: false, sent, problem: `was sent ${own.length} times, but style ${style} without explode sends one value` } : { present: true, readings, exact: false, sent };
}

function deepObjectReading(pairs: readonly RawPair[], name: string, own: readonly RawPair[], sent: string): ParameterReading {
  const prefix = `${name}[`;
  const nested = pairs.filter((pair) => pair.name.startsWith(prefix));
  if (nested.length === 0) {
    if (own.length === 0) return ABSENT_READING;
    const value = percentDecode(own[0]?.value ?? "");
    return { present: true, readings: value === "" ? ["", {}, []] : [value], exact: false, sent };
  }
  const tree: Record<string, unknown> = {};
  for (const pair of nested) {
    const keys = [...pair.name.slice(name.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] as string);
    setPath(tree, keys, percentDecode(pair.value));
  }
  return { present: true, readings: [tree, arrayify(tree)], exact: false, sent: nested.map((pair) => `${pair.name}=${pair.value}`).join("&") };
}

function setPath(tree: Record<string, unknown>, keys: readonly string[], value: string): void {
  let node = tree;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      setOwn(node, key, value);
      return;
    }
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (next !== null && typeof next === "object") {
      node = next as Record<string, unknown>;
      return;
    }
    const created: Record<string, unknown> = {};
    setOwn(node, key, created);
    node = created;
  });
}

/**
 * `a[0]=x&a[1]=y` is how deepObject writes arrays: objects keyed by indices become arrays
 * again, compacted in index order as common parsers (`qs`) do when indices are missing.
 */
export function arrayify(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, item]): [string, unknown] => [key, arrayify(item)]);
  const indexed = entries.length > 0 && entries.every(([key]) => /^(?:0|[1-9]\d{0,5})$/.test(key));
  if (indexed) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries) setOwn(out, key, item);
  return out;
}
