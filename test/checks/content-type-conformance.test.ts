import { describe, expect, it } from "vitest";
import { contentTypeConformance } from "../../src/checks/content-type-conformance.js";
import { context, documented, failuresOf, operation, response } from "../support/check-helpers.js";

const JSON_ONLY = operation([documented("200", { "application/json": {} }), documented("204")]);

describe("content_type_conformance", () => {
  it.each([
    ["application/json", "application/json", undefined],
    ["application/json", "application/json; charset=utf-8", undefined],
    ["application/json", "Application/JSON", undefined],
    ["application/json", "application/problem+json", undefined],
    ["application/json", "application/vnd.api+json; charset=utf-8", undefined],
    ["application/json", "text/json", "Undocumented Content-Type"],
    ["application/json", "text/html", "Undocumented Content-Type"],
    ["application/problem+json", "application/json", "Undocumented Content-Type"],
    ["application/*", "application/xml", undefined],
    ["application/*", "text/plain", "Undocumented Content-Type"],
    ["*/*", "image/png", undefined],
    ["text/plain; charset=utf-8", "text/plain", undefined],
    ["application/json", "json", "Malformed media type"],
    ["application/json", "application/", "Malformed media type"],
    ["application/json", "application/js on", "Malformed media type"],
  ] as const)("documented %s, received %s → %s", async (doc, received, title) => {
    const op = operation([documented("200", { [doc]: {} })]);
    const failures = await failuresOf(contentTypeConformance, context(op), response({ headers: { "content-type": received }, body: "x" }));
    expect(failures[0]?.title).toBe(title);
    expect(failures.length).toBe(title === undefined ? 0 : 1);
  });

  it("names received and documented types", async () => {
    const op = operation([documented("200", { "application/json": {}, "application/xml": {} })]);
    const [failure] = await failuresOf(contentTypeConformance, context(op), response({ headers: { "content-type": "text/html; charset=utf-8" }, body: "<p>" }));
    expect(failure).toEqual({
      check: "content_type_conformance",
      title: "Undocumented Content-Type",
      message: "Received: text/html\nDocumented: application/json, application/xml",
      key: "undocumented:text/html",
    });
  });

  it("fails a body without Content-Type when content is documented", async () => {
    const [failure] = await failuresOf(contentTypeConformance, context(JSON_ONLY), response({ body: "{}" }));
    expect(failure?.title).toBe("Missing Content-Type header");
    expect(failure?.key).toBe("missing");
  });

  it.each([
    ["empty body", response({ status: 200 })],
    ["204 without content", response({ status: 204, headers: { "content-type": "text/plain" }, body: "x" })],
    ["HEAD", response({ status: 200, method: "HEAD", headers: { "content-type": "text/html" } })],
    ["undocumented status", response({ status: 500, headers: { "content-type": "text/html" }, body: "x" })],
  ])("passes: %s", async (_label, res) => {
    expect(await failuresOf(contentTypeConformance, context(JSON_ONLY), res)).toEqual([]);
  });

  it("uses the exact status over a wildcard over default", async () => {
    const op = operation([
      documented("default", { "text/plain": {} }),
      documented("4XX", { "application/problem+json": {} }),
      documented("404", { "text/html": {} }),
    ]);
    const check = async (status: number, type: string) =>
      (await failuresOf(contentTypeConformance, context(op), response({ status, headers: { "content-type": type }, body: "x" }))).length;
    expect(await check(404, "text/html")).toBe(0);
    expect(await check(404, "application/problem+json")).toBe(1);
    expect(await check(400, "application/problem+json")).toBe(0);
    expect(await check(400, "text/plain")).toBe(1);
    expect(await check(500, "text/plain")).toBe(0);
  });

  it("reports a schema whose only media type is malformed", async () => {
    const op = operation([documented("200", { "not a type": {} })]);
    const [failure] = await failuresOf(contentTypeConformance, context(op), response({ headers: { "content-type": "text/plain" }, body: "x" }));
    expect(failure?.title).toBe("Malformed media type");
    expect(failure?.message).toContain("not a type");
  });
});
