import type { CaseData } from "../../core/case.js";
import { SchemaError } from "../../core/errors.js";
import type { JsonSchema } from "../../core/json-schema.js";
import { NOT_SET } from "../../core/not-set.js";
import type { OperationDefinition, ParameterDefinition, ParameterLocation } from "../../core/operation.js";
import type { GenerationContext } from "../context.js";
import { losesEmptyArray } from "../form-body.js";
import { sendsEmptyValue } from "../wire-empty.js";
import { isJsonMediaType } from "./json-media.js";
import { coverageEnv } from "./coverage-values.js";
import type { CoverageLocation } from "./coverage-value.js";

/** One independently varied part of a request: a parameter, or the body in one media type. */
export interface CoveragePart {
  /** Unique per operation, e.g. `query:limit`, `body:application/json`. */
  readonly key: string;
  /** How descriptions name the part, e.g. `query limit`, `body`. */
  readonly label: string;
  readonly location: CoverageLocation;
  /** Parameter name; `""` for the body. */
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
  /** Whether the value travels as text (see `CoverageEnv.textual`). */
  readonly textual: boolean;
  /** Media type, for body parts. */
  readonly mediaType?: string;
  /**
   * Whether a list value goes out as the name repeated (`?a=1&a=1`): a styled parameter (no
   * `content`) with explode, in any style but deepObject. Only then can a value be sent twice.
   */
  readonly repeatsLists: boolean;
  /** The parameter the part is, when the operation declares it (not for the body or an undeclared `{name}`). */
  readonly parameter?: ParameterDefinition;
}

const RECORDS: Readonly<Record<ParameterLocation, "pathParameters" | "query" | "headers" | "cookies">> = {
  path: "pathParameters",
  query: "query",
  header: "headers",
  cookie: "cookies",
};
const TEMPLATE_NAME = /\{([^{}]+)\}/g;
const UNDECLARED_PATH_SCHEMA: JsonSchema = { type: "string", minLength: 1 };

/**
 * The parts of an operation in a stable order: parameters as declared (the first of a
 * duplicated name wins), `{names}` of the path template that no parameter declares, then one
 * body part per media type.
 */
export function operationParts(operation: OperationDefinition): CoveragePart[] {
  const parts: CoveragePart[] = [];
  const seen = new Set<string>();
  for (const parameter of operation.parameters) {
    const key = `${parameter.location}:${parameter.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const textual = parameter.contentType === undefined || !isJsonMediaType(parameter.contentType);
    const required = parameter.location === "path" || parameter.required;
    const repeatsLists = parameter.contentType === undefined && parameter.explode && parameter.style !== "deepObject";
    parts.push({ key, label: `${parameter.location} ${parameter.name}`, location: parameter.location, name: parameter.name, required, schema: parameter.schema, textual, repeatsLists, parameter });
  }
  for (const match of operation.path.matchAll(TEMPLATE_NAME)) {
    const name = match[1] as string;
    const key = `path:${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    parts.push({ key, label: `path ${name}`, location: "path", name, required: true, schema: UNDECLARED_PATH_SCHEMA, textual: true, repeatsLists: false });
  }
  const alternatives = operation.requestBody?.alternatives ?? [];
  alternatives.forEach((alternative, index) => {
    const label = index === 0 ? "body" : `body (${alternative.mediaType})`;
    const required = operation.requestBody?.required === true;
    parts.push({ key: `body:${alternative.mediaType}`, label, location: "body", name: "", required, schema: alternative.schema, textual: false, mediaType: alternative.mediaType, repeatsLists: false });
  });
  return parts;
}

/**
 * Whether a positive value of the part would reach a strict server as an empty value or as no
 * value at all (`?q=` without `allowEmptyValue`, an empty path segment; see `wire-empty.ts`;
 * an empty array in a form or XML body, see `form-body.ts`): such values are not planned as
 * positive ones.
 */
export function emptyOnWire(part: CoveragePart, value: unknown): boolean {
  if (part.location === "body") return part.mediaType !== undefined && losesEmptyArray(value, part.mediaType);
  return part.parameter !== undefined && sendsEmptyValue(part.parameter, value);
}

/** The data with one part set to `value` (for the body: also its media type). */
export function withPart(data: CaseData, part: CoveragePart, value: unknown): CaseData {
  if (part.location === "body") return { ...data, body: value, mediaType: part.mediaType };
  const record = RECORDS[part.location];
  return { ...data, [record]: { ...data[record], [part.name]: value } };
}

/** The data with one part left out (for the body: body unset, no media type). */
export function withoutPart(data: CaseData, part: CoveragePart): CaseData {
  if (part.location === "body") return { ...data, body: NOT_SET, mediaType: undefined };
  const record = RECORDS[part.location];
  const rest = Object.fromEntries(Object.entries(data[record]).filter(([name]) => name !== part.name));
  return { ...data, [record]: rest };
}

/** The value a part has in `data`, or undefined when absent. */
export function partValue(data: CaseData, part: CoveragePart): unknown {
  if (part.location === "body") return data.body === NOT_SET ? undefined : data.body;
  return data[RECORDS[part.location]][part.name];
}

/**
 * The base case: every required parameter at its first positive value, and the body (when
 * the operation has one) at the first positive value of the first media type that has one.
 * Throws a `SchemaError` naming the part when a required part has no valid value.
 */
export function baseCase(operation: OperationDefinition, parts: readonly CoveragePart[], ctx: GenerationContext): CaseData {
  let data: CaseData = { method: operation.method, path: operation.path, pathParameters: {}, query: {}, headers: {}, cookies: {}, body: NOT_SET, mediaType: undefined };
  let bodyChosen = false;
  for (const part of parts) {
    if (part.location === "body" && bodyChosen) continue;
    if (part.location !== "body" && !part.required) continue;
    const env = coverageEnv(ctx, part.location, part.textual);
    // A required parameter goes out with a value a strict server reads as one, when its schema has any.
    const first = env.values(part.schema, "positive", 0).find((entry) => !emptyOnWire(part, entry.value)) ?? env.first(part.schema, 0);
    if (first !== undefined) {
      data = withPart(data, part, first.value);
      if (part.location === "body") bodyChosen = true;
      continue;
    }
    if (part.location !== "body") throw unsatisfiable(`the required ${part.label.replace(" ", " parameter ")}`, operation);
  }
  if (!bodyChosen && operation.requestBody?.required === true && parts.some((part) => part.location === "body")) {
    throw unsatisfiable("the required request body", operation);
  }
  return data;
}

function unsatisfiable(what: string, operation: OperationDefinition): SchemaError {
  return new SchemaError("schema_unsupported", `Cannot plan coverage cases for ${what} of ${operation.label}: no value satisfies its schema. Fix the schema in the API description.`);
}
