import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { openapi, UsageError } from "../../src/index.js";
import { recordingApp } from "../support/recording-express.js";

const { app } = recordingApp();
const schema = await openapi.fromNodeApp("/openapi.json", app);
const withData = schema.exclude({ operationId: "boom" });

describe("asArbitrary({ mode }) on operations and schemas", () => {
  test("operation negative: every case is negative and the Express app rejects each one (400)", async () => {
    for (const operation of withData) {
      const cases = fc.sample(operation.asArbitrary({ mode: "negative" }), { numRuns: 25, seed: 4 });
      for (const apiCase of cases) {
        expect(apiCase.meta).toMatchObject({ phase: "fuzzing", mode: "negative" });
        expect(apiCase.meta.description).toBeTruthy();
        const response = await apiCase.call();
        expect(response.statusCode, `${apiCase.meta.description}: ${apiCase.prepare().url}`).toBe(400);
        // The negative checks pass on the app's answer: it rejected invalid data.
        await apiCase.validateResponse(response);
      }
    }
  });

  test("operation positive (the default): the app accepts every case", async () => {
    for (const apiCase of fc.sample(schema.get("/items", "GET").asArbitrary(), { numRuns: 25, seed: 4 })) {
      expect(apiCase.meta.mode).toBe("positive");
      expect((await apiCase.callAndValidate()).statusCode).toBe(200);
    }
  });

  test("schema negative gives negative cases (it silently gave positive ones), skipping operations with nothing to break", () => {
    const cases = fc.sample(schema.asArbitrary({ mode: "negative" }), { numRuns: 40, seed: 9 });
    expect(cases.every((apiCase) => apiCase.meta.mode === "negative")).toBe(true);
    expect(new Set(cases.map((apiCase) => apiCase.operation.label))).toEqual(new Set(["GET /items", "POST /items"]));
  });

  test("all gives both modes", () => {
    const modes = new Set(fc.sample(schema.asArbitrary({ mode: "all" }), { numRuns: 60, seed: 2 }).map((apiCase) => apiCase.meta.mode));
    expect(modes).toEqual(new Set(["positive", "negative"]));
  });

  test("a mode an operation cannot give, or an unknown mode, is a usage error naming the way out", () => {
    expect(() => schema.get("/boom", "GET").asArbitrary({ mode: "negative" })).toThrow(/nothing that can be made invalid.*mode "positive" or "all"/);
    expect(() => schema.get("/boom", "GET").asArbitrary({ mode: "bad" as "all" })).toThrow(UsageError);
    expect(() => schema.include({ operationId: "boom" }).asArbitrary({ mode: "negative" })).toThrow(/no negative data/);
  });
});
