import express from "express";
import { describe, expect, test } from "vitest";
import { checks, FailureGroup, openapi } from "../../src/index.js";
import * as builtin from "../../src/checks/registry.js";
import { recordingApp } from "../support/recording-express.js";

const { app, seen } = recordingApp();
const schema = await openapi.fromNodeApp("/openapi.json", app);

describe("makeCase({ method })", () => {
  test("sends the case with the method given, as the coverage phase's undeclared-method cases do", async () => {
    const apiCase = schema.get("/items", "GET").makeCase({ method: "put" });
    expect(apiCase.method).toBe("PUT");
    expect(apiCase.prepare().method).toBe("PUT");
    await apiCase.call();
    expect(seen.at(-1)).toMatchObject({ method: "PUT", path: "/items" });
    expect(apiCase.asCurlCommand()).toContain("curl -X PUT");
  });
});

describe("the built-in checks are exported as values", () => {
  test("one per built-in check, under its configuration name", () => {
    expect(Object.keys(checks).sort()).toEqual(builtin.BUILTIN_CHECKS.map((check) => check.name).sort());
    for (const [name, check] of Object.entries(checks)) expect(check.name).toBe(name);
  });

  test("passed to checks: only those run; to additionalChecks: added to the defaults", async () => {
    const boom = schema.get("/boom", "GET").makeCase();
    const only = await boom.callAndValidate({ checks: [checks.not_a_server_error] }).catch((e: unknown) => e);
    expect(only).toBeInstanceOf(FailureGroup);
    expect((only as FailureGroup).failures.map((failure) => failure.check)).toEqual(["not_a_server_error"]);
    // A check that does not fail here, alone: passes.
    await expect(boom.callAndValidate({ checks: [checks.content_type_conformance] })).resolves.toBeDefined();
    const added = await boom.callAndValidate({ checks: [checks.content_type_conformance], additionalChecks: [checks.status_code_conformance] }).catch((e: unknown) => e);
    expect((added as FailureGroup).failures.map((failure) => failure.check)).toEqual(["status_code_conformance"]);
  });
});

describe("an ambiguous case (an edge probe) through the library", () => {
  test("is judged as the CLI judges it: never by negative_data_rejection, still by not_a_server_error", async () => {
    // An API that ignores its integer query parameter: `n=` is read as absent, a lenient reading.
    const lenient = express();
    lenient.get("/openapi.json", (_req, res) => void res.json({
      openapi: "3.0.3",
      info: { title: "Lenient", version: "1" },
      paths: {
        "/q": { get: { parameters: [{ name: "n", in: "query", schema: { type: "integer" } }], responses: { "200": { description: "ok" }, "400": { description: "bad" } } } },
        "/crash": { get: { parameters: [{ name: "n", in: "query", schema: { type: "integer" } }], responses: { "200": { description: "ok" } } } },
      },
    }));
    lenient.get("/q", (_req, res) => void res.status(200).end());
    lenient.get("/crash", (_req, res) => void res.status(500).send("boom"));
    const api = await openapi.fromNodeApp("/openapi.json", lenient);
    const meta = { phase: "coverage", mode: "negative", ambiguous: true, description: "edge probe: query n: an empty value (n=)" } as const;
    const probe = api.get("/q", "GET").makeCase({ query: { n: "" } }, meta);
    await expect(probe.callAndValidate({ additionalChecks: [checks.negative_data_rejection] })).resolves.toBeDefined();
    // The same empty value as a plain negative case is a rejection the API owed.
    const negative = api.get("/q", "GET").makeCase({ query: { n: "" } }, { phase: "coverage", mode: "negative" });
    const rejected = await negative.callAndValidate({ additionalChecks: [checks.negative_data_rejection] }).catch((e: unknown) => e);
    expect((rejected as FailureGroup).failures.map((failure) => failure.check)).toContain("negative_data_rejection");
    const crash = api.get("/crash", "GET").makeCase({ query: { n: "" } }, meta);
    const failed = await crash.callAndValidate().catch((e: unknown) => e);
    expect((failed as FailureGroup).failures.map((failure) => failure.check)).toContain("not_a_server_error");
  });
});
