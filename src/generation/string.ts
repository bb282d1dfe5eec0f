import * as fc from "fast-check";
import { SchemaError } from "../core/errors.js";
import type { JsonSchemaObject } from "../core/json-schema.js";
import type { BuildEnv, StringPolicy } from "./env.js";
import { formatCheck } from "./format-checks.js";
import { binaryArbitrary, builtInFormat } from "./formats.js";
import { codePointLength } from "./matches.js";
import { compilePattern, patternArbitrary } from "./pattern.js";
import { acceptsAny } from "./probe.js";
import { textArbitrary } from "./text.js";

/**
 * Strings for a `type: string` schema: `format` (custom formats first), `pattern`, and
 * `minLength`/`maxLength` in code points; `format: binary` yields `Uint8Array`s.
 * Strings from formats and patterns are filtered to the length bounds and the mode's policy.
 */
export function stringArbitrary(schema: JsonSchemaObject, env: BuildEnv): fc.Arbitrary<string | Uint8Array> {
  const minLength = typeof schema.minLength === "number" ? Math.max(0, Math.ceil(schema.minLength)) : 0;
  const maxLength = typeof schema.maxLength === "number" ? Math.floor(schema.maxLength) : undefined;
  if (maxLength !== undefined && maxLength < minLength) throw unsatisfiable(schema, "its minLength exceeds its maxLength");
  const format = typeof schema.format === "string" ? schema.format : undefined;
  const pattern = typeof schema.pattern === "string" ? schema.pattern : undefined;
  if (format === "binary" && pattern === undefined && env.policy.mode === "body") return binaryArbitrary(minLength, maxLength);
  if (pattern === undefined && schema.contentEncoding === "base64" && format === undefined) {
    return withConstraints(builtInFormat("byte") as fc.Arbitrary<string>, schema, env, minLength, maxLength);
  }
  const custom = format === undefined ? undefined : (env.ctx.formats.get(format) ?? builtInFormat(format));
  if (pattern !== undefined) {
    const fromPattern = patternArbitrary(pattern, maxLength);
    const check = format === undefined ? undefined : formatCheck(format);
    // A known format next to a pattern: generate from the pattern, keep what the format accepts.
    const base = check === undefined || custom === undefined ? fromPattern : pickFilter(fromPattern, check, custom, pattern);
    return withConstraints(base, schema, env, minLength, maxLength);
  }
  if (custom !== undefined) return withConstraints(custom, schema, env, minLength, maxLength);
  return plainString(env.policy, minLength, maxLength);
}

function pickFilter(fromPattern: fc.Arbitrary<string>, check: (value: unknown) => boolean, fromFormat: fc.Arbitrary<string>, pattern: string): fc.Arbitrary<string> {
  if (acceptsAny(fromPattern, check)) return fromPattern.filter(check);
  const regex = compilePattern(pattern);
  const test = (text: string): boolean => regex.test(text);
  if (acceptsAny(fromFormat, test)) return fromFormat.filter(test);
  throw new SchemaError("schema_unsupported", `Cannot generate a string matching the pattern ${JSON.stringify(pattern)} that is also a valid value of its format: fix the pattern or the format in the API description.`);
}

/** Plain strings over the policy's code points; lengths count code points. */
export function plainString(policy: StringPolicy, minLength: number, maxLength: number | undefined): fc.Arbitrary<string> {
  const min = maxLength === undefined || maxLength >= policy.minLength ? Math.max(minLength, policy.minLength) : minLength;
  return textArbitrary(policy.alphabet, min, maxLength, policy.repair);
}

/**
 * Filters a format/pattern arbitrary to the length bounds and the string policy. When the
 * policy cannot be met and the mode tolerates it (path parameters are percent-encoded), only
 * the schema's own constraints are kept.
 */
function withConstraints(arb: fc.Arbitrary<string>, schema: JsonSchemaObject, env: BuildEnv, minLength: number, maxLength: number | undefined): fc.Arbitrary<string> {
  const lengthOk = (text: string): boolean => {
    if (minLength === 0 && maxLength === undefined) return true;
    const length = codePointLength(text);
    return length >= minLength && (maxLength === undefined || length <= maxLength);
  };
  const policy = env.policy;
  const full = (text: string): boolean => lengthOk(text) && policy.accepts(text);
  if (acceptsAny(arb, full)) return arb.filter(full);
  const lenient = (text: string): boolean => lengthOk(text) && (env.ctx.allowX00 || !text.includes("\0"));
  if (!policy.strict && acceptsAny(arb, lenient)) return arb.filter(lenient);
  throw unsatisfiable(schema, `no generated value fits its length bounds and the characters allowed in ${policy.description}`);
}

function unsatisfiable(schema: JsonSchemaObject, why: string): SchemaError {
  const keywords = ["format", "pattern", "minLength", "maxLength"]
    .filter((key) => schema[key] !== undefined)
    .map((key) => `${key}: ${JSON.stringify(schema[key])}`)
    .join(", ");
  return new SchemaError("schema_unsupported", `Cannot generate a string for { ${keywords} }: ${why}. Adjust the schema or register a custom format.`);
}
