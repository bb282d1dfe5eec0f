import * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import type { JsonSchema } from "../core/json-schema.js";
import type { OperationDefinition, ParameterLocation } from "../core/operation.js";
import { ownCopy, setOwn } from "../core/own-property.js";
import { sendsEmptyValue } from "./wire-empty.js";

/** Values a parameter may take from earlier responses, each valid against its schema. */
export interface KnownParameter {
  readonly location: ParameterLocation;
  readonly name: string;
  readonly values: readonly unknown[];
}

/** Values a top-level property of a JSON body may take (id-like names only), each valid against the property's schema. */
export interface KnownField {
  readonly mediaType: string;
  readonly name: string;
  readonly values: readonly unknown[];
  /** The whole body's schema: a body with the value must still be valid. */
  readonly body: JsonSchema;
}

/** What an operation's positive cases may take from earlier responses. */
export interface KnownValues {
  readonly parameters: readonly KnownParameter[];
  readonly fields: readonly KnownField[];
}

/** How candidates are found and judged (the engine's dictionary and validator). */
export interface KnownValueSource {
  /** Values seen under a parameter's or field's names, best first. */
  readonly lookup: (name: string, path: string) => readonly (string | number)[];
  /** Whether a value is valid against a schema. */
  readonly valid: (schema: JsonSchema, value: unknown) => boolean;
  /** Looks up a `$ref` of the document. */
  readonly resolve: (ref: string) => JsonSchema | undefined;
  /** Parameters whose value is fixed by the configuration: never replaced. */
  readonly fixed?: (location: ParameterLocation, name: string) => boolean;
}

export const NOTHING_KNOWN: KnownValues = { parameters: [], fields: [] };

const PART = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" } as const;

/** Header and cookie values must be printable ASCII without edge whitespace. */
const HEADER_SAFE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
/** Body fields that take known values: ids (`id`, `userId`, `item_id`). */
const ID_LIKE = /id$/i;
/** Body schemas whose validity depends on more than each property: left alone. */
const COMBINED = ["oneOf", "anyOf", "not", "if", "discriminator", "dependentSchemas", "dependentRequired", "patternProperties"];

/**
 * The parameters and id-like JSON body fields of an operation that have values from earlier
 * responses, each value valid against its schema (as seen, or as its string or number form
 * when only that is valid), so drawing one never makes a positive case invalid. Pure: the
 * values are data.
 */
export function knownValues(operation: OperationDefinition, source: KnownValueSource): KnownValues {
  const parameters: KnownParameter[] = [];
  const seen = new Set<string>();
  for (const parameter of operation.parameters) {
    const key = `${parameter.location}\u0000${parameter.name}`;
    if (seen.has(key) || source.fixed?.(parameter.location, parameter.name) === true) continue;
    seen.add(key);
    const values = candidates(source.lookup(parameter.name, operation.path), parameter.schema, source.valid, (value) => {
      if (parameter.location === "header" || parameter.location === "cookie") return HEADER_SAFE.test(String(value));
      // The wire rules drawn values obey: no empty query value or path segment (`wire-empty.ts`).
      return !sendsEmptyValue(parameter, value) && (parameter.location !== "path" || String(value) !== "");
    });
    if (values.length > 0) parameters.push({ location: parameter.location, name: parameter.name, values });
  }
  const fields: KnownField[] = [];
  for (const alternative of operation.requestBody?.alternatives ?? []) {
    if (!/[/+]json\b/i.test(alternative.mediaType)) continue;
    const properties = plainProperties(alternative.schema, source.resolve, 0);
    if (properties === undefined) continue;
    for (const [name, schema] of Object.entries(properties)) {
      if (!ID_LIKE.test(name) || (typeof schema === "object" && schema["readOnly"] === true)) continue;
      const values = candidates(source.lookup(name, operation.path), schema, source.valid, () => true);
      if (values.length > 0) fields.push({ mediaType: alternative.mediaType, name, values, body: alternative.schema });
    }
  }
  return { parameters, fields };
}

/**
 * Positive cases that take known values: each known parameter or field is set to one of them
 * (two times in three for id-like names, one in three for others), else keeps its generated
 * value. A body that a known field would make invalid keeps its generated value. Shrinking
 * goes back to generated values first, so a failure that needs a real id keeps it. The
 * arbitrary itself when nothing is known.
 */
export function withKnownValues(arbitrary: fc.Arbitrary<CaseData>, known: KnownValues, valid: KnownValueSource["valid"]): fc.Arbitrary<CaseData> {
  const { parameters, fields } = known;
  if (parameters.length === 0 && fields.length === 0) return arbitrary;
  const pick = (name: string, values: readonly unknown[]): fc.Arbitrary<unknown> => {
    const idLike = ID_LIKE.test(name);
    return fc.oneof({ weight: idLike ? 1 : 2, arbitrary: fc.constant(undefined) }, { weight: idLike ? 2 : 1, arbitrary: fc.constantFrom(...values) });
  };
  const parameterPicks = fc.tuple(...parameters.map((parameter) => pick(parameter.name, parameter.values)));
  const fieldPicks = fc.tuple(...fields.map((field) => pick(field.name, field.values)));
  return fc.tuple(arbitrary, parameterPicks, fieldPicks).map(([data, chosen, chosenFields]) => {
    let result = data;
    chosen.forEach((value, index) => {
      if (value === undefined) return;
      const { location, name } = parameters[index] as KnownParameter;
      const part = PART[location];
      const values = ownCopy(result[part]);
      setOwn(values, name, value);
      result = { ...result, [part]: values };
    });
    chosenFields.forEach((value, index) => {
      const field = fields[index] as KnownField;
      const body = result.body;
      if (value === undefined || result.mediaType !== field.mediaType || body === null || typeof body !== "object" || Array.isArray(body)) return;
      const changed = ownCopy(body as Record<string, unknown>);
      setOwn(changed, field.name, value);
      if (valid(field.body, changed)) result = { ...result, body: changed };
    });
    return result;
  });
}

/** The known values minus those of parts a hook shapes (`pathParameters`, `query`, `headers`, `cookies`, `body`). */
export function withoutShaped(known: KnownValues, shaped: ReadonlySet<string>): KnownValues {
  if (shaped.size === 0) return known;
  return {
    parameters: known.parameters.filter((parameter) => !shaped.has(PART[parameter.location])),
    fields: shaped.has("body") ? [] : known.fields,
  };
}

function candidates(seen: readonly (string | number)[], schema: JsonSchema, valid: KnownValueSource["valid"], allowed: (value: unknown) => boolean): unknown[] {
  const values: unknown[] = [];
  for (const raw of seen) {
    const value = validForm(raw, schema, valid);
    if (value !== undefined && !values.includes(value) && allowed(value)) values.push(value);
  }
  return values;
}

function validForm(seen: string | number, schema: JsonSchema, valid: KnownValueSource["valid"]): unknown {
  // A response's `-0` goes out as `-0.0`, which a strict integer parser refuses.
  const raw = seen === 0 ? 0 : seen;
  if (valid(schema, raw)) return raw;
  const other = typeof raw === "number" ? String(raw) : /^-?\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  return other !== undefined && valid(schema, other) ? other : undefined;
}

/** A body schema's top-level properties (through `$ref` and `allOf`); undefined when other keywords combine them. */
function plainProperties(schema: JsonSchema | undefined, resolve: KnownValueSource["resolve"], depth: number): Record<string, JsonSchema> | undefined {
  if (schema === undefined || typeof schema === "boolean" || depth > 8) return undefined;
  if (COMBINED.some((keyword) => keyword in schema)) return undefined;
  const out: Record<string, JsonSchema> = {};
  const ref = schema["$ref"];
  if (typeof ref === "string") Object.assign(out, plainProperties(resolve(ref), resolve, depth + 1) ?? {});
  const properties = schema["properties"];
  if (properties !== null && typeof properties === "object" && !Array.isArray(properties)) Object.assign(out, properties);
  const allOf = schema["allOf"];
  if (Array.isArray(allOf)) {
    for (const member of allOf as JsonSchema[]) {
      const more = plainProperties(member, resolve, depth + 1);
      if (more === undefined) return undefined;
      Object.assign(out, more);
    }
  }
  return out;
}
