import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILTIN_CHECKS, wrapCustomCheck } from "../../src/checks/registry.js";
import { runChecks } from "../../src/checks/run-checks.js";
import type { CheckDefinition } from "../../src/core/check.js";
import type { Failure } from "../../src/core/failure.js";
import { Response } from "../../src/core/response.js";
import { CASE, context, documented, operation, response } from "../support/check-helpers.js";

const op = operation([documented("200", { "application/json": { type: "object", required: ["id"] } })]);
const failing = (name: string, key = "k"): Failure => ({ check: name, title: name, message: "", key });

describe("runChecks", () => {
  it("returns the failures of every check in check order, sync and async mixed", async () => {
    const checks: CheckDefinition[] = [
      { name: "a", run: () => failing("a") },
      { name: "b", run: async () => [failing("b", "1"), failing("b", "2")] },
      { name: "c", run: () => undefined },
      { name: "d", run: () => [failing("d")] },
      { name: "e", run: () => Promise.resolve(failing("e")) },
    ];
    const failures = await runChecks(checks, () => context(op), response({}), CASE);
    expect(failures.map((f) => `${f.check}${f.key}`)).toEqual(["ak", "b1", "b2", "dk", "ek"]);
  });

  it("turns a crashing check into a failure of that check", async () => {
    const checks: CheckDefinition[] = [
      {
        name: "boom",
        run: () => {
          throw new TypeError("x is undefined");
        },
      },
      { name: "later", run: () => Promise.reject(new Error("nope")) },
      { name: "fine", run: () => failing("fine") },
    ];
    const failures = await runChecks(checks, () => context(op), response({}), CASE);
    expect(failures).toEqual([
      { check: "boom", title: "Check `boom` raised an error", message: "x is undefined", key: "TypeError:x is undefined" },
      { check: "later", title: "Check `later` raised an error", message: "nope", key: "Error:nope" },
      failing("fine"),
    ]);
  });

  it("skips disabled checks and gives each check its own context", async () => {
    const seen: string[] = [];
    const checks = ["one", "two"].map((name) => ({
      name,
      run: (ctx: ReturnType<typeof context>) => {
        seen.push(`${name}:${String(ctx.config.expectedStatuses)}`);
      },
    }));
    await runChecks(checks, (name) => context(op, { config: { enabled: name === "two", expectedStatuses: [name === "two" ? 2 : 1] } }), response({}), CASE);
    expect(seen).toEqual(["two:2"]);
  });

  it("runs the built-in checks on one response", async () => {
    const failures = await runChecks(
      BUILTIN_CHECKS,
      () => context(op, { maxResponseTime: 0.001 }),
      response({ status: 200, headers: { "content-type": "application/json" }, body: "{}", elapsed: 0.5 }),
      CASE,
    );
    expect(failures.map((f) => f.check)).toEqual(["response_schema_conformance", "max_response_time"]);
  });
});

describe("checks against a real Express server", () => {
  let base = "";
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const app = express();
    app.get("/crash/:kind", (req) => {
      if (req.params.kind === "type") throw new TypeError(`cannot read property of item ${Math.random()}`);
      throw new RangeError("index out of range");
    });
    app.get("/ok", (_req, res) => {
      res.status(200).json({ id: 1 });
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  async function fetchResponse(path: string): Promise<Response> {
    const started = performance.now();
    const res = await fetch(base + path);
    const content = new Uint8Array(await res.arrayBuffer());
    const headers: Record<string, string[]> = {};
    res.headers.forEach((value, name) => {
      (headers[name] ??= []).push(value);
    });
    return new Response({
      statusCode: res.status,
      message: res.statusText,
      headers,
      content,
      elapsed: (performance.now() - started) / 1000,
      httpVersion: "1.1",
      request: { method: "GET", url: base + path, headers: {} },
      verify: true,
    });
  }

  it("finds each distinct crash once and passes a conforming response", async () => {
    const keys = new Set<string>();
    const checks = [...BUILTIN_CHECKS, wrapCustomCheck("has_body", (_ctx, res) => {
      if (res.content.byteLength === 0) throw new Error("empty");
    })];
    for (const path of ["/crash/type", "/crash/type", "/crash/range", "/crash/range"]) {
      const failures = await runChecks(checks, () => context(op), await fetchResponse(path), CASE);
      const server = failures.find((f) => f.check === "not_a_server_error");
      expect(server?.message).toBe("Received: 500 Internal Server Error");
      keys.add(server?.key ?? "");
    }
    expect([...keys].sort()).toEqual(["500:RangeError: index out of range", "500:TypeError: cannot read property of item ."]);
    expect(await runChecks(checks, () => context(op), await fetchResponse("/ok"), CASE)).toEqual([]);
  });
});
