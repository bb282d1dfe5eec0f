import assert from "node:assert/strict";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { check, clearChecks, FailureGroup, openapi, UsageError } from "../../src/index.js";
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
