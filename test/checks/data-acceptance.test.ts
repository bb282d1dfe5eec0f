import { describe, expect, it } from "vitest";
import type { CaseMeta, Violation } from "../../src/core/case.js";
import type { ParameterLocation } from "../../src/core/operation.js";
import {
  NEGATIVE_DATA_REJECTION_STATUSES,
  describeViolation,
  negativeDataRejection,
  violationKey,
} from "../../src/checks/negative-data-rejection.js";
import { POSITIVE_DATA_ACCEPTANCE_STATUSES, errorExcerpt, positiveDataAcceptance } from "../../src/checks/positive-data-acceptance.js";
import { NEGATIVE, POSITIVE, caseData, context, operation, parameter, response, verdict } from "../support/check-cases.js";

const op = operation({
  parameters: [parameter("query", "limit", { type: "integer" }), parameter("query", "tags", { type: "array" }), parameter("header", "X-Trace")],
});

describe("positive_data_acceptance", () => {
  it("documents its default expected statuses", () => {
    expect(POSITIVE_DATA_ACCEPTANCE_STATUSES).toEqual(["2XX", "3XX", "401", "403", "404", "409", "429", "5XX"]);
  });

  it.each([
    [200, false],
    [201, false],
    [204, false],
    [302, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
    [429, false],
    [500, false],
    [400, true],
    [405, true],
    [415, true],
    [422, true],
  ])("a positive case answered %i fails: %s", (status, fails) => {
    const failure = verdict(positiveDataAcceptance, context(op, POSITIVE), response(status));
    expect(failure !== undefined).toBe(fails);
  });

  it("reports the status, the expected list and what the server said", () => {
    const res = response(400, { headers: { "content-type": "application/json" }, body: '{\n  "error": "name is too long"\n}' });
    expect(verdict(positiveDataAcceptance, context(op, POSITIVE), res)).toEqual({
      check: "positive_data_acceptance",
      title: "Rejected positive data",
      message: 'Received: 400\nExpected: 2XX, 3XX, 401, 403, 404, 409, 429, 5XX\nResponse: { "error": "name is too long" }',
      key: "400",
    });
  });

  it("quotes only textual bodies, on one line and shortened", () => {
    expect(errorExcerpt(response(400, { headers: { "content-type": "text/plain" }, body: "bad\nrequest" }))).toBe("bad request");
    expect(errorExcerpt(response(400, { headers: { "content-type": "application/octet-stream" }, body: "bytes" }))).toBeUndefined();
    expect(errorExcerpt(response(400, { body: "no type" }))).toBeUndefined();
    expect(errorExcerpt(response(400, { headers: { "content-type": "application/problem+json" }, body: "" }))).toBeUndefined();
    expect(errorExcerpt(response(400, { headers: { "content-type": "text/html" }, body: "x".repeat(500) }))?.length).toBe(200);
  });

  it("does not apply to negative cases nor to invalid examples", () => {
    expect(verdict(positiveDataAcceptance, context(op, NEGATIVE), response(400))).toBeUndefined();
    const invalidExample: CaseMeta = { phase: "examples", mode: "positive", description: "example 2 of 3 (invalid example)", invalidExample: true };
    expect(verdict(positiveDataAcceptance, context(op, invalidExample), response(400))).toBeUndefined();
    const example: CaseMeta = { phase: "examples", mode: "positive", description: "example 2 of 3" };
    expect(verdict(positiveDataAcceptance, context(op, example), response(400))?.key).toBe("400");
  });

  it.each([
    [["2XX"], 404, true],
    [["2xx", 400], 400, false],
    [[201], 200, true],
    [["20X"], 204, false],
    [[], 404, false], // an empty list falls back to the defaults
  ] as const)("expected-statuses %j: %i fails: %s", (expected, status, fails) => {
    const failure = verdict(positiveDataAcceptance, context(op, POSITIVE, expected), response(status));
    expect(failure !== undefined).toBe(fails);
    if (failure !== undefined && expected.length > 0) expect(failure.message).toContain(`Expected: ${expected.map((p) => String(p).toUpperCase()).join(", ")}`);
  });
});

describe("negative_data_rejection", () => {
  const schema = (location: ParameterLocation | "body", name?: string): CaseMeta => ({
    ...NEGATIVE,
    violation: name === undefined ? { kind: "schema", location } : { kind: "schema", location, name },
  });

  it("documents its default expected statuses", () => {
    expect(NEGATIVE_DATA_REJECTION_STATUSES).toEqual(["3XX", "4XX", "5XX"]);
  });

  it.each([
    [200, true],
    [201, true],
    [204, true],
    [101, true],
    [301, false],
    [400, false],
    [404, false],
    [409, false],
    [413, false],
    [415, false],
    [422, false],
    [500, false],
  ])("a negative case answered %i fails: %s", (status, fails) => {
    const failure = verdict(negativeDataRejection, context(op, schema("query", "limit")), response(status));
    expect(failure !== undefined).toBe(fails);
  });

  it("names the violation and the case in the message, and keys by violation", () => {
    const meta: CaseMeta = { ...schema("query", "limit"), description: "query limit: maximum + 1 (101)" };
    expect(verdict(negativeDataRejection, context(op, meta), response(200))).toEqual({
      check: "negative_data_rejection",
      title: "Accepted negative data",
      message: "Received: 200\nExpected: 3XX, 4XX, 5XX\nInvalid: query parameter `limit` does not match its schema\nCase: query limit: maximum + 1 (101)",
      key: "schema:query:limit",
    });
  });

  it("does not apply to positive cases", () => {
    expect(verdict(negativeDataRejection, context(op, POSITIVE), response(200))).toBeUndefined();
  });

  it("leaves undeclared methods and missing headers to their own checks", () => {
    const method: CaseMeta = { ...NEGATIVE, violation: { kind: "unexpected-method" } };
    expect(verdict(negativeDataRejection, context(op, method), response(200))).toBeUndefined();
    const header: CaseMeta = { ...NEGATIVE, violation: { kind: "missing-required", location: "header", name: "X-Trace" } };
    expect(verdict(negativeDataRejection, context(op, header), response(200))).toBeUndefined();
    const query: CaseMeta = { ...NEGATIVE, violation: { kind: "missing-required", location: "query", name: "limit" } };
    expect(verdict(negativeDataRejection, context(op, query), response(200))?.key).toBe("missing-required:query:limit");
    const body: CaseMeta = { ...NEGATIVE, violation: { kind: "missing-required", location: "body" } };
    expect(verdict(negativeDataRejection, context(op, body), response(201))?.message).toContain("Invalid: required body is missing");
  });

  it("judges a duplicated query parameter only when its schema refuses the repeated values", () => {
    const duplicate = (name: string): CaseMeta => ({ ...NEGATIVE, violation: { kind: "duplicate-query-parameter", name } });
    const scalar = caseData({ query: { limit: [5, 5] } });
    expect(verdict(negativeDataRejection, context(op, duplicate("limit")), response(200), scalar)?.key).toBe("duplicate-query-parameter:query:limit");
    const list = caseData({ query: { tags: ["a", "a"] } });
    expect(verdict(negativeDataRejection, context(op, duplicate("tags")), response(200), list)).toBeUndefined();
    expect(verdict(negativeDataRejection, context(op, duplicate("undeclared")), response(200))).toBeUndefined();
  });

  it("ignores invalid values of parameters the operation does not declare", () => {
    expect(verdict(negativeDataRejection, context(op, schema("query", "extra")), response(200))).toBeUndefined();
    expect(verdict(negativeDataRejection, context(op, schema("header", "x-trace")), response(200))?.key).toBe("schema:header:x-trace");
    expect(verdict(negativeDataRejection, context(op, schema("body", "name")), response(200))?.message).toContain("body property `name`");
    expect(verdict(negativeDataRejection, context(op, schema("body")), response(200))?.key).toBe("schema:body:");
  });

  it("judges negative cases that record no violation", () => {
    expect(verdict(negativeDataRejection, context(op, NEGATIVE), response(200))).toMatchObject({ key: "unspecified", message: "Received: 200\nExpected: 3XX, 4XX, 5XX" });
  });

  it.each([
    [[400, 422], 404, true],
    [["4XX"], 302, true],
    [["2XX"], 200, false],
    [["40X", "422"], 410, true],
    [["40X", "422"], 409, false],
  ] as const)("expected-statuses %j: %i fails: %s", (expected, status, fails) => {
    const failure = verdict(negativeDataRejection, context(op, schema("query", "limit"), expected), response(status));
    expect(failure !== undefined).toBe(fails);
  });

  it("describes and keys every violation kind", () => {
    const cases: [Violation, string, string][] = [
      [{ kind: "unexpected-method" }, "the method is not declared for this path", "unexpected-method"],
      [{ kind: "duplicate-query-parameter", name: "q" }, "query parameter `q` is sent twice", "duplicate-query-parameter:query:q"],
      [{ kind: "missing-required", location: "cookie", name: "session" }, "required cookie parameter `session` is missing", "missing-required:cookie:session"],
      [{ kind: "schema", location: "path", name: "id" }, "path parameter `id` does not match its schema", "schema:path:id"],
      [{ kind: "schema", location: "query" }, "query parameter does not match its schema", "schema:query:"],
    ];
    for (const [violation, text, key] of cases) {
      expect(describeViolation(violation)).toBe(text);
      expect(violationKey(violation)).toBe(key);
    }
    expect(violationKey(undefined)).toBe("unspecified");
  });
});
