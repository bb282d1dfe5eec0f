import type * as fc from "fast-check";
import { isPlainObject } from "./json-value.js";
import { tryFilter } from "./probe.js";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/[^;\s]+)\s*(;|$)/i;
const XML_TYPES = /^[^;\s]+[/+]xml\s*(;|$)/i;

/**
 * Whether a body of this media type would lose an empty array on the wire, so that a server
 * reads the array's property as missing. Form bodies (urlencoded and multipart) write one field
 * per array item, so an empty top-level array leaves no trace. XML writes an array property as
 * one element per item too (OpenAPI's `xml.wrapped` is false by default), at any depth; a root
 * array is always written inside its root element, so it may be empty.
 *
 * @example
 * losesEmptyArray({ tags: [] }, "application/x-www-form-urlencoded"); // true
 * losesEmptyArray({ consent: { keys: [] } }, "application/xml"); // true
 * losesEmptyArray({ tags: [] }, "application/json"); // false
 */
export function losesEmptyArray(value: unknown, mediaType: string): boolean {
  if (FORM_TYPES.test(mediaType)) return isPlainObject(value) && Object.values(value).some((item) => Array.isArray(item) && item.length === 0);
  if (XML_TYPES.test(mediaType)) return hasEmptyNestedArray(value, 0);
  return false;
}

/**
 * Bodies of form and XML media types keep only values that lose no empty array on the wire
 * (see {@link losesEmptyArray}), when the schema allows that.
 */
export function formSafeBody(arb: fc.Arbitrary<unknown>, mediaType: string): fc.Arbitrary<unknown> {
  if (!FORM_TYPES.test(mediaType) && !XML_TYPES.test(mediaType)) return arb;
  return tryFilter(arb, (value) => !losesEmptyArray(value, mediaType)) ?? arb;
}

function hasEmptyNestedArray(value: unknown, depth: number): boolean {
  if (depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => hasEmptyNestedArray(item, depth + 1));
  if (!isPlainObject(value)) return false;
  return Object.values(value).some((item) => (Array.isArray(item) && item.length === 0) || hasEmptyNestedArray(item, depth + 1));
}
