import * as fc from "fast-check";
import type { CaseData, Violation } from "../../core/case.js";
import { NOT_SET } from "../../core/not-set.js";
import type { BodyDefinition, OperationDefinition, ParameterDefinition, ParameterLocation } from "../../core/operation.js";
import { caseArbitrary } from "../case-arbitrary.js";
import { codecFiltered } from "../codec-guard.js";
import type { GenerationContext } from "../context.js";
import type { StringMode } from "../env.js";
import type { MutationFamily } from "./mutation.js";
import { negativeValues, type NegativeValue } from "./negative-value.js";

/** A negative case: positive everywhere except in the one place `violation` names. */
export interface NegativeCase {
  readonly data: CaseData;
  readonly violation: Violation;
  /** What the case breaks, e.g. `query parameter "limit": a number above the maximum 100`. */
  readonly description: string;
}

const ABSENT: unique symbol = Symbol("absent");
const MODES: Readonly<Record<ParameterLocation, StringMode>> = { path: "path", query: "body", header: "header", cookie: "cookie" };
const RECORDS = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" } as const;
const FORM = "application/x-www-form-urlencoded";
// A form body must stay an object of fields to be serialized at all.
const FORM_FAMILIES: ReadonlySet<MutationFamily> = new Set(["object"]);

/** What a negative case changes in an otherwise positive case. */
interface Change {
  readonly location: ParameterLocation | "body";
  readonly name?: string;
  readonly value: unknown;
  readonly mediaType?: string;
  readonly violation: Violation;
  readonly description: string;
}

const cache = new WeakMap<GenerationContext, WeakMap<OperationDefinition, fc.Arbitrary<NegativeCase> | null>>();

/**
 * Negative-mode cases of one operation: one location (a path, query, header or cookie
 * parameter, or the body) gets a value generated from a mutated copy of its schema — wrong
 * type, out of bounds, off-pattern, outside the enum, a required property left out, an
 * undeclared property, bad items — or a required query/header/cookie parameter or required
 * body is left out. Everything else comes from the positive generator. Header and cookie
 * strings follow the same HTTP-safe policy as positive ones. Undefined when nothing about the
 * operation can be made invalid.
 *
 * Throws a `SchemaError` when the positive rest of the case cannot be generated (see `caseArbitrary`).
 *
 * @example
 * const arb = negativeCaseArbitrary(operation, ctx);
 * if (arb !== undefined) fc.sample(arb, 1)[0].violation; // { kind: "schema", location: "query", name: "limit" }
 */
export function negativeCaseArbitrary(operation: OperationDefinition, ctx: GenerationContext): fc.Arbitrary<NegativeCase> | undefined {
  let byOperation = cache.get(ctx);
  if (byOperation === undefined) {
    byOperation = new WeakMap();
    cache.set(ctx, byOperation);
  }
  const known = byOperation.get(operation);
  if (known !== undefined) return known ?? undefined;
  const built = buildNegative(operation, ctx);
  const arb = built === undefined ? undefined : codecFiltered(built, ctx, (negative) => negative.data);
  byOperation.set(operation, arb ?? null);
  return arb;
}

function buildNegative(operation: OperationDefinition, ctx: GenerationContext): fc.Arbitrary<NegativeCase> | undefined {
  const sources: fc.Arbitrary<Change>[] = [];
  const seen = new Set<string>();
  for (const parameter of operation.parameters) {
    // The first declaration of a name is the one positive cases fill (see caseArbitrary).
    const key = `${parameter.location}:${parameter.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = parameterSource(parameter, ctx);
    if (source !== undefined) sources.push(source);
  }
  const body = bodySource(operation, ctx);
  if (body !== undefined) sources.push(body);
  if (sources.length === 0) return undefined;
  const positive = caseArbitrary(operation, ctx);
  const change = sources.length === 1 ? (sources[0] as fc.Arbitrary<Change>) : fc.oneof(...sources);
  return fc.tuple(positive, change).map(([data, picked]) => applyChange(data, picked));
}

function parameterSource(parameter: ParameterDefinition, ctx: GenerationContext): fc.Arbitrary<Change> | undefined {
  const { location, name } = parameter;
  const what = `${location} parameter ${JSON.stringify(name)}`;
  // A JSON `content` parameter keeps its types on the wire; styled values are text.
  const textual = parameter.contentType === undefined || !/json/i.test(parameter.contentType);
  const values = negativeValues(parameter.schema, ctx, { mode: MODES[location], textual });
  const options = values.map((value) => changes(value, { location, name, violation: { kind: "schema", location, name }, description: `${what}: ${value.description}` }));
  // A path without one of its parameters is another URL, not a request missing a value.
  if (parameter.required && location !== "path") {
    options.push(fc.constant({ location, name, value: ABSENT, violation: { kind: "missing-required", location, name }, description: `the required ${what} left out` }));
  }
  return pick(options);
}

function bodySource(operation: OperationDefinition, ctx: GenerationContext): fc.Arbitrary<Change> | undefined {
  const requestBody = operation.requestBody;
  if (requestBody === undefined) return undefined;
  const options: fc.Arbitrary<Change>[] = [];
  for (const alternative of requestBody.alternatives) {
    for (const value of bodyValues(alternative, ctx)) {
      const description = `body (${alternative.mediaType}): ${value.description}`;
      // Named by the broken property's pointer, as the coverage phase names it: one rule broken is one violation.
      const violation: Violation = value.pointer === undefined ? { kind: "schema", location: "body" } : { kind: "schema", location: "body", name: value.pointer };
      options.push(changes(value, { location: "body", mediaType: alternative.mediaType, violation, description }));
    }
  }
  if (requestBody.required && requestBody.alternatives.length > 0) {
    options.push(fc.constant({ location: "body", value: ABSENT, violation: { kind: "missing-required", location: "body" }, description: "the required body left out" }));
  }
  return pick(options);
}

// Only bodies whose wire form keeps the breakage visible: JSON, and form fields.
function bodyValues(alternative: BodyDefinition, ctx: GenerationContext): NegativeValue[] {
  const essence = alternative.mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (essence === FORM) return negativeValues(alternative.schema, ctx, { mode: "body", textual: true, families: FORM_FAMILIES });
  if (/^[^/]+\/(?:[^+]+\+)?json$/.test(essence)) return negativeValues(alternative.schema, ctx, { mode: "body", textual: false });
  return [];
}

function changes(value: NegativeValue, template: Omit<Change, "value">): fc.Arbitrary<Change> {
  return value.arbitrary.map((generated): Change => ({ ...template, value: generated }));
}

function pick(options: fc.Arbitrary<Change>[]): fc.Arbitrary<Change> | undefined {
  if (options.length === 0) return undefined;
  return options.length === 1 ? options[0] : fc.oneof(...options);
}

function applyChange(data: CaseData, change: Change): NegativeCase {
  const { violation, description } = change;
  if (change.location === "body") {
    const body = change.value === ABSENT ? { body: NOT_SET, mediaType: undefined } : { body: change.value, mediaType: change.mediaType };
    return { data: { ...data, ...body }, violation, description };
  }
  const record = RECORDS[change.location];
  const name = change.name ?? "";
  // Rebuilt from entries so that a parameter named "__proto__" stays an ordinary key.
  const entries = Object.entries(data[record]).filter(([key]) => key !== name);
  if (change.value !== ABSENT) entries.push([name, change.value]);
  return { data: { ...data, [record]: Object.fromEntries(entries) }, violation, description };
}
