import * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import type { JsonSchema } from "../core/json-schema.js";
import type { OperationDefinition, ParameterLocation } from "../core/operation.js";
import { ownCopy, setOwn } from "../core/own-property.js";

/** Values a parameter may take from earlier responses, each valid against its schema. */
export interface KnownParameter {
  readonly location: ParameterLocation;
  readonly name: string;
  readonly values: readonly unknown[];
  /** Constants of the API's code it may take (grey-box runs), each valid against its schema. */
  readonly code?: CodeChoice;
}

/** Constants of the API's code a parameter or field may take, best first. */
export interface CodeChoice {
  /** Compared with the parameter's name, or in code the operation's requests reached: drawn more often. */
  readonly preferred: readonly unknown[];
  /** The others of its type. */
  readonly others: readonly unknown[];
}

/** The scalar types code constants are looked up by. */
export type ScalarType = "string" | "integer" | "number";

/**
 * Parameters of one scalar type that a case may set to one value (grey-box runs): a handler
 * may branch on `a === b && b === c`, which independent values almost never reach.
 */
export type EqualGroup =
  | { readonly kind: "parameters"; readonly members: readonly { readonly location: ParameterLocation; readonly name: string; readonly schema: JsonSchema }[] }
  /** Top-level properties of a JSON body of one type. */
  | { readonly kind: "body"; readonly mediaType: string; readonly body: JsonSchema; readonly names: readonly string[] };

/**
 * Values a top-level property of a JSON body may take (from responses: id-like names only;
 * from the code: any string or number property), each valid against the property's schema.
 */
export interface KnownField {
  readonly mediaType: string;
  readonly name: string;
  readonly values: readonly unknown[];
  /** Constants of the API's code it may take (grey-box runs). */
  readonly code?: CodeChoice;
  /** The whole body's schema: a body with the value must still be valid. */
  readonly body: JsonSchema;
}

/** What an operation's positive cases may take from earlier responses. */
export interface KnownValues {
  readonly parameters: readonly KnownParameter[];
  readonly fields: readonly KnownField[];
  /** Parameters of one type a case may set to one value (grey-box runs); none when absent. */
  readonly equal?: readonly EqualGroup[];
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
  /**
   * Constants of the API's code of a type, best first, for a parameter or field name; the
   * first `preferred` are drawn more often. Present in grey-box runs only: then parameters of
   * one type are also tried with one shared value.
   */
  readonly code?: (type: ScalarType, name: string) => { readonly values: readonly (string | number)[]; readonly preferred: number };
}

export const NOTHING_KNOWN: KnownValues = { parameters: [], fields: [] };

const PART = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" } as const;

/** Keywords that do not restrict a scalar schema's values beyond its `type`. */
const ANNOTATIONS = new Set(["type", "title", "description", "example", "examples", "deprecated", "readOnly", "writeOnly", "$comment"]);
/** Header and cookie values must be printable ASCII without edge whitespace. */
const HEADER_SAFE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
/** Body fields that take known values: ids (`id`, `userId`, `item_id`). */
const ID_LIKE = /id$/i;
/** Body schemas whose validity depends on more than each property: left alone. */
const COMBINED = ["oneOf", "anyOf", "not", "if", "discriminator", "dependentSchemas", "dependentRequired", "patternProperties"];

/**
 * The parameters and id-like JSON body fields of an operation that have values from earlier
 * responses, each value valid against its schema (as seen, or as its string or number form
 * when only that is valid), so drawing one never makes a positive case invalid. With a `code`
 * source (grey-box), also the code's constants for every parameter and top-level body field of
 * a string, integer or number schema, and the groups of parameters of one type that may share
 * a value. Pure: the values are data.
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
      return parameter.location !== "path" || String(value) !== "";
    });
    const code = codeChoice(source, parameter.schema, parameter.name, (value) => wireSafe(parameter.location, value));
    if (values.length > 0 || code !== undefined) parameters.push({ location: parameter.location, name: parameter.name, values, ...(code === undefined ? {} : { code }) });
  }
  const fields: KnownField[] = [];
  const equal = source.code === undefined ? [] : equalGroups(operation, source);
  for (const alternative of operation.requestBody?.alternatives ?? []) {
    if (!/[/+]json\b/i.test(alternative.mediaType)) continue;
    const properties = plainProperties(alternative.schema, source.resolve, 0);
    if (properties === undefined) continue;
    const byType = new Map<ScalarType, string[]>();
    for (const [name, schema] of Object.entries(properties)) {
      if (typeof schema === "object" && schema["readOnly"] === true) continue;
      const type = source.code === undefined ? undefined : scalarType(schema, source.resolve);
      if (type !== undefined) byType.set(type, [...(byType.get(type) ?? []), name]);
      const values = ID_LIKE.test(name) ? candidates(source.lookup(name, operation.path), schema, source.valid, () => true) : [];
      const code = codeChoice(source, schema, name, () => true);
      if (values.length > 0 || code !== undefined) fields.push({ mediaType: alternative.mediaType, name, values, body: alternative.schema, ...(code === undefined ? {} : { code }) });
    }
    for (const names of byType.values()) if (names.length > 1) equal.push({ kind: "body", mediaType: alternative.mediaType, body: alternative.schema, names });
  }
  return equal.length === 0 ? { parameters, fields } : { parameters, fields, equal };
}

/**
 * Positive cases that take known values: each known parameter or field is set to one of them
 * (two times in three for id-like names, one in three for others), else keeps its generated
 * value; the code's constants, when there are any, are two more pools beside them (preferred
 * ones, the others), and one case in four gives a group of parameters of one type one value. A body that a known field would make invalid keeps its generated value. Shrinking
 * goes back to generated values first, so a failure that needs a real id keeps it. The
 * arbitrary itself when nothing is known.
 */
export function withKnownValues(arbitrary: fc.Arbitrary<CaseData>, known: KnownValues, valid: KnownValueSource["valid"]): fc.Arbitrary<CaseData> {
  const { parameters, fields } = known;
  const equal = known.equal ?? [];
  if (parameters.length === 0 && fields.length === 0 && equal.length === 0) return arbitrary;
  const pick = (name: string, values: readonly unknown[], code: CodeChoice | undefined): fc.Arbitrary<unknown> => {
    const idLike = ID_LIKE.test(name);
    if (code === undefined) return fc.oneof({ weight: idLike ? 1 : 2, arbitrary: fc.constant(undefined) }, { weight: idLike ? 2 : 1, arbitrary: fc.constantFrom(...values) });
    // Grey-box: the code's constants beside the response values, its preferred ones in a pool of their own.
    const pools: fc.WeightedArbitrary<unknown>[] = [{ weight: idLike ? 1 : 2, arbitrary: fc.constant(undefined) }];
    if (values.length > 0) pools.push({ weight: idLike ? 2 : 1, arbitrary: fc.constantFrom(...values) });
    if (code.preferred.length > 0) pools.push({ weight: 1, arbitrary: fc.constantFrom(...code.preferred) });
    if (code.others.length > 0) pools.push({ weight: 1, arbitrary: fc.constantFrom(...code.others) });
    return fc.oneof(...pools);
  };
  const parameterPicks = fc.tuple(...parameters.map((parameter) => pick(parameter.name, parameter.values, parameter.code)));
  const fieldPicks = fc.tuple(...fields.map((field) => pick(field.name, field.values, field.code)));
  const withPicks = fc.tuple(arbitrary, parameterPicks, fieldPicks).map(([data, chosen, chosenFields]) => {
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
  return equal.length === 0 ? withPicks : withEqualValues(withPicks, equal, valid);
}

/**
 * Cases where, one time in four, the parameters of one type share a value: the first member's,
 * copied to the others where it is valid for them (the rest keep theirs, so the case stays
 * positive). Pure.
 */
function withEqualValues(arbitrary: fc.Arbitrary<CaseData>, equal: readonly EqualGroup[], valid: KnownValueSource["valid"]): fc.Arbitrary<CaseData> {
  const choice = fc.oneof({ weight: 3, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: equal.length - 1 }) });
  return fc.tuple(arbitrary, choice).map(([data, index]) => {
    const group = equal[index];
    if (group === undefined) return data;
    if (group.kind === "body") return withEqualFields(data, group, valid);
    let value: unknown;
    let result = data;
    for (const member of group.members) {
      const part = PART[member.location];
      const current = result[part];
      if (value === undefined) {
        value = Object.hasOwn(current, member.name) ? current[member.name] : undefined;
        continue;
      }
      if (!valid(member.schema, value) || !wireSafe(member.location, value)) continue;
      const values = ownCopy(current);
      setOwn(values, member.name, value);
      result = { ...result, [part]: values };
    }
    return result;
  });
}

/** A case whose body's fields of one group take the first present one's value, each copy kept only when the body stays valid. */
function withEqualFields(data: CaseData, group: Extract<EqualGroup, { kind: "body" }>, valid: KnownValueSource["valid"]): CaseData {
  const body = data.body;
  if (data.mediaType !== group.mediaType || body === null || typeof body !== "object" || Array.isArray(body)) return data;
  const record = body as Record<string, unknown>;
  const source = group.names.find((name) => Object.hasOwn(record, name));
  if (source === undefined) return data;
  let changed = record;
  for (const name of group.names) {
    if (name === source || !Object.hasOwn(record, name)) continue;
    const next = ownCopy(changed);
    setOwn(next, name, record[source]);
    if (valid(group.body, next)) changed = next;
  }
  return changed === record ? data : { ...data, body: changed };
}

/** The known values minus those of parts a hook shapes (`pathParameters`, `query`, `headers`, `cookies`, `body`). */
export function withoutShaped(known: KnownValues, shaped: ReadonlySet<string>): KnownValues {
  if (shaped.size === 0) return known;
  const equal = (known.equal ?? []).flatMap((group): EqualGroup[] => {
    if (group.kind === "body") return shaped.has("body") ? [] : [group];
    const members = group.members.filter((member) => !shaped.has(PART[member.location]));
    return members.length > 1 ? [{ kind: "parameters", members }] : [];
  });
  return {
    parameters: known.parameters.filter((parameter) => !shaped.has(PART[parameter.location])),
    fields: shaped.has("body") ? [] : known.fields,
    ...(equal.length === 0 ? {} : { equal }),
  };
}

/**
 * Header and cookie values are printable ASCII without edge whitespace; path segments are not
 * empty, `.` or `..`, and hold no `/`, `?` or `#` (as generated ones: `string-policy.ts`).
 */
function wireSafe(location: ParameterLocation, value: unknown): boolean {
  const text = String(value);
  if (location === "header" || location === "cookie") return HEADER_SAFE.test(text);
  if (location === "path") return text !== "" && text !== "." && text !== ".." && !/[/?#]/.test(text);
  return text !== "";
}

/** The code's constants a parameter or field of a scalar schema may take; undefined when none fits. */
function codeChoice(source: KnownValueSource, schema: JsonSchema, name: string, allowed: (value: unknown) => boolean): CodeChoice | undefined {
  if (source.code === undefined) return undefined;
  const type = scalarType(schema, source.resolve);
  if (type === undefined) return undefined;
  const { values, preferred } = source.code(type, name);
  // A bare `{ type }` takes every constant of its type (the source gives only those): no validation needed.
  const valid = Object.keys(schema).every((key) => ANNOTATIONS.has(key)) ? () => true : source.valid;
  const preferredValues = candidates(values.slice(0, preferred), schema, valid, allowed);
  const others = candidates(values.slice(preferred), schema, valid, allowed).filter((value) => !preferredValues.includes(value));
  return preferredValues.length === 0 && others.length === 0 ? undefined : { preferred: preferredValues, others };
}

/**
 * The scalar type of a schema (through `$ref`; `["integer", "null"]` is `integer`); undefined
 * for other types, and for `enum`/`const`, whose values are drawn already.
 */
export function scalarType(schema: JsonSchema | undefined, resolve: KnownValueSource["resolve"], depth = 0): ScalarType | undefined {
  if (schema === undefined || typeof schema === "boolean" || depth > 8) return undefined;
  const ref = schema["$ref"];
  if (typeof ref === "string") return scalarType(resolve(ref), resolve, depth + 1);
  if ("enum" in schema || "const" in schema) return undefined;
  const declared = schema["type"];
  const types = Array.isArray(declared) ? declared.filter((type) => type !== "null") : [declared];
  if (types.length !== 1) return undefined;
  const [type] = types;
  return type === "string" || type === "integer" || type === "number" ? type : undefined;
}

/** The operation's parameters grouped by scalar type, groups of two or more; fixed ones left out. */
function equalGroups(operation: OperationDefinition, source: KnownValueSource): EqualGroup[] {
  const byType = new Map<ScalarType, Extract<EqualGroup, { kind: "parameters" }>["members"][number][]>();
  const seen = new Set<string>();
  for (const parameter of operation.parameters) {
    const key = `${parameter.location}\u0000${parameter.name}`;
    if (seen.has(key) || source.fixed?.(parameter.location, parameter.name) === true) continue;
    seen.add(key);
    const type = scalarType(parameter.schema, source.resolve);
    if (type === undefined) continue;
    const members = byType.get(type) ?? [];
    members.push({ location: parameter.location, name: parameter.name, schema: parameter.schema });
    byType.set(type, members);
  }
  return [...byType.values()].filter((members) => members.length > 1).map((members) => ({ kind: "parameters", members }));
}

function candidates(seen: readonly (string | number)[], schema: JsonSchema, valid: KnownValueSource["valid"], allowed: (value: unknown) => boolean): unknown[] {
  const values: unknown[] = [];
  for (const raw of seen) {
    const value = validForm(raw, schema, valid);
    if (value !== undefined && !values.includes(value) && allowed(value)) values.push(value);
  }
  return values;
}

function validForm(raw: string | number, schema: JsonSchema, valid: KnownValueSource["valid"]): unknown {
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
