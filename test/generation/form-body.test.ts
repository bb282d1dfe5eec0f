import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { JsonSchema } from "../../src/core/json-schema.js";
import type { OperationDefinition } from "../../src/core/operation.js";
import { NOT_SET } from "../../src/core/not-set.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import { planCoverage } from "../../src/generation/coverage/plan-coverage.js";
import { losesEmptyArray } from "../../src/generation/form-body.js";
import { setup } from "../support/generation-support.js";

// godaddy's DomainPurchase, cut down: a required, unwrapped array inside a required object.
const PURCHASE: JsonSchema = {
  type: "object",
  required: ["domain", "consent"],
  properties: {
    domain: { type: "string" },
    consent: { type: "object", required: ["agreementKeys", "agreedBy"], properties: { agreementKeys: { type: "array", items: { type: "string" } }, agreedBy: { type: "string" } } },
  },
};

function operation(mediaType: string): OperationDefinition {
  return {
    method: "POST",
    path: "/purchase",
    label: "POST /purchase",
    tags: [],
    deprecated: false,
    parameters: [],
    requestBody: { required: true, alternatives: [{ mediaType, schema: PURCHASE, examples: [], encoding: {} }] },
    responses: [],
    security: [],
    pointer: "/paths/~1purchase/post",
  };
}

describe("losesEmptyArray", () => {
  test("an empty array anywhere inside an XML object leaves no element; a root array keeps its root element", () => {
    expect(losesEmptyArray({ consent: { agreementKeys: [] } }, "application/xml")).toBe(true);
    expect(losesEmptyArray({ items: [{ tags: [] }] }, "text/xml; charset=utf-8")).toBe(true);
    expect(losesEmptyArray({ consent: { agreementKeys: ["a"] } }, "application/atom+xml")).toBe(false);
    expect(losesEmptyArray([], "application/xml")).toBe(false);
  });

  test("forms lose a top-level empty array; JSON loses nothing", () => {
    expect(losesEmptyArray({ tags: [] }, "application/x-www-form-urlencoded")).toBe(true);
    expect(losesEmptyArray({ tags: [] }, "multipart/form-data; boundary=x")).toBe(true);
    expect(losesEmptyArray({ consent: { agreementKeys: [] } }, "application/json")).toBe(false);
  });
});

describe("XML bodies carry no empty array (it would read back as a missing property)", () => {
  const { ctx } = setup();
  const keys = (body: unknown): unknown => (body as { consent: { agreementKeys: unknown[] } }).consent.agreementKeys;

  test("fuzzing", () => {
    const drawn = fc.sample(caseArbitrary(operation("application/xml"), ctx), { numRuns: 100, seed: 3 });
    expect(drawn.every((data) => (keys(data.body) as unknown[]).length > 0)).toBe(true);
    // JSON can carry [], so JSON bodies still have it.
    const json = fc.sample(caseArbitrary(operation("application/json"), ctx), { numRuns: 100, seed: 3 });
    expect(json.some((data) => (keys(data.body) as unknown[]).length === 0)).toBe(true);
  });

  test("coverage, the base case included", () => {
    const planned = planCoverage(operation("application/xml"), ctx, { modes: ["positive"], unexpectedMethods: [], duplicateQueryParameters: false });
    const bodies = planned.map((item) => item.data.body).filter((body) => body !== NOT_SET);
    expect(bodies.length).toBeGreaterThan(2);
    expect(bodies.filter((body) => (keys(body) as unknown[]).length === 0)).toEqual([]);
    const json = planCoverage(operation("application/json"), ctx, { modes: ["positive"], unexpectedMethods: [], duplicateQueryParameters: false });
    expect(json.some((item) => (keys(item.data.body) as unknown[]).length === 0)).toBe(true);
  });
});
