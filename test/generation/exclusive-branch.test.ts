import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import { arbitraryFromSchema } from "../../src/generation/from-schema.js";
import type { OperationDefinition } from "../../src/core/operation.js";
import { setup } from "../support/generation-support.js";

// Two open object branches: any object with only shared (or no) properties matches both.
const doc = {
  $defs: {
    Pair: { type: "object", properties: { from: { type: "array", items: { type: "number" } }, to: { type: "array", items: { type: "number" } }, vehicle: { type: "string" } } },
    Symmetric: { type: "object", properties: { points: { type: "array", items: { type: "number" } }, vehicle: { type: "string" } } },
    Lan: { type: "object", required: ["type"], properties: { type: { type: "string" }, ips: { type: "array", items: { type: "string" } } } },
    P2p: { type: "object", required: ["type"], properties: { type: { type: "string" }, vlan: { type: "integer" } } },
  },
};

describe("oneOf values match exactly one branch", () => {
  const { ctx, validate } = setup(doc);

  it("open object branches that overlap everywhere: each value is steered off the other branch", () => {
    const schema = { oneOf: [{ $ref: "apitest:doc#/$defs/Pair" }, { $ref: "apitest:doc#/$defs/Symmetric" }] };
    const values = fc.sample(arbitraryFromSchema(schema, ctx), { seed: 4, numRuns: 100 });
    for (const value of values) expect(validate(schema, value), JSON.stringify(value)).toBe(true);
    // Both branches still produce values.
    expect(values.some((value) => validate({ $ref: "apitest:doc#/$defs/Pair" }, value) && !validate({ $ref: "apitest:doc#/$defs/Symmetric" }, value))).toBe(true);
    expect(values.some((value) => validate({ $ref: "apitest:doc#/$defs/Symmetric" }, value) && !validate({ $ref: "apitest:doc#/$defs/Pair" }, value))).toBe(true);
  });

  it("a discriminator's branches are kept apart too, since JSON Schema validation ignores the discriminator", () => {
    const schema = {
      oneOf: [{ $ref: "apitest:doc#/$defs/Lan" }, { $ref: "apitest:doc#/$defs/P2p" }],
      discriminator: { propertyName: "type", mapping: { lan: "#/$defs/Lan", p2p: "#/$defs/P2p" } },
    };
    const values = fc.sample(arbitraryFromSchema(schema, ctx), { seed: 9, numRuns: 100 }) as { type: string }[];
    for (const value of values) expect(validate({ oneOf: schema.oneOf }, value), JSON.stringify(value)).toBe(true);
    expect(new Set(values.map((value) => value.type))).toEqual(new Set(["lan", "p2p"]));
  });
});

describe("form bodies", () => {
  it("a required array property is never empty in a form body, where an empty array would vanish", () => {
    const { ctx } = setup({});
    const schema = { type: "object", required: ["ids"], properties: { ids: { type: "array", items: { type: "integer" } } } };
    const operation: OperationDefinition = {
      method: "POST",
      path: "/tasks",
      label: "POST /tasks",
      tags: [],
      deprecated: false,
      parameters: [],
      requestBody: { required: true, alternatives: [{ mediaType: "application/x-www-form-urlencoded", schema }] },
      responses: [],
      security: [],
      pointer: "/paths/~1tasks/post",
    } as unknown as OperationDefinition;
    const bodies = fc.sample(caseArbitrary(operation, ctx), { seed: 2, numRuns: 100 }).map((data) => data.body as { ids: number[] });
    for (const body of bodies) expect(body.ids.length).toBeGreaterThan(0);
    // The same schema as JSON may still be empty: only form bodies are restricted.
    const json = { ...operation, requestBody: { required: true, alternatives: [{ mediaType: "application/json", schema }] } } as OperationDefinition;
    expect(fc.sample(caseArbitrary(json, ctx), { seed: 2, numRuns: 100 }).some((data) => (data.body as { ids: number[] }).ids.length === 0)).toBe(true);
  });
});
