import { describe, expect, test } from "vitest";
import { buildOpenApiSpec } from "../../src/specs/openapi/load-spec.js";
import { collectLinks } from "../../src/stateful/links.js";
import { linksFor, matchingStatus, statusMatches } from "../../src/stateful/select-links.js";

describe("choosing the links of a response", () => {
  test.each([
    ["201", 201, true],
    ["201", 200, false],
    ["2XX", 204, true],
    ["2xx", 299, true],
    ["2XX", 301, false],
    ["default", 500, true],
  ] as const)("%s covers %d: %s", (status, code, expected) => {
    expect(statusMatches(status, code)).toBe(expected);
  });

  test("exact code, then range, then default; links of that response only", async () => {
    const link = (name: string) => ({ [name]: { operationId: "get", parameters: { id: "$response.body#/id" } } });
    const spec = await buildOpenApiSpec({
      document: {
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: {
          "/things": {
            post: {
              responses: {
                "201": { description: "made", links: link("fromCreated") },
                "202": { description: "queued" },
                "2XX": { description: "other", links: link("fromRange") },
                default: { description: "any", links: link("fromDefault") },
              },
            },
          },
          "/things/{id}": { get: { operationId: "get", parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { "200": { description: "ok" } } } },
        },
      },
    });
    const { links } = collectLinks(spec);
    const source = spec.operations.find((operation) => operation.label === "POST /things");
    if (source === undefined) throw new Error("no source");
    expect(matchingStatus(source, 201)).toBe("201");
    expect(matchingStatus(source, 204)).toBe("2XX");
    expect(matchingStatus(source, 404)).toBe("default");
    const names = (code: number) => linksFor(links, source, code).map((candidate) => candidate.name);
    expect(names(201)).toEqual(["fromCreated"]);
    expect(names(202)).toEqual([]);
    expect(names(200)).toEqual(["fromRange"]);
    expect(names(500)).toEqual(["fromDefault"]);
  });
});
