import { beforeAll, describe, expect, test } from "vitest";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { planCoverage } from "../../src/generation/coverage/plan-coverage.js";
import { contextOf, operationOf, sendPositive, specFrom } from "../support/wirefix-support.js";

// A mandate's `reference` is set by the server: required in responses, never sent in requests.
const document = {
  openapi: "3.0.3",
  info: { title: "read-only", version: "1" },
  paths: {
    "/mandates": {
      post: {
        requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/Mandate" } } } },
        responses: { "201": { description: "created", content: { "application/json": { schema: { $ref: "#/components/schemas/Mandate" } } } } },
      },
    },
  },
  components: {
    schemas: {
      Mandate: {
        type: "object",
        required: ["reference", "return_url", "id"],
        properties: {
          reference: { type: "string", readOnly: true },
          id: { $ref: "#/components/schemas/Id" },
          return_url: { type: "string", minLength: 1 },
        },
      },
      Id: { type: "integer", readOnly: true },
    },
  },
};

describe("a required readOnly property (OpenAPI: its required applies to responses only)", () => {
  let spec: OpenApiSpec;
  beforeAll(async () => {
    spec = await specFrom(document);
  });

  test("fuzzing leaves it out of the request body, and the request is valid as sent", () => {
    const sent = sendPositive(spec, operationOf(spec, "POST /mandates"), 40);
    expect(sent.length).toBe(40);
    for (const one of sent) {
      expect(one.data.body).toHaveProperty("return_url");
      expect(one.data.body).not.toHaveProperty("reference");
      expect(one.data.body).not.toHaveProperty("id");
      expect(one.issues).toEqual([]);
    }
  });

  test("coverage's positive bodies leave it out too, and none of its negative cases is 'reference missing'", () => {
    const planned = planCoverage(operationOf(spec, "POST /mandates"), contextOf(spec), { modes: ["positive", "negative"], unexpectedMethods: [], duplicateQueryParameters: false });
    const positives = planned.filter((one) => one.meta.mode === "positive");
    expect(positives.length).toBeGreaterThan(0);
    for (const one of positives) {
      if (one.data.body === undefined || typeof one.data.body !== "object" || one.data.body === null) continue;
      expect(one.data.body).not.toHaveProperty("reference");
      expect(one.data.body).not.toHaveProperty("id");
    }
    expect(planned.some((one) => one.meta.description?.includes("reference") === true && one.meta.mode === "negative" && one.meta.description.includes("missing"))).toBe(false);
  });

  test("a response without it is still invalid (the issue is marked, for request validation only)", () => {
    const schema = operationOf(spec, "POST /mandates").responses[0]?.content[0]?.schema;
    expect(schema).toBeDefined();
    const issues = spec.validator.validate(schema ?? true, { return_url: "a" });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]?.readOnlyMissing).toBe(true);
  });
});
