import type { CaseData, CaseMeta, PlannedCase, Violation } from "../../core/case.js";
import { NOT_SET } from "../../core/not-set.js";
import type { OperationDefinition } from "../../core/operation.js";
import type { DataMode } from "../../core/phase.js";
import { caseFitsCodec } from "../codec-guard.js";
import type { GenerationContext } from "../context.js";
import { cloneJson, stableKey } from "../json-value.js";
import { capCases, type Grouped } from "./cap-cases.js";
import { coverageEnv } from "./coverage-values.js";
import { edgeProbes } from "./edge-probes.js";
import { enumCombinations, isEnumSchema, type PartValues } from "./enum-combinations.js";
import { duplicateQueryParameters, missingRequired, unexpectedMethods } from "./operation-negatives.js";
import { baseCase, emptyOnWire, operationParts, withPart, type CoveragePart } from "./operation-parts.js";

/** Options of {@link planCoverage}. */
export interface CoverageOptions {
  /** Which data modes to plan; positive cases include the base case and enum combinations. */
  readonly modes: readonly DataMode[];
  /** Uppercase methods to send to the path as negative cases (those the path does not declare). */
  readonly unexpectedMethods: readonly string[];
  /** Also send each scalar query parameter twice (`phases.coverage.generate-duplicate-query-parameters`). */
  readonly duplicateQueryParameters: boolean;
  /** At most this many cases per operation (default 200), chosen deterministically. */
  readonly maxCases?: number;
}

/** Default of `CoverageOptions.maxCases`. */
export const DEFAULT_MAX_COVERAGE_CASES = 200;

/**
 * The coverage phase's cases for one operation, decided in advance and deterministic (same
 * input, same output): a base case with every required parameter at its first positive value;
 * then one case per part (parameter or body) and coverage value, varying only that part;
 * enum combinations across parameters (when at most 32); and in negative mode each required
 * parameter missing, unexpected methods and, optionally, duplicated query parameters.
 * Negative cases carry the `Violation` they commit. Last come the edge probes
 * (`edge-probes.ts`: an empty query value, a NUL byte, a multibyte string at `maxLength`, a
 * lone `%`, header separators, a recursive body), ambiguous cases sent whatever the modes.
 *
 * Throws a `SchemaError` when a required parameter has no valid value at all.
 *
 * @example
 * planCoverage(operation, ctx, { modes: ["positive", "negative"], unexpectedMethods: ["PATCH"], duplicateQueryParameters: false });
 */
export function planCoverage(operation: OperationDefinition, ctx: GenerationContext, options: CoverageOptions): PlannedCase[] {
  const parts = operationParts(operation);
  const base = baseCase(operation, parts, ctx);
  const positive = options.modes.includes("positive");
  const negative = options.modes.includes("negative");
  const positives: Grouped<PlannedCase>[] = [];
  const negatives: Grouped<PlannedCase>[] = [];
  const seen = new Set<string>();
  const add = (group: string, data: CaseData, meta: CaseMeta): void => {
    if (!caseFitsCodec(data, ctx)) return;
    const key = `${meta.mode}|${caseKey(data)}`;
    if (seen.has(key)) return;
    seen.add(key);
    (meta.mode === "positive" ? positives : negatives).push({ group, item: { data: cloneCase(data), meta } });
  };

  if (positive) add("base", base, { phase: "coverage", mode: "positive", description: "base case: required parameters at their first value" });
  for (const part of parts) {
    const env = coverageEnv(ctx, part.location, part.textual);
    for (const mode of options.modes) {
      for (const entry of env.values(part.schema, mode, 0)) {
        if (mode === "positive" && emptyOnWire(part, entry.value)) continue;
        const where = entry.pointer === "" ? part.label : `${part.label} ${entry.pointer}`;
        const description = `${where}: ${entry.description}`;
        const data = withPart(base, part, entry.value);
        if (mode === "positive") add(part.key, data, { phase: "coverage", mode, description });
        else add(part.key, data, { phase: "coverage", mode, description, violation: schemaViolation(part, entry.pointer) });
      }
    }
  }
  if (positive) {
    for (const combo of enumCombinations(base, enumParts(parts, ctx))) add("enum-combinations", combo.data, { phase: "coverage", mode: "positive", description: combo.description });
  }
  if (negative) {
    const shapes = [
      ...missingRequired(base, parts),
      ...unexpectedMethods(base, options.unexpectedMethods),
      ...(options.duplicateQueryParameters ? duplicateQueryParameters(base, parts, ctx) : []),
    ];
    for (const shape of shapes) add(shape.group, shape.data, { phase: "coverage", mode: "negative", description: shape.description, violation: shape.violation });
  }
  // Edge probes come on top of the cap: few (a handful per parameter or field) and sent at every seed.
  const probes = edgeProbes(parts, base, ctx).filter((probe) => caseFitsCodec(probe.data, ctx));
  return [...capCases(positives, negatives, options.maxCases ?? DEFAULT_MAX_COVERAGE_CASES), ...probes.map((probe) => ({ data: cloneCase(probe.data), meta: probe.meta }))];
}

function enumParts(parts: readonly CoveragePart[], ctx: GenerationContext): PartValues[] {
  const out: PartValues[] = [];
  for (const part of parts) {
    if (part.location === "body") continue;
    const env = coverageEnv(ctx, part.location, part.textual);
    if (!isEnumSchema(part.schema, env.build.refs)) continue;
    out.push({ part, values: env.values(part.schema, "positive", 0).filter((entry) => !emptyOnWire(part, entry.value)) });
  }
  return out;
}

function schemaViolation(part: CoveragePart, pointer: string): Violation {
  if (part.location === "body") return pointer === "" ? { kind: "schema", location: "body" } : { kind: "schema", location: "body", name: pointer };
  return { kind: "schema", location: part.location, name: part.name };
}

/** Identity of a case's data, for skipping duplicates. */
function caseKey(data: CaseData): string {
  const body = data.body === NOT_SET ? "<unset>" : stableKey(data.body);
  return [data.method, stableKey(data.pathParameters), stableKey(data.query), stableKey(data.headers), stableKey(data.cookies), body, data.mediaType ?? ""].join("|");
}

// Cases share values with the (cached) planner output; consumers may mutate theirs.
function cloneCase(data: CaseData): CaseData {
  return {
    ...data,
    pathParameters: cloneJson(data.pathParameters),
    query: cloneJson(data.query),
    headers: cloneJson(data.headers),
    cookies: cloneJson(data.cookies),
    body: data.body === NOT_SET ? NOT_SET : cloneJson(data.body),
  };
}
