import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { ALL_CHECK_NAMES, BUILTIN_CHECKS, DEFAULT_CHECK_NAMES, resolveCheckNames, wrapCustomCheck } from "../../src/checks/registry.js";
import { UsageError } from "../../src/core/errors.js";
import { CASE, context, documented, operation, response } from "../support/check-helpers.js";

const op = operation([documented("200")]);

describe("check registry", () => {
  it("knows every name of the specification and implements the response checks", () => {
    expect(ALL_CHECK_NAMES).toHaveLength(14);
    expect(BUILTIN_CHECKS.map((check) => check.name)).toEqual([...DEFAULT_CHECK_NAMES, "max_response_time"]);
    for (const name of BUILTIN_CHECKS.map((check) => check.name)) expect(ALL_CHECK_NAMES).toContain(name);
  });

  it.each([
    [undefined, undefined, [...DEFAULT_CHECK_NAMES]],
    [["all"], undefined, [...ALL_CHECK_NAMES]],
    [["all"], ["max_response_time", "use_after_free"], ALL_CHECK_NAMES.filter((n) => n !== "max_response_time" && n !== "use_after_free")],
    [["not_a_server_error,status_code_conformance", "not_a_server_error"], undefined, ["not_a_server_error", "status_code_conformance"]],
    [undefined, ["not_a_server_error"], DEFAULT_CHECK_NAMES.filter((n) => n !== "not_a_server_error")],
    [["ignored_auth"], [], ["ignored_auth"]],
    [["all"], ["all"], []],
  ] as const)("include %j, exclude %j", (include, exclude, expected) => {
    expect(resolveCheckNames(include === undefined ? undefined : [...include], exclude === undefined ? undefined : [...exclude])).toEqual(expected);
  });

  it.each([[["not_a_server_eror"], undefined], [undefined, ["nope"]]])("rejects unknown names (%j, %j)", (include, exclude) => {
    const attempt = () => resolveCheckNames(include, exclude);
    expect(attempt).toThrow(UsageError);
    expect(attempt).toThrow(/Unknown check `(not_a_server_eror|nope)` in --(exclude-)?checks\.( Did you mean `[a-z_]+`\?)? Valid names: all, not_a_server_error, .*unsupported_method/);
  });

  it("suggests the closest check name for a typo, and none for a name far from all", () => {
    expect(() => resolveCheckNames(["not_a_server_eror"], undefined)).toThrow(/Unknown check `not_a_server_eror` in --checks\. Did you mean `not_a_server_error`\? Valid names: all, /);
    expect(() => resolveCheckNames(undefined, ["nope"])).toThrow(/Unknown check `nope` in --exclude-checks\. Valid names: all, /);
  });

  it("accepts registered custom check names", () => {
    expect(resolveCheckNames(["my_check"], undefined, ["my_check"])).toEqual(["my_check"]);
    expect(resolveCheckNames(["all"], undefined, ["my_check"])).toContain("my_check");
  });
});

describe("wrapCustomCheck", () => {
  const ctx = context(op);

  it("passes when the function returns", async () => {
    const check = wrapCustomCheck("quiet", () => 42);
    expect(await check.run(ctx, response({}), CASE)).toBeUndefined();
  });

  it("fails with the thrown message when the function throws", async () => {
    const check = wrapCustomCheck("has_id", (_ctx, res) => {
      assert.equal(res.statusCode, 201, "expected a created status");
    });
    expect(check.name).toBe("has_id");
    const failure = await check.run(ctx, response({ status: 200 }), CASE);
    expect(failure).toMatchObject({
      check: "has_id",
      title: "Custom check failed: has_id",
      key: "AssertionError:expected a created status",
    });
    expect((failure as { message: string }).message).toMatch(/^expected a created status/);
  });

  it("handles async checks, rejections and thrown non-errors", async () => {
    const rejecting = wrapCustomCheck("later", async () => {
      throw new Error("slow no");
    });
    expect(await rejecting.run(ctx, response({}), CASE)).toMatchObject({ title: "Custom check failed: later", message: "slow no" });
    const passing = wrapCustomCheck("later_ok", async () => undefined);
    expect(await passing.run(ctx, response({}), CASE)).toBeUndefined();
    const weird = wrapCustomCheck("weird", () => {
      throw "plain string";
    });
    expect(await weird.run(ctx, response({}), CASE)).toMatchObject({ message: "plain string" });
    const silent = wrapCustomCheck("silent", () => {
      throw new Error("");
    });
    expect(await silent.run(ctx, response({}), CASE)).toMatchObject({ message: "The check raised Error without a message." });
  });

  it("gives one key to the same assertion failing with different numbers", async () => {
    const check = wrapCustomCheck("small", (_ctx, res) => {
      if (res.elapsed > 0) throw new Error(`took ${Math.round(res.elapsed * 1000)} ms`);
    });
    const a = (await check.run(ctx, response({ elapsed: 0.2 }), CASE)) as { key: string };
    const b = (await check.run(ctx, response({ elapsed: 0.7 }), CASE)) as { key: string };
    expect(a.key).toBe(b.key);
  });

  it("honours failures returned as data", async () => {
    const failure = { check: "data", title: "T", message: "M", key: "K" };
    expect(await wrapCustomCheck("data", () => [failure]).run(ctx, response({}), CASE)).toEqual([failure]);
  });
});
