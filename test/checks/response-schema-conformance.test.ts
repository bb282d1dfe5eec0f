import { describe, expect, it } from "vitest";
import { responseSchemaConformance } from "../../src/checks/response-schema-conformance.js";
import type { CheckContext } from "../../src/core/check.js";
import { context, documented, failuresOf, jsonResponse, makeValidator, operation, response } from "../support/check-helpers.js";

const ITEM = { type: "object", properties: { id: { type: "integer" }, name: { type: "string", maxLength: 5 } }, required: ["id"] };
const op = operation([
  documented("200", { "application/json": { type: "array", items: ITEM } }),
  documented("201", { "application/json": ITEM, "text/plain": { type: "integer" } }),
  documented("204"),
  documented("4XX", { "application/problem+json": { type: "object", required: ["title"] } }),
  documented("default", { "application/json": true }),
]);

describe("response_schema_conformance", () => {
  it.each([
    ["valid array", jsonResponse(200, [{ id: 1 }, { id: 2, name: "ab" }]), undefined],
    ["wrong item type", jsonResponse(200, [{ id: 1 }, { id: "x" }]), "Response violates schema"],
    ["missing property", jsonResponse(201, { name: "a" }), "Response violates schema"],
    ["+json accepted and validated", jsonResponse(201, { name: "a" }, "application/vnd.item+json"), "Response violates schema"],
    ["problem+json on 4XX", jsonResponse(422, { detail: "x" }, "application/problem+json"), "Response violates schema"],
    ["problem+json valid", jsonResponse(422, { title: "Bad" }, "application/problem+json"), undefined],
    ["trivial default schema", jsonResponse(500, "anything"), undefined],
    ["undocumented status", jsonResponse(302, 1), undefined],
    ["non-JSON media type is skipped", response({ status: 201, headers: { "content-type": "text/plain" }, body: "abc" }), undefined],
    ["+json leniency applies to validation too", jsonResponse(201, 1, "application/xml+json"), "Response violates schema"],
    ["undocumented JSON type is left to content_type_conformance", jsonResponse(422, 1, "application/json"), undefined],
    ["invalid JSON", response({ status: 201, headers: { "content-type": "application/json" }, body: "{oops" }), "JSON deserialization error"],
    ["empty body with schema", response({ status: 201, headers: { "content-type": "application/json" } }), "JSON deserialization error"],
    ["empty body on HEAD", response({ status: 201, method: "HEAD", headers: { "content-type": "application/json" } }), undefined],
    ["204", response({ status: 204 }), undefined],
    ["truncated body is not parsed", response({ status: 201, headers: { "content-type": "application/json" }, body: '{"na', truncated: true }), undefined],
    ["no Content-Type, single JSON entry", response({ status: 200, body: '[{"id":"x"}]' }), "Response violates schema"],
  ])("%s", async (_label, res, title) => {
    const failures = await failuresOf(responseSchemaConformance, context(op), res);
    expect(failures[0]?.title).toBe(title);
    expect(failures.length).toBeLessThanOrEqual(1);
  });

  it("describes the first issue with value and keyword excerpts", async () => {
    const [failure] = await failuresOf(responseSchemaConformance, context(op), jsonResponse(200, [{ id: 1 }, { id: "x", name: "toolong" }]));
    expect(failure?.check).toBe("response_schema_conformance");
    expect(failure?.message).toBe(
      [
        "must be integer",
        "",
        "Value at /1/id:",
        '    "x"',
        "Schema keyword `type` at #/items/properties/id/type:",
        '    "integer"',
        "",
        "(1 more issue in this body)",
      ].join("\n"),
    );
    expect(failure?.key).toBe("#/items/properties/id/type|type");
  });

  it("keys the same violation the same way whatever the data", async () => {
    const a = await failuresOf(responseSchemaConformance, context(op), jsonResponse(200, [{ id: "x" }]));
    const b = await failuresOf(responseSchemaConformance, context(op), jsonResponse(200, [{ id: 1 }, { id: 1 }, { id: true }]));
    const c = await failuresOf(responseSchemaConformance, context(op), jsonResponse(200, [{}]));
    expect(a[0]?.key).toBe(b[0]?.key);
    expect(c[0]?.key).not.toBe(a[0]?.key);
  });

  it("quotes a long offending value only in part", async () => {
    const [failure] = await failuresOf(responseSchemaConformance, context(op), jsonResponse(201, "y".repeat(500)));
    expect(failure?.message).toContain(`"${"y".repeat(100)}`);
    expect(failure?.message).toContain("…");
    expect(failure?.message.length).toBeLessThan(400);
  });

  it("quotes keywords inside $ref'd schemas when a resolver is available", async () => {
    const document = { components: { schemas: { Item: ITEM } } };
    const validator = makeValidator(document);
    const refOp = operation([documented("200", { "application/json": { $ref: "apitest:doc#/components/schemas/Item" } })]);
    const ctx: CheckContext & { resolver: typeof validator } = { ...context(refOp, { validator }), resolver: validator };
    const [failure] = await failuresOf(responseSchemaConformance, ctx, jsonResponse(200, { id: 1, name: "waytoolong" }));
    expect(failure?.message).toContain("Schema keyword `maxLength` at #/components/schemas/Item/properties/name/maxLength:\n    5");
    const plain = await failuresOf(responseSchemaConformance, context(refOp, { validator }), jsonResponse(200, { id: 1, name: "waytoolong" }));
    expect(plain[0]?.message).toContain("Schema keyword `maxLength` at #/components/schemas/Item/properties/name/maxLength");
    // The internal document URI never reaches the user: pointers read as in their own document.
    expect(failure?.message).not.toContain("apitest:doc");
  });

  it("gives the parse error for invalid JSON", async () => {
    const [failure] = await failuresOf(
      responseSchemaConformance,
      context(op),
      response({ status: 201, headers: { "content-type": "application/json" }, body: "{oops" }),
    );
    expect(failure?.message).toMatch(/^The response body is not valid JSON: .*JSON/);
    expect(failure?.key).toBe("invalid-json");
  });
});
