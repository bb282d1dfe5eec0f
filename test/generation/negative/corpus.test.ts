import * as fc from "fast-check";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { NOT_SET } from "../../../src/core/not-set.js";
import type { CaseData } from "../../../src/core/case.js";
import type { OperationDefinition } from "../../../src/core/operation.js";
import type { OpenApiSpec } from "../../../src/core/spec.js";
import { caseArbitrary } from "../../../src/generation/case-arbitrary.js";
import { negativeCaseArbitrary } from "../../../src/generation/negative/negative-case.js";
import { prepareRequest } from "../../../src/serialization/prepare-request.js";
import { loadOpenApi } from "../../../src/specs/openapi/load-spec.js";
import { isNegativeOnTheWire, validateRequest } from "../../../src/validation/validate-request.js";
import { CORPUS_DIR } from "../../support/corpus-helpers.js";

/** Small documents with path and query parameters and JSON bodies (2.0, 3.0 and 3.1). */
const FILES = ["cloudrf.com__cloudrf.com__2.0.0.yaml", "extendsclass.com__json-storage__0.1.yaml", "gov.bc.ca__news__1.0.yaml", "randommer.io__randommer.io__v1.yaml", "codat.io__bank-feeds__2.1.0.json"];
// See wire-laws.test.ts: Latin-1 header characters are percent-encoded by the serializer.
const LATIN1 = Array.from({ length: 0x80 }, (_, index) => String.fromCharCode(0x80 + index)).join("");

// Data the generator already got wrong before serialization is the generator's to fix, not the wire's.
function validBeforeSending(data: CaseData, op: OperationDefinition, spec: OpenApiSpec): boolean {
  const records = { path: data.pathParameters, query: data.query, header: data.headers, cookie: data.cookies };
  for (const parameter of op.parameters) {
    const values = records[parameter.location];
    if (Object.hasOwn(values, parameter.name) && spec.validator.validate(parameter.schema, values[parameter.name]).length > 0) return false;
  }
  const alternative = op.requestBody?.alternatives.find((entry) => entry.mediaType === data.mediaType);
  return data.body === NOT_SET || alternative === undefined || spec.validator.validate(alternative.schema, data.body).length === 0;
}

describe("corpus documents", () => {
  for (const file of FILES) {
    test(file, async () => {
      const spec = await loadOpenApi(resolve(CORPUS_DIR, file));
      const ctx = { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: `\r\n${LATIN1}`, formats: new Map() };
      const base = { baseUrl: `http://127.0.0.1:9${spec.basePath}` };
      const options = { basePath: spec.basePath };
      let sent = 0;
      let generatorInvalid = 0;
      const invalid: string[] = [];
      let negatives = 0;
      let kept = 0;
      for (const op of spec.operations) {
        for (const data of fc.sample(caseArbitrary(op, ctx), { seed: 5, numRuns: 5 })) {
          if (!validBeforeSending(data, op, spec)) {
            generatorInvalid += 1;
            continue;
          }
          const request = prepareRequest(data, op, base);
          sent += 1;
          const issues = validateRequest(request, op, spec.validator, options);
          if (issues.length > 0) invalid.push(`${op.label}: ${issues[0]?.message}`);
        }
        const negative = negativeCaseArbitrary(op, ctx);
        if (negative === undefined) continue;
        for (const { data, violation } of fc.sample(negative, { seed: 5, numRuns: 5 })) {
          negatives += 1;
          if (isNegativeOnTheWire(prepareRequest(data, op, base), op, spec.validator, options, violation)) kept += 1;
        }
      }
      console.log(`${file}: ${sent - invalid.length}/${sent} positive cases valid on the wire (${generatorInvalid} invalid before sending); ${kept}/${negatives} negative cases negative on the wire`);
      expect(compileErrors(spec)).toEqual([]);
      expect(invalid).toEqual([]);
      expect(sent).toBeGreaterThan(0);
      // json-storage has only free-form schemas: nothing to break there.
      if (negatives > 0) expect(kept / negatives).toBeGreaterThan(0.8);
    });
  }
});

function compileErrors(spec: OpenApiSpec): string[] {
  const validator = spec.validator as { compileErrors?: () => string[] };
  return validator.compileErrors?.() ?? [];
}
