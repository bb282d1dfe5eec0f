import * as fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearHooks, hook, HOOK_NAMES, HookError, NOT_SET, openapi, UsageError } from "../../src/index.js";
import { startItemsApi, ITEMS_SCHEMA, type ItemsApi } from "../support/hooks-api.js";

const SAMPLES = { numRuns: 60, seed: 7 };

describe("hook() and schema.hook() in the library", () => {
  let api: ItemsApi;
  beforeAll(async () => {
    api = await startItemsApi();
  });
  afterAll(async () => {
    await api.close();
  });
  afterEach(() => {
    clearHooks();
  });

  it("registers by name, by function name, with a name given later, and by (fn, name)", async () => {
    hook("filterQuery", (_ctx, query) => query["limit"] !== 0);
    hook(function mapHeaders(_ctx, headers) {
      return { ...headers, "X-Mapped": "yes" };
    });
    hook("mapQuery")((_ctx, query) => ({ ...query, tagged: 1 }));
    hook((_ctx: unknown, query: Record<string, unknown>) => ({ ...query, again: 2 }), "mapQuery");
    const schema = await openapi.fromUrl(`${api.url}/openapi.json`);
    const cases = fc.sample(schema.get("/items", "GET").asArbitrary(), SAMPLES);
    for (const apiCase of cases) {
      expect(apiCase.query["limit"]).not.toBe(0);
      expect(apiCase.query["tagged"]).toBe(1);
      expect(apiCase.query["again"]).toBe(2);
      expect(apiCase.headers["X-Mapped"]).toBe("yes");
    }
    // Without the filter, limit = 0 comes up in those samples: the filter is what kept it out.
    clearHooks();
    expect(fc.sample(schema.get("/items", "GET").asArbitrary(), SAMPLES).some((apiCase) => apiCase.query["limit"] === 0)).toBe(true);
  });

  it("rejects unknown names (listing the known ones, suggesting the camelCase form) and anonymous functions", () => {
    expect(() => hook("filter_query" as "filterQuery", () => true)).toThrow(UsageError);
    expect(() => hook("filter_query" as "filterQuery", () => true)).toThrow(/Unknown hook "filter_query"\. Did you mean "filterQuery"\?.*beforeGenerateCase.*afterLoadSchema/);
    expect(() => hook("nope" as "filterQuery", () => true)).toThrow(/Known hooks: filterQuery, /);
    expect(() => hook((() => () => true)())).toThrow(/anonymous function/);
    expect(HOOK_NAMES).toHaveLength(28);
  });

  it("beforeGenerate hooks receive and return the arbitraries of parts and of the case; flatMap draws from the arbitrary returned", async () => {
    const schema = await openapi.fromObject(ITEMS_SCHEMA as unknown as Record<string, unknown>, { baseUrl: api.url });
    schema.hook("beforeGenerateQuery", (_ctx, arbitrary) => arbitrary.map((query) => ({ ...query, q: "fixed" })));
    schema.hook("beforeGeneratePathParameters", () => fc.record({ id: fc.integer({ min: 1000, max: 1005 }) }));
    schema.hook("beforeGenerateBody", (_ctx, arbitrary) => arbitrary.filter((body) => (body as { qty?: number }).qty !== undefined));
    schema.hook("beforeGenerateCase", (ctx, arbitrary) => arbitrary.map((data) => ({ ...data, headers: { ...data.headers, "X-Op": ctx.operation.label } })));
    schema.hook("flatMapCookies", () => fc.record({ session: fc.constantFrom("a", "b") }));
    for (const apiCase of fc.sample(schema.get("/items", "GET").asArbitrary(), SAMPLES)) {
      expect(apiCase.query["q"]).toBe("fixed");
      expect(apiCase.headers["X-Op"]).toBe("GET /items");
      expect(["a", "b"]).toContain(apiCase.cookies["session"]);
    }
    for (const apiCase of fc.sample(schema.get("/items/{id}", "GET").asArbitrary(), SAMPLES)) {
      expect(apiCase.pathParameters["id"]).toBeGreaterThanOrEqual(1000);
      expect(apiCase.pathParameters["id"]).toBeLessThanOrEqual(1005);
    }
    for (const apiCase of fc.sample(schema.get("/items", "POST").asArbitrary(), SAMPLES)) {
      expect(apiCase.body).not.toBe(NOT_SET);
      expect(typeof (apiCase.body as { qty?: number }).qty).toBe("number");
    }
  });

  it("schema.hook applies to that schema and the schemas filtered from it, not to another schema", async () => {
    const first = await openapi.fromUrl(`${api.url}/openapi.json`);
    const second = await openapi.fromUrl(`${api.url}/openapi.json`);
    first.hook("mapBody", (_ctx, body) => ({ ...(body as object), name: "from-hook" }));
    const filtered = first.include({ method: "POST" });
    first.hook("mapCase", (_ctx, data) => ({ ...data, query: { marked: "late" } }));
    for (const apiCase of fc.sample(filtered.get("/items", "POST").asArbitrary(), 20)) {
      expect((apiCase.body as { name: string }).name).toBe("from-hook");
      expect(apiCase.query).toEqual({ marked: "late" });
    }
    for (const apiCase of fc.sample(second.get("/items", "POST").asArbitrary(), 20)) {
      expect(apiCase.query).not.toEqual({ marked: "late" });
    }
  });

  it("a filter that rejects everything ends with a clear error instead of hanging", async () => {
    const schema = await openapi.fromUrl(`${api.url}/openapi.json`);
    schema.hook("filterCase", () => false);
    const started = performance.now();
    let error: unknown;
    try {
      fc.sample(schema.get("/items", "GET").asArbitrary(), 5);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HookError);
    expect((error as Error).message).toMatch(/The filterCase hook rejected 1000 generated cases in a row for GET \/items/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("a hook that throws is named in the error", async () => {
    const schema = await openapi.fromUrl(`${api.url}/openapi.json`);
    schema.hook("mapQuery", () => {
      throw new Error("boom");
    });
    expect(() => fc.sample(schema.get("/items", "GET").asArbitrary(), 1)).toThrow(/The mapQuery hook failed for GET \/items: boom/);
  });

  it("beforeCall changes the case and adds kwargs before sending; afterCall sees the response", async () => {
    const schema = await openapi.fromUrl(`${api.url}/openapi.json`);
    const after: number[] = [];
    schema.hook("beforeCall", (ctx, apiCase, kwargs) => {
      apiCase.query["limit"] = 5;
      kwargs.headers["X-From-Kwargs"] = ctx.operation.label;
    });
    schema.hook(function afterCall(_ctx, apiCase, response) {
      after.push(response.statusCode);
      expect(apiCase.query["limit"]).toBe(5);
    });
    api.seen.length = 0;
    const response = await schema.get("/items", "GET").makeCase({ query: { limit: 1 } }).call();
    expect(response.statusCode).toBe(200);
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]?.url.searchParams.get("limit")).toBe("5");
    expect(api.seen[0]?.headers["x-from-kwargs"]).toBe("GET /items");
    expect(after).toEqual([200]);
  });

  it("beforeLoadSchema changes the raw document; afterLoadSchema receives the schema", async () => {
    const loaded: string[] = [];
    hook("beforeLoadSchema", (_ctx, raw) => {
      (raw["info"] as { title: string }).title = "Renamed by hook";
    });
    hook("afterLoadSchema", (ctx, schema) => {
      expect(ctx.operation).toBeUndefined();
      loaded.push(schema.title);
      schema.hook("mapQuery", () => ({ fromAfterLoad: true }));
    });
    const schema = await openapi.fromUrl(`${api.url}/openapi.json`);
    expect(schema.title).toBe("Renamed by hook");
    expect(loaded).toEqual(["Renamed by hook"]);
    expect(fc.sample(schema.get("/items", "GET").asArbitrary(), 3).every((apiCase) => apiCase.query["fromAfterLoad"] === true)).toBe(true);
  });
});
