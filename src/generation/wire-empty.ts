/**
 * Which parameter values a strict server reads as empty or missing once serialized, so positive
 * cases leave them out:
 *
 * - a query parameter that does not declare `allowEmptyValue: true` is never sent with an empty
 *   value (`?q=`, or an empty item of an exploded list, `?tag=a&tag=`): OpenAPI's default is
 *   false, an empty value is not a value (a deepObject's empty member, `?f[tags]=`, is not the
 *   parameter's value: it stays);
 * - an empty array or object in an exploded query or cookie parameter (`form` and the delimited
 *   styles) leaves no pair at all (`serialization/parameter-style.ts`), so a required one would be
 *   missing;
 * - a path parameter never makes an empty path segment (`/users//posts`).
 *
 * Pure: it looks at the value and the parameter's style, nothing else.
 */
import type { ParameterDefinition } from "../core/operation.js";
import { isPlainObject } from "./json-value.js";

/** True when `value`, sent for `parameter`, would be an empty value or no value where one is needed. */
export function sendsEmptyValue(parameter: ParameterDefinition, value: unknown): boolean {
  switch (parameter.location) {
    case "query":
      return emptyQueryValue(parameter, value);
    case "path":
      return emptyPathSegment(parameter, value);
    case "cookie":
      return parameter.required && leavesNoPair(parameter, value);
    default:
      return false;
  }
}

/** Whether positive values of this parameter need {@link sendsEmptyValue} checked at all. */
export function mayBeSentEmpty(parameter: ParameterDefinition): boolean {
  if (parameter.location === "query") return parameter.allowEmptyValue !== true || parameter.required;
  return parameter.location === "path" || (parameter.location === "cookie" && parameter.required);
}

/** An atom that becomes empty text: `null`, `undefined`, `""`. */
function emptyAtom(value: unknown): boolean {
  return value === null || value === undefined || value === "";
}

/** An empty array or object. */
function emptyStructure(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.keys(value).length === 0);
}

/** An exploded `form` (or delimited) array or object writes one pair per item: an empty one writes none. */
function leavesNoPair(parameter: ParameterDefinition, value: unknown): boolean {
  return parameter.contentType === undefined && parameter.explode && parameter.style !== "deepObject" && emptyStructure(value);
}

function emptyQueryValue(parameter: ParameterDefinition, value: unknown): boolean {
  if (leavesNoPair(parameter, value)) return parameter.required;
  if (parameter.allowEmptyValue === true) return false;
  if (parameter.contentType !== undefined) return typeof value === "string" && value === "";
  if (emptyAtom(value) || emptyStructure(value)) return true;
  // deepObject names each leaf (`f[tags]=`): the parameter's value is not empty, only a member.
  if (parameter.style === "deepObject") return false;
  if (Array.isArray(value)) return parameter.explode ? value.some(emptyAtom) : value.length === 1 && emptyAtom(value[0]);
  if (isPlainObject(value)) return parameter.explode && Object.values(value).some(emptyAtom);
  return false;
}

function emptyPathSegment(parameter: ParameterDefinition, value: unknown): boolean {
  if (parameter.contentType !== undefined) return typeof value === "string" && value === "";
  // `label` (`.`) and `matrix` (`;name`) styles write something even for an empty value.
  if (parameter.style === "label" || parameter.style === "matrix") return false;
  if (emptyAtom(value) || emptyStructure(value)) return true;
  return Array.isArray(value) && value.length === 1 && emptyAtom(value[0]);
}
