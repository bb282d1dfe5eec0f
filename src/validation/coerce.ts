import type { JsonSchema } from "../core/json-schema.js";
import { setOwn } from "../core/own-property.js";
import type { SchemaValidator, ValidationIssue } from "../core/validator.js";

/** What a permissive server reads as a number: no whitespace, no hex, no `Infinity`. */
const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const TYPE_MESSAGE = /^must be ([a-z,]+)$/;
/** Every coercion step fixes one leaf; this bounds the work on pathological values. */
const MAX_STEPS = 64;

/** Where a text leaf may be split into items when an array is expected (non-exploded form fields). */
export type Splitter = (pointer: string) => RegExp | undefined;

/** How far coercion may go beyond reading scalars. */
export interface CoerceOptions {
  readonly splitter?: Splitter;
  /**
   * Whether the root text may become an array or object. Off when the caller already offers
   * every structural reading of the value: then the root's shape is the caller's to choose.
   */
  readonly structuralRoot?: boolean;
}

interface Step {
  readonly pointer: string;
  readonly replacement: unknown;
}

/**
 * Validates a value read from the wire, whose strings are text a server would coerce: where
 * the schema wants another type at a string, the string is read as that type the way servers
 * do — `"1"`/`"1.0"`/`"-2e3"` as numbers (and, as Ajv's coercion does, `" "` as 0, `"4 "` as 4), `"true"`/`"false"` as booleans, `""` as null, a
 * lone value as a one-item array (or split, when `splitter` says how), `{…}`/`[…]` text as
 * JSON — guided by the validator's own type errors. Returns the remaining issues (empty: valid).
 *
 * @example
 * coercedIssues({ limit: "10" }, { properties: { limit: { type: "integer" } } }, validator); // []
 */
export function coercedIssues(tree: unknown, schema: JsonSchema, validator: SchemaValidator, options: CoerceOptions = {}): readonly ValidationIssue[] {
  const texts = new Map<string, string>();
  collectTexts(tree, "", texts);
  const tried = new Map<string, Set<string>>();
  let value = tree;
  let issues = validator.validate(schema, value);
  for (let steps = 0; steps < MAX_STEPS && issues.length > 0; steps += 1) {
    const step = nextStep(issues, texts, tried, options);
    if (step === undefined) break;
    value = replaceAt(value, step.pointer, step.replacement);
    issues = validator.validate(schema, value);
  }
  return issues;
}

/**
 * Validates each structural reading of a wire value (scalar, array, object …) with
 * {@link coercedIssues}: valid when any reading is. Otherwise the issues of the first reading
 * whose type at least fits, so messages talk about the value rather than its shape.
 */
export function candidateIssues(candidates: readonly unknown[], schema: JsonSchema, validator: SchemaValidator): readonly ValidationIssue[] {
  let fallback: readonly ValidationIssue[] | undefined;
  for (const candidate of candidates) {
    const issues = coercedIssues(candidate, schema, validator, { structuralRoot: false });
    if (issues.length === 0) return [];
    if (fallback === undefined || (rootTypeIssue(fallback) && !rootTypeIssue(issues))) fallback = issues;
  }
  return fallback ?? [];
}

function rootTypeIssue(issues: readonly ValidationIssue[]): boolean {
  return issues.some((issue) => issue.instancePath === "" && issue.keyword === "type");
}

function nextStep(issues: readonly ValidationIssue[], texts: Map<string, string>, tried: Map<string, Set<string>>, options: CoerceOptions): Step | undefined {
  for (const issue of issues) {
    const pointer = issue.instancePath;
    const text = texts.get(pointer);
    if (text === undefined) continue;
    let seen = tried.get(pointer);
    if (seen === undefined) {
      seen = new Set([JSON.stringify(text)]);
      tried.set(pointer, seen);
    }
    const structural = pointer !== "" || options.structuralRoot !== false;
    for (const alternative of readings(text, expectedTypes(issue), options.splitter?.(pointer), structural)) {
      const key = JSON.stringify(alternative.value);
      if (seen.has(key)) continue;
      seen.add(key);
      for (const [suffix, leaf] of alternative.leaves) texts.set(`${pointer}${suffix}`, leaf);
      return { pointer, replacement: alternative.value };
    }
  }
  return undefined;
}

// Type errors say what they want; enum/const errors may want any scalar reading.
function expectedTypes(issue: ValidationIssue): string[] {
  if (issue.keyword === "type") return TYPE_MESSAGE.exec(issue.message)?.[1]?.split(",") ?? [];
  if (issue.keyword === "enum" || issue.keyword === "const") return ["number", "boolean", "null"];
  // An empty text failing a string keyword (format, minLength …) may still be a null the schema allows.
  return ["null"];
}

interface Reading {
  readonly value: unknown;
  /** New text leaves inside the value, by pointer suffix. */
  readonly leaves: readonly (readonly [string, string])[];
}

function readings(text: string, types: readonly string[], split: RegExp | undefined, structural: boolean): Reading[] {
  const out: Reading[] = [];
  for (const type of types) {
    if (!structural && (type === "array" || type === "object")) continue;
    switch (type) {
      case "integer":
      case "number":
        if (NUMERIC.test(text) || ajvNumeral(text)) out.push({ value: Number(text), leaves: [] });
        break;
      case "boolean":
        if (text === "true" || text === "false") out.push({ value: text === "true", leaves: [] });
        break;
      case "null":
        if (text === "") out.push({ value: null, leaves: [] });
        break;
      case "array": {
        // Empty arrays and objects are written as empty text.
        if (text === "") out.push({ value: [], leaves: [] });
        if (split !== undefined) {
          const parts = text === "" ? [] : text.split(split);
          out.push({ value: parts, leaves: parts.map((part, index) => [`/${index}`, part] as const) });
        }
        out.push({ value: [text], leaves: [["/0", text]] });
        const parsed = text.startsWith("[") ? parseJson(text) : undefined;
        if (Array.isArray(parsed)) out.push({ value: parsed, leaves: [] });
        break;
      }
      case "object": {
        if (text === "") out.push({ value: {}, leaves: [] });
        const parsed = text.startsWith("{") ? parseJson(text) : undefined;
        if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) out.push({ value: parsed, leaves: [] });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/**
 * Text Ajv's type coercion (Fastify, express-openapi-validator) reads as a number, though a
 * strict parser does not: blank or padded (`" "` is 0, `"4 "` is 4), hexadecimal, binary or
 * octal (`"0x10"`), `Infinity`. Ajv takes any non-empty text that `+text` reads as a number.
 */
function ajvNumeral(text: string): boolean {
  return text !== "" && !Number.isNaN(Number(text));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function escapeSegment(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

function collectTexts(value: unknown, pointer: string, texts: Map<string, string>): void {
  if (typeof value === "string") texts.set(pointer, value);
  else if (Array.isArray(value)) value.forEach((item, index) => collectTexts(item, `${pointer}/${index}`, texts));
  else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) collectTexts(item, `${pointer}/${escapeSegment(key)}`, texts);
}

function replaceAt(value: unknown, pointer: string, replacement: unknown): unknown {
  if (pointer === "") return replacement;
  const segments = pointer.slice(1).split("/").map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
  return replaceIn(value, segments, replacement);
}

function replaceIn(value: unknown, segments: readonly string[], replacement: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = replaceIn(copy[Number(head)], rest, replacement);
    return copy;
  }
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = { ...value };
  setOwn(copy, head, replaceIn((value as Record<string, unknown>)[head], rest, replacement));
  return copy;
}
