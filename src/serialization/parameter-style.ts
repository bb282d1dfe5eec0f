import type { ParameterStyle } from "../core/operation.js";
import { isEmptyValue, isPlainObject, stringifyAtom } from "./stringify-value.js";

/** Percent-encodes one atom (a name, a key or a primitive value) for its destination. */
export type EncodeAtom = (text: string) => string;

/** One `name=value` pair of a query string, form body or cookie, both sides already encoded. */
export type Pair = readonly [name: string, value: string];

function atoms(value: unknown, encode: EncodeAtom): string[] {
  if (Array.isArray(value)) return value.map((item) => encode(stringifyAtom(item)));
  return [encode(stringifyAtom(value))];
}

function entries(value: Readonly<Record<string, unknown>>, encode: EncodeAtom): [string, string][] {
  return Object.entries(value).map(([key, item]) => [encode(key), encode(stringifyAtom(item))]);
}

/**
 * Expands a path parameter (`simple`, `label` or `matrix`) as in the OpenAPI 3.1 style
 * examples table. Other styles fall back to `simple`.
 *
 * @example expandPath("color", ["blue", "black"], "label", true, encodeStrict) // ".blue.black"
 */
export function expandPath(name: string, value: unknown, style: ParameterStyle, explode: boolean, encode: EncodeAtom): string {
  const key = encode(name);
  if (style === "matrix") {
    if (isEmptyValue(value)) return `;${key}`;
    if (isPlainObject(value)) {
      const pairs = entries(value, encode);
      return explode ? pairs.map(([k, v]) => `;${k}=${v}`).join("") : `;${key}=${pairs.flat().join(",")}`;
    }
    const list = atoms(value, encode);
    return explode ? list.map((v) => `;${key}=${v}`).join("") : `;${key}=${list.join(",")}`;
  }
  if (style === "label") {
    if (isEmptyValue(value)) return ".";
    if (isPlainObject(value)) {
      const pairs = entries(value, encode);
      return explode ? pairs.map(([k, v]) => `.${k}=${v}`).join("") : `.${pairs.flat().join(",")}`;
    }
    const list = atoms(value, encode);
    return `.${list.join(explode ? "." : ",")}`;
  }
  return expandSimple(value, explode, encode);
}

/** `simple` style, used by path and header parameters. */
export function expandSimple(value: unknown, explode: boolean, encode: EncodeAtom): string {
  if (isEmptyValue(value)) return "";
  if (isPlainObject(value)) {
    const pairs = entries(value, encode);
    return explode ? pairs.map(([k, v]) => `${k}=${v}`).join(",") : pairs.flat().join(",");
  }
  return atoms(value, encode).join(",");
}

function delimiter(style: ParameterStyle, encode: EncodeAtom): string {
  switch (style) {
    case "spaceDelimited":
      return encode(" ");
    case "pipeDelimited":
      return encode("|");
    case "tabDelimited":
      return encode("\t");
    default:
      return ",";
  }
}

function deepPairs(prefix: string, value: unknown, encode: EncodeAtom, out: Pair[]): void {
  const open = encode("[");
  const close = encode("]");
  // An empty array or object has no leaves; without a pair of its own it would vanish from
  // the request, and the server would read a required key as missing.
  if ((isPlainObject(value) || Array.isArray(value)) && isEmptyValue(value)) {
    out.push([prefix, ""]);
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) deepPairs(`${prefix}${open}${encode(key)}${close}`, item, encode, out);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => deepPairs(`${prefix}${open}${index}${close}`, item, encode, out));
  } else {
    out.push([prefix, encode(stringifyAtom(value))]);
  }
}

/**
 * Expands a query parameter (or a form-body property) into encoded pairs: `form`,
 * `spaceDelimited`, `pipeDelimited`, `tabDelimited` and `deepObject`, as in the OpenAPI
 * 3.1 style examples table. The delimited styles with `explode: true` repeat the name,
 * like `form` (the table leaves that combination undefined). `deepObject` gives an empty
 * nested array or object one pair with an empty value (`f[a]=`), as it does at the top level.
 * An exploded empty array or object (any style but deepObject) writes one pair per item, so
 * none: `?tag=` would be read back as one empty item, `[""]`, not as `[]`.
 *
 * @example queryPairs("color", { R: 100 }, "deepObject", true, encodeStrict) // [["color%5BR%5D", "100"]]
 * @example queryPairs("tag", [], "form", true, encodeStrict) // []
 */
export function queryPairs(name: string, value: unknown, style: ParameterStyle, explode: boolean, encode: EncodeAtom): Pair[] {
  const key = encode(name);
  if (isEmptyValue(value)) return explode && style !== "deepObject" && typeof value === "object" && value !== null ? [] : [[key, ""]];
  if (style === "deepObject") {
    const out: Pair[] = [];
    if (isPlainObject(value) || Array.isArray(value)) deepPairs(key, value, encode, out);
    else out.push([key, encode(stringifyAtom(value))]);
    return out;
  }
  if (isPlainObject(value)) {
    const pairs = entries(value, encode);
    return explode ? pairs : [[key, pairs.flat().join(delimiter(style, encode))]];
  }
  const list = atoms(value, encode);
  return explode ? list.map((v): Pair => [key, v]) : [[key, list.join(delimiter(style, encode))]];
}

/** Joins encoded pairs into a query string (without the leading `?`). */
export function joinQuery(pairs: readonly Pair[]): string {
  let out = "";
  for (const [name, value] of pairs) out += `${out === "" ? "" : "&"}${name}=${value}`;
  return out;
}
