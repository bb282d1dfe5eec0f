import { isEdgeProbe } from "../../src/generation/coverage/edge-probes.js";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import type { PlannedCase } from "../../src/core/case.js";
import { NOT_SET } from "../../src/core/not-set.js";
import type { OperationDefinition } from "../../src/core/operation.js";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { planCoverage } from "../../src/generation/coverage/plan-coverage.js";
import { planExamples } from "../../src/generation/examples/plan-examples.js";
import { loadOpenApi } from "../../src/specs/openapi/load-spec.js";

const CORPUS = resolve(import.meta.dirname, "../fixtures/corpus/openapi");
const FILES = ["quarantine.country__quarantine.country__1.0.json", "okta.local__okta.local__1.0.0.json", "codat.io__banking__2.1.0.json"];

/** Problems where the varied part's validity disagrees with the case's mode, judged by the spec's own validator. */
function disagreements(spec: OpenApiSpec, operation: OperationDefinition, planned: readonly PlannedCase[]): string[] {
  const problems: string[] = [];
  for (const { data, meta } of planned) {
    // Edge probes are ambiguous by design (a value a strict server may accept or refuse): no mode to agree with.
    if (isEdgeProbe(meta)) continue;
    const violation = meta.violation;
    const records = { path: data.pathParameters, query: data.query, header: data.headers, cookie: data.cookies } as const;
    for (const parameter of operation.parameters) {
      const record = records[parameter.location];
      if (!Object.hasOwn(record, parameter.name)) continue;
      const targeted =
        (violation?.kind === "schema" && violation.location === parameter.location && violation.name === parameter.name) ||
        (violation?.kind === "duplicate-query-parameter" && violation.name === parameter.name);
      const ok = spec.validator.validate(parameter.schema, record[parameter.name]).length === 0;
      if (ok === targeted) problems.push(`${operation.label} ${meta.description}`);
    }
    const alternative = operation.requestBody?.alternatives.find((entry) => entry.mediaType === data.mediaType);
    if (data.body !== NOT_SET && alternative !== undefined) {
      const targeted = violation?.kind === "schema" && violation.location === "body";
      const ok = spec.validator.validate(alternative.schema, data.body).length === 0;
      if (ok === targeted) problems.push(`${operation.label} ${meta.description}`);
    }
  }
  return problems;
}

describe("both planners over corpus documents", () => {
  for (const file of FILES) {
    test(file, async () => {
      const spec = await loadOpenApi(resolve(CORPUS, file));
      const ctx = { resolver: spec.resolver, allowX00: false, excludeHeaderCharacters: "\r\n", formats: new Map() };
      expect(spec.operations.length).toBeGreaterThan(0);
      const started = performance.now();
      let planned = 0;
      const problems: string[] = [];
      for (const operation of spec.operations) {
        const coverage = planCoverage(operation, ctx, { modes: ["positive", "negative"], unexpectedMethods: ["TRACE"], duplicateQueryParameters: true });
        expect(coverage.length).toBeGreaterThan(0);
        expect(coverage.length).toBeLessThanOrEqual(200);
        problems.push(...disagreements(spec, operation, coverage));
        const examples = planExamples(operation, ctx, { fillMissing: true, seed: 1 });
        expect(examples.length).toBeGreaterThan(0);
        planned += coverage.length + examples.length;
      }
      expect(problems).toEqual([]);
      expect(planned).toBeGreaterThan(spec.operations.length);
      expect(performance.now() - started).toBeLessThan(5_000);
    });
  }
});
