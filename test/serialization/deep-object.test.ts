import { beforeAll, describe, expect, it } from "vitest";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { encodeStrict } from "../../src/serialization/percent-encode.js";
import { queryPairs } from "../../src/serialization/parameter-style.js";
import { prepareRequest } from "../../src/serialization/prepare-request.js";
import { validateRequest } from "../../src/validation/validate-request.js";
import { BASE_URL, operationOf, sendPositive, specFrom } from "../support/wirefix-support.js";

const identity = (text: string): string => text;

describe("deepObject keeps nested empty arrays and objects", () => {
  it("emits one pair with an empty value for each, as at the top level", () => {
    expect(queryPairs("f", { tags: [], meta: {}, a: 1 }, "deepObject", true, identity)).toEqual([
      ["f[tags]", ""],
      ["f[meta]", ""],
      ["f[a]", "1"],
    ]);
    expect(queryPairs("f", { list: [[], { x: {} }] }, "deepObject", true, identity)).toEqual([
      ["f[list][0]", ""],
      ["f[list][1][x]", ""],
    ]);
    expect(queryPairs("f", {}, "deepObject", true, identity)).toEqual([["f", ""]]);
    expect(queryPairs("f", { tags: [] }, "deepObject", true, encodeStrict)).toEqual([["f%5Btags%5D", ""]]);
  });

  describe("through the pipeline", () => {
    let spec: OpenApiSpec;
    beforeAll(async () => {
      spec = await specFrom({
        openapi: "3.1.0",
        info: { title: "deep", version: "1" },
        paths: {
          "/search": {
            get: {
              parameters: [
                {
                  name: "filter",
                  in: "query",
                  required: true,
                  style: "deepObject",
                  explode: true,
                  schema: {
                    type: "object",
                    required: ["tags", "meta"],
                    additionalProperties: false,
                    properties: {
                      tags: { type: "array", maxItems: 2, items: { type: "string", pattern: "^[a-z]{1,4}$" } },
                      meta: { type: "object", additionalProperties: false, properties: { owner: { type: "string", pattern: "^[a-z]{1,4}$" } } },
                    },
                  },
                },
              ],
              responses: { "200": { description: "ok" } },
            },
          },
        },
      });
    });

    it("a required key holding an empty value is still sent", () => {
      const operation = operationOf(spec, "GET /search");
      const data = { method: "GET", path: "/search", pathParameters: {}, query: { filter: { tags: [], meta: {} } }, headers: {}, cookies: {}, body: undefined, mediaType: undefined };
      const request = prepareRequest(data, operation, { baseUrl: BASE_URL });
      expect(request.url).toBe(`${BASE_URL}/search?filter%5Btags%5D=&filter%5Bmeta%5D=`);
      expect(validateRequest(request, operation, spec.validator, { basePath: "" })).toEqual([]);
    });

    it("generated positive cases, empty members included, are valid as sent", () => {
      const operation = operationOf(spec, "GET /search");
      const sent = sendPositive(spec, operation, 60);
      const isEmpty = (value: unknown): boolean => (Array.isArray(value) ? value.length === 0 : Object.keys(value as object).length === 0);
      const withEmpty = sent.filter((one) => Object.values(one.data.query["filter"] as object).some(isEmpty));
      expect(withEmpty.length).toBeGreaterThan(0);
      for (const one of sent) {
        expect(one.request.url).toContain("filter%5Btags%5D");
        expect(one.request.url).toContain("filter%5Bmeta%5D");
        expect(one.issues, one.request.url).toEqual([]);
      }
    });
  });
});
