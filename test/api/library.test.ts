import express from "express";
import Fastify from "fastify";
import { Hono } from "hono";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FailureGroup, NOT_SET, openapi, UsageError } from "../../src/index.js";
import { inventoryDocument, inventoryHandler } from "../support/inventory-api.js";
import { startServer, type TestServer } from "../support/server.js";

describe("library: loaders, Schema, APIOperation, Case against a real server", () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startServer(inventoryHandler());
  });
  afterAll(async () => {
    await broken.close();
  });

  it("loads from a URL, iterates operations and finds one by path and method", async () => {
    const schema = await openapi.fromUrl(`${broken.url}/openapi.json`);
    expect([...schema].map((operation) => operation.label)).toEqual(["POST /items", "GET /items/{id}", "GET /stats"]);
    expect(schema.baseUrl).toBe(broken.url);
    expect(schema.get("/items/{id}", "GET").definition.operationId).toBe("getItem");
    expect(() => schema.get("/nope", "GET")).toThrow(UsageError);
    await schema.close();
  });

  it("callAndValidate throws a FailureGroup with the failures and a curl command", async () => {
    const schema = await openapi.fromUrl(`${broken.url}/openapi.json`);
    const apiCase = schema.get("/items", "POST").makeCase({ body: { name: "x", quantity: -5 }, mediaType: "application/json" });
    const error = await apiCase.callAndValidate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FailureGroup);
    const group = error as FailureGroup;
    expect(group.message).toMatch(/^found 2 distinct failures/);
    expect(group.failures.map((failure) => failure.check).sort()).toEqual(["not_a_server_error", "status_code_conformance"]);
    expect(group.message).toContain("curl -X POST");
    // A valid request passes.
    const ok = schema.get("/items", "POST").makeCase({ body: { name: "x", quantity: 5 } });
    const response = await ok.callAndValidate();
    expect(response.statusCode).toBe(201);
    expect(schema.get("/items", "POST").isValidResponse(response)).toBe(true);
    await schema.close();
  });

  it("cases carry formattedPath, id, curl; body defaults to NOT_SET", async () => {
    const schema = await openapi.fromObject(inventoryDocument() as Record<string, unknown>, { baseUrl: broken.url });
    const apiCase = schema.get("/items/{id}", "GET").makeCase({ pathParameters: { id: 42 } });
    expect(apiCase.formattedPath).toBe("/items/42");
    expect(apiCase.body).toBe(NOT_SET);
    expect(apiCase.id).toMatch(/^[a-z0-9]{10}$/);
    expect(apiCase.asCurlCommand({ verify: false })).toContain("--insecure");
    expect(apiCase.asCurlCommand()).toContain(`${broken.url}/items/42`);
  });

  it("a schema loaded from an object without baseUrl says where to send requests", async () => {
    const schema = await openapi.fromObject(inventoryDocument() as Record<string, unknown>);
    await expect(schema.get("/stats", "GET").makeCase().call()).rejects.toThrow(/baseUrl/);
  });

  it("include and exclude filter operations", async () => {
    const schema = await openapi.fromObject(inventoryDocument() as Record<string, unknown>);
    expect(schema.include({ method: "POST" }).operations.map((o) => o.label)).toEqual(["POST /items"]);
    expect(schema.include({ pathRegex: "^/items" }).operations).toHaveLength(2);
    expect(schema.include({ operationId: ["stats", "getItem"] }).operations).toHaveLength(2);
    expect(schema.exclude({ nameRegex: "GET" }).operations.map((o) => o.label)).toEqual(["POST /items"]);
    expect(schema.include({ func: (o) => o.path === "/stats" }).operations).toHaveLength(1);
  });

  it("asArbitrary works with fast-check and finds the server error", async () => {
    const schema = await openapi.fromUrl(`${broken.url}/openapi.json`);
    const operation = schema.get("/items", "POST");
    const result = await fc.check(
      fc.asyncProperty(operation.asArbitrary(), async (apiCase) => {
        await apiCase.callAndValidate({ excludedChecks: ["status_code_conformance"] });
      }),
      { numRuns: 200, seed: 5 },
    );
    expect(result.failed).toBe(true);
    const counterexample = result.counterexample?.[0] as { body: { quantity: number } };
    expect(counterexample.body.quantity).toBe(-1);
    await schema.close();
  });
});

describe("library: in-process apps (no socket)", () => {
  const document = inventoryDocument();

  it("fromFetchApp with a Hono app", async () => {
    const app = new Hono();
    app.get("/openapi.json", (c) => c.json(document));
    app.get("/stats", (c) => c.json({ count: "seven" }));
    const schema = await openapi.fromFetchApp("/openapi.json", app);
    const error = await schema.get("/stats", "GET").makeCase().callAndValidate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FailureGroup);
    expect((error as FailureGroup).failures[0]?.check).toBe("response_schema_conformance");
  });

  it("fromNodeApp with an Express app", async () => {
    const app = express();
    app.get("/openapi.json", (_req, res) => {
      res.json(document);
    });
    app.get("/items/:id", (req, res) => {
      res.json({ id: Number(req.params.id), name: "w", quantity: 1, note: null });
    });
    const schema = await openapi.fromNodeApp("/openapi.json", app);
    const response = await schema.get("/items/{id}", "GET").makeCase({ pathParameters: { id: 7 } }).callAndValidate();
    expect(response.json()).toEqual({ id: 7, name: "w", quantity: 1, note: null });
  });

  it("fromNodeApp with a Fastify server", async () => {
    const app = Fastify();
    app.get("/openapi.json", async () => document);
    app.get("/stats", async () => ({ count: 3 }));
    await app.ready();
    const schema = await openapi.fromNodeApp("/openapi.json", app.server);
    const response = await schema.get("/stats", "GET").makeCase().callAndValidate();
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it("a wrong schema path in the app is a clear error", async () => {
    const app = new Hono();
    await expect(openapi.fromFetchApp("/nope.json", app)).rejects.toThrow(/answered 404 .* GET \/nope\.json/);
  });
});

describe("library: generation is built once per schema", () => {
  it("gives the same cached arbitrary for an operation however often it is asked", async () => {
    const schema = await openapi.fromObject(inventoryDocument() as Record<string, unknown>);
    expect(schema.generationContext).toBe(schema.generationContext);
    const operation = schema.get("/items", "POST");
    const first = fc.sample(operation.asArbitrary(), { seed: 3, numRuns: 5 }).map((c) => c.body);
    const second = fc.sample(operation.asArbitrary(), { seed: 3, numRuns: 5 }).map((c) => c.body);
    expect(second).toEqual(first);
  });
});
