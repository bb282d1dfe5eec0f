import type * as fc from "fast-check";
import type { JsonSchema, JsonSchemaObject } from "../core/json-schema.js";
import { isPlainObject } from "./json-value.js";
import type { Matcher } from "./matches.js";
import type { RefIndex } from "./refs.js";

/** Values tried for a property added to break another branch: one of them has a type the other branch's property refuses. */
const BREAKERS: readonly unknown[] = [null, false, 0, "", [], {}];
const MAX_HOPS = 16;

interface ObjectView {
  readonly properties: ReadonlyMap<string, JsonSchema>;
  readonly required: ReadonlySet<string>;
}

/**
 * Steers the values of oneOf branch `index` away from the other branches, so that they match
 * exactly one branch. Open object branches overlap a lot (an object with only the shared
 * properties matches every branch); for each other branch a value still matches, this either
 * drops a property that branch requires and this one does not, or adds a property that branch
 * declares and this one does not, with a value of a type that branch refuses there. A change is
 * kept only when the value still matches `branch`, the branch as built (merged with the keywords
 * next to the oneOf). Pure and deterministic, so shrinking
 * keeps working through it.
 */
export function exclusiveBranch(
  arb: fc.Arbitrary<unknown>,
  branch: JsonSchema,
  originals: readonly JsonSchema[],
  index: number,
  matches: Matcher,
  refs: RefIndex,
): fc.Arbitrary<unknown> {
  // The built branch (merged with its siblings' keywords) is what a changed value must still match.
  const own = branch;
  const ownView = objectView(originals[index] as JsonSchema, refs);
  const others = originals.filter((_, other) => other !== index).map((schema) => ({ schema, view: objectView(schema, refs) }));
  if (others.every(({ view }) => view === undefined)) return arb;
  return arb.map((value) => {
    if (!isPlainObject(value)) return value;
    let current: Record<string, unknown> = value;
    for (const other of others) {
      if (other.view === undefined || !matches(current, other.schema)) continue;
      current = breakOne(current, own, ownView, other.schema, other.view, matches) ?? current;
    }
    return current;
  });
}

function breakOne(
  value: Record<string, unknown>,
  own: JsonSchema,
  ownView: ObjectView | undefined,
  other: JsonSchema,
  otherView: ObjectView,
  matches: Matcher,
): Record<string, unknown> | undefined {
  const works = (candidate: Record<string, unknown>): boolean => !matches(candidate, other) && matches(candidate, own);
  for (const name of otherView.required) {
    if (!(name in value) || ownView?.required.has(name) === true) continue;
    const { [name]: _dropped, ...rest } = value;
    if (works(rest)) return rest;
  }
  for (const [name, schema] of otherView.properties) {
    if (name in value || ownView?.properties.has(name) === true) continue;
    for (const breaker of BREAKERS) {
      if (matches(breaker, schema)) continue;
      const candidate = { ...value, [name]: breaker };
      if (works(candidate)) return candidate;
    }
  }
  return undefined;
}

/** The declared properties and required names of an object schema, through `$ref`s and `allOf`. */
function objectView(schema: JsonSchema, refs: RefIndex): ObjectView | undefined {
  const properties = new Map<string, JsonSchema>();
  const required = new Set<string>();
  const visit = (node: JsonSchema, hops: number): void => {
    if (!isPlainObject(node) || hops > MAX_HOPS) return;
    const object = node as JsonSchemaObject;
    if (typeof object.$ref === "string") {
      try {
        visit(refs.resolve(object.$ref), hops + 1);
      } catch {
        return;
      }
    }
    if (isPlainObject(object.properties)) {
      for (const [name, sub] of Object.entries(object.properties)) if (!properties.has(name)) properties.set(name, sub as JsonSchema);
    }
    if (Array.isArray(object.required)) for (const name of object.required) if (typeof name === "string") required.add(name);
    if (Array.isArray(object.allOf)) for (const member of object.allOf) visit(member as JsonSchema, hops + 1);
  };
  visit(schema, 0);
  return properties.size === 0 && required.size === 0 ? undefined : { properties, required };
}
