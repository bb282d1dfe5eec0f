import assert from "node:assert/strict";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { check, checks, clearChecks, FailureGroup, openapi, UsageError } from "../../src/index.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { startServer, type TestServer } from "../support/server.js";

describe("check(): custom checks in the library", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(inventoryHandler({ fixed: true }));
  });
  afterAll(async () => {
    clearChecks();
    await server.close();
  });

  it("takes part in validateResponse, failing with the assertion's message", async () => {
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    const ok = await schema.get("/stats", "GET").makeCase().callAndValidate();
    expect(ok.statusCode).toBe(200);
    check(function count_is_small(_ctx, response) {
      assert.ok(((response.json() as { count: number }).count) < 5, "count must stay below 5");
    });
    const error = await schema.get("/stats", "GET").makeCase().callAndValidate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FailureGroup);
    expect((error as FailureGroup).failures.map((failure) => failure.title)).toEqual(["Custom check failed: count_is_small"]);
    expect((error as FailureGroup).message).toContain("count must stay below 5");
    await schema.close();
  });

  it("refuses anonymous functions and built-in names", () => {
    expect(() => check(() => undefined)).toThrow(UsageError);
    expect(() => check(() => undefined, "not_a_server_error")).toThrow(/built-in/);
  });
});

describe("plain check functions in checks/additionalChecks", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(inventoryHandler({ fixed: true }));
  });
  afterAll(async () => {
    clearChecks();
    await server.close();
  });

  it("runs a plain (ctx, response, case) function passed in additionalChecks or checks, and validateResponse", async () => {
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    const operation = schema.get("/stats", "GET");
    const seen: string[] = [];
    function count_is_negative(_ctx: unknown, response: { json(): unknown }, apiCase: { method: string }): void {
      seen.push(apiCase.method);
      assert.ok(((response.json() as { count: number }).count) < 0, "count must be negative");
    }
    const added = await operation.makeCase().callAndValidate({ additionalChecks: [count_is_negative] }).catch((e: unknown) => e);
    expect(added).toBeInstanceOf(FailureGroup);
    expect((added as FailureGroup).failures.map((failure) => failure.title)).toEqual(["Custom check failed: count_is_negative"]);
    const only = await operation.makeCase().callAndValidate({ checks: [checks.not_a_server_error, count_is_negative] }).catch((e: unknown) => e);
    expect((only as FailureGroup).failures.map((failure) => failure.check)).toEqual(["count_is_negative"]);
    const response = await operation.makeCase().call();
    await expect(operation.validateResponse(response, { checks: [(_ctx, answer) => assert.equal(answer.statusCode, 200)] })).resolves.toBeUndefined();
    const anonymous = await operation.validateResponse(response, { checks: [() => { throw new Error("never"); }] }).catch((e: unknown) => e);
    expect((anonymous as FailureGroup).failures.map((failure) => failure.title)).toEqual(["Custom check failed: custom_check"]);
    expect(seen).toEqual(["GET", "GET"]);
    await schema.close();
  });

  it("what check() returns runs once when also passed in additionalChecks", async () => {
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    let runs = 0;
    const registered = check(function counted() {
      runs += 1;
    });
    await schema.get("/stats", "GET").makeCase().callAndValidate({ additionalChecks: [registered] });
    expect(runs).toBe(1);
    clearChecks();
    await schema.close();
  });

  it("names the culprit when an entry is neither", async () => {
    const schema = await openapi.fromUrl(`${server.url}/openapi.json`);
    const error = await schema.get("/stats", "GET").makeCase().callAndValidate({ checks: ["not_a_server_error" as never] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain("got string");
    await schema.close();
  });
});
