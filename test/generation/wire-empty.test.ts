import * as fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { JsonSchema } from "../../src/core/json-schema.js";
import type { OperationDefinition, ParameterDefinition, ParameterLocation, ParameterStyle } from "../../src/core/operation.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import { planCoverage } from "../../src/generation/coverage/plan-coverage.js";
import { sendsEmptyValue } from "../../src/generation/wire-empty.js";
import { prepareRequest } from "../../src/serialization/prepare-request.js";
import { setup } from "../support/generation-support.js";

interface Options {
  readonly required?: boolean;
  readonly style?: ParameterStyle;
  readonly explode?: boolean;
  readonly allowEmptyValue?: boolean;
}

function parameter(name: string, location: ParameterLocation, schema: JsonSchema, options: Options = {}): ParameterDefinition {
  const style = options.style ?? (location === "query" || location === "cookie" ? "form" : "simple");
  return {
    name,
    location,
    required: location === "path" || options.required === true,
    schema,
    style,
    explode: options.explode ?? style === "form",
    allowReserved: false,
    deprecated: false,
    examples: [],
    ...(options.allowEmptyValue === true ? { allowEmptyValue: true } : {}),
  };
}

function operation(path: string, parameters: ParameterDefinition[]): OperationDefinition {
  return { method: "GET", path, label: `GET ${path}`, tags: [], deprecated: false, parameters, responses: [], security: [], pointer: "/paths/x/get" };
}

const anyString: JsonSchema = { type: "string" };
const tags: JsonSchema = { type: "array", items: { type: "string" } };

describe("sendsEmptyValue", () => {
  test("a query value that goes out as `name=` is empty unless allowEmptyValue is true", () => {
    const q = parameter("q", "query", anyString);
    expect(sendsEmptyValue(q, "")).toBe(true);
    expect(sendsEmptyValue(q, null)).toBe(true);
    expect(sendsEmptyValue(q, "a")).toBe(false);
    expect(sendsEmptyValue(q, 0)).toBe(false);
    expect(sendsEmptyValue(parameter("q", "query", anyString, { allowEmptyValue: true }), "")).toBe(false);
  });

  test("an exploded list: an empty item is an empty pair; an empty list leaves no pair, wrong only when required", () => {
    const tag = parameter("tag", "query", tags);
    expect(sendsEmptyValue(tag, ["a", ""])).toBe(true);
    expect(sendsEmptyValue(tag, ["a", "b"])).toBe(false);
    expect(sendsEmptyValue(tag, [])).toBe(false);
    expect(sendsEmptyValue(parameter("tag", "query", tags, { required: true }), [])).toBe(true);
    expect(sendsEmptyValue(parameter("tag", "query", tags, { required: true, allowEmptyValue: true }), [])).toBe(true);
  });

  test("an unexploded list is empty only as a whole (`tag=`), not with an empty item among others (`tag=,a`)", () => {
    const tag = parameter("tag", "query", tags, { explode: false });
    expect(sendsEmptyValue(tag, [])).toBe(true);
    expect(sendsEmptyValue(tag, [""])).toBe(true);
    expect(sendsEmptyValue(tag, ["", "a"])).toBe(false);
  });

  test("a deepObject member may be empty (`f[tags]=`); the whole object may not (`f=`)", () => {
    const f = parameter("f", "query", { type: "object" }, { style: "deepObject", explode: true });
    expect(sendsEmptyValue(f, { tags: [] })).toBe(false);
    expect(sendsEmptyValue(f, {})).toBe(true);
  });

  test("a path value never makes an empty segment; label and matrix styles always write something", () => {
    const id = parameter("id", "path", tags);
    expect(sendsEmptyValue(id, [])).toBe(true);
    expect(sendsEmptyValue(id, [""])).toBe(true);
    expect(sendsEmptyValue(id, {})).toBe(true);
    expect(sendsEmptyValue(id, ["a"])).toBe(false);
    expect(sendsEmptyValue(parameter("id", "path", tags, { style: "label" }), [])).toBe(false);
  });

  test("headers are not concerned", () => {
    expect(sendsEmptyValue(parameter("X-A", "header", anyString), "")).toBe(false);
  });
});

describe("positive cases send no empty value a strict server rejects", () => {
  const { ctx } = setup();
  const op = operation("/items/{ids}", [
    parameter("ids", "path", { type: "array", items: { type: "integer" } }),
    parameter("q", "query", anyString, { required: true }),
    parameter("opt", "query", { type: "string", maxLength: 2 }),
    parameter("tag", "query", tags, { required: true }),
    parameter("only-empty", "query", { type: "string", maxLength: 0 }),
    parameter("flag", "query", { type: "string", maxLength: 1 }, { allowEmptyValue: true }),
  ]);

  const urls = (cases: readonly { pathParameters: Record<string, unknown>; query: Record<string, unknown> }[]): string[] =>
    cases.map((data) => prepareRequest({ method: "GET", path: op.path, headers: {}, cookies: {}, body: undefined, mediaType: undefined, ...data }, op, { baseUrl: "http://h" }).url);

  test("fuzzing: no `name=` without allowEmptyValue, no empty path segment, no required list left out", () => {
    const drawn = fc.sample(caseArbitrary(op, ctx), { numRuns: 100, seed: 7 });
    for (const url of urls(drawn)) {
      const [path = "", query = ""] = url.slice("http://h".length).split("?");
      expect(path, url).not.toMatch(/\/\/|\/$/);
      const pairs = query.split("&").map((pair) => pair.split("="));
      for (const [name, value] of pairs) if (name !== "flag") expect(value, url).not.toBe("");
      expect(pairs.some(([name]) => name === "tag"), url).toBe(true);
      expect(pairs.some(([name]) => name === "only-empty"), url).toBe(false);
    }
    // Only the allowEmptyValue parameter still gets its empty value.
    expect(drawn.some((data) => data.query["flag"] === "")).toBe(true);
  });

  test("coverage: the base case and every positive case too", () => {
    // Edge probes (ambiguous, never positive) send `q=` on purpose.
    const planned = planCoverage(op, ctx, { modes: ["positive"], unexpectedMethods: [], duplicateQueryParameters: false }).filter((one) => one.meta.ambiguous !== true);
    expect(planned.length).toBeGreaterThan(3);
    for (const url of urls(planned.map((one) => one.data))) {
      const [path = "", query = ""] = url.slice("http://h".length).split("?");
      expect(path, url).not.toMatch(/\/\/|\/$/);
      for (const [name, value] of query.split("&").map((pair) => pair.split("="))) if (name !== "flag") expect(value, url).not.toBe("");
    }
    expect(planned.some((one) => one.data.query["flag"] === "")).toBe(true);
  });
});
