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
