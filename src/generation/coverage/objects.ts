import type { JsonSchema, JsonSchemaObject } from "../../core/json-schema.js";
import type { DataMode } from "../../core/phase.js";
import { isPlainObject } from "../json-value.js";
import { covered, interleave, MAX_VARIED_DEPTH, nested, type CoverageEnv, type CoverageValue } from "./coverage-value.js";

/** Key of the undeclared property sent when `additionalProperties: false`. */
const UNKNOWN_KEY = "x-apitest-unknown-property";

/** Key of the extra property sent where `additionalProperties` allows one. */
const EXTRA_KEY = "key";

interface ObjectPlan {
  readonly properties: Readonly<Record<string, JsonSchema>>;
  readonly required: readonly string[];
  /** Declared properties sent besides the required ones (readOnly ones are not sent in requests). */
  readonly optional: readonly string[];
  /** The object with every required property at its first positive value. */
  readonly base: Readonly<Record<string, unknown>>;
  /** The schema of undeclared properties, when they are allowed and described (not absent, not false). */
  readonly additional: JsonSchema | undefined;
}

/**
 * Coverage values of `type: object`. Positive: only the required properties, all properties,
 * then one object per property value (the others at their base values, so a failure points
 * at one property). Negative: each required property missing, an unknown property under
 * `additionalProperties: false`, and one object per negative property value.
 */
export function objectValues(schema: JsonSchemaObject, env: CoverageEnv, mode: DataMode, depth: number): CoverageValue[] {
  const plan = planObject(schema, env, depth);
  if (plan === undefined) return [];
  const varied = depth < MAX_VARIED_DEPTH;
  return mode === "positive" ? positives(plan, env, depth, varied) : negatives(schema, plan, env, depth, varied);
}

function planObject(schema: JsonSchemaObject, env: CoverageEnv, depth: number): ObjectPlan | undefined {
  const properties = isPlainObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  // A required readOnly property is not sent in a request (OpenAPI: its `required` applies to responses).
  const required = [...new Set(Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === "string") : [])].filter(
    (key) => !Object.hasOwn(properties, key) || !env.build.isReadOnly(properties[key] as JsonSchema),
  );
  const entries: [string, unknown][] = [];
  for (const key of required) {
    const sub = Object.hasOwn(properties, key) ? properties[key] : ((schema.additionalProperties ?? true) as JsonSchema);
    const first = env.first(sub as JsonSchema, depth + 1);
    // A required property without any valid value makes the whole object impossible.
    if (first === undefined) return undefined;
    entries.push([key, first.value]);
  }
  // fromEntries defines own properties: a "__proto__" key stays an ordinary key.
  const base = Object.fromEntries(entries);
  const optional = Object.keys(properties).filter((key) => !required.includes(key) && !env.build.isReadOnly(properties[key] as JsonSchema));
  const additional = schema.additionalProperties === undefined || schema.additionalProperties === false ? undefined : (schema.additionalProperties as JsonSchema);
  return { properties, required, optional, base, additional };
}

function additionalEntry(plan: ObjectPlan, env: CoverageEnv, depth: number): Record<string, unknown> | undefined {
  if (plan.additional === undefined || Object.hasOwn(plan.properties, EXTRA_KEY)) return undefined;
  const first = env.first(plan.additional, depth + 1);
  return first === undefined ? undefined : { [EXTRA_KEY]: first.value };
}

function positives(plan: ObjectPlan, env: CoverageEnv, depth: number, varied: boolean): CoverageValue[] {
  const out: CoverageValue[] = [covered({ ...plan.base }, plan.optional.length === 0 ? "all properties" : "only required properties")];
  const extra: [string, unknown][] = [];
  for (const key of plan.optional) {
    const first = env.first(plan.properties[key] as JsonSchema, depth + 1);
    if (first !== undefined) extra.push([key, first.value]);
  }
  const full = Object.fromEntries([...Object.entries(plan.base), ...extra]);
  if (Object.keys(full).length > Object.keys(plan.base).length) out.push(covered(full, "all properties"));
  // Free-form maps (`additionalProperties: {schema}`) also get one entry, so they are not only `{}`.
  const additional = additionalEntry(plan, env, depth);
  if (additional !== undefined) out.push(covered({ ...full, ...additional }, "one additional property"));
  if (!varied) return out;
  out.push(...varyProperties(plan, env, "positive", depth));
  return out;
}

function negatives(schema: JsonSchemaObject, plan: ObjectPlan, env: CoverageEnv, depth: number, varied: boolean): CoverageValue[] {
  const out: CoverageValue[] = [];
  for (const key of plan.required) {
    const rest = Object.fromEntries(Object.entries(plan.base).filter(([name]) => name !== key));
    out.push(covered(rest, `missing required property ${JSON.stringify(key)}`));
  }
  if (schema.additionalProperties === false && !Object.hasOwn(plan.properties, UNKNOWN_KEY)) {
    out.push(covered({ ...plan.base, [UNKNOWN_KEY]: "unexpected" }, "unknown property (additionalProperties: false)"));
  }
  if (!varied) return out;
  out.push(...varyProperties(plan, env, "negative", depth));
  return out;
}

// One object per value of each property, the properties taking turns (see `interleave`).
function varyProperties(plan: ObjectPlan, env: CoverageEnv, mode: DataMode, depth: number): CoverageValue[] {
  const perProperty = [...plan.required, ...plan.optional].map((key) => {
    const sub = plan.properties[key];
    if (sub === undefined) return [];
    return env.values(sub, mode, depth + 1).map((entry) => nested(entry, key, { ...plan.base, [key]: entry.value }));
  });
  return interleave(perProperty);
}
