import { describe, expect, test } from "vitest";
import { NOT_SET } from "../../../src/core/not-set.js";
import { planExamples } from "../../../src/generation/examples/plan-examples.js";
import { readSchemaFromText } from "../../../src/schema/read-source.js";
import { buildOpenApiSpec } from "../../../src/specs/openapi/load-spec.js";
import { body, operation, param, phaseSetup } from "../../support/planned-support.js";

const doc = {
  $defs: {
    User: {
      type: "object",
      required: ["name", "role"],
      properties: {
        name: { type: "string", examples: ["alice", "bob", "carol"] },
        role: { $ref: "apitest:doc#/$defs/Role" },
        age: { type: "integer", minimum: 0 },
      },
    },
    Role: { type: "string", enum: ["admin", "user"], example: "admin" },
  },
};
const { ctx, valid } = phaseSetup(doc);
const OPTIONS = { fillMissing: false, seed: 7 };

describe("planExamples", () => {
  test("parameter-level examples: as many cases as the largest example list, round-robin", () => {
    const op = operation({
      method: "GET",
      path: "/items/{id}",
      parameters: [
        param("id", "path", { type: "integer" }, { examples: [1, 2, 3] }),
        param("q", "query", { type: "string" }, { examples: ["x"] }),
        param("page", "query", { type: "integer", minimum: 1 }),
        param("X-Req", "header", { type: "string", minLength: 3 }, { required: true }),
      ],
    });
    const cases = planExamples(op, ctx, OPTIONS);
    expect(cases.map((c) => c.meta)).toEqual([1, 2, 3].map((n) => ({ phase: "examples", mode: "positive", description: `example ${n} of 3` })));
    expect(cases.map((c) => c.data.pathParameters.id)).toEqual([1, 2, 3]);
    expect(cases.map((c) => c.data.query.q)).toEqual(["x", "x", "x"]);
    // Optional parameters without examples are left out; required ones are generated and valid.
    expect(cases.every((c) => !("page" in c.data.query))).toBe(true);
    for (const c of cases) expect(valid({ type: "string", minLength: 3 }, c.data.headers["X-Req"])).toBe(true);
    expect(cases.every((c) => c.data.body === NOT_SET)).toBe(true);
  });

  test("media-type examples, and schema-level example/examples/default", () => {
    const op = operation({
      parameters: [param("limit", "query", { type: "integer", default: 20, example: 5 }, { required: true })],
      requestBody: { required: true, alternatives: [body({ type: "object" }, { examples: [{ a: 1 }, { a: 2 }] }), body({ type: "string", examples: ["one", "two", "three"] }, { mediaType: "text/plain" })] },
    });
    const cases = planExamples(op, ctx, OPTIONS);
    expect(cases).toHaveLength(5);
    expect(cases.map((c) => [c.data.mediaType, c.data.body])).toEqual([
      ["application/json", { a: 1 }],
      ["application/json", { a: 2 }],
      ["text/plain", "one"],
      ["text/plain", "two"],
      ["text/plain", "three"],
    ]);
    expect(cases.map((c) => c.data.query.limit)).toEqual([5, 20, 5, 20, 5]);
  });

  test("property-level examples combine round-robin, following $refs; required properties are filled", () => {
    const op = operation({ requestBody: { required: true, alternatives: [body({ $ref: "apitest:doc#/$defs/User" })] } });
    const cases = planExamples(op, ctx, OPTIONS);
    expect(cases.map((c) => c.data.body)).toEqual([
      { name: "alice", role: "admin" },
      { name: "bob", role: "admin" },
      { name: "carol", role: "admin" },
    ]);
    expect(cases[0]?.meta.description).toBe("example 1 of 3");
  });

  test("an example the schema rejects is still planned, marked invalid", () => {
    const op = operation({ method: "GET", parameters: [param("n", "query", { type: "integer", maximum: 10 }, { required: true, examples: [5, 50] })] });
    expect(planExamples(op, ctx, OPTIONS).map((c) => c.meta.description)).toEqual(["example 1 of 2", "example 2 of 2 (invalid example)"]);
    expect(planExamples(op, ctx, OPTIONS).map((c) => c.meta.invalidExample === true)).toEqual([false, true]);
  });

  test("no examples: nothing, or one generated case with fillMissing", () => {
    const op = operation({ parameters: [param("n", "query", { type: "integer", minimum: 3 }, { required: true })], requestBody: { required: true, alternatives: [body({ type: "object", required: ["k"], properties: { k: { type: "boolean" } } })] } });
    expect(planExamples(op, ctx, OPTIONS)).toEqual([]);
    const filled = planExamples(op, ctx, { fillMissing: true, seed: 7 });
    expect(filled).toHaveLength(1);
    expect(filled[0]?.meta.description).toBe("generated (no examples)");
    expect(valid({ type: "integer", minimum: 3 }, filled[0]?.data.query.n)).toBe(true);
    expect(typeof (filled[0]?.data.body as { k: unknown }).k).toBe("boolean");
  });

  test("deterministic for a seed; generated parts change with it", () => {
    const op = operation({ parameters: [param("id", "query", { type: "string" }, { required: true, examples: ["a"] }), param("n", "query", { type: "integer" }, { required: true })] });
    expect(planExamples(op, ctx, OPTIONS)).toEqual(planExamples(op, phaseSetup(doc).ctx, OPTIONS));
    const values = new Set([1, 2, 3, 4, 5, 6].map((seed) => planExamples(op, ctx, { fillMissing: false, seed })[0]?.data.query.n));
    expect(values.size).toBeGreaterThan(1);
  });

  test("Swagger 2 x-example reaches the plan through the loader", async () => {
    const text = JSON.stringify({
      swagger: "2.0",
      info: { title: "t", version: "1" },
      paths: {
        "/pets/{petId}": {
          get: {
            parameters: [
              { name: "petId", in: "path", required: true, type: "integer", "x-example": 42 },
              { name: "kind", in: "query", type: "string", enum: ["cat", "dog"], "x-example": "dog" },
            ],
            responses: { "200": { description: "ok" } },
          },
        },
      },
    });
    const spec = await buildOpenApiSpec(readSchemaFromText(text));
    const specCtx = { resolver: spec.resolver, allowX00: false, excludeHeaderCharacters: "\r\n", formats: new Map() };
    const cases = planExamples(spec.operations[0]!, specCtx, OPTIONS);
    expect(cases).toHaveLength(1);
    expect(cases[0]?.data.pathParameters).toEqual({ petId: 42 });
    expect(cases[0]?.data.query).toEqual({ kind: "dog" });
  });
});
