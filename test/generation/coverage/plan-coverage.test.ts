import { describe, expect, test } from "vitest";
import type { PlannedCase } from "../../../src/core/case.js";
import { NOT_SET } from "../../../src/core/not-set.js";
import type { OperationDefinition } from "../../../src/core/operation.js";
import { planCoverage, type CoverageOptions } from "../../../src/generation/coverage/plan-coverage.js";
import { body, operation, param, phaseSetup } from "../../support/planned-support.js";

const doc = {
  $defs: {
    Order: {
      type: "object",
      required: ["item", "quantity"],
      additionalProperties: false,
      properties: { item: { type: "string", minLength: 1, maxLength: 8 }, quantity: { type: "integer", minimum: 1, maximum: 10 }, note: { type: "string" } },
    },
  },
};
const { ctx, valid } = phaseSetup(doc);
const BOTH: CoverageOptions = { modes: ["positive", "negative"], unexpectedMethods: ["PATCH", "TRACE"], duplicateQueryParameters: true };

const op = operation({
  method: "POST",
  path: "/shops/{shop_id}/orders",
  parameters: [
    param("shop_id", "path", { type: "integer", minimum: 1 }),
    param("limit", "query", { type: "integer", minimum: 1, maximum: 100 }, { required: true }),
    param("sort", "query", { type: "string", enum: ["asc", "desc"] }),
    param("X-Mode", "header", { type: "string", enum: ["fast", "safe", "slow"] }),
    param("X-Trace", "header", { type: "string", format: "uuid" }, { required: true }),
    param("session", "cookie", { type: "string", minLength: 4, maxLength: 4 }),
  ],
  requestBody: { required: true, alternatives: [body({ $ref: "apitest:doc#/$defs/Order" })] },
});

const plan = (operationDef: OperationDefinition = op, options: CoverageOptions = BOTH): PlannedCase[] => planCoverage(operationDef, ctx, options);
const find = (cases: PlannedCase[], description: string): PlannedCase | undefined => cases.find((c) => c.meta.description === description);

describe("planCoverage", () => {
  test("starts with the base case: required parameters at their first positive value, the body too", () => {
    const [first] = plan();
    expect(first?.meta).toEqual({ phase: "coverage", mode: "positive", description: "base case: required parameters at their first value" });
    expect(first?.data).toEqual({
      method: "POST",
      path: "/shops/{shop_id}/orders",
      pathParameters: { shop_id: 1 },
      query: { limit: 1 },
      headers: { "X-Trace": "123e4567-e89b-42d3-a456-426614174000" },
      cookies: {},
      body: { item: "a", quantity: 1 },
      mediaType: "application/json",
    });
  });

  test("each case varies one part, so failures are attributable", () => {
    const cases = plan();
    const base = cases[0]?.data;
    const maximum = find(cases, "query limit: maximum (100)");
    expect(maximum?.data).toEqual({ ...base, query: { limit: 100 } });
    const belowBody = find(cases, "body /quantity: below minimum (1)");
    expect(belowBody?.data.body).toEqual({ item: "a", quantity: 0 });
    expect(belowBody?.meta.violation).toEqual({ kind: "schema", location: "body", name: "/quantity" });
    expect(find(cases, "cookie session: shorter than minLength (3 < 4)")?.meta.violation).toEqual({ kind: "schema", location: "cookie", name: "session" });
  });

  test("positive values are valid and schema negatives invalid for the part they target (ajv)", () => {
    // Edge probes are neither (see the test of them below).
    for (const planned of plan().filter((c) => c.meta.ambiguous !== true)) {
      const { data, meta } = planned;
      const records = { path: data.pathParameters, query: data.query, header: data.headers, cookie: data.cookies } as const;
      for (const parameter of op.parameters) {
        const record = records[parameter.location];
        if (!Object.hasOwn(record, parameter.name)) continue;
        const violation = meta.violation;
        const targeted =
          (violation?.kind === "schema" && violation.location === parameter.location && violation.name === parameter.name) ||
          (violation?.kind === "duplicate-query-parameter" && parameter.location === "query" && violation.name === parameter.name);
        expect(valid(parameter.schema, record[parameter.name]), `${meta.description}`).toBe(!targeted);
      }
      if (data.body !== NOT_SET) {
        const targeted = meta.violation?.kind === "schema" && meta.violation.location === "body";
        expect(valid({ $ref: "apitest:doc#/$defs/Order" }, data.body), `${meta.description}`).toBe(!targeted);
      }
    }
  });

  test("enum combinations across parameters when the product is small", () => {
    const combos = plan().filter((c) => c.meta.description?.startsWith("enum combination"));
    // sort (2) × X-Mode (3) = 6, less those already planned as single variations of the base (none here).
    expect(combos).toHaveLength(6);
    expect(combos.map((c) => [c.data.query.sort, c.data.headers["X-Mode"]])).toContainEqual(["desc", "slow"]);
  });

  test("no enum combinations past 32 (4 × 3 × 3 = 36)", () => {
    const many = operation({
      method: "GET",
      parameters: [
        param("a", "query", { enum: [1, 2, 3, 4] }),
        param("b", "query", { enum: ["x", "y", "z"] }),
        param("c", "query", { enum: ["p", "q", "r"] }),
      ],
    });
    expect(plan(many).filter((c) => c.meta.description?.startsWith("enum combination"))).toEqual([]);
  });

  test("every negative kind is planned, with its violation", () => {
    const cases = plan();
    const kinds = new Set(cases.map((c) => c.meta.violation?.kind));
    expect([...kinds].sort()).toEqual(["duplicate-query-parameter", "missing-required", "schema", "unexpected-method", undefined]);
    expect(find(cases, "query limit: missing")?.data.query).toEqual({});
    expect(find(cases, "header X-Trace: missing")?.meta.violation).toEqual({ kind: "missing-required", location: "header", name: "X-Trace" });
    const noBody = find(cases, "body: missing");
    expect(noBody?.data.body).toBe(NOT_SET);
    expect(noBody?.data.mediaType).toBeUndefined();
    expect(noBody?.meta.violation).toEqual({ kind: "missing-required", location: "body" });
    // Path parameters are never left out: the request would go to another URL.
    expect(cases.some((c) => c.meta.violation?.kind === "missing-required" && c.meta.violation.location === "path")).toBe(false);
    const patch = find(cases, "method PATCH: not declared for this path");
    expect(patch?.data.method).toBe("PATCH");
    expect(patch?.data.body).toBe(NOT_SET);
    expect(patch?.meta.violation).toEqual({ kind: "unexpected-method" });
    const twice = find(cases, "query limit: sent twice");
    expect(twice?.data.query).toEqual({ limit: [1, 1] });
    expect(twice?.meta.violation).toEqual({ kind: "duplicate-query-parameter", name: "limit" });
    expect(find(cases, "body: unknown property (additionalProperties: false)")?.meta.mode).toBe("negative");
  });

  test("modes and options select what is planned", () => {
    // Edge probes (ambiguous) are planned whatever the modes.
    const positive = plan(op, { ...BOTH, modes: ["positive"] }).filter((c) => c.meta.ambiguous !== true);
    expect(positive.every((c) => c.meta.mode === "positive" && c.meta.violation === undefined)).toBe(true);
    const negative = plan(op, { ...BOTH, modes: ["negative"] }).filter((c) => c.meta.ambiguous !== true);
    expect(negative.every((c) => c.meta.mode === "negative" && c.meta.violation !== undefined)).toBe(true);
    expect(plan(op, { ...BOTH, modes: ["positive"] }).filter((c) => c.meta.ambiguous === true)).toEqual(plan().filter((c) => c.meta.ambiguous === true));
    expect(plan(op, { ...BOTH, duplicateQueryParameters: false }).some((c) => c.meta.violation?.kind === "duplicate-query-parameter")).toBe(false);
    expect(plan(op, { ...BOTH, unexpectedMethods: [] }).some((c) => c.meta.violation?.kind === "unexpected-method")).toBe(false);
  });

  test("deterministic: two calls (even on fresh contexts) give deep-equal plans", () => {
    expect(planCoverage(op, phaseSetup(doc).ctx, BOTH)).toEqual(plan());
  });

  test("cases are independent copies", () => {
    const first = plan();
    (first[0]?.data.body as Record<string, unknown>).item = "mutated";
    expect((plan()[0]?.data.body as Record<string, unknown>).item).toBe("a");
  });

  test("maxCases caps deterministically, keeps the base case and balances the modes", () => {
    const all = plan();
    expect(all.length).toBeGreaterThan(40);
    // The edge probes (6 here, without NUL bytes) come on top of the cap.
    const probes = all.filter((c) => c.meta.ambiguous === true);
    expect(probes).toHaveLength(6);
    const withProbes = plan(op, { ...BOTH, maxCases: 20 });
    expect(withProbes.slice(20)).toEqual(probes);
    const capped = withProbes.slice(0, 20);
    expect(capped[0]).toEqual(all[0]);
    expect(capped.filter((c) => c.meta.mode === "positive")).toHaveLength(10);
    expect(capped.filter((c) => c.meta.mode === "negative")).toHaveLength(10);
    // Round-robin: many parts keep cases.
    expect(new Set(capped.map((c) => c.meta.description?.split(":")[0])).size).toBeGreaterThan(6);
    expect(plan(op, { ...BOTH, maxCases: 20 })).toEqual(withProbes);
    expect(all.length - probes.length).toBeLessThanOrEqual(200);
  });

  test("edge probes: once per parameter or field where they apply, ambiguous, varying one part of the base case", () => {
    const cases = planCoverage(op, { ...ctx, allowX00: true }, BOTH);
    const base = cases[0]!.data;
    const probes = cases.filter((c) => c.meta.ambiguous === true);
    expect(probes.map((c) => c.meta.description)).toEqual([
      "edge probe: query limit: an empty value (limit=)",
      "edge probe: query sort: an empty value (sort=)",
      "edge probe: header X-Trace: a lone %",
      "edge probe: header X-Trace: separators inside the value (a, b; c=d)",
      "edge probe: cookie session: a lone %",
      'edge probe: body property "item": a NUL byte inside a valid string',
      'edge probe: body property "item": a multibyte string exactly at maxLength (8)',
      'edge probe: body property "note": a NUL byte inside a valid string',
    ]);
    for (const probe of probes) {
      expect(probe.meta).toMatchObject({ phase: "coverage", mode: "negative", ambiguous: true });
      expect(probe.meta.violation).toBeUndefined();
    }
    expect(probes[0]!.data).toEqual({ ...base, query: { limit: "" } });
    expect(probes[3]!.data.headers["X-Trace"]).toBe("a, b; c=d");
    expect(probes[5]!.data.body).toEqual({ item: "\u0000a", quantity: 1 });
    const wide = (probes[6]!.data.body as { item: string }).item;
    expect([...wide]).toHaveLength(8);
    expect(new TextEncoder().encode(wide)).toHaveLength(32);
    expect(valid({ $ref: "apitest:doc#/$defs/Order" }, probes[6]!.data.body)).toBe(true);
  });

  test("a NUL probe only where generation.allow-x00 allows it; a recursive body nested four levels deep", () => {
    const nodes = {
      $defs: { Node: { type: "object", required: ["name"], properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "apitest:doc#/$defs/Node" } } } } },
    };
    const setupNodes = phaseSetup(nodes);
    const tree = operation({ requestBody: { required: true, alternatives: [body({ $ref: "apitest:doc#/$defs/Node" })] } });
    const planned = planCoverage(tree, setupNodes.ctx, BOTH).filter((c) => c.meta.ambiguous === true);
    const deep = planned.find((c) => c.meta.description === "edge probe: body: Node.children nested 4 levels deep");
    let level: unknown = deep?.data.body;
    let depth = 0;
    while (level !== undefined) {
      depth++;
      level = (level as { children?: unknown[] }).children?.[0];
    }
    expect(depth).toBe(4);
    expect(setupNodes.valid({ $ref: "apitest:doc#/$defs/Node" }, deep?.data.body)).toBe(true);
    const noNul = plan().filter((c) => c.meta.ambiguous === true);
    expect(noNul.length).toBeGreaterThan(0);
    expect(noNul.map((c) => c.meta.description).filter((d) => d?.includes("NUL"))).toEqual([]);
  });

  test("a required parameter without any valid value is reported, naming it", () => {
    const broken = operation({ parameters: [param("n", "query", { type: "integer", minimum: 5, maximum: 1 }, { required: true })] });
    expect(() => plan(broken)).toThrow(/required query parameter n of POST \/items/);
  });

  test("a required free-form map parameter gets a non-empty base value (an empty one reads as absent)", () => {
    const map = operation({ method: "GET", parameters: [param("attrs", "query", { type: "object", additionalProperties: { type: "string" } }, { required: true })] });
    expect(plan(map)[0]?.data.query).toEqual({ attrs: { key: "a" } });
  });

  test("undeclared path template names still get a value", () => {
    const cases = plan(operation({ method: "GET", path: "/files/{name}" }));
    expect(cases[0]?.data.pathParameters).toEqual({ name: "a" });
  });
});
