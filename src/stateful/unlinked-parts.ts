import type { CaseData } from "../core/case.js";
import type { ParameterLocation } from "../core/operation.js";
import type { Link } from "./link.js";

const FIELDS = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" } as const satisfies Record<ParameterLocation, keyof CaseData>;

/** The parts of a case a link's values do not replace, for comparing two cases of a linked step. */
export interface UnlinkedParts {
  readonly pathParameters: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly cookies: Readonly<Record<string, unknown>>;
  /** The generated body and its media type; absent when the link sets the body. */
  readonly body?: { readonly value: unknown; readonly mediaType: string | undefined };
}

/** A body without the top-level fields the link sets. */
function withoutFields(body: unknown, link: Link): unknown {
  if (link.bodyFields === undefined || body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name] of link.bodyFields) delete rest[name];
  return rest;
}

/**
 * The generated values of `data` that survive `link` being applied: each parameter the link
 * sets is left out, and the body when the link sets one (the body fields it sets). Two cases with equal unlinked parts
 * send the same request once the link's values are applied.
 *
 * @example
 * unlinkedParts({ ...data, pathParameters: { id: "x", v: 2 } }, linkSettingPathId).pathParameters; // { v: 2 }
 */
export function unlinkedParts(data: CaseData, link: Link): UnlinkedParts {
  const without = (location: ParameterLocation): Record<string, unknown> => {
    const values: Record<string, unknown> = { ...data[FIELDS[location]] };
    for (const parameter of link.parameters) if (parameter.location === location) delete values[parameter.name];
    return values;
  };
  return {
    pathParameters: without("path"),
    query: without("query"),
    headers: without("header"),
    cookies: without("cookie"),
    ...(link.requestBody === undefined ? { body: { value: withoutFields(data.body, link), mediaType: data.mediaType } } : {}),
  };
}
