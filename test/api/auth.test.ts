import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auth, clearAuth, DEFAULT_REFRESH_INTERVAL, FailureGroup, openapi, UsageError, type AuthContext, type AuthProvider, type HookCase } from "../../src/index.js";
import { ITEMS_SCHEMA, startItemsApi, startTokenServer, type ItemsApi, type TokenServer } from "../support/hooks-api.js";

describe("auth() providers in the library", () => {
  let tokens: TokenServer;
  let api: ItemsApi;
  beforeAll(async () => {
    tokens = await startTokenServer();
    api = await startItemsApi({ token: () => tokens.current() });
  });
  afterAll(async () => {
    await api.close();
    await tokens.close();
  });
  afterEach(() => {
    clearAuth();
    tokens.issued.length = 0;
  });

  const provider = (scopeOf: (ctx: AuthContext) => string = () => "all"): AuthProvider<string> => ({
    async get(_apiCase: HookCase, ctx: AuthContext) {
      const answer = await fetch(`${tokens.url}/token?scope=${scopeOf(ctx)}`, { method: "POST" });
      return ((await answer.json()) as { access_token: string }).access_token;
    },
    set(apiCase: HookCase, token: string) {
      apiCase.headers["X-Api-Tok"] = token;
    },
  });

  it("calls get once per refresh interval, not per request, and set on every case", async () => {
    expect(DEFAULT_REFRESH_INTERVAL).toBe(300);
    auth()(provider());
    const schema = await openapi.fromUrl(`${api.url}/openapi.json`);
    const operation = schema.get("/items", "GET");
    const statuses = await Promise.all(Array.from({ length: 12 }, async () => (await operation.makeCase().call()).statusCode));
    expect(statuses).toEqual(Array(12).fill(200));
    expect(tokens.issued).toHaveLength(1);
    const sent = api.seen.slice(-12).map((request) => request.headers["x-api-tok"]);
    expect(new Set(sent)).toEqual(new Set(tokens.issued));
  });

  it("fetches again once the interval has passed", async () => {
    // The cache's clock (performance.now) is faked: on a busy machine two calls may be further
    // apart than any real interval, so only the faked clock moves time past it.
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      auth({ refreshInterval: 0.2 })(provider());
      const schema = await openapi.fromUrl(`${api.url}/openapi.json`);
      const operation = schema.get("/items", "GET");
      await operation.makeCase().callAndValidate();
      await operation.makeCase().callAndValidate();
      expect(tokens.issued).toHaveLength(1);
      vi.advanceTimersByTime(300);
      await operation.makeCase().callAndValidate();
      expect(tokens.issued).toHaveLength(2);
      expect(api.seen.at(-1)?.headers["x-api-tok"]).toBe(tokens.issued[1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("cacheByKey keeps one cache per key; refreshInterval null calls get for every request", async () => {
    const scopeOf = (ctx: AuthContext): string => (ctx.operation.method === "POST" ? "write" : "read");
    auth({ cacheByKey: (_apiCase, ctx) => scopeOf(ctx) })(provider(scopeOf));
    const schema = await openapi.fromUrl(`${api.url}/openapi.json`);
    for (let round = 0; round < 3; round++) {
      await schema.get("/items", "GET").makeCase().call();
      await schema.get("/items", "POST").makeCase({ body: { name: "x" } }).call();
    }
    expect(tokens.issued).toHaveLength(2);
    expect(tokens.issued.map((token) => token.replace(/^tk\d+(read|write).*$/, "$1")).sort()).toEqual(["read", "write"]);
    clearAuth();
    tokens.issued.length = 0;
    auth({ refreshInterval: null })(provider());
    for (let i = 0; i < 3; i++) await schema.get("/items", "GET").makeCase().call();
    expect(tokens.issued).toHaveLength(3);
  });

  it("masks the provider's tokens in the curl command of a FailureGroup", async () => {
    const failing = await startItemsApi({ failItem: true });
    try {
      auth()(provider());
      const schema = await openapi.fromUrl(`${failing.url}/openapi.json`);
      const error = await schema.get("/items/{id}", "GET").makeCase({ pathParameters: { id: 1 } }).callAndValidate().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FailureGroup);
      const token = tokens.issued[0] as string;
      expect(failing.seen[0]?.headers["x-api-tok"]).toBe(token);
      expect((error as FailureGroup).message).toContain("X-Api-Tok: [Filtered]");
      expect((error as FailureGroup).message).not.toContain(token);
    } finally {
      await failing.close();
    }
  });

  it("gives the provider the operation and, for an in-process app, the app", async () => {
    const app = { fetch: async (request: Request) => (new URL(request.url).pathname === "/openapi.json" ? Response.json(ITEMS_SCHEMA) : Response.json({ auth: request.headers.get("x-api-tok") })) };
    const contexts: AuthContext[] = [];
    auth()({
      get: (_apiCase: HookCase, ctx: AuthContext) => {
        contexts.push(ctx);
        return "in-process-token";
      },
      set: (apiCase: HookCase, token: string) => {
        apiCase.headers["X-Api-Tok"] = token;
      },
    });
    const schema = await openapi.fromFetchApp("/openapi.json", app);
    const response = await schema.get("/items", "GET").makeCase().call();
    expect(response.json()).toEqual({ auth: "in-process-token" });
    expect(contexts).toHaveLength(1);
    expect(contexts[0]?.app).toBe(app);
    expect(contexts[0]?.operation.label).toBe("GET /items");
  });

  it("works as a class decorator and rejects bad providers and intervals", async () => {
    let constructed = 0;
    class Provider {
      constructor() {
        constructed++;
      }
      get(): string {
        return "static-token";
      }
      set(apiCase: HookCase, token: string): void {
        apiCase.headers["X-Api-Tok"] = token;
      }
    }
    const Decorated = auth({ refreshInterval: 60 })(Provider);
    expect(Decorated).toBe(Provider);
    expect(constructed).toBe(1);
    const schema = await openapi.fromUrl(`${api.url}/openapi.json`);
    await schema.get("/items", "GET").makeCase().call();
    expect(api.seen.at(-1)?.headers["x-api-tok"]).toBe("static-token");
    expect(() => auth()({ get: () => "x" } as unknown as AuthProvider<string>)).toThrow(UsageError);
    expect(() => auth({ refreshInterval: -1 })).toThrow(/refreshInterval: -1/);
  });
});
