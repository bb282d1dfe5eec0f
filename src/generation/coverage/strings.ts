import * as fc from "fast-check";
import type { JsonSchemaObject } from "../../core/json-schema.js";
import type { DataMode } from "../../core/phase.js";
import { patternArbitrary, compilePattern } from "../pattern.js";
import { covered, type CoverageValue } from "./coverage-value.js";
import { formatValues } from "./formats.js";

/** Lengths beyond this are not spelled out (a 10 MB string per case helps nobody). */
const MAX_SPELLED_LENGTH = 10_000;
const PATTERN_SAMPLES = 30;
const PATTERN_SEED = 0xc0ffee;
/** Fillers tried for off-pattern strings; one of them misses almost any pattern. */
const OFF_PATTERN_FILLERS = ["!", "0", "a", "-", "A", "_", "~"];

/**
 * Coverage values of a `type: string` schema. Positive: the format's canonical value, else a
 * string matching the pattern, else the length boundaries and their inner neighbours
 * (minLength 2 / maxLength 10 → lengths 2, 3, 9, 10). Negative: one character too short or
 * too long, off-pattern, off-format.
 */
export function stringValues(schema: JsonSchemaObject, mode: DataMode): CoverageValue[] {
  const min = typeof schema.minLength === "number" ? Math.max(0, Math.ceil(schema.minLength)) : 0;
  const max = typeof schema.maxLength === "number" ? Math.floor(schema.maxLength) : undefined;
  const format = typeof schema.format === "string" ? schema.format : undefined;
  const pattern = typeof schema.pattern === "string" ? schema.pattern : undefined;
  if (mode === "negative") return negatives(min, max, format, pattern);
  if (format !== undefined) {
    const known = formatValues(format, "positive");
    if (known.length > 0) return known;
  }
  if (pattern !== undefined) return patternValues(pattern, min, max);
  return lengthValues(min, max);
}

function lengthValues(min: number, max: number | undefined): CoverageValue[] {
  const lengths: [number, string][] = [];
  const add = (length: number, why: string): void => {
    if (length < min || (max !== undefined && length > max) || length > MAX_SPELLED_LENGTH) return;
    if (!lengths.some(([known]) => known === length)) lengths.push([length, why]);
  };
  add(min, min === 0 ? "empty string" : `minLength (${min})`);
  add(min + 1, min === 0 && max === undefined ? "non-empty string" : `minLength + 1 (${min + 1})`);
  if (max !== undefined) {
    add(max - 1, `maxLength - 1 (${max - 1})`);
    add(max, `maxLength (${max})`);
  }
  // An empty string is a fine boundary but a poor first (base) value.
  if (lengths.length > 1 && lengths[0]?.[0] === 0) lengths.push(lengths.shift() as [number, string]);
  return lengths.map(([length, why]) => covered(filler(length), why));
}

function patternValues(pattern: string, min: number, max: number | undefined): CoverageValue[] {
  let samples: string[];
  try {
    samples = fc.sample(patternArbitrary(pattern, max), { seed: PATTERN_SEED, numRuns: PATTERN_SAMPLES });
  } catch {
    return [];
  }
  const fitting = samples.filter((text) => [...text].length >= min && (max === undefined || [...text].length <= max));
  // The shortest and the longest sample: the pattern's own boundaries, roughly.
  const sorted = [...new Set(fitting)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const picked = [...new Set([sorted[0], sorted[sorted.length - 1]])].filter((text): text is string => text !== undefined);
  return picked.map((text) => covered(text, `matches pattern ${pattern}`));
}

function negatives(min: number, max: number | undefined, format: string | undefined, pattern: string | undefined): CoverageValue[] {
  const out: CoverageValue[] = [];
  if (min > 0 && min - 1 <= MAX_SPELLED_LENGTH) out.push(covered(filler(min - 1), `shorter than minLength (${min - 1} < ${min})`));
  if (max !== undefined && max + 1 <= MAX_SPELLED_LENGTH) out.push(covered(filler(max + 1), `longer than maxLength (${max + 1} > ${max})`));
  if (pattern !== undefined) {
    const off = offPattern(pattern, min, max);
    if (off !== undefined) out.push(covered(off, `does not match pattern ${pattern}`));
  }
  if (format !== undefined) out.push(...formatValues(format, "negative"));
  return out;
}

// A string within the length bounds that the pattern rejects, so the pattern alone is at fault.
function offPattern(pattern: string, min: number, max: number | undefined): string | undefined {
  let regex: RegExp;
  try {
    regex = compilePattern(pattern);
  } catch {
    return undefined;
  }
  const length = Math.min(Math.max(min, 1), max ?? Number.POSITIVE_INFINITY, MAX_SPELLED_LENGTH);
  for (const char of OFF_PATTERN_FILLERS) {
    const text = char.repeat(length);
    if (!regex.test(text)) return text;
  }
  return undefined;
}

/** A string of `length` code points that is safe everywhere (path, header, cookie, body). */
export function filler(length: number): string {
  return "a".repeat(length);
}
