import { beforeAll, describe, expect, it } from "vitest";
import type { OpenApiSpec } from "../../../src/core/spec.js";
import { loadCorpus, operationOf, sendPositive, specFrom } from "../../support/wirefix-support.js";

const headerNames = (spec: OpenApiSpec, label: string): string[] =>
  operationOf(spec, label)
    .parameters.filter((parameter) => parameter.location === "header")
    .map((parameter) => parameter.name);

function contentTypeOf(headers: Readonly<Record<string, string>>): string | undefined {
  return Object.entries(headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
}

describe("Swagger 2.0 header parameters the transport owns (akeneo)", () => {
  let spec: OpenApiSpec;
  beforeAll(async () => {
    spec = await loadCorpus("akeneo.com__akeneo.com__1.0.0.yaml");
  });

  it("drops every Content-Type header parameter, keeps Authorization", () => {
    for (const operation of spec.operations) {
      expect(operation.parameters.some((parameter) => parameter.location === "header" && parameter.name.toLowerCase() === "content-type"), operation.label).toBe(false);
    }
    expect(headerNames(spec, "POST /api/oauth/v1/token")).toEqual(["Authorization"]);
  });

  it("an upload is sent with the body's media type, valid as sent", () => {
    for (const label of ["POST /api/rest/v1/media-files", "POST /api/oauth/v1/token"]) {
      const operation = operationOf(spec, label);
      const sent = sendPositive(spec, operation, 15);
      expect(sent.length).toBeGreaterThan(0);
      const declared = operation.requestBody?.alternatives.map((alternative) => alternative.mediaType) ?? [];
      const withBody = sent.filter((one) => one.request.body !== undefined);
      expect(withBody.length, label).toBeGreaterThan(0);
      for (const one of withBody) expect(declared, label).toContain(contentTypeOf(one.request.headers));
      for (const one of sent) expect(one.issues, label).toEqual([]);
    }
  });
});

describe("Accept, Content-Type and Authorization header parameters by version", () => {
  const parameters = ["Accept", "Content-Type", "Authorization", "X-Trace"].map((name) => ({ name, in: "header", required: true, type: "string" }));

  it("2.0 keeps Accept and Authorization (real inputs there) and drops Content-Type", async () => {
    const spec = await specFrom({
      swagger: "2.0",
      info: { title: "v2", version: "1" },
      consumes: ["application/json"],
      paths: { "/items": { post: { parameters: [...parameters, { name: "body", in: "body", required: true, schema: { type: "object" } }], responses: { "200": { description: "ok" } } } } },
    });
    expect(headerNames(spec, "POST /items")).toEqual(["Accept", "Authorization", "X-Trace"]);
    for (const one of sendPositive(spec, operationOf(spec, "POST /items"), 10)) {
      expect(contentTypeOf(one.request.headers)).toBe("application/json");
      expect(one.issues).toEqual([]);
    }
  });

  it("3.x ignores all three, as OpenAPI says", async () => {
    const spec = await specFrom({
      openapi: "3.0.3",
      info: { title: "v3", version: "1" },
      paths: { "/items": { get: { parameters: parameters.map(({ name, required }) => ({ name, in: "header", required, schema: { type: "string" } })), responses: { "200": { description: "ok" } } } } },
    });
    expect(headerNames(spec, "GET /items")).toEqual(["X-Trace"]);
  });
});
