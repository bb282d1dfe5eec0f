import { SchemaError } from "../core/errors.js";
import { DOCUMENT_URI, type JsonSchema, userRefs } from "../core/json-schema.js";
import type { SchemaResolver } from "../core/validator.js";
import { isPlainObject } from "./json-value.js";

/** Resolves `$ref`s and tells which of them are recursive (can reach themselves again). */
export interface RefIndex {
  /** The target of `ref`; throws a `reference_error` naming the reference when it does not resolve. */
  resolve(ref: string): JsonSchema;
  /** Whether expanding `ref` can lead back to `ref`: only those count towards the depth limit. */
  isRecursive(ref: string): boolean;
}

/** Normalizes local `#/…` references (should the loader leave any) to the document URI. */
export function canonicalRef(ref: string): string {
  return ref.startsWith("#") ? `${DOCUMENT_URI}${ref}` : ref;
}

/** Builds a memoizing {@link RefIndex} over a resolver. */
export function createRefIndex(resolver: SchemaResolver): RefIndex {
  const targets = new Map<string, JsonSchema>();
  const edges = new Map<string, ReadonlySet<string>>();
  const recursive = new Map<string, boolean>();

  const resolve = (ref: string): JsonSchema => {
    const key = canonicalRef(ref);
    const known = targets.get(key);
    if (known !== undefined) return known;
    const target = resolver.resolve(key);
    if (target === undefined) {
      throw new SchemaError("reference_error", `Cannot resolve the reference ${JSON.stringify(userRefs(ref))}: fix the $ref in the API description so it points to an existing schema.`);
    }
    targets.set(key, target);
    return target;
  };

  // References reachable from a ref's target without passing through another ref.
  const directRefs = (ref: string): ReadonlySet<string> => {
    const known = edges.get(ref);
    if (known !== undefined) return known;
    const found = new Set<string>();
    edges.set(ref, found);
    let target: JsonSchema;
    try {
      target = resolve(ref);
    } catch {
      return found;
    }
    collectRefs(target, found, new Set());
    return found;
  };

  const isRecursive = (ref: string): boolean => {
    const key = canonicalRef(ref);
    const known = recursive.get(key);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    const stack = [...directRefs(key)];
    let result = false;
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (next === key) {
        result = true;
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...directRefs(next));
    }
    recursive.set(key, result);
    return result;
  };

  return { resolve, isRecursive };
}

function collectRefs(node: unknown, found: Set<string>, seen: Set<object>): void {
  if (node === null || typeof node !== "object" || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, found, seen);
    return;
  }
  if (!isPlainObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    // Example/enum data may hold "$ref"-looking keys too; counting them only costs depth, never validity.
    if (key === "$ref" && typeof value === "string") found.add(canonicalRef(value));
    else collectRefs(value, found, seen);
  }
}
