/**
 * Small builders for the configuration's JSON Schema. Every builder takes the description
 * editors show on completion; `x-expected` is an annotation read by our error messages (editors
 * ignore it) for values whose shape a type name alone does not explain.
 */

/** A JSON Schema object (draft 2020-12). */
export type SchemaNode = { readonly [keyword: string]: unknown };

function withDefault(node: Record<string, unknown>, value: unknown): SchemaNode {
  return value === undefined ? node : { ...node, default: value };
}

/** A boolean key. */
export function booleanKey(description: string, defaultValue?: boolean): SchemaNode {
  return withDefault({ type: "boolean", description }, defaultValue);
}

/** A string key. */
export function stringKey(description: string, extra: Record<string, unknown> = {}): SchemaNode {
  return { type: "string", description, ...extra };
}

/** An integer key with an inclusive range. */
export function integerKey(description: string, range: { minimum?: number; maximum?: number; default?: number }): SchemaNode {
  const { default: defaultValue, ...bounds } = range;
  return withDefault({ type: "integer", description, ...bounds }, defaultValue);
}

/** A number of seconds that must be greater than `exclusiveMinimum` (or at least `minimum`). */
export function secondsKey(description: string, bound: { exclusiveMinimum: number } | { minimum: number }): SchemaNode {
  return { type: "number", description, ...bound };
}

/** A string from a fixed set. */
export function enumKey(description: string, values: readonly string[], defaultValue?: string): SchemaNode {
  return withDefault({ type: "string", description, enum: [...values] }, defaultValue);
}

/** A list whose items follow `items`. */
export function listKey(description: string, items: SchemaNode, extra: Record<string, unknown> = {}): SchemaNode {
  return { type: "array", description, items, ...extra };
}

/** A closed table: any key not listed is an error. */
export function table(description: string, properties: Readonly<Record<string, SchemaNode>>, extra: Record<string, unknown> = {}): SchemaNode {
  return { type: "object", description, additionalProperties: false, properties: { ...properties }, ...extra };
}

/** A value of one of several shapes; `expected` phrases them for error messages. */
export function anyOfKey(description: string, expected: string, branches: readonly SchemaNode[], extra: Record<string, unknown> = {}): SchemaNode {
  return { description, "x-expected": expected, anyOf: [...branches], ...extra };
}

/** A string, or a list of strings (selectors). */
export function oneOrManyStrings(description: string, item: SchemaNode = { type: "string" }): SchemaNode {
  return anyOfKey(description, "a string or a list of strings", [item, { type: "array", items: item, minItems: 1 }]);
}

/** A reference to a shared definition. */
export function ref(name: string): SchemaNode {
  return { $ref: `#/$defs/${name}` };
}
