import { normalizeName, resourceOf, singular } from "./field-names.js";

/** A value seen in a response under a (normalized) field name: what later requests may reuse. */
export type SeenValue = readonly [name: string, value: string | number];

/** Nodes of one response body looked at, at most (a large listing is sampled, never walked whole). */
const MAX_NODES = 200;
const MAX_DEPTH = 4;
/** Longer strings are text, not identifiers. */
const MAX_STRING = 100;

/**
 * The reusable values of a parsed success body (ids, slugs, enum-like strings): every string
 * (1–100 characters, no control characters) and safe integer under an object key, named by
 * the key. An `id` is also named after its resource — the producing operation's for the top
 * level (`POST /users` → `userid`), the enclosing key's for nested objects (`owner.id` →
 * `ownerid`) — so a `{userId}` parameter elsewhere finds it. Bounded in nodes and depth; pure.
 *
 * @example
 * harvestValues({ id: 7, owner: { id: "u1" } }, "/items"); // [["id",7],["itemid",7],["id","u1"],["ownerid","u1"]]
 */
export function harvestValues(body: unknown, producerPath: string, limit = 32): SeenValue[] {
  const out: SeenValue[] = [];
  let nodes = 0;
  const walk = (value: unknown, resource: string, depth: number): void => {
    if (depth > MAX_DEPTH || out.length >= limit || ++nodes > MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, resource, depth + 1);
      return;
    }
    if (value === null || typeof value !== "object") return;
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (out.length >= limit) return;
      if (reusable(item)) {
        const name = normalizeName(key);
        if (name === "") continue;
        out.push([name, item]);
        if (name === "id" && resource !== "") out.push([`${resource}id`, item]);
      } else if (item !== null && typeof item === "object") walk(item, normalizeName(singular(key)), depth + 1);
    }
  };
  walk(body, resourceOf(producerPath), 0);
  return out.slice(0, limit);
}

function reusable(value: unknown): value is string | number {
  if (typeof value === "number") return Number.isSafeInteger(value);
  return typeof value === "string" && value.length > 0 && value.length <= MAX_STRING && !/[\u0000-\u001f\u007f]/.test(value);
}

/** The `data` of a GraphQL response body: where its reusable values are (what GraphQL harvests). */
export function graphqlData(body: unknown): unknown {
  return body !== null && typeof body === "object" ? (body as { data?: unknown }).data : undefined;
}
