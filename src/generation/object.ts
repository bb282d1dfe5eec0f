import * as fc from "fast-check";
import { SchemaError } from "../core/errors.js";
import type { JsonSchema, JsonSchemaObject } from "../core/json-schema.js";
import { anyValue } from "./any-value.js";
import { isMinimal, type BuildEnv } from "./env.js";
import { fieldsArbitrary, type Entry, type Field } from "./fields.js";
import { isPlainObject } from "./json-value.js";
import { compilePattern, patternArbitrary } from "./pattern.js";
import { guardedFilter, tryFilter } from "./probe.js";
import { plainString } from "./string.js";

/** Extra (undeclared) keys are rare: one object in this many gets some. */
const EXTRA_RARITY = 12;
const MAX_EXTRAS = 2;

interface Plan {
  readonly required: { key: string; arb: fc.Arbitrary<unknown> }[];
  readonly optional: { key: string; arb: fc.Arbitrary<unknown> }[];
  /** Undeclared entries (additionalProperties / patternProperties), or undefined when none are allowed. */
  readonly extra: fc.Arbitrary<Entry> | undefined;
}

/**
 * Objects for `properties`, `required`, `additionalProperties`, `patternProperties`,
 * `propertyNames`, `minProperties`/`maxProperties` and `dependentRequired`/`dependentSchemas`.
 * `readOnly` properties are left out, required ones too; optional properties whose schema has no
 * valid value are simply absent; undeclared keys appear rarely and never collide with declared ones.
 */
export function objectArbitrary(schema: JsonSchemaObject, env: BuildEnv, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const plan = planObject(schema, env, depth);
  const minP = typeof schema.minProperties === "number" ? schema.minProperties : 0;
  const maxP = typeof schema.maxProperties === "number" ? schema.maxProperties : Number.POSITIVE_INFINITY;
  const nRequired = plan.required.length;
  const extraCap = plan.extra === undefined ? 0 : Math.max(MAX_EXTRAS, minP);
  if (nRequired > maxP || minP > nRequired + plan.optional.length + extraCap) {
    throw new SchemaError("schema_unsupported", `Cannot generate an object with ${minP}..${maxP} properties from its ${nRequired} required and ${plan.optional.length} optional properties: fix minProperties/maxProperties or additionalProperties.`);
  }
  const counted = minP > nRequired || maxP < nRequired + plan.optional.length + (plan.extra === undefined ? 0 : MAX_EXTRAS);
  const arb = counted ? countedObject(plan, minP, maxP, extraCap) : freeObject(plan, depth, env.depthIdentifier);
  const needsCheck = isPlainObject(schema.dependentRequired) || isPlainObject(schema.dependentSchemas) || schema.propertyNames !== undefined;
  if (!needsCheck) return arb;
  const check: JsonSchemaObject = { dependentRequired: schema.dependentRequired, dependentSchemas: schema.dependentSchemas, propertyNames: schema.propertyNames };
  return guardedFilter(arb, (value) => env.matches(value, check), () => "Cannot generate an object satisfying its propertyNames/dependentRequired/dependentSchemas: relax these keywords.");
}

function planObject(schema: JsonSchemaObject, env: BuildEnv, depth: number): Plan {
  const properties = isPlainObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const patterns = isPlainObject(schema.patternProperties) ? Object.entries(schema.patternProperties as Record<string, JsonSchema>) : [];
  const compiled = patterns.map(([pattern, sub]) => ({ pattern, regex: compilePattern(pattern), sub }));
  const additional = schema.additionalProperties as JsonSchema | undefined;
  // A required readOnly property is left out like any readOnly one: in a request, OpenAPI says
  // such a `required` does not apply (strict servers reject the property if it is sent).
  const required = [...new Set(Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === "string") : [])].filter(
    (key) => !Object.hasOwn(properties, key) || !env.isReadOnly(properties[key] as JsonSchema),
  );
  // A key's value must satisfy its property schema and every pattern it matches (else additionalProperties).
  const valueSchema = (key: string): JsonSchema | undefined => {
    const matching = compiled.filter((entry) => entry.regex.test(key)).map((entry) => entry.sub);
    const own = Object.hasOwn(properties, key) ? [properties[key] as JsonSchema] : [];
    const all = [...own, ...matching];
    if (all.length === 0) return additional;
    return all.length === 1 ? all[0] : { allOf: all };
  };
  const requiredPlan = required.map((key) => {
    const sub = valueSchema(key);
    if (sub === false) throw new SchemaError("schema_unsupported", `The required property ${JSON.stringify(key)} is not allowed by the schema (false schema or additionalProperties: false): fix the object schema.`);
    return { key, arb: sub === undefined || sub === true ? anyValue(env.policy) : env.build(sub, depth) };
  });
  const optional: Plan["optional"] = [];
  if (!isMinimal(env, depth)) {
    for (const key of Object.keys(properties)) {
      const sub = valueSchema(key);
      if (required.includes(key) || sub === false || sub === undefined || env.isReadOnly(properties[key] as JsonSchema)) continue;
      const arb = env.tryBuild(sub, depth);
      if (arb !== undefined) optional.push({ key, arb });
    }
  }
  const declared = new Set([...Object.keys(properties), ...required]);
  const extra = isMinimal(env, depth) ? undefined : extraEntries(declared, compiled, additional, schema.propertyNames as JsonSchema | undefined, env, depth);
  return { required: requiredPlan, optional, extra };
}

function extraEntries(
  declared: ReadonlySet<string>,
  patterns: { pattern: string; regex: RegExp; sub: JsonSchema }[],
  additional: JsonSchema | undefined,
  propertyNames: JsonSchema | undefined,
  env: BuildEnv,
  depth: number,
): fc.Arbitrary<Entry> | undefined {
  const nameOk = (key: string): boolean => !declared.has(key) && (propertyNames === undefined || env.matches(key, propertyNames));
  const sources: fc.Arbitrary<Entry>[] = [];
  if (additional !== false) {
    const names = propertyNames === undefined ? plainString(env.policy, 1, 12) : env.tryBuild(propertyNames, depth);
    const keys = names === undefined ? undefined : tryFilter(names, (key): key is string => typeof key === "string" && nameOk(key) && patterns.every((entry) => !entry.regex.test(key)));
    const value = additional === undefined || additional === true ? anyValue(env.policy) : env.tryBuild(additional, depth);
    if (keys !== undefined && value !== undefined) sources.push(fc.tuple(keys as fc.Arbitrary<string>, value));
  }
  for (const { pattern, regex, sub } of patterns) {
    let names: fc.Arbitrary<string>;
    try {
      names = patternArbitrary(pattern, 16);
    } catch {
      continue;
    }
    // Keys matching several patterns would need every pattern's schema: keep to one.
    const keys = tryFilter(names, (key) => nameOk(key) && env.policy.accepts(key) && patterns.every((entry) => entry.regex === regex || !entry.regex.test(key)));
    const value = env.tryBuild(sub, depth);
    if (keys !== undefined && value !== undefined) sources.push(fc.tuple(keys, value));
  }
  if (sources.length === 0) return undefined;
  return sources.length === 1 ? sources[0] : fc.oneof(...sources);
}

function toObject(entries: readonly Entry[]): Record<string, unknown> {
  // fromEntries defines own properties, so a "__proto__" key stays an ordinary key.
  return Object.fromEntries(entries);
}

function extrasArray(extra: fc.Arbitrary<Entry>, minLength: number, maxLength: number): fc.Arbitrary<Entry[]> {
  return fc.uniqueArray(extra, { minLength, maxLength, selector: (entry) => entry[0] });
}

/**
 * Weights (absent, present) of one optional property: two in three present for small objects;
 * in wide objects about eight plus a quarter of the rest, so payloads stay small on average.
 */
function optionalWeights(count: number, depth: number): [number, number] {
  const share = count <= 8 ? 2 / 3 : (8 + (count - 8) / 4) / count;
  const present = Math.max(1, Math.round(100 * share * (depth > 0 ? 0.75 : 1)));
  return [100 - present, present];
}

function freeObject(plan: Plan, depth: number, depthIdentifier: fc.DepthIdentifier): fc.Arbitrary<Record<string, unknown>> {
  const [absent, present] = optionalWeights(plan.optional.length, depth);
  const fields: Field[] = [
    ...plan.required.map(({ key, arb }) => ({ key, arbitrary: arb })),
    // fast-check favours absent more as the nesting gets deeper (through depthIdentifier).
    ...plan.optional.map(({ key, arb }) => ({ key, arbitrary: arb, presence: { absent, present } })),
  ];
  const extras = plan.extra === undefined || depth > 0 ? undefined : { arbitrary: extrasArray(plan.extra, 1, MAX_EXTRAS), rarity: EXTRA_RARITY };
  return fieldsArbitrary(fields, extras === undefined ? { depthIdentifier } : { depthIdentifier, extras });
}

function countedObject(plan: Plan, minP: number, maxP: number, extraCap: number): fc.Arbitrary<Record<string, unknown>> {
  const nRequired = plan.required.length;
  const required = fc.tuple(...plan.required.map(({ key, arb }) => arb.map((value): Entry => [key, value])));
  const indices = plan.optional.map((_, index) => index);
  const chosen = fc.subarray(indices, {
    minLength: Math.min(indices.length, Math.max(0, minP - nRequired - extraCap)),
    maxLength: Math.max(0, Math.min(indices.length, maxP - nRequired)),
  });
  return fc.tuple(required, chosen).chain(([req, picked]) => {
    const optional = fc.tuple(...picked.map((index) => {
      const { key, arb } = plan.optional[index] as Plan["optional"][number];
      return arb.map((value): Entry => [key, value]);
    }));
    const low = Math.max(0, minP - nRequired - picked.length);
    const high = Math.min(extraCap, maxP - nRequired - picked.length);
    const extras = plan.extra === undefined || high <= 0 ? fc.constant<Entry[]>([]) : extrasArray(plan.extra, Math.min(low, high), high);
    return fc.tuple(optional, extras).map(([opt, more]) => toObject([...req, ...opt, ...more]));
  });
}
