import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { CaseData } from "../../../src/core/case.js";
import { NOT_SET } from "../../../src/core/not-set.js";
import type { ParameterLocation } from "../../../src/core/operation.js";
import { negativeCaseArbitrary } from "../../../src/generation/negative/negative-case.js";
import { body, environment, operation, parameter, params } from "../../support/negative-support.js";

const RECORDS: Record<ParameterLocation, "pathParameters" | "query" | "headers" | "cookies"> = { path: "pathParameters", query: "query", header: "headers", cookie: "cookies" };

const op = operation("POST", "/orders/{id}", {
  parameters: [
    parameter("id", "path", { type: "integer", minimum: 1 }),
    parameter("dry", "query", { type: "boolean" }, { required: true }),
    parameter("note", "query", { type: "string", maxLength: 5 }),
    parameter("X-Version", "header", { type: "string", enum: ["v1", "v2"] }, { required: true }),
    parameter("token", "cookie", { type: "string", pattern: "^[0-9a-f]{8}$" }, { required: true }),
  ],
  requestBody: {
    required: true,
    alternatives: [
      body("application/json", { type: "object", required: ["qty"], properties: { qty: { type: "integer", minimum: 1 }, sku: { type: "string", minLength: 3 } }, additionalProperties: false }),
      body("application/x-www-form-urlencoded", { type: "object", required: ["qty"], properties: { qty: { type: "integer", minimum: 1 } } }),
    ],
  },
});

describe("negativeCaseArbitrary", () => {
  const { ctx, validator } = environment();
  const arb = negativeCaseArbitrary(op, ctx);

  test("breaks exactly the violated place; everything else stays positive", () => {
    expect(arb).toBeDefined();
    fc.assert(
      fc.property(arb!, ({ data, violation }) => {
        expect(violation.kind === "schema" || violation.kind === "missing-required").toBe(true);
        if (violation.kind !== "schema" && violation.kind !== "missing-required") return;
        for (const parameter of op.parameters) {
          const values = data[RECORDS[parameter.location]];
          const violated = violation.location === parameter.location && violation.name === parameter.name;
          const present = Object.hasOwn(values, parameter.name);
          if (violated && violation.kind === "missing-required") expect(present).toBe(false);
          else if (violated) expect(validator.validate(parameter.schema, values[parameter.name])).not.toEqual([]);
          else {
            if (parameter.required) expect(present, parameter.name).toBe(true);
            if (present) expect(validator.validate(parameter.schema, values[parameter.name]), parameter.name).toEqual([]);
          }
        }
        const alternative = op.requestBody?.alternatives.find((entry) => entry.mediaType === data.mediaType);
        if (violation.location === "body" && violation.kind === "missing-required") expect(data.body).toBe(NOT_SET);
        else {
          expect(alternative).toBeDefined();
          const issues = validator.validate(alternative!.schema, data.body);
          if (violation.location === "body") expect(issues).not.toEqual([]);
          else expect(issues).toEqual([]);
        }
        // Form bodies stay objects, or they could not be serialized at all.
        if (data.mediaType === "application/x-www-form-urlencoded") expect(typeof data.body === "object" && data.body !== null && !Array.isArray(data.body)).toBe(true);
      }),
      params,
    );
  });

  test("every location gets broken, and required ones get left out (never a path parameter)", () => {
    const seen = new Set<string>();
    for (const { violation } of fc.sample(arb!, { seed: 7, numRuns: 100 })) {
      if (violation.kind === "schema" || violation.kind === "missing-required") seen.add(`${violation.kind}:${violation.location}:${violation.name ?? ""}`);
    }
    for (const expected of ["schema:path:id", "schema:query:dry", "schema:query:note", "schema:header:X-Version", "schema:cookie:token", "schema:body:", "schema:body:/qty", "missing-required:query:dry", "missing-required:header:X-Version", "missing-required:cookie:token", "missing-required:body:"]) {
      expect(seen, expected).toContain(expected);
    }
    expect([...seen].some((entry) => entry.startsWith("missing-required:path"))).toBe(false);
  });

  test("a body property's broken value is named by its JSON pointer, as the coverage phase names it", () => {
    const seen = new Map<string, string>();
    for (const { violation, description } of fc.sample(arb!, { seed: 7, numRuns: 100 })) {
      if (violation.kind === "schema" && violation.location === "body") seen.set(violation.name ?? "", description);
    }
    // The same broken rule (sku shorter than minLength, qty below minimum) is one violation, whichever phase finds it.
    expect(seen.get("/sku")).toMatch(/^body \(application\/json\): property "sku": /);
    expect(seen.get("/qty")).toMatch(/property "qty": /);
    // What breaks the body as a whole (a required property left out, an undeclared one, a wrong type) names no property.
    expect(seen.get("")).not.toMatch(/: property "/);
  });

  test("same seed, same cases; descriptions say what is broken", () => {
    const first = fc.sample(arb!, { seed: 11, numRuns: 20 });
    const second = fc.sample(arb!, { seed: 11, numRuns: 20 });
    expect(second).toEqual(first);
    for (const { description } of first) expect(description).toMatch(/^(path|query|header|cookie) parameter "|^body \(|^the required/);
  });

  test("header and cookie values stay HTTP-safe", () => {
    const unsafe = (value: unknown): boolean => /[\r\n\0]/.test(typeof value === "string" ? value : JSON.stringify(value) ?? "");
    fc.assert(
      fc.property(arb!, ({ data }: { data: CaseData }) => {
        for (const value of [...Object.values(data.headers), ...Object.values(data.cookies)]) expect(unsafe(value)).toBe(false);
        for (const value of Object.values(data.cookies)) expect(JSON.stringify(value)).not.toContain(";");
      }),
      params,
    );
  });

  test("undefined when nothing can be made invalid", () => {
    const loose = operation("GET", "/free", { parameters: [parameter("q", "query", { type: "string" }), parameter("X-Any", "header", {})], requestBody: { required: false, alternatives: [body("application/octet-stream", { type: "string", format: "binary" })] } });
    expect(negativeCaseArbitrary(loose, ctx)).toBeUndefined();
    expect(negativeCaseArbitrary(operation("GET", "/health"), ctx)).toBeUndefined();
  });
});
