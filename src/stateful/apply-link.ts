import type { CaseData } from "../core/case.js";
import type { ParameterLocation } from "../core/operation.js";
import { evaluate, type EvaluationContext } from "./expressions.js";
import type { Link, LinkValue } from "./link.js";

/** Marks a value that could not be read, so a whole link is dropped rather than half applied. */
const MISSING: unique symbol = Symbol("missing");

const FIELDS: Record<ParameterLocation, "pathParameters" | "query" | "headers" | "cookies"> = {
  path: "pathParameters",
  query: "query",
  header: "headers",
  cookie: "cookies",
};

/**
 * What a link yields for the target: parameters, a whole body, top-level body fields to set,
 * or arguments of a GraphQL root field to set.
 */
export type LinkedValues = Partial<CaseData> & { readonly bodyFields?: Readonly<Record<string, unknown>>; readonly arguments?: Readonly<Record<string, unknown>> };

/**
 * The target operation's values a link yields for one request/response pair: parameters by
 * location and, when the link sets one, the body (nested bodies have every leaf expression
 * replaced, literals kept). Only the locations the link sets appear. `undefined` when any
 * expression reads a missing value: the link does not apply to this response.
 *
 * @example
 * applyLink(link, { request, response, pathParameters: {}, query: {} });
 * // { pathParameters: { id: 42 } }
 */
export function applyLink(link: Link, context: EvaluationContext): LinkedValues | undefined {
  const values: Partial<Record<"pathParameters" | "query" | "headers" | "cookies", Record<string, unknown>>> = {};
  for (const parameter of link.parameters) {
    const value = resolveValue(parameter.value, context);
    if (value === MISSING) return undefined;
    const field = FIELDS[parameter.location];
    values[field] = { ...values[field], [parameter.name]: value };
  }
  if (link.arguments !== undefined) {
    const resolved = resolveEntries(link.arguments, context);
    if (resolved === MISSING) return undefined;
    return { ...values, arguments: resolved };
  }
  if (link.bodyFields !== undefined) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of link.bodyFields) {
      const resolved = resolveValue(value, context);
      if (resolved === MISSING) return undefined;
      fields[name] = resolved;
    }
    return { ...values, bodyFields: fields };
  }
  if (link.requestBody === undefined) return values;
  const body = resolveValue(link.requestBody, context);
  if (body === MISSING) return undefined;
  const mediaType = bodyMediaType(link);
  return { ...values, body, ...(mediaType === undefined ? {} : { mediaType }) };
}

/**
 * A generated case with a link's body fields set: a JSON object body gets them (others kept),
 * any other body is left as generated.
 */
export function withBodyFields(data: CaseData, fields: Readonly<Record<string, unknown>> | undefined): CaseData {
  const body = data.body;
  if (fields === undefined || body === null || typeof body !== "object" || Array.isArray(body)) return data;
  if (data.mediaType === undefined || !/[/+]json\b/i.test(data.mediaType)) return data;
  return { ...data, body: { ...(body as Record<string, unknown>), ...fields } };
}

/** Named link values resolved into a record; {@link MISSING} when any reads nothing. */
function resolveEntries(entries: readonly (readonly [string, LinkValue])[], context: EvaluationContext): Record<string, unknown> | typeof MISSING {
  const resolved: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const each = resolveValue(value, context);
    if (each === MISSING) return MISSING;
    resolved[name] = each;
  }
  return resolved;
}

/** Resolves a link value; {@link MISSING} when an expression in it reads nothing. */
function resolveValue(value: LinkValue, context: EvaluationContext): unknown {
  switch (value.kind) {
    case "literal":
      return value.value;
    case "expression": {
      const result = evaluate(value.expression, context);
      return result === undefined ? MISSING : result;
    }
    case "array": {
      const items: unknown[] = [];
      for (const item of value.items) {
        const resolved = resolveValue(item, context);
        if (resolved === MISSING) return MISSING;
        items.push(resolved);
      }
      return items;
    }
    case "object": {
      const object: Record<string, unknown> = {};
      for (const [key, item] of value.entries) {
        const resolved = resolveValue(item, context);
        if (resolved === MISSING) return MISSING;
        object[key] = resolved;
      }
      return object;
    }
  }
}

/** The media type to send a linked body as: the target's JSON alternative, else its first one. */
function bodyMediaType(link: Link): string | undefined {
  const alternatives = link.target.requestBody?.alternatives ?? [];
  const json = alternatives.find((alternative) => /[/+]json\b/i.test(alternative.mediaType));
  return (json ?? alternatives[0])?.mediaType;
}
