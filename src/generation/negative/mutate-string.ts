import type { JsonSchemaObject } from "../../core/json-schema.js";
import { formatCheck } from "../format-checks.js";
import type { Mutation } from "./mutation.js";

/** Above this, an over-long string costs more to generate and send than it is worth. */
const MAX_LENGTH_LIMIT = 10_000;
/** Formats whose checks reject most random strings, so negating them is cheap and meaningful. */
const NEGATABLE_FORMATS = new Set(["date", "date-time", "time", "email", "uuid", "ipv4", "ipv6", "uri", "hostname", "duration", "byte"]);

/**
 * Strings breaking one string keyword: shorter than `minLength`, longer than `maxLength`,
 * off-`pattern`, or not in the `format`. Only the broken keyword is kept, so the other
 * keywords cannot make the mutated schema unsatisfiable.
 *
 * @example
 * stringMutations({ type: "string", minLength: 3 }); // [{ family: "string", schema: { type: "string", maxLength: 2 }, … }]
 */
export function stringMutations(schema: JsonSchemaObject): Mutation[] {
  const out: Mutation[] = [];
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
  if (typeof format === "string" && NEGATABLE_FORMATS.has(format) && formatCheck(format) !== undefined) {
    out.push({ family: "string", schema: { type: "string", not: { format } }, description: `a string that is not a valid ${format}` });
  }
  return out;
}
