import * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import { ApitestError, SchemaError } from "../core/errors.js";
import { NOT_SET } from "../core/not-set.js";
import type { OperationDefinition, ParameterDefinition, ParameterLocation, RequestBodyDefinition } from "../core/operation.js";
import { environmentFor } from "./build.js";
import { codecFiltered } from "./codec-guard.js";
import type { GenerationContext } from "./context.js";
import type { StringMode } from "./env.js";
import { emptyRecord } from "./empty-record.js";
import { fieldsArbitrary, type Field } from "./fields.js";
import { formSafeBody } from "./form-body.js";
import { tryFilter } from "./probe.js";
import { plainString } from "./string.js";
import { mayBeSentEmpty, sendsEmptyValue } from "./wire-empty.js";

const MODES: Readonly<Record<ParameterLocation, StringMode>> = { path: "path", query: "body", header: "header", cookie: "cookie" };

const cache = new WeakMap<GenerationContext, WeakMap<OperationDefinition, fc.Arbitrary<CaseData>>>();

/**
 * Positive-mode test cases of one operation: every path parameter (plus any `{name}` in the
 * template left undeclared), required query/header/cookie parameters always and optional ones
 * sometimes, and a body from one of the request body's media types (left out sometimes when
 * optional). Header and cookie strings are printable ASCII without edge whitespace or
 * `ctx.excludeHeaderCharacters`; path strings are non-empty and avoid `/`, `?`, `#`.
 *
 * Throws a `SchemaError` when a required parameter or a required body has no valid value.
 *
 * @example
 * fc.sample(caseArbitrary(operation, ctx), 1)[0].pathParameters; // { user_id: 42 }
 */
export function caseArbitrary(operation: OperationDefinition, ctx: GenerationContext): fc.Arbitrary<CaseData> {
  let byOperation = cache.get(ctx);
  if (byOperation === undefined) {
    byOperation = new WeakMap();
    cache.set(ctx, byOperation);
  }
  const known = byOperation.get(operation);
  if (known !== undefined) return known;
  const arb = codecFiltered(buildCase(operation, ctx), ctx, (data) => data);
  byOperation.set(operation, arb);
  return arb;
}

type Values = Record<string, unknown>;
type Shaper<T> = (arbitrary: fc.Arbitrary<T>) => fc.Arbitrary<T>;

/** Rewrites a part's arbitrary before the case is assembled (the `beforeGenerate*` hooks). */
export interface PartShapers {
  readonly pathParameters?: Shaper<Values>;
  readonly query?: Shaper<Values>;
  readonly headers?: Shaper<Values>;
  readonly cookies?: Shaper<Values>;
  /** Applied to each media type's body arbitrary. */
  readonly body?: Shaper<unknown>;
}

/** {@link caseArbitrary} with each part's arbitrary passed through its shaper first (not cached). */
export function shapedCaseArbitrary(operation: OperationDefinition, ctx: GenerationContext, shapers: PartShapers): fc.Arbitrary<CaseData> {
  return buildCase(operation, ctx, shapers);
}

function shaped<T>(shaper: Shaper<T> | undefined, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return shaper === undefined ? arbitrary : shaper(arbitrary);
}

function buildCase(operation: OperationDefinition, ctx: GenerationContext, shapers: PartShapers = {}): fc.Arbitrary<CaseData> {
  const byLocation = (location: ParameterLocation): ParameterDefinition[] => operation.parameters.filter((parameter) => parameter.location === location);
  const pathParameters = byLocation("path");
  const declared = new Set(pathParameters.map((parameter) => parameter.name));
  const undeclared = templateNames(operation.path).filter((name) => !declared.has(name));
  const pathPolicy = environmentFor(ctx, "path").policy;
  const extraPath = undeclared.map((name): Field => ({ key: name, arbitrary: plainString(pathPolicy, 1, 16) }));
  const path = shaped(
    shapers.pathParameters,
    pathParameters.length === 0 && extraPath.length === 0 ? emptyRecord() : fieldsArbitrary([...parameterFields(pathParameters, ctx, true, operation.label), ...extraPath]),
  );
  const query = shaped(shapers.query, recordOf(byLocation("query"), ctx, operation.label));
  const headers = shaped(shapers.headers, recordOf(byLocation("header"), ctx, operation.label));
  const cookies = shaped(shapers.cookies, recordOf(byLocation("cookie"), ctx, operation.label));
  const body = bodyArbitrary(operation.requestBody, ctx, operation.label, shapers.body);
  return fc.tuple(path, query, headers, cookies, body).map(([pathValues, queryValues, headerValues, cookieValues, payload]) => ({
    method: operation.method,
    path: operation.path,
    pathParameters: pathValues,
    query: queryValues,
    headers: headerValues,
    cookies: cookieValues,
    body: payload.body,
    mediaType: payload.mediaType,
  }));
}

function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] as string);
}

/** The query, header or cookie parameters of an operation as a record of values; a fresh `{}` when it declares none there. */
function recordOf(parameters: readonly ParameterDefinition[], ctx: GenerationContext, label: string): fc.Arbitrary<Values> {
  if (parameters.length === 0) return emptyRecord();
  return fieldsArbitrary(parameterFields(parameters, ctx, false, label));
}

/** Optional parameters are present two times in three (and left out first when shrinking). */
const OPTIONAL_PARAMETER = { absent: 1, present: 2 } as const;

function parameterFields(parameters: readonly ParameterDefinition[], ctx: GenerationContext, forceRequired: boolean, label: string): Field[] {
  const fields: Field[] = [];
  const seen = new Set<string>();
  for (const parameter of parameters) {
    // A duplicated name would overwrite itself on the wire anyway; the first declaration wins.
    if (seen.has(parameter.name)) continue;
    seen.add(parameter.name);
    const env = environmentFor(ctx, MODES[parameter.location]);
    const required = forceRequired || parameter.required;
    if (required) {
      const arbitrary = explained(() => env.build(parameter.schema, 0), `the required ${parameter.location} parameter ${JSON.stringify(parameter.name)} of ${label}`);
      // A schema that only allows an empty value keeps it: the parameter is required.
      fields.push({ key: parameter.name, arbitrary: nonEmptyOnWire(parameter, arbitrary) ?? arbitrary });
      continue;
    }
    const built = env.tryBuild(parameter.schema, 0);
    // An optional parameter whose every value would go out empty is left out.
    const arbitrary = built === undefined ? undefined : nonEmptyOnWire(parameter, built);
    if (arbitrary !== undefined) fields.push({ key: parameter.name, arbitrary, presence: OPTIONAL_PARAMETER });
  }
  return fields;
}

/**
 * The parameter's values without those a strict server reads as empty or missing once sent
 * (`wire-empty.ts`: `?q=` without `allowEmptyValue`, an empty path segment), or undefined when
 * no sampled value is left.
 */
function nonEmptyOnWire(parameter: ParameterDefinition, arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> | undefined {
  if (!mayBeSentEmpty(parameter)) return arbitrary;
  // `sendsEmptyValue` reads only these of the parameter: the same schema's arbitrary under the
  // same ones gets the same filter, probed once (a large schema shares `owner`, `page`… across
  // hundreds of operations; the probe draws values). Shared, it draws what a fresh one would.
  const key = `${parameter.location} ${parameter.required} ${parameter.allowEmptyValue} ${parameter.explode} ${parameter.style} ${parameter.contentType}`;
  let byKey = nonEmptyFilters.get(arbitrary);
  if (byKey === undefined) {
    byKey = new Map();
    nonEmptyFilters.set(arbitrary, byKey);
  }
  if (byKey.has(key)) return byKey.get(key);
  const filtered = tryFilter(arbitrary, (value) => !sendsEmptyValue(parameter, value));
  byKey.set(key, filtered);
  return filtered;
}

/** Filters made by {@link nonEmptyOnWire}, by arbitrary and what of the parameter they read (undefined: hopeless). */
const nonEmptyFilters = new WeakMap<fc.Arbitrary<unknown>, Map<string, fc.Arbitrary<unknown> | undefined>>();

interface Payload {
  readonly body: unknown;
  readonly mediaType: string | undefined;
}

function bodyArbitrary(requestBody: RequestBodyDefinition | undefined, ctx: GenerationContext, label: string, shaper?: Shaper<unknown>): fc.Arbitrary<Payload> {
  const unset = fc.constant<Payload>({ body: NOT_SET, mediaType: undefined });
  if (requestBody === undefined || requestBody.alternatives.length === 0) return unset;
  const env = environmentFor(ctx, "body");
  const alternatives: fc.Arbitrary<Payload>[] = [];
  let firstError: unknown;
  for (const alternative of requestBody.alternatives) {
    try {
      const arb = customBody(ctx, alternative.mediaType) ?? shaped(shaper, formSafeBody(env.build(alternative.schema, 0), alternative.mediaType));
      alternatives.push(arb.map((body) => ({ body, mediaType: alternative.mediaType })));
    } catch (error) {
      if (!(error instanceof ApitestError)) throw error;
      firstError ??= error;
    }
  }
  if (alternatives.length === 0) {
    if (requestBody.required) throw explain(firstError, `the required request body of ${label}`);
    return unset;
  }
  const chosen = alternatives.length === 1 ? (alternatives[0] as fc.Arbitrary<Payload>) : fc.oneof(...alternatives);
  return requestBody.required ? chosen : fc.oneof({ weight: 4, arbitrary: chosen }, { weight: 1, arbitrary: unset });
}

// A media type registered with openapi.mediaType(): its bodies come from the user's arbitrary.
function customBody(ctx: GenerationContext, mediaType: string): fc.Arbitrary<unknown> | undefined {
  if (ctx.mediaTypes === undefined || ctx.mediaTypes.size === 0) return undefined;
  const semicolon = mediaType.indexOf(";");
  return ctx.mediaTypes.get((semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)).trim().toLowerCase());
}

function explained<T>(make: () => T, what: string): T {
  try {
    return make();
  } catch (error) {
    throw explain(error, what);
  }
}

// Names the parameter or body at fault, keeping the schema-level reason and code.
function explain(error: unknown, what: string): unknown {
  if (!(error instanceof ApitestError)) return error;
  const code = error.code === "reference_error" || error.code === "schema_invalid" ? error.code : "schema_unsupported";
  return new SchemaError(code, `Cannot generate ${what}: ${error.message}`, { cause: error });
}
