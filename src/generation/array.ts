import * as fc from "fast-check";
import { SchemaError } from "../core/errors.js";
import type { JsonSchema, JsonSchemaObject } from "../core/json-schema.js";
import { anyValue } from "./any-value.js";
import { isMinimal, type BuildEnv } from "./env.js";
import { stableKey } from "./json-value.js";
import { guardedFilter } from "./probe.js";

/**
 * Arrays for `items`, `prefixItems`, `minItems`/`maxItems`, `uniqueItems` (deep equality) and
 * `contains` (matching items are inserted, then counts checked). Deeper recursion levels get
 * shorter arrays; past the depth limit arrays are as short as allowed.
 */
export function arrayArbitrary(schema: JsonSchemaObject, env: BuildEnv, depth: number): fc.Arbitrary<unknown[]> {
  const minItems = typeof schema.minItems === "number" ? Math.max(0, Math.ceil(schema.minItems)) : 0;
  let maxItems = typeof schema.maxItems === "number" ? Math.floor(schema.maxItems) : undefined;
  if (maxItems !== undefined && maxItems < minItems) throw unsatisfiable("its minItems exceeds its maxItems", schema);
  if (isMinimal(env, depth)) maxItems = minItems;
  const prefixSchemas = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
  const prefix = buildPrefix(prefixSchemas, env, depth, minItems, maxItems);
  const restMax = schema.items === false || prefix.length < prefixSchemas.length ? 0 : maxItems === undefined ? undefined : Math.max(0, maxItems - prefix.length);
  const restMin = Math.max(0, minItems - prefix.length);
  if (restMax !== undefined && restMin > restMax) throw unsatisfiable("its minItems needs more items than `items: false`/prefixItems allow", schema);
  const unique = schema.uniqueItems === true;
  const rest = restMax === 0 ? fc.constant<unknown[]>([]) : restArray(schema, env, depth, restMin, restMax, unique && prefix.length === 0);
  let arb = prefix.length === 0 ? rest : withPrefix(prefix, rest, minItems);
  if (schema.contains !== undefined && schema.contains !== true && prefixSchemas.length === 0) arb = withContains(arb, schema, env, depth, maxItems);
  const needsCheck = (unique && prefix.length > 0) || schema.contains !== undefined;
  if (!needsCheck) return arb;
  const check: JsonSchemaObject = { uniqueItems: unique, contains: schema.contains, minContains: schema.minContains, maxContains: schema.maxContains };
  return guardedFilter(arb, (value) => env.matches(value, check), () => `Cannot generate an array satisfying uniqueItems/contains of ${JSON.stringify(check)}: relax these keywords.`);
}

function buildPrefix(schemas: JsonSchema[], env: BuildEnv, depth: number, minItems: number, maxItems: number | undefined): fc.Arbitrary<unknown>[] {
  const limit = Math.min(schemas.length, maxItems ?? schemas.length);
  const arbs: fc.Arbitrary<unknown>[] = [];
  for (let index = 0; index < limit; index += 1) {
    const arb = env.tryBuild(schemas[index] as JsonSchema, depth);
    if (arb === undefined) {
      if (index < minItems) throw unsatisfiable(`prefixItems[${index}] has no valid value but minItems requires it`, {});
      break;
    }
    arbs.push(arb);
  }
  return arbs;
}

function restArray(schema: JsonSchemaObject, env: BuildEnv, depth: number, minLength: number, maxLength: number | undefined, unique: boolean): fc.Arbitrary<unknown[]> {
  const items = schema.items;
  const item = items === undefined || items === true ? anyValue(env.policy) : env.tryBuild(items as JsonSchema, depth);
  if (item === undefined) {
    if (minLength > 0) throw unsatisfiable("its items schema has no valid value but minItems requires items", schema);
    return fc.constant([]);
  }
  const size: fc.SizeForArbitrary = depth > 0 ? "xsmall" : "small";
  const domain = unique ? finiteDomain(items, env) : undefined;
  const max = domain === undefined ? maxLength : Math.min(maxLength ?? domain, domain);
  if (max !== undefined && max < minLength) throw unsatisfiable(`uniqueItems needs ${minLength} distinct items but only ${max} exist`, schema);
  const depthIdentifier = env.depthIdentifier;
  const constraints = max === undefined ? { minLength, size, depthIdentifier } : { minLength, maxLength: max, size, depthIdentifier };
  return unique ? fc.uniqueArray(item, { ...constraints, selector: stableKey }) : fc.array(item, constraints);
}

// How many distinct values an items schema allows, when that is obviously finite.
function finiteDomain(items: unknown, env: BuildEnv): number | undefined {
  if (items === false) return 0;
  if (items === null || typeof items !== "object") return undefined;
  let schema = items as JsonSchemaObject;
  if (typeof schema.$ref === "string") {
    const target = env.refs.resolve(schema.$ref);
    if (typeof target !== "object") return undefined;
    schema = target;
  }
  if ("const" in schema) return 1;
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(stableKey)).size;
  if (schema.type === "boolean") return 2;
  if (schema.type === "null") return 1;
  return undefined;
}

function withPrefix(prefix: fc.Arbitrary<unknown>[], rest: fc.Arbitrary<unknown[]>, minItems: number): fc.Arbitrary<unknown[]> {
  return fc.tuple(fc.tuple(...prefix), rest, fc.nat({ max: prefix.length })).map(([head, tail, cut]) => {
    if (tail.length > 0 || cut >= head.length) return [...head, ...tail];
    return head.slice(0, Math.max(cut, minItems));
  });
}

// Inserts `minContains` items built from `items` ∧ `contains` at random places.
function withContains(arb: fc.Arbitrary<unknown[]>, schema: JsonSchemaObject, env: BuildEnv, depth: number, maxItems: number | undefined): fc.Arbitrary<unknown[]> {
  const count = typeof schema.minContains === "number" ? schema.minContains : 1;
  if (count === 0) return arb;
  const member = env.tryBuild(schema.items === undefined ? (schema.contains as JsonSchema) : { allOf: [schema.items, schema.contains] }, depth);
  if (member === undefined) throw unsatisfiable("no item can satisfy `contains`", schema);
  return fc.tuple(arb, fc.array(member, { minLength: count, maxLength: count }), fc.array(fc.nat(), { minLength: count, maxLength: count })).map(([base, extra, positions]) => {
    const out = maxItems === undefined ? [...base] : base.slice(0, Math.max(0, maxItems - count));
    extra.forEach((value, index) => out.splice((positions[index] ?? 0) % (out.length + 1), 0, value));
    return out;
  });
}

function unsatisfiable(why: string, schema: JsonSchemaObject): SchemaError {
  const keywords = ["minItems", "maxItems", "uniqueItems", "minContains", "maxContains"]
    .filter((key) => schema[key] !== undefined)
    .map((key) => `${key}: ${JSON.stringify(schema[key])}`)
    .join(", ");
  return new SchemaError("schema_unsupported", `Cannot generate an array { ${keywords} }: ${why}. Fix the array constraints in the API description.`);
}
