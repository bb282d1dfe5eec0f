import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import { numericTextArbitrary } from "../../../src/generation/negative/numeric-text.js";
import { body, environment, operation } from "../../support/negative-support.js";

describe("numericTextArbitrary", () => {
  const { ctx } = environment();

  test("writes one number, integer or boolean property of a JSON body as text, the rest positive", () => {
    const op = operation("POST", "/orders", {
      requestBody: {
        required: true,
        alternatives: [
          body("application/json", {
            type: "object",
            required: ["qty", "sku"],
            properties: { qty: { type: "integer", minimum: 1, maximum: 9 }, dry: { type: "boolean" }, sku: { type: "string", maxLength: 4 } },
          }),
        ],
      },
    });
    const seen = new Set<string>();
    fc.assert(
      fc.property(numericTextArbitrary(op, ctx)!, ({ data, property, description }) => {
        seen.add(property);
        const sent = data.body as Record<string, unknown>;
        expect(typeof sent[property]).toBe("string");
        if (property === "qty") expect(sent["qty"]).toMatch(/^[1-9]$/);
        if (property === "dry") expect(["true", "false"]).toContain(sent["dry"]);
        expect(typeof sent["sku"]).toBe("string");
        expect(description).toBe(`body property "${property}": a number or boolean written as text`);
      }),
      { numRuns: 100, seed: 3 },
    );
    expect([...seen].sort()).toEqual(["dry", "qty"]);
  });

  test("undefined without a JSON body property of such a type", () => {
    const op = operation("POST", "/notes", { requestBody: { required: true, alternatives: [body("application/json", { type: "object", properties: { text: { type: "string" } } })] } });
    expect(numericTextArbitrary(op, ctx)).toBeUndefined();
    expect(numericTextArbitrary(operation("GET", "/x", {}), ctx)).toBeUndefined();
  });
});
