import type { CaseData, Violation } from "../../core/case.js";
import { NOT_SET } from "../../core/not-set.js";
import type { GenerationContext } from "../context.js";
import { isPlainObject } from "../json-value.js";
import { coverageEnv } from "./coverage-values.js";
import { partValue, withoutPart, withPart, type CoveragePart } from "./operation-parts.js";

/** A negative case that breaks the operation's shape rather than one value. */
export interface ShapeNegative {
  readonly group: string;
  readonly data: CaseData;
  readonly description: string;
  readonly violation: Violation;
}

/**
 * Each required parameter left out (path parameters excepted: without them the request
 * would go to another URL) and a required body left unset.
 */
export function missingRequired(base: CaseData, parts: readonly CoveragePart[]): ShapeNegative[] {
  const out: ShapeNegative[] = [];
  let bodyDone = false;
  for (const part of parts) {
    if (!part.required || part.location === "path" || (part.location === "body" && bodyDone)) continue;
    if (part.location === "body") bodyDone = true;
    const violation: Violation = part.location === "body" ? { kind: "missing-required", location: "body" } : { kind: "missing-required", location: part.location, name: part.name };
    out.push({ group: part.key, data: withoutPart(base, part), description: `${part.location === "body" ? "body" : part.label}: missing`, violation });
  }
  return out;
}

/** The base case sent with each method the path does not declare, without a body. */
export function unexpectedMethods(base: CaseData, methods: readonly string[]): ShapeNegative[] {
  const declared = base.method.toUpperCase();
  return [...new Set(methods.map((method) => method.toUpperCase()))]
    .filter((method) => method !== declared)
    .map((method) => ({
      group: `method:${method}`,
      data: { ...base, method, body: NOT_SET, mediaType: undefined },
      description: `method ${method}: not declared for this path`,
      violation: { kind: "unexpected-method" },
    }));
}

/**
 * Each scalar query parameter sent twice: the value becomes a list of two identical values,
 * which the form style writes as the name repeated (`?page=1&page=1`). Parameters that would
 * write the list as one value (`explode: false` gives `?page=1,1`, `content` a JSON array) are
 * left out: their "duplicate" would not be one on the wire.
 */
export function duplicateQueryParameters(base: CaseData, parts: readonly CoveragePart[], ctx: GenerationContext): ShapeNegative[] {
  const out: ShapeNegative[] = [];
  for (const part of parts) {
    if (part.location !== "query" || !part.repeatsLists) continue;
    const current = partValue(base, part) ?? coverageEnv(ctx, "query", part.textual).first(part.schema, 0)?.value;
    if (current === undefined || Array.isArray(current) || isPlainObject(current)) continue;
    out.push({
      group: `${part.key}:twice`,
      data: withPart(base, part, [current, current]),
      description: `${part.label}: sent twice`,
      violation: { kind: "duplicate-query-parameter", name: part.name },
    });
  }
  return out;
}
