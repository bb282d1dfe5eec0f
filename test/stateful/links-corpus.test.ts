import { describe, expect, test } from "vitest";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { loadOpenApi } from "../../src/specs/openapi/load-spec.js";
import { collectLinks } from "../../src/stateful/links.js";

const corpus = new URL("../fixtures/corpus/openapi/", import.meta.url);

// [file, links found, error messages]; ijenko's 2.0 `x-links` sit on schema definitions
// (hyper-schema style), not on responses, so they are not OpenAPI links.
const cases: readonly (readonly [string, number, readonly string[]])[] = [
  ["apideck.com__crm__8.32.3.yaml", 24, []],
  [
    "cpy.re__peertube__3.3.0.yaml",
    3,
    [
      'Link "UseOAuthClientToLogin" of GET /oauth-clients/local (response 200) sets parameter "client_id", which POST /users/token does not have (its parameters: none); fix the name, or set body fields with requestBody',
      'Link "UseOAuthClientToLogin" of GET /oauth-clients/local (response 200) sets parameter "client_secret", which POST /users/token does not have (its parameters: none); fix the name, or set body fields with requestBody',
    ],
  ],
  ["graphhopper.com__graphhopper.com__1.0.0.json", 2, []],
  [
    "listennotes.com__listennotes.com__2.0.json",
    6,
    ['Link "paginate" of POST /podcasts (response 200) sets parameter "next_episode_pub_date", which POST /podcasts does not have (its parameters: header.X-ListenAPI-Key); fix the name, or set body fields with requestBody'],
  ],
  ["surevoip.co.uk__surevoip.co.uk__9dcb0dc8.json", 1, []],
  ["ijenko.net__ijenko.net__3.0.0.yaml", 0, []],
];

const loaded = new Map<string, Promise<OpenApiSpec>>();

/** Loads each corpus file once: the larger ones take a second to load. */
function load(file: string): Promise<OpenApiSpec> {
  let spec = loaded.get(file);
  if (spec === undefined) {
    spec = loadOpenApi(new URL(file, corpus).pathname);
    loaded.set(file, spec);
  }
  return spec;
}

describe("collectLinks on real documents", () => {
  test.each(cases)("%s", async (file, linkCount, messages) => {
    const spec = await load(file);
    const { links, errors } = collectLinks(spec);
    expect(links).toHaveLength(linkCount);
    expect(errors.map((error) => error.message)).toEqual(messages);
  });

  test("apideck: links target the operations their operationIds name", async () => {
    const spec = await load("apideck.com__crm__8.32.3.yaml");
    const link = collectLinks(spec).links.find((candidate) => candidate.name === "company");
    expect(link?.source.label).toBe("GET /crm/activities/{id}");
    expect(link?.target.operationId).toBe("companiesOne");
    expect(link?.parameters.map((parameter) => `${parameter.location}.${parameter.name}`)).toEqual(["path.id"]);
  });
});
