import { UsageError } from "../core/errors.js";
import { CODEC_NAMES, codecLimit, fitsCodec } from "../core/codec.js";
import type { GenerationContext } from "./context.js";
import type { StringMode, StringPolicy } from "./env.js";
import { codePointChar, type Alphabet, type CodeRange } from "./text.js";

const PATH_FORBIDDEN = "/?#";
const PATH_FORBIDDEN_CODES: ReadonlySet<number> = new Set([...PATH_FORBIDDEN].map((char) => char.charCodeAt(0)));
// NBSP counts too: many servers trim it like a space.
const EDGE_SPACE = /^[ \u00a0]|[ \u00a0]$/;
const EDGE_SPACES = /^[ \u00a0]+|[ \u00a0]+$/g;

/** Builds the string policy of a mode: which code points to draw and which strings to accept. */
export function stringPolicy(mode: StringMode, ctx: GenerationContext): StringPolicy {
  const policy = modePolicy(mode, ctx);
  const limit = limitOf(ctx.codec);
  if (limit >= 0x10ffff) return policy;
  // The units are already clipped to the codec; strings from patterns, formats and enums are filtered.
  return { ...policy, accepts: (text) => policy.accepts(text) && fitsCodec(text, limit) };
}

/** The highest code point `generation.codec` allows; a clear error for an unknown codec. */
function limitOf(codec: string | undefined): number {
  if (codec === undefined) return 0x10ffff;
  const limit = codecLimit(codec);
  if (limit === undefined) {
    throw new UsageError(`Unknown generation.codec ${JSON.stringify(codec)}: use one of ${CODEC_NAMES.join(", ")}.`);
  }
  return limit;
}

function modePolicy(mode: StringMode, ctx: GenerationContext): StringPolicy {
  switch (mode) {
    case "body":
      return bodyPolicy(ctx);
    case "path":
      return pathPolicy(ctx);
    case "header":
      return headerPolicy("header values", ctx.excludeHeaderCharacters);
    case "cookie":
      // `;` ends a cookie pair on the wire, whatever the schema says.
      return headerPolicy("cookie values", `${ctx.excludeHeaderCharacters};`);
  }
}

/** Weighted code point ranges, clipped to the codec's highest code point (ranges above it go). */
function clipped(ranges: readonly (readonly [weight: number, min: number, max: number])[], limit: number): CodeRange[] {
  return ranges.filter(([, min]) => min <= limit).map(([weight, min, max]) => ({ weight, min, max: Math.min(max, limit) }));
}

function bodyPolicy(ctx: GenerationContext): StringPolicy {
  const limit = limitOf(ctx.codec);
  const alphabet: Alphabet = {
    ranges: clipped([
      [12, 0x20, 0x7e],
      [2, 0xa0, 0xd7ff],
      [1, 0xe000, 0xfffd],
      [1, 0x10000, 0x10ffff],
      [1, ctx.allowX00 ? 0 : 1, 0x1f],
    ], limit),
  };
  return {
    mode: "body",
    alphabet,
    accepts: (text) => ctx.allowX00 || !text.includes("\0"),
    minLength: 0,
    strict: true,
    description: "strings",
  };
}

function pathPolicy(ctx: GenerationContext): StringPolicy {
  const limit = limitOf(ctx.codec);
  // A drawn "/", "?" or "#" becomes "_".
  const alphabet: Alphabet = {
    ranges: limit < 0xa0 ? [{ weight: 1, min: 0x20, max: 0x7e }] : clipped([[12, 0x20, 0x7e], [2, 0xa0, 0xd7ff], [1, 0x10000, 0x10ffff]], limit),
    char: (code) => (PATH_FORBIDDEN_CODES.has(code) ? "_" : codePointChar(code)),
  };
  return {
    mode: "path",
    alphabet,
    accepts: (text) =>
      text.length > 0 && text !== "." && text !== ".." && ![...PATH_FORBIDDEN].some((char) => text.includes(char)) && (ctx.allowX00 || !text.includes("\0")),
    minLength: 1,
    // "." and ".." would be folded away by URL normalization before reaching the route.
    repair: (text) => (text === "." || text === ".." ? text.replaceAll(".", "_") : text),
    strict: false,
    description: "path parameters",
  };
}

/**
 * Header and cookie values: printable ASCII (0x20–0x7E) only. HTTP could carry Latin-1
 * too, but the serializer percent-encodes everything else (`toHeaderValue`), so a Latin-1
 * character would change the value on the wire and break `maxLength`, `pattern` or `enum`.
 * NUL is never printable, so allowX00 does not matter here.
 */
function headerPolicy(description: string, excluded: string): StringPolicy {
  const allowed = (code: number): boolean => code >= 0x20 && code <= 0x7e && !excluded.includes(String.fromCharCode(code));
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index).filter(allowed);
  const alphabet: Alphabet = { ranges: [{ weight: 1, min: 0, max: ascii.length - 1 }], char: (index) => String.fromCharCode(ascii[index] as number) };
  const filler = String.fromCharCode(ascii.find((code) => code !== 0x20) ?? 0x61);
  const accepts = (text: string): boolean => {
    if (EDGE_SPACE.test(text)) return false;
    for (let index = 0; index < text.length; index += 1) if (!allowed(text.charCodeAt(index))) return false;
    return true;
  };
  return {
    mode: description === "header values" ? "header" : "cookie",
    alphabet,
    accepts,
    minLength: 0,
    // Keeps the length (and so minLength/maxLength) while removing edge whitespace.
    repair: (text) => text.replace(EDGE_SPACES, (spaces) => filler.repeat(spaces.length)),
    strict: true,
    description,
  };
}

/** Whether every string inside a JSON-like value (keys included) is acceptable to the policy. */
export function acceptsValue(policy: StringPolicy, value: unknown): boolean {
  if (typeof value === "string") return policy.accepts(value);
  if (Array.isArray(value)) return value.every((item) => acceptsValue(policy, item));
  if (value !== null && typeof value === "object" && !(value instanceof Uint8Array)) {
    return Object.entries(value).every(([key, item]) => acceptsHeaderKey(policy, key) && acceptsValue(policy, item));
  }
  return true;
}

function acceptsHeaderKey(policy: StringPolicy, key: string): boolean {
  return policy.mode === "body" || policy.mode === "path" || policy.accepts(key);
}
