import { parseRuntimeValue } from "./expressions.js";
import type { LinkValue } from "./link.js";

/** A parsed link value, or the problems found in it (each names where in the value it is). */
export type ParsedLinkValue = { readonly value: LinkValue } | { readonly errors: readonly string[] };

/**
 * Parses a link value. Strings become expressions, templates or literals; other scalars are
 * literals. With `nested` (request bodies), objects and lists are walked so that each leaf
 * may be an expression; without it they are literals, as standard OpenAPI says.
 *
 * @example
 * parseLinkValue({ user: "$response.body#/id", tags: ["x"] }, true);
 */
export function parseLinkValue(raw: unknown, nested: boolean): ParsedLinkValue {
  const errors: string[] = [];
  const value = walk(raw, nested, "", errors);
  return errors.length > 0 ? { errors } : { value };
}

function walk(raw: unknown, nested: boolean, at: string, errors: string[]): LinkValue {
  if (typeof raw === "string") {
    const parsed = parseRuntimeValue(raw);
    if (parsed.kind === "invalid") errors.push(at === "" ? parsed.message : `at ${at}: ${parsed.message}`);
    return parsed.kind === "parsed" ? { kind: "expression", expression: parsed.expression } : { kind: "literal", value: raw };
  }
  if (nested && Array.isArray(raw)) {
    return { kind: "array", items: raw.map((item: unknown, index) => walk(item, nested, `${at}/${index}`, errors)) };
  }
  if (nested && raw !== null && typeof raw === "object") {
    const entries = Object.entries(raw as Record<string, unknown>).map(
      ([key, item]) => [key, walk(item, nested, `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, errors)] as const,
    );
    return { kind: "object", entries };
  }
  return { kind: "literal", value: raw };
}
