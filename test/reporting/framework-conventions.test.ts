import express from "express";
import Fastify from "fastify";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { conventionKind, describeConvention, recognizeFramework } from "../../src/reporting/framework-conventions.js";
import { startServer } from "../support/server.js";

/** A response as the fold reads it: status, lowercased headers (each a list), body bytes. */
function answer(status: number, headers: Record<string, string | string[] | undefined>, body: string | Uint8Array) {
  const lists: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) lists[name.toLowerCase()] = Array.isArray(value) ? value : [String(value)];
  return { statusCode: status, headers: lists, content: typeof body === "string" ? new TextEncoder().encode(body) : body };
}

describe("recognizing a framework from its own answers", () => {
  it("Fastify: the router's 404 for an undeclared method and the validator's 400", async () => {
    const app = Fastify();
    app.post("/items", { schema: { body: { type: "object", required: ["title"], properties: { title: { type: "string" } } } } }, async () => ({ ok: true }));
    await app.ready();
    const notFound = await app.inject({ method: "PATCH", url: "/items" });
    const bad = await app.inject({ method: "POST", url: "/items", payload: {}, headers: { "content-type": "application/json" } });
    await app.close();
    expect(notFound.statusCode).toBe(404);
    expect(recognizeFramework(answer(404, notFound.headers, notFound.body))).toBe("Fastify");
    expect(bad.statusCode).toBe(400);
    expect(recognizeFramework(answer(400, bad.headers, bad.body))).toBe("Fastify");
  });

  it("Hono: its plain 404 for an undeclared method", async () => {
    const app = new Hono();
    app.get("/items", (c) => c.json([]));
    const response = await app.request("/items", { method: "PATCH" });
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(recognizeFramework(answer(404, Object.fromEntries(response.headers), body))).toBe("Hono");
  });

  it("Express: its X-Powered-By and its 'Cannot PATCH /items' page, over real HTTP", async () => {
    const app = express();
    app.get("/items", (_req, res) => void res.json([]));
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/items`, { method: "PATCH" });
      const body = await response.text();
      expect(response.status).toBe(404);
      expect(recognizeFramework(answer(404, Object.fromEntries(response.headers), body))).toBe("Express");
      // Without the header, the page alone says so.
      expect(recognizeFramework(answer(404, { "content-type": "text/html" }, body))).toBe("Express");
    } finally {
      server.close();
    }
  });

  it("recognizes nothing in an API's own error", async () => {
    const server = await startServer(() => ({ status: 404, body: { message: "no such route" } }));
    try {
      const response = await fetch(`${server.url}/x`, { method: "PATCH" });
      expect(recognizeFramework(answer(404, Object.fromEntries(response.headers), await response.text()))).toBeUndefined();
    } finally {
      await server.close();
    }
    expect(recognizeFramework(undefined)).toBeUndefined();
  });
});

describe("conventions apply only to the statuses they explain", () => {
  it("an undeclared method answered 404, an undocumented 400 or 422; nothing else", () => {
    expect(conventionKind("unsupported_method", 404)).toBe("undeclared-method");
    expect(conventionKind("unsupported_method", 200)).toBeUndefined();
    expect(conventionKind("unsupported_method", 405)).toBeUndefined();
    expect(conventionKind("status_code_conformance", 400)).toBe("validator-status");
    expect(conventionKind("status_code_conformance", 422)).toBe("validator-status");
    expect(conventionKind("status_code_conformance", 500)).toBeUndefined();
    expect(conventionKind("status_code_conformance", 404)).toBeUndefined();
    expect(conventionKind("not_a_server_error", 500)).toBeUndefined();
  });

  it("names the framework's own setting, then apitest's", () => {
    expect(describeConvention("validator-status", "Fastify", 400).change).toMatch(/attachValidation: true.*\[checks\.status_code_conformance\] enabled = false/);
    expect(describeConvention("undeclared-method", "Hono", 404).change).toMatch(/app\.all\(path.*405.*\[checks\.unsupported_method\] enabled = false/);
    expect(describeConvention("undeclared-method", undefined, 404).what).toContain("Express, Fastify, Hono");
  });
});
