import * as fc from "fast-check";
import { SchemaError } from "../core/errors.js";
import { acceptsAny } from "./probe.js";

/** Compiles a schema `pattern` the way ajv does (`u` flag), falling back to no flag for legacy patterns. */
export function compilePattern(pattern: string): RegExp {
  try {
    return new RegExp(pattern, "u");
  } catch {
    try {
      return new RegExp(pattern);
    } catch (error) {
      throw new SchemaError("schema_invalid", `The pattern ${JSON.stringify(pattern)} is not a valid ECMAScript regular expression: fix it in the API description.`, { cause: error });
    }
  }
}

/**
 * Strings matching `pattern`. fast-check builds them from the regex directly; patterns using
 * what it cannot generate (lookarounds, backreferences, `\b`) are generated from a relaxed
 * regex without those parts and filtered by the real one; failing that, from plain strings
 * over the pattern's own characters. A pattern no strategy can hit raises a clear error.
 */
export function patternArbitrary(pattern: string, maxLength?: number): fc.Arbitrary<string> {
  const key = `${maxLength ?? ""}/${pattern}`;
  const known = built.get(key);
  if (known instanceof SchemaError) throw known;
  if (known !== undefined) return known;
  try {
    const arbitrary = buildPatternArbitrary(pattern, maxLength);
    remember(key, arbitrary);
    return arbitrary;
  } catch (error) {
    if (error instanceof SchemaError) remember(key, error);
    throw error;
  }
}

/**
 * Arbitraries already built, by maxLength and pattern. Building one costs milliseconds (fast-check
 * parses the regex and tokenizes its sample strings; each strategy draws to see that it works),
 * and a large schema repeats the same patterns across hundreds of operations. An arbitrary is a
 * pure description, so sharing one draws the same values from the same random stream.
 */
const built = new Map<string, fc.Arbitrary<string> | SchemaError>();
/** Most patterns remembered: schemas are bounded, but a long-lived process may load many. */
const MAX_REMEMBERED = 4096;

function remember(key: string, value: fc.Arbitrary<string> | SchemaError): void {
  if (built.size >= MAX_REMEMBERED) built.delete(built.keys().next().value as string);
  built.set(key, value);
}

function buildPatternArbitrary(pattern: string, maxLength: number | undefined): fc.Arbitrary<string> {
  const regex = compilePattern(pattern);
  const constraints = maxLength === undefined ? {} : { maxLength };
  const test = (text: string): boolean => regex.test(text);
  const direct = attempt(() => fc.stringMatching(regex, constraints));
  // fast-check ignores anchors in the middle of a pattern (`/^x$/` with literal slashes), so check.
  if (direct !== undefined && acceptsAny(direct, test)) return direct.filter(test);
  const relaxed = relax(pattern);
  const fromRelaxed = relaxed === undefined ? undefined : attempt(() => fc.stringMatching(relaxed, constraints));
  if (fromRelaxed !== undefined && acceptsAny(fromRelaxed, test)) return fromRelaxed.filter(test);
  const fallback = fc.string({ unit: alphabet(pattern), ...(maxLength === undefined ? { maxLength: 32 } : { maxLength }) });
  if (acceptsAny(fallback, test, 200)) return fallback.filter(test);
  throw new SchemaError(
    "schema_unsupported",
    `Cannot generate strings matching the pattern ${JSON.stringify(pattern)}: no generated string matched it (it may be unsatisfiable — e.g. "^" after literal characters such as "/^…$/" — or use regex features the generator lacks). Fix or simplify the pattern, or register a custom format for this field.`,
  );
}

function attempt(make: () => fc.Arbitrary<string>): fc.Arbitrary<string> | undefined {
  try {
    const arb = make();
    // Some unsupported constructs are only reported when the first value is drawn.
    fc.sample(arb, { seed: 1, numRuns: 1 });
    return arb;
  } catch {
    return undefined;
  }
}

/** The pattern without the constructs fast-check cannot generate, or undefined if nothing changed. */
function relax(pattern: string): RegExp | undefined {
  const groups = capturingGroups(pattern);
  const stripped = pattern
    .replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, "")
    .replace(/\\[bB]/g, "")
    .replace(/\\k<[^>]+>/g, ".*")
    // A backreference becomes a copy of its group: right whenever the group matches one fixed text.
    .replace(/\\([1-9]\d*)/g, (_, index: string) => `(?:${groups[Number(index) - 1] ?? ".*"})`);
  if (stripped === pattern) return undefined;
  try {
    return new RegExp(stripped, "u");
  } catch {
    return undefined;
  }
}

// Literal characters of the pattern plus alphanumerics: random strings over them hit simple patterns.
function alphabet(pattern: string): fc.Arbitrary<string> {
  const literal = [...new Set([...pattern.replace(/\\[a-zA-Z]/g, "")].filter((char) => !"^$()[]{}|?*+\\".includes(char)))];
  const base = fc.constantFrom(..."abcxyzABCXYZ0123456789-_ .".split(""));
  return literal.length === 0 ? base : fc.oneof(fc.constantFrom(...literal), base);
}

/** Source text of each capturing group, in order (character classes and escapes skipped). */
function capturingGroups(pattern: string): string[] {
  const groups: string[] = [];
  const open: { start: number; index: number | undefined }[] = [];
  let inClass = false;
  for (let at = 0; at < pattern.length; at += 1) {
    const char = pattern[at];
    if (char === "\\") {
      at += 1;
    } else if (inClass) {
      if (char === "]") inClass = false;
    } else if (char === "[") {
      inClass = true;
    } else if (char === "(") {
      const capturing = pattern[at + 1] !== "?" || pattern.startsWith("?<", at + 1) && !"=!".includes(pattern[at + 3] ?? "");
      open.push({ start: at, index: capturing ? groups.push("") - 1 : undefined });
    } else if (char === ")") {
      const group = open.pop();
      if (group?.index !== undefined) groups[group.index] = pattern.slice(group.start + 1, at).replace(/^\?<[^>]+>/, "");
    }
  }
  return groups;
}
