import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { NOT_SET } from "../../src/core/not-set.js";
import type { BodyDefinition, OperationDefinition, ParameterDefinition, ParameterLocation } from "../../src/core/operation.js";
import type { JsonSchema } from "../../src/core/json-schema.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import { params, setup } from "../support/generation-support.js";

function parameter(name: string, location: ParameterLocation, schema: JsonSchema, required = false): ParameterDefinition {
  return { name, location, required, schema, style: location === "query" || location === "cookie" ? "form" : "simple", explode: false, allowReserved: false, deprecated: false, examples: [] };
}

function body(mediaType: string, schema: JsonSchema): BodyDefinition {
  return { mediaType, schema, examples: [], encoding: {} };
}

function operation(overrides: Partial<OperationDefinition>): OperationDefinition {
  return { method: "POST", path: "/items/{item_id}", label: "POST /items/{item_id}", tags: [], deprecated: false, parameters: [], responses: [], security: [], pointer: "/paths/~1items~1{item_id}/post", ...overrides };
}

const doc = { $defs: { Item: { type: "object", required: ["name"], properties: { name: { type: "string" }, id: { type: "integer", readOnly: true } } } } };

/** The HTTP-safety law for header and cookie strings. */
function headerSafe(value: unknown, excluded: string): boolean {
  if (typeof value === "string") {
    if (value !== value.trim()) return false;
    return [...value].every((char) => {
      const code = char.codePointAt(0) as number;
      return ((code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff)) && !excluded.includes(char);
    });
  }
  if (Array.isArray(value)) return value.every((item) => headerSafe(item, excluded));
  if (value !== null && typeof value === "object") return Object.entries(value).every(([key, item]) => headerSafe(key, excluded) && headerSafe(item, excluded));
  return true;
}

describe("caseArbitrary", () => {
  const { ctx, validate } = setup(doc);
  const op = operation({
    parameters: [
      parameter("item_id", "path", { type: "string" }, true),
      parameter("limit", "query", { type: "integer", minimum: 1, maximum: 100 }, true),
      parameter("q", "query", { type: "string" }),
      parameter("X-Request-Id", "header", { type: "string", minLength: 1 }, true),
      parameter("X-Trace", "header", { type: "string", format: "uuid" }),
      parameter("X-Tags", "header", { type: "array", items: { type: "string" } }),
      parameter("X-Count", "header", { type: "integer" }),
      parameter("session", "cookie", { type: "string" }, true),
    ],
    requestBody: { required: true, alternatives: [body("application/json", { $ref: "apitest:doc#/$defs/Item" }), body("text/plain", { type: "string" })] },
  });

  test("fills method, path, every location, and valid values", () => {
    const arb = caseArbitrary(op, ctx);
    fc.assert(
      fc.property(arb, (data) => {
        expect(data.method).toBe("POST");
        expect(data.path).toBe("/items/{item_id}");
        expect(Object.keys(data.pathParameters)).toEqual(["item_id"]);
        expect(data.query).toHaveProperty("limit");
        expect(data.headers).toHaveProperty("X-Request-Id");
        expect(data.cookies).toHaveProperty("session");
        for (const p of op.parameters) {
          const record = { path: data.pathParameters, query: data.query, header: data.headers, cookie: data.cookies }[p.location];
          if (Object.hasOwn(record, p.name)) expect(validate(p.schema, record[p.name])).toBe(true);
        }
        const chosen = op.requestBody?.alternatives.find((alternative) => alternative.mediaType === data.mediaType);
        expect(chosen).toBeDefined();
        expect(validate((chosen as BodyDefinition).schema, data.body)).toBe(true);
      }),
      params,
    );
  });

  test("optional parameters are sometimes present, sometimes absent; readOnly body fields never sent", () => {
    const samples = fc.sample(caseArbitrary(op, ctx), { seed: 7, numRuns: 200 });
    const withQ = samples.filter((data) => Object.hasOwn(data.query, "q")).length;
    expect(withQ).toBeGreaterThan(20);
    expect(withQ).toBeLessThan(190);
    expect(samples.some((data) => data.mediaType === "application/json")).toBe(true);
    expect(samples.some((data) => data.mediaType === "text/plain")).toBe(true);
    expect(samples.some((data) => typeof data.body === "object" && data.body !== null && "id" in data.body)).toBe(false);
  });

  test("path parameters are non-empty and avoid / ? #", () => {
    fc.assert(
      fc.property(caseArbitrary(op, ctx), (data) => {
        const id = data.pathParameters.item_id as string;
        return id.length > 0 && !/[/?#]/.test(id);
      }),
      params,
    );
  });

  test("undeclared template variables still get a value", () => {
    const arb = caseArbitrary(operation({ path: "/a/{x}/b/{y}", parameters: [parameter("x", "path", { type: "integer" }, true)] }), ctx);
    fc.assert(fc.property(arb, (data) => typeof data.pathParameters.x === "number" && typeof data.pathParameters.y === "string" && data.pathParameters.y.length > 0), params);
  });

  test("header and cookie values are HTTP-representable, also for patterns, enums and nested strings", () => {
    const excluded = "\r\nab";
    const { ctx: strict } = setup(doc, { excludeHeaderCharacters: excluded, allowX00: false });
    const op2 = operation({
      parameters: [
        parameter("X-A", "header", { type: "string" }, true),
        parameter("X-B", "header", { type: "string", pattern: "^.+$" }, true),
        parameter("X-C", "header", { enum: ["ok", " padded ", "line\nbreak", "cab"] }, true),
        parameter("X-D", "header", { type: "array", items: { type: "string", minLength: 1 } }, true),
        parameter("X-E", "header", { type: "object", additionalProperties: { type: "string" } }, true),
        parameter("X-F", "header", { type: "string", format: "email" }, true),
        parameter("c1", "cookie", { type: "string", minLength: 3 }, true),
      ],
    });
    fc.assert(
      fc.property(caseArbitrary(op2, strict), (data) => {
        expect(data.headers["X-C"]).toBe("ok");
        return Object.values(data.headers).every((value) => headerSafe(value, excluded)) && headerSafe(data.cookies.c1, `${excluded};`);
      }),
      params,
    );
  });

  test("header parameters of other types keep their type", () => {
    const samples = fc.sample(caseArbitrary(op, ctx), { seed: 3, numRuns: 100 });
    const counts = samples.map((data) => data.headers["X-Count"]).filter((value) => value !== undefined);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((value) => Number.isInteger(value))).toBe(true);
  });

  test("no request body gives NOT_SET and no media type; optional bodies are sometimes omitted", () => {
    const none = fc.sample(caseArbitrary(operation({ method: "GET", path: "/x" }), ctx), { seed: 1, numRuns: 20 });
    expect(none.every((data) => data.body === NOT_SET && data.mediaType === undefined)).toBe(true);
    const optional = operation({ path: "/x", requestBody: { required: false, alternatives: [body("application/json", { type: "integer" })] } });
    const samples = fc.sample(caseArbitrary(optional, ctx), { seed: 1, numRuns: 200 });
    expect(samples.some((data) => data.body === NOT_SET && data.mediaType === undefined)).toBe(true);
    expect(samples.some((data) => typeof data.body === "number" && data.mediaType === "application/json")).toBe(true);
  });

  test("same seed gives the same cases", () => {
    const first = fc.sample(caseArbitrary(op, ctx), { seed: 99, numRuns: 30 });
    const again = fc.sample(caseArbitrary(op, setup(doc).ctx), { seed: 99, numRuns: 30 });
    expect(again).toEqual(first);
  });

  test("a required parameter with no valid value is a clear SchemaError; an optional one is left out", () => {
    const bad = operation({ path: "/x", parameters: [parameter("n", "query", { type: "integer", minimum: 5, maximum: 1 }, true)] });
    expect(() => caseArbitrary(bad, ctx)).toThrow(/required query parameter "n" of POST \/items/);
    const fine = operation({ path: "/x", parameters: [parameter("n", "query", { type: "integer", minimum: 5, maximum: 1 })] });
    fc.assert(fc.property(caseArbitrary(fine, ctx), (data) => !Object.hasOwn(data.query, "n")), { ...params, numRuns: 20 });
  });

  test("the arbitrary is cached per operation", () => {
    expect(caseArbitrary(op, ctx)).toBe(caseArbitrary(op, ctx));
  });
});
