import { describe, expect, test } from "vitest";
import type { CaseData } from "../../src/core/case.js";
import { NOT_SET } from "../../src/core/not-set.js";
import { positiveDataProblem } from "../../src/generation/positive-data.js";
import { body, environment, operation, parameter } from "../support/negative-support.js";

const upload = { type: "object", required: ["kind", "amount"], properties: { kind: { type: "string", enum: ["image", "video"] }, amount: { type: "integer", maximum: 6 }, file: { type: "string", format: "binary", maxLength: 4 } } };
const uploads = operation("POST", "/uploads/{folder}", {
  parameters: [parameter("folder", "path", { type: "string" }), parameter("q", "query", { type: "string" }), parameter("n", "query", { type: "number" })],
  requestBody: { required: true, alternatives: [body("multipart/form-data", upload), body("application/xml", upload), body("application/x-www-form-urlencoded", { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } })] },
});
const { validator } = environment();
const base: CaseData = { method: "POST", path: "/uploads/{folder}", pathParameters: { folder: "a" }, query: { q: "x" }, headers: {}, cookies: {}, body: { kind: "image", amount: 3 }, mediaType: "multipart/form-data" };

describe("positive data, judged before serialization", () => {
  test("a valid case has no problem; bytes count as text of their length", () => {
    expect(positiveDataProblem(base, uploads, validator)).toBeUndefined();
    expect(positiveDataProblem({ ...base, body: { kind: "video", amount: 6, file: new Uint8Array([1, 2, 3]) } }, uploads, validator)).toBeUndefined();
    expect(positiveDataProblem({ ...base, body: { kind: "video", amount: 6, file: new Uint8Array([1, 2, 3, 4, 5]) } }, uploads, validator)).toMatch(/file/);
  });

  test("multipart and XML bodies are validated against their schema: a broken enum, a number past its maximum", () => {
    expect(positiveDataProblem({ ...base, body: { kind: "imagei", amount: 3 } }, uploads, validator)).toMatch(/^body \(multipart\/form-data\): \/kind must be equal to one of the allowed values/);
    expect(positiveDataProblem({ ...base, mediaType: "application/xml", body: { kind: "image", amount: 12 } }, uploads, validator)).toMatch(/^body \(application\/xml\): \/amount must be <= 6/);
  });

  test("the wire rules drawn cases obey: no empty query value or path segment, no lost empty array, no -0", () => {
    expect(positiveDataProblem({ ...base, query: { q: "" } }, uploads, validator)).toBe('query parameter "q" would go out empty');
    expect(positiveDataProblem({ ...base, pathParameters: { folder: "" } }, uploads, validator)).toBe('path parameter "folder" would go out empty');
    expect(positiveDataProblem({ ...base, query: { n: -0 } }, uploads, validator)).toBe('query parameter "n" holds -0');
    expect(positiveDataProblem({ ...base, mediaType: "application/x-www-form-urlencoded", body: { tags: [] } }, uploads, validator)).toMatch(/empty array/);
    expect(positiveDataProblem({ ...base, body: NOT_SET, mediaType: undefined }, uploads, validator)).toBeUndefined();
  });
});
