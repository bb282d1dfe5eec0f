import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearAuth } from "../../src/api/auth.js";
import { clearChecks } from "../../src/api/custom-checks.js";
import { clearHooks } from "../../src/api/hook.js";
import { cli, failedOperations as failed } from "../support/graphql-cli.js";
import { useTicketApi, type TicketApi } from "../support/ticket-api.js";
import { startShelfServer, type ShelfServer } from "../support/shelf-api.js";

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/graphql-hooks/${name}`, import.meta.url));

// Each hooks module is imported once per process (ESM caches it), so each is used by one test;
// the registries are cleared after every test.
describe("apitest run against a GraphQL API with a hooks module", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "apitest-gql-hooks-"));
  });
  afterEach(() => {
    clearHooks();
    clearChecks();
    clearAuth();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  describe("custom checks", () => {
    const shop = useTicketApi();
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
    });

    it("run after the GraphQL checks and find a defect only they can see", async () => {
      const base = ["run", api.endpoint, "--include-name", "Query.price", "-n", "10", "--seed", "4"];
      // The negative price is a valid Int: the GraphQL checks alone see nothing wrong.
      const plain = await cli(base);
      expect(plain.stderr).toBe("");
      expect(plain.code).toBe(0);
      const run = await cli([...base, "--hooks", fixture("custom-check.mjs")]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(1);
      expect(failed(run.stdout)).toEqual(["Query.price"]);
      expect(run.stdout).toContain("Custom check failed: non_negative_price");
      expect(run.stdout).toMatch(/Query\.price \(field price\) answered a negative price: -\d+/);
      // --checks names it like a built-in one; excluded, it no longer runs.
      const only = await cli([...base, "--checks", "non_negative_price"]);
      expect(only.code).toBe(1);
      const excluded = await cli([...base, "--exclude-checks", "non_negative_price"]);
      expect(excluded.code).toBe(0);
    });
  });

  describe("beforeCall and afterCall", () => {
    const shop = useTicketApi({ requireTenant: true });
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
    });
    afterAll(() => {
      delete (globalThis as { __gqlAfterCalls?: string[] }).__gqlAfterCalls;
    });

    it("beforeCall adds the header the server requires, which reaches the defect behind it", async () => {
      const base = ["run", api.endpoint, "--include-name", "Query.tenant", "-n", "5", "--seed", "2"];
      // Without the header every document is refused with a 400: the API working, not a defect.
      const plain = await cli(base);
      expect(plain.code).toBe(0);
      expect(api.seen.every((request) => request.headers["x-tenant"] === undefined)).toBe(true);
      api.seen.length = 0;
      const run = await cli([...base, "--hooks", fixture("tenant-header.mjs")]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(1);
      expect(failed(run.stdout)).toEqual(["Query.tenant"]);
      expect(run.stdout).toContain("Server error");
      expect(run.stdout).toContain("-H 'X-Tenant: acme'");
      expect(api.seen.length).toBeGreaterThan(0);
      for (const request of api.seen) {
        expect(request.headers["x-tenant"]).toBe("acme");
        expect(request.headers["x-root-type"]).toBe("Query");
      }
      const after = (globalThis as { __gqlAfterCalls?: string[] }).__gqlAfterCalls ?? [];
      expect(after.length).toBe(api.seen.length);
      expect(after[0]).toBe("Query.tenant 200 acme");
    });
  });

  describe("an auth provider", () => {
    const shop = useTicketApi({ requireToken: true });
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
      process.env["APITEST_TICKET_TOKEN_URL"] = `${api.url}/token`;
    });
    afterAll(() => {
      delete process.env["APITEST_TICKET_TOKEN_URL"];
    });

    it("gets one token for the whole run, sends it with every document, and masks it in the console, JUnit, HAR and VCR", async () => {
      const reports = join(dir, "masked");
      const run = await cli([
        "run", api.endpoint, "--phases", "examples,coverage,fuzzing", "-n", "25", "--seed", "5",
        "--hooks", fixture("ticket-auth.mjs"), "--report", "junit,har,vcr", "--report-dir", reports,
      ]);
      expect(run.stderr).toBe("");
      expect(api.issued).toHaveLength(1);
      const token = api.issued[0] as string;
      expect(api.seen.length).toBeGreaterThan(25);
      for (const request of api.seen) expect(request.headers["x-ticket-token"]).toBe(token);
      // The seat crash echoes the token in its error message: reported, masked.
      expect(run.code).toBe(1);
      expect(failed(run.stdout)).toContain("Query.seat");
      expect(run.stdout).toContain("X-Ticket-Token: [Filtered]");
      expect(run.stdout).toContain("(caller [Filtered])");
      expect(run.stdout).not.toContain(token);
      const files = readdirSync(reports).sort();
      expect(files.length).toBe(3);
      for (const file of files) {
        const text = readFileSync(join(reports, file), "utf8");
        expect(text).toContain("seat");
        expect(text).not.toContain(token);
      }
    });
  });

  describe("the example database", () => {
    const shop = useTicketApi();
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
    });

    it("stores a failing document and replays it first on the next run", async () => {
      const database = join(dir, "examples");
      const args = ["run", api.endpoint, "--include-name", "Query.seat", "--phases", "fuzzing", "-n", "30", "--generation-database", database];
      const first = await cli(args);
      expect(first.stderr).toBe("");
      expect(first.code).toBe(1);
      expect(first.stdout).not.toContain("replayed");
      expect(readdirSync(database).length).toBe(1);
      const stored = readFileSync(join(database, readdirSync(database)[0] as string), "utf8");
      expect(stored).toContain("seat");
      api.seen.length = 0;
      const second = await cli(args);
      expect(second.code).toBe(1);
      expect(second.stdout).toContain("Query.seat  replayed 1 stored example (1 still failing)");
      // The first document the server saw is the stored failing one (a negative seat number).
      const firstSent = api.seen[0];
      const numbers = [...Object.values(firstSent?.variables ?? {}), ...[...(firstSent?.query ?? "").matchAll(/n: (-?\d+)/g)].map((match) => Number(match[1]))];
      expect(numbers.some((value) => typeof value === "number" && value < 0)).toBe(true);
    });
  });

  describe("generation hooks", () => {
    const shop = useTicketApi();
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
    });

    it("filterBody and mapBody see and change the {query, variables} body in every phase", async () => {
      const run = await cli(["run", api.endpoint, "--include-name", "Query.seat", "-n", "30", "--seed", "8", "--hooks", fixture("body-hooks.mjs")]);
      expect(run.stderr).toBe("");
      // Negative seat numbers are filtered out, so the crash is never reached.
      expect(run.code).toBe(0);
      expect(api.seen.length).toBeGreaterThan(10);
      for (const request of api.seen) expect(request.query.startsWith("# via mapBody\n")).toBe(true);
    });

    it("a filter hook that rejects everything ends each field with a clear error, exit 2", async () => {
      const started = performance.now();
      const run = await cli(["run", api.endpoint, "-n", "10", "--hooks", fixture("reject-all-bodies.mjs")]);
      expect(run.code).toBe(2);
      expect(run.stdout).toContain("skipped: the filter hooks rejected every planned document");
      expect(run.stdout).toMatch(/The filterBody hook rejected 1000 generated cases in a row for Query\.seat/);
      expect(run.stderr).toMatch(/the hooks failed for every operation/);
      expect(run.stderr).not.toMatch(/could not be reached/);
      expect(performance.now() - started).toBeLessThan(20_000);
    });
  });

  describe("generator health checks", () => {
    const shop = useTicketApi();
    let api: TicketApi;
    beforeAll(() => {
      api = shop();
    });

    it("fail a field whose documents are all huge; --suppress-health-check silences them", async () => {
      const args = ["run", api.endpoint, "--include-name", "Query.price", "--phases", "fuzzing", "-n", "6", "--seed", "1", "--hooks", fixture("huge-bodies.mjs")];
      const run = await cli(args);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("Failed health check: large_base_example");
      expect(run.stdout).toContain("--suppress-health-check large_base_example");
      const quiet = await cli([...args, "--suppress-health-check", "large_base_example"]);
      expect(quiet.stdout).not.toContain("Failed health check");
      expect(quiet.code).toBe(0);
    });
  });

  describe("load hooks", () => {
    let server: ShelfServer;
    beforeAll(async () => {
      server = await startShelfServer(true);
    });
    afterAll(async () => {
      await server.close();
    });

    it("beforeLoadSchema edits the introspected schema and afterLoadSchema's schema hooks reach every document", async () => {
      const args = ["run", server.url, "--phases", "examples", "--seed", "1", "--hooks", fixture("load-hooks.mjs")];
      const run = await cli(args);
      expect(run.stdout).toContain("Selected:   5/5 operations");
      expect(run.stdout).not.toContain("Query.legacy");
      // The crash the examples phase finds is reproduced with the document the schema's own mapBody hook made.
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("# loaded with 5 operations");
    });
  });
});

