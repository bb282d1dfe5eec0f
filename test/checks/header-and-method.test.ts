import { describe, expect, it } from "vitest";
import type { CaseMeta } from "../../src/core/case.js";
import {
  MISSING_AUTHORIZATION_STATUSES,
  MISSING_REQUIRED_HEADER_STATUSES,
  missingRequiredHeader,
} from "../../src/checks/missing-required-header.js";
import { unsupportedMethod } from "../../src/checks/unsupported-method.js";
import { NEGATIVE, POSITIVE, context, operation, parameter, request, response, verdict } from "../support/check-cases.js";

const missing = (name: string, location: "header" | "query" = "header"): CaseMeta => ({
  ...NEGATIVE,
  violation: { kind: "missing-required", location, name },
});

describe("missing_required_header", () => {
  const op = operation({ parameters: [parameter("header", "X-Api-Version"), parameter("header", "Authorization")] });

  it("documents its defaults", () => {
    expect(MISSING_REQUIRED_HEADER_STATUSES).toEqual(["4XX"]);
    expect(MISSING_AUTHORIZATION_STATUSES).toEqual([401]);
  });

  it.each([
    ["X-Api-Version", 400, false],
    ["X-Api-Version", 406, false],
    ["X-Api-Version", 422, false],
    ["X-Api-Version", 200, true],
    ["X-Api-Version", 302, true],
    ["X-Api-Version", 500, true],
    ["Authorization", 401, false],
    ["authorization", 401, false],
    ["Authorization", 403, true],
    ["Authorization", 400, true],
    ["Authorization", 200, true],
  ])("without %s, a %i fails: %s", (name, status, fails) => {
    const failure = verdict(missingRequiredHeader, context(op, missing(name)), response(status));
    expect(failure !== undefined).toBe(fails);
  });

  it("reports the header, the status and the expected statuses, keyed by header name", () => {
    expect(verdict(missingRequiredHeader, context(op, missing("X-Api-Version")), response(200))).toEqual({
      check: "missing_required_header",
      title: "Missing header not rejected",
      message: "Received: 200 without the required `X-Api-Version` header\nExpected: 4XX",
      key: "x-api-version",
    });
    expect(verdict(missingRequiredHeader, context(op, missing("Authorization")), response(403))?.message).toBe(
      "Received: 403 without the required `Authorization` header\nExpected: 401",
    );
  });

  it("applies only to missing header cases", () => {
    expect(verdict(missingRequiredHeader, context(op, POSITIVE), response(200))).toBeUndefined();
    expect(verdict(missingRequiredHeader, context(op, missing("limit", "query")), response(200))).toBeUndefined();
    const wrongValue: CaseMeta = { ...NEGATIVE, violation: { kind: "schema", location: "header", name: "X-Api-Version" } };
    expect(verdict(missingRequiredHeader, context(op, wrongValue), response(200))).toBeUndefined();
  });

  it("does not judge a request that carries the header after all", () => {
    const sent = request({ headers: { "x-api-version": "2" } });
    expect(verdict(missingRequiredHeader, context(op, missing("X-Api-Version")), response(200, { request: sent }))).toBeUndefined();
  });

  it("does not judge a 404 from a path with parameters", () => {
    const item = operation({ path: "/items/{id}", parameters: [parameter("header", "X-Api-Version")] });
    expect(verdict(missingRequiredHeader, context(item, missing("X-Api-Version")), response(404))).toBeUndefined();
    expect(verdict(missingRequiredHeader, context(item, missing("Authorization")), response(404))).toBeUndefined();
    expect(verdict(missingRequiredHeader, context(op, missing("Authorization")), response(404))).toBeDefined();
  });

  it.each([
    ["X-Api-Version", ["406"], 400, true],
    ["X-Api-Version", ["406"], 406, false],
    ["Authorization", ["401", "403"], 403, false],
    ["Authorization", ["4XX"], 400, false],
  ] as const)("without %s and expected-statuses %j, a %i fails: %s", (name, expected, status, fails) => {
    const failure = verdict(missingRequiredHeader, context(op, missing(name), expected), response(status));
    expect(failure !== undefined).toBe(fails);
  });
});

describe("unsupported_method", () => {
  const unexpected: CaseMeta = { phase: "coverage", mode: "negative", violation: { kind: "unexpected-method" } };
  const op = operation({ path: "/items" });
  const sent = (method: string, status: number, headers: Record<string, string> = {}) =>
    response(status, { headers, request: request({ method }) });

  it.each([
    ["PATCH", 405, { allow: "GET, POST" }, undefined],
    ["PATCH", 405, {}, "Missing Allow header"],
    ["PATCH", 405, { allow: " " }, "Missing Allow header"],
    ["DELETE", 200, {}, "Unsupported method response"],
    ["PUT", 404, {}, "Unsupported method response"],
    ["PUT", 400, {}, "Unsupported method response"],
    ["PUT", 401, {}, "Unsupported method response"],
    ["PUT", 500, {}, "Unsupported method response"],
    ["PUT", 501, {}, undefined],
    ["PUT", 429, {}, undefined],
    ["HEAD", 200, {}, undefined],
    ["OPTIONS", 204, {}, undefined],
  ] as const)("%s answered %i with %j: %s", (method, status, headers, title) => {
    expect(verdict(unsupportedMethod, context(op, unexpected), sent(method, status, headers))?.title).toBe(title);
  });

  it("reports the method and status, keyed by the status (one defect however many methods show it)", () => {
    expect(verdict(unsupportedMethod, context(op, unexpected), sent("DELETE", 200))).toEqual({
      check: "unsupported_method",
      title: "Unsupported method response",
      message: "Received: 200 for DELETE /items, a method the schema does not declare\nExpected: 405",
      key: "200",
    });
    expect(verdict(unsupportedMethod, context(op, unexpected), sent("PATCH", 405))).toMatchObject({
      title: "Missing Allow header",
      key: "missing-allow",
    });
  });

  it("accepts what is decided before method dispatch", () => {
    const item = operation({ path: "/items/{id}" });
    expect(verdict(unsupportedMethod, context(item, unexpected), sent("PUT", 404))).toBeUndefined();
    const secured = operation({ security: [[{ type: "http", name: "bearer", scheme: "bearer" }]] });
    expect(verdict(unsupportedMethod, context(secured, unexpected), sent("PUT", 401))).toBeUndefined();
    expect(verdict(unsupportedMethod, context(secured, unexpected), sent("PUT", 403))).toBeUndefined();
    expect(verdict(unsupportedMethod, context(secured, unexpected), sent("PUT", 200))).toBeDefined();
  });

  it("applies only to undeclared-method cases", () => {
    expect(verdict(unsupportedMethod, context(op, POSITIVE), sent("GET", 200))).toBeUndefined();
    expect(verdict(unsupportedMethod, context(op, missing("X-A")), sent("GET", 200))).toBeUndefined();
  });
});
