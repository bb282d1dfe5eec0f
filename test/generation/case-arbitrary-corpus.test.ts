import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SchemaError } from "../../src/core/errors.js";
import { NOT_SET } from "../../src/core/not-set.js";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import { CORPUS_DIR } from "../support/corpus-helpers.js";

const CORPUS = `${CORPUS_DIR}/`;
const FILES = ["1forge.com__1forge.com__0.0.1.yaml", "asana.com__asana.com__1.0.yaml", "cpy.re__peertube__3.3.0.yaml", "amazonaws.com__sns__2010-03-31.json"];

function hasBytes(value: unknown): boolean {
  if (value instanceof Uint8Array) return true;
  return value !== null && typeof value === "object" && Object.values(value).some(hasBytes);
}

describe("caseArbitrary over real corpus schemas", () => {
  test.each(FILES)("%s: every sampled case validates", async (file) => {
    const { loadOpenApi } = (await import("../../src/specs/openapi/load-spec.js")) as { loadOpenApi: (path: string) => Promise<OpenApiSpec> };
    const spec = await loadOpenApi(CORPUS + file);
    const ctx = { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() };
    const problems: string[] = [];
    let unsupported = 0;
    // Every other operation (the first included): each schema's mix of parameters and bodies, at half the cost.
    const sampled = spec.operations.filter((_, index) => index % 2 === 0);
    for (const operation of sampled) {
      let arb;
      try {
        arb = caseArbitrary(operation, ctx);
      } catch (error) {
        // Genuinely unsatisfiable schemas (e.g. peertube's "/^[a-z0-9._]+$/") must fail clearly, never crash.
        expect(error).toBeInstanceOf(SchemaError);
        unsupported += 1;
        continue;
      }
      for (const data of fc.sample(arb, { seed: 1, numRuns: 5 })) {
        const locations = { path: data.pathParameters, query: data.query, header: data.headers, cookie: data.cookies };
        for (const parameter of operation.parameters) {
          const record = locations[parameter.location];
          if (parameter.required) expect(Object.hasOwn(record, parameter.name)).toBe(true);
          if (!Object.hasOwn(record, parameter.name)) continue;
          const issues = spec.validator.validate(parameter.schema, record[parameter.name]);
          if (issues.length > 0) problems.push(`${operation.label} ${parameter.name}: ${issues[0]?.message}`);
        }
        if (data.body === NOT_SET || hasBytes(data.body)) continue;
        const alternative = operation.requestBody?.alternatives.find((candidate) => candidate.mediaType === data.mediaType);
        const issues = alternative === undefined ? [] : spec.validator.validate(alternative.schema, data.body);
        if (issues.length > 0) problems.push(`${operation.label} body: ${issues[0]?.message}`);
      }
    }
    expect(problems).toEqual([]);
    expect(unsupported).toBeLessThanOrEqual(sampled.length / 20);
  }, 60_000);
});
