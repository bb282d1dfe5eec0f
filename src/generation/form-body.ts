import type * as fc from "fast-check";
import { isPlainObject } from "./json-value.js";
import { tryFilter } from "./probe.js";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/[^;\s]+)\s*(;|$)/i;

/**
 * Form bodies (urlencoded and multipart) write one field per array item, so an empty array
 * leaves no trace on the wire: a required array property would be missing. Bodies of those
 * media types keep only values without empty top-level arrays, when the schema allows that.
 */
export function formSafeBody(arb: fc.Arbitrary<unknown>, mediaType: string): fc.Arbitrary<unknown> {
  if (!FORM_TYPES.test(mediaType)) return arb;
  const noEmptyArray = (value: unknown): boolean => !isPlainObject(value) || Object.values(value).every((item) => !Array.isArray(item) || item.length > 0);
  return tryFilter(arb, noEmptyArray) ?? arb;
}
