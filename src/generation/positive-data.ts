/**
 * Whether a positive case that was not drawn from its operation's arbitraries (a mutation of a
 * sent case, a value from the dictionary) is still positive, judged on its data before
 * serialization, so that media types request validation cannot read back (multipart, XML,
 * binary) are judged too:
 *
 * - the body is valid against the schema of its media type (bytes count as text of their length);
 * - it obeys the wire rules drawn cases obey (`wire-empty.ts`: no empty query value without
 *   `allowEmptyValue`, no empty path segment; `form-body.ts`: no empty array lost in a form or
 *   XML body);
 * - no number is negative zero, which goes out as `-0.0`: a strict integer parser (pydantic,
 *   Go's `strconv`) refuses it, and drawn cases never send it where an integer is expected.
 *
 * Pure: the validator is passed in.
 */
import type { CaseData } from "../core/case.js";
import { NOT_SET } from "../core/not-set.js";
import type { OperationDefinition, ParameterLocation } from "../core/operation.js";
import type { SchemaValidator } from "../core/validator.js";
import { losesEmptyArray } from "./form-body.js";
import { isPlainObject } from "./json-value.js";
import { sendsEmptyValue } from "./wire-empty.js";

const RECORDS: Readonly<Record<ParameterLocation, "pathParameters" | "query" | "headers" | "cookies">> = {
  path: "pathParameters",
  query: "query",
  header: "headers",
  cookie: "cookies",
};
const MAX_DEPTH = 64;

/**
 * Why `data` is not positive data for `operation` (one sentence naming the part), or undefined
 * when it is. See the module comment for what is judged.
 *
 * @example
 * positiveDataProblem({ ...data, body: { kind: "imagei" } }, operation, validator);
 * // 'body (multipart/form-data): /kind must be equal to one of the allowed values'
 */
export function positiveDataProblem(data: CaseData, operation: OperationDefinition, validator: SchemaValidator): string | undefined {
  for (const parameter of operation.parameters) {
    const record = data[RECORDS[parameter.location]];
    if (!Object.hasOwn(record, parameter.name)) continue;
    const value = record[parameter.name];
    if (sendsEmptyValue(parameter, value)) return `${parameter.location} parameter "${parameter.name}" would go out empty`;
    if (hasNegativeZero(value, 0)) return `${parameter.location} parameter "${parameter.name}" holds -0`;
  }
  if (data.body === NOT_SET || data.body === undefined) return undefined;
  const mediaType = data.mediaType;
  if (mediaType === undefined) return undefined;
  if (hasNegativeZero(data.body, 0)) return `body (${mediaType}) holds -0`;
  if (losesEmptyArray(data.body, mediaType)) return `body (${mediaType}) has an empty array that leaves no trace on the wire`;
  const essence = essenceOf(mediaType);
  const alternative = operation.requestBody?.alternatives.find((entry) => essenceOf(entry.mediaType) === essence);
  if (alternative === undefined) return undefined;
  const issue = validator.validate(alternative.schema, bytesAsText(data.body, 0)).find((found) => found.readOnlyMissing !== true);
  return issue === undefined ? undefined : `body (${mediaType}): ${issue.instancePath === "" ? "" : `${issue.instancePath} `}${issue.message}`;
}

function essenceOf(mediaType: string): string {
  const semicolon = mediaType.indexOf(";");
  return (semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)).trim().toLowerCase();
}

function hasNegativeZero(value: unknown, depth: number): boolean {
  if (typeof value === "number") return Object.is(value, -0);
  if (depth > MAX_DEPTH || value === null || typeof value !== "object" || value instanceof Uint8Array) return false;
  return Object.values(value).some((item) => hasNegativeZero(item, depth + 1));
}

/** The value with every `Uint8Array` as a string of as many characters (what a `format: binary` schema reads). */
function bytesAsText(value: unknown, depth: number): unknown {
  if (value instanceof Uint8Array) {
    let text = "";
    for (const byte of value) text += String.fromCharCode(byte);
    return text;
  }
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.some((item) => typeof item === "object" && item !== null) ? value.map((item) => bytesAsText(item, depth + 1)) : value;
  if (!isPlainObject(value)) return value;
  if (!Object.values(value).some((item) => typeof item === "object" && item !== null)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) Object.defineProperty(copy, key, { value: bytesAsText(item, depth + 1), enumerable: true, writable: true, configurable: true });
  return copy;
}
