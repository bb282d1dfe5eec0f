import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import { isPlainObject, stableKey } from "../json-value.js";
import { canonicalRef, type RefIndex } from "../refs.js";

/** Nesting depth up to which property and item examples are looked for. */
const MAX_DEPTH = 6;

/** What collecting examples needs: references, and a generator for required parts without examples. */
export interface ExampleSource {
  readonly refs: RefIndex;
  /** A deterministic valid value for `schema` in example number `index`, or undefined. */
  fill(schema: JsonSchema, index: number): { readonly value: unknown } | undefined;
}

/**
 * Examples a schema gives for its values, in order and without duplicates: its own `example`,
 * `examples` (a list) and `default`, following `$ref`s; failing those, objects built from
 * property-level examples (object `i` takes each property's example `i mod n`, required
 * properties without examples are filled), arrays of one item example, and the examples of
 * `allOf`/`oneOf`/`anyOf` members.
 */
export function schemaExamples(schema: JsonSchema, source: ExampleSource): unknown[] {
  return collect(schema, source, 0, []);
}

function collect(schema: JsonSchema, source: ExampleSource, depth: number, stack: readonly string[]): unknown[] {
  if (!isPlainObject(schema) || depth > MAX_DEPTH) return [];
  const own = ownExamples(schema);
  if (own.length > 0) return own;
  if (typeof schema.$ref === "string") {
    const ref = canonicalRef(schema.$ref);
    if (stack.includes(ref)) return [];
    let target: JsonSchema;
    try {
      target = source.refs.resolve(ref);
    } catch {
      return [];
    }
    const found = collect(target, source, depth, [...stack, ref]);
    if (found.length > 0) return found;
  }
  const fromProperties = objectExamples(schema, source, depth, stack);
  if (fromProperties.length > 0) return fromProperties;
  const fromItems = arrayExamples(schema, source, depth, stack);
  if (fromItems.length > 0) return fromItems;
  for (const keyword of ["oneOf", "anyOf"] as const) {
    const members = schema[keyword];
    if (!Array.isArray(members)) continue;
    const found = unique(members.flatMap((member) => collect(member as JsonSchema, source, depth, stack)));
    if (found.length > 0) return found;
  }
  return [];
}

function ownExamples(schema: JsonSchemaObject): unknown[] {
  const found: unknown[] = [];
  if (schema.example !== undefined) found.push(schema.example);
  if (Array.isArray(schema.examples)) found.push(...schema.examples);
  if (schema.default !== undefined) found.push(schema.default);
  return unique(found);
}

/** Properties and required names of an object schema, including those of `allOf` members and `$ref`s. */
function objectShape(schema: JsonSchema, source: ExampleSource, stack: readonly string[]): { properties: Map<string, JsonSchema>; required: Set<string> } {
  const properties = new Map<string, JsonSchema>();
  const required = new Set<string>();
  const visit = (node: JsonSchema, seen: readonly string[]): void => {
    if (!isPlainObject(node)) return;
    if (typeof node.$ref === "string") {
      const ref = canonicalRef(node.$ref);
      if (!seen.includes(ref)) {
        try {
          visit(source.refs.resolve(ref), [...seen, ref]);
        } catch {
          // An unresolvable reference contributes nothing; loading reports it.
        }
      }
    }
    if (isPlainObject(node.properties)) {
      for (const [key, value] of Object.entries(node.properties)) if (!properties.has(key)) properties.set(key, value as JsonSchema);
    }
    if (Array.isArray(node.required)) for (const key of node.required) if (typeof key === "string") required.add(key);
    if (Array.isArray(node.allOf)) for (const member of node.allOf) visit(member as JsonSchema, seen);
  };
  visit(schema, stack);
  return { properties, required };
}

function objectExamples(schema: JsonSchemaObject, source: ExampleSource, depth: number, stack: readonly string[]): unknown[] {
  const { properties, required } = objectShape(schema, source, stack);
  if (properties.size === 0) return [];
  const perProperty = new Map<string, unknown[]>();
  for (const [key, sub] of properties) {
    const found = collect(sub, source, depth + 1, stack);
    if (found.length > 0) perProperty.set(key, found);
  }
  const count = Math.max(0, ...[...perProperty.values()].map((found) => found.length));
  const out: unknown[] = [];
  for (let index = 0; index < count; index += 1) {
    const entries: [string, unknown][] = [];
    for (const [key, sub] of properties) {
      const found = perProperty.get(key);
      if (found !== undefined) entries.push([key, found[index % found.length]]);
      else if (required.has(key)) {
        const filled = source.fill(sub, index);
        if (filled !== undefined) entries.push([key, filled.value]);
      }
    }
    // fromEntries defines own properties: a "__proto__" key stays an ordinary key.
    out.push(Object.fromEntries(entries));
  }
  return out;
}

function arrayExamples(schema: JsonSchemaObject, source: ExampleSource, depth: number, stack: readonly string[]): unknown[] {
  if (schema.items === undefined || typeof schema.items === "boolean") return [];
  const items = collect(schema.items as JsonSchema, source, depth + 1, stack);
  const length = Math.max(1, typeof schema.minItems === "number" ? Math.ceil(schema.minItems) : 1);
  return items.map((item) => Array.from({ length }, () => item));
}

/** Drops repeated values (deep equality), keeping the first. */
export function unique(values: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = stableKey(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
