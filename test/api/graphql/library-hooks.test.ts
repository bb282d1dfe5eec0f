import assert from "node:assert";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auth, check, clearAuth, clearChecks, clearHooks, graphql, hook, type EngineEvent } from "../../../src/index.js";
import { DEFAULT_CHECK_NAMES } from "../../../src/checks/registry.js";
import { resolveRunSettings } from "../../../src/config/resolve.js";
import { toRunSettings } from "../../../src/config/run-settings.js";
import type { CliOverrides } from "../../../src/config/resolve-types.js";
import { runTests as runGraphqlTests } from "../../../src/engine/run.js";
import { AuthCache } from "../../../src/hooks/auth-provider.js";
import { HookRegistry } from "../../../src/hooks/registry.js";
import { SHELF_SDL, shelfHonoApp } from "../../support/shelf-api.js";
import { useTicketApi, type TicketApi } from "../../support/ticket-api.js";

function settingsFor(endpoint: string, cli: CliOverrides = {}) {
  const resolved = resolveRunSettings({ config: undefined, schemaTitle: "", cli: { seed: 6, workers: 1, generation: { maxExamples: 20 }, ...cli } });
  return toRunSettings(resolved, { baseUrl: endpoint, selectedChecks: DEFAULT_CHECK_NAMES });
}

function collect() {
  const events: EngineEvent[] = [];
  const failed = () => [...new Set(events.flatMap((event) => (event.type === "operation-finished" && event.status === "failed" ? [event.operation] : [])))].sort();
  const errors = () => events.flatMap((event) => (event.type === "operation-finished" ? event.errors.map((error) => `${event.operation}: ${error.title}`) : []));
  return { events, sink: { handle: (event: EngineEvent) => void events.push(event) }, failed, errors };
}

describe("load hooks on GraphQL loaders", () => {
  afterEach(() => {
    clearHooks();
  });

  it("beforeLoadSchema sees SDL as {sdl} and an introspection result as read; afterLoadSchema gets the GraphQL schema", async () => {
    const raws: string[] = [];
    hook("beforeLoadSchema", (_ctx, raw) => {
      if (typeof raw["sdl"] === "string") {
        raws.push("sdl");
        raw["sdl"] = raw["sdl"].replace(/\s*"Broken: executes documents[^\n]*\n\s*legacy\([^\n]*/, "");
        return;
      }
      raws.push("introspection");
      const schema = (raw["__schema"] ?? (raw["data"] as Record<string, unknown>)["__schema"]) as { queryType: { name: string }; types: { name: string; fields: { name: string }[] }[] };
      const query = schema.types.find((type) => type.name === schema.queryType.name)!;
      query.fields = query.fields.filter((field) => field.name !== "note");
    });
    const loaded: string[][] = [];
    hook("afterLoadSchema", (ctx, schema) => {
      expect(ctx.operation).toBeUndefined();
      assert(schema instanceof graphql.GraphqlSchema);
      loaded.push(schema.operations.map((operation) => operation.label));
    });
    const fromText = await graphql.fromFile(SHELF_SDL, { baseUrl: "http://127.0.0.1:1/graphql" });
    const fromApp = await graphql.fromFetchApp("/graphql", shelfHonoApp(false));
    expect(raws).toEqual(["sdl", "introspection"]);
    expect(fromText.operations.map((operation) => operation.label)).not.toContain("Query.legacy");
    expect(fromApp.operations.map((operation) => operation.label)).not.toContain("Query.note");
    expect(loaded).toEqual([fromText.operations.map((operation) => operation.label), fromApp.operations.map((operation) => operation.label)]);
  });
});

describe("GraphQL runs in the library", () => {
  afterEach(() => {
    clearHooks();
    clearChecks();
    clearAuth();
  });

  describe("an auth provider", () => {
    const shop = useTicketApi({ requireToken: true });
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
    });

    it("is asked for a token once per refresh interval, not per request", async () => {
      const spec = await graphql.fromUrl(api.endpoint);
      // A clock that moves 0.25 s per response: with a 1 s interval, one token serves four requests.
      let clock = 0;
      const registry = new HookRegistry();
      registry.add("afterCall", () => {
        clock += 0.25;
      });
      let gets = 0;
      const provider = {
        async get() {
          gets++;
          const answer = await fetch(`${api.url}/token`, { method: "POST" });
          return ((await answer.json()) as { access_token: string }).access_token;
        },
        set(apiCase: { headers: Record<string, unknown> }, token: string) {
          apiCase.headers["X-Ticket-Token"] = token;
        },
      };
      const secrets: string[] = [];
      const cache = new AuthCache(provider as never, { refreshInterval: 1 }, { now: () => clock, secrets });
      const run = collect();
      const summary = await runGraphqlTests({
        spec: spec.spec.loaded,
        settings: settingsFor(api.endpoint, { phases: ["fuzzing"] }),
        sinks: [run.sink],
        headers: {},
        secrets,
        hooks: { set: [registry], auth: cache },
      });
      expect(summary.responses).toBeGreaterThan(12);
      // Shrinking sends documents too: count what the server saw.
      expect(gets).toBe(Math.ceil(api.seen.length / 4));
      expect(api.issued).toHaveLength(gets);
      // Every request carried the token current at its time: four in a row share one.
      const sent = api.seen.map((request) => request.headers["x-ticket-token"]);
      expect(sent).toEqual(sent.map((_, index) => api.issued[Math.floor(index / 4)]));
      expect(secrets).toEqual(api.issued);
    });
  });

  describe("graphql.runGraphqlTests", () => {
    const shop = useTicketApi({ requireTenant: true });
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
    });

    it("uses the registered hooks, custom checks and auth provider by default", async () => {
      const spec = await graphql.fromUrl(api.endpoint);
      hook("beforeCall", (ctx, apiCase) => {
        apiCase.headers["X-Tenant"] = "globex";
      });
      check(function price_is_positive(_ctx, response) {
        const price = (response.json() as { data?: { price?: number } }).data?.price;
        assert.ok(price === undefined || price > 0, `price ${String(price)} is not positive`);
      });
      let gets = 0;
      auth()({
        get: () => `lib-token-${++gets}`,
        set: (apiCase, token: string) => {
          apiCase.headers["X-Library-Token"] = token;
        },
      });
      const run = collect();
      const summary = await graphql.runGraphqlTests({ spec, settings: settingsFor(api.endpoint), sinks: [run.sink], headers: {} });
      expect(run.failed()).toEqual(["Query.price", "Query.seat"]);
      expect(summary.responses).toBeGreaterThan(10);
      for (const request of api.seen) {
        expect(request.headers["x-tenant"]).toBe("globex");
        expect(request.headers["x-library-token"]).toBe("lib-token-1");
      }
      expect(gets).toBe(1);
      const reports = run.events.flatMap((event) => (event.type === "operation-finished" ? event.failures : []));
      const custom = reports.find((report) => report.failure.check === "price_is_positive");
      expect(custom?.failure.title).toBe("Custom check failed: price_is_positive");
      // The provider's token is masked in the reproduction.
      expect(custom?.curl).toContain("X-Library-Token: [Filtered]");
      expect(custom?.curl).not.toContain("lib-token-1");
    });
  });

  it("gives an auth provider the in-process app a spec was loaded from (AuthContext.app)", async () => {
    const app = shelfHonoApp(false);
    const spec = await graphql.fromFetchApp("/graphql", app);
    const seen: unknown[] = [];
    auth()({
      get: (_apiCase, ctx) => {
        seen.push(ctx.app);
        return "in-process-token";
      },
      set: () => undefined,
    });
    const summary = await graphql.runGraphqlTests({ spec, settings: settingsFor(spec.endpoint ?? "", { phases: ["examples"] }), sinks: [], headers: {} });
    expect(summary.responses).toBeGreaterThan(0);
    expect(seen).toEqual([app]);
  });

  describe("beforeGenerate hooks", () => {
    const shop = useTicketApi();
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
    });

    // As for OpenAPI, beforeGenerate hooks shape generated positive data (negative documents are mutations of the schema).
    it("beforeGenerateBody shapes the {query, variables} arbitrary and beforeGenerateCase the case arbitrary of fuzzed documents", async () => {
      const spec = await graphql.fromUrl(api.endpoint);
      const registry = new HookRegistry();
      registry.add("beforeGenerateBody", (ctx, arbitrary) => arbitrary.map((body) => ({ ...(body as { query: string }), query: `# shaped for ${ctx.operation.label}\n${(body as { query: string }).query}` })));
      registry.add("beforeGenerateCase", (_ctx, arbitrary) => arbitrary.map((data) => ({ ...data, headers: { ...data.headers, "X-Shaped": "case" } })));
      const run = collect();
      await runGraphqlTests({ spec: spec.spec.loaded, settings: settingsFor(api.endpoint, { phases: ["fuzzing"], generation: { maxExamples: 5, mode: "positive" } }), sinks: [run.sink], headers: {}, hooks: { set: [registry] } });
      expect(api.seen.length).toBeGreaterThanOrEqual(10);
      for (const request of api.seen) {
        expect(request.query).toMatch(/^# shaped for Query\.(price|seat|tenant)\n/);
        expect(request.headers["x-shaped"]).toBe("case");
      }
    });
  });

  describe("generator health checks", () => {
    const shop = useTicketApi();
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
    });

    it("fail a field whose every document is huge, unless suppressed", async () => {
      const spec = await graphql.fromUrl(api.endpoint);
      const registry = new HookRegistry();
      registry.add("mapBody", (_ctx, body) => ({ ...(body as object), variables: { padding: "x".repeat(120 * 1024) } }));
      const settings = settingsFor(api.endpoint, { phases: ["fuzzing"], generation: { maxExamples: 8 } });
      const run = collect();
      await runGraphqlTests({ spec: spec.spec.loaded, settings, sinks: [run.sink], headers: {}, hooks: { set: [registry] } });
      expect(run.errors()).toEqual(["Query.price: Failed health check: large_base_example", "Query.seat: Failed health check: large_base_example", "Query.tenant: Failed health check: large_base_example"]);
      const quiet = collect();
      await runGraphqlTests({ spec: spec.spec.loaded, settings, sinks: [quiet.sink], headers: {}, hooks: { set: [registry] }, suppressHealthChecks: ["large_base_example"] });
      expect(quiet.errors()).toEqual([]);
    });
  });
});
