import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearHooks, graphql, hook, type EngineEvent } from "../../src/index.js";
import { DEFAULT_CHECK_NAMES } from "../../src/checks/registry.js";
import { resolveRunSettings } from "../../src/config/resolve.js";
import { toRunSettings } from "../../src/config/run-settings.js";
import { bookshelf } from "../support/bookshelf-graphql.js";
import { cli } from "../support/graphql-cli.js";
import { startServer, type TestServer } from "../support/server.js";

/** The bookshelf ids in a text (`bk-…`: no generator makes them up; a response shows them). */
function idsIn(text: string | undefined): string[] {
  return [...(text ?? "").matchAll(/bk-[0-9a-z]+/g)].map((match) => match[0]);
}

function collect() {
  const events: EngineEvent[] = [];
  return { events, sink: { handle: (event: EngineEvent) => void events.push(event) } };
}

describe("GraphQL through the one engine", () => {
  afterEach(() => {
    clearHooks();
  });

  describe("over HTTP on 127.0.0.1", () => {
    let server: TestServer;
    const shelf = bookshelf({ crashOnExisting: true });
    beforeAll(async () => {
      server = await startServer(async (request) => shelf.execute(JSON.parse(request.body.toString("utf8"))));
    });
    afterAll(async () => {
      await server.close();
    });

    it("a default run finds the crash of book(id:) through an id a response showed", async () => {
      const run = await cli(["run", `${server.url}/graphql`, "--seed", "1", "-n", "20"]);
      expect(run.code).toBe(1);
      const failures = run.stdout.slice(run.stdout.indexOf("FAILURES"));
      expect(failures).toContain("Query.book");
      expect(failures).toMatch(/cannot read properties of undefined \(reading 'author'\) rendering bk-/);
      // The request that shows it carries an id the API returned, not one the generator made up.
      const sent = idsIn(failures.split("\n").find((line) => line.includes("curl ") && line.includes("book(")));
      expect(sent.length).toBeGreaterThan(0);
      for (const id of sent) expect(shelf.ids().has(id)).toBe(true);
    });
  });

  describe("in process (graphql.fromFetchApp)", () => {
    it("finds the same crash, and a load hook runs for the GraphQL schema", async () => {
      const loaded: string[] = [];
      hook("beforeLoadSchema", (_ctx, raw) => {
        loaded.push("__schema" in raw || "data" in raw ? "introspection" : "other");
      });
      hook("afterLoadSchema", (_ctx, schema) => {
        loaded.push(schema.title);
      });
      const shelf = bookshelf({ crashOnExisting: true });
      const schema = await graphql.fromFetchApp("/graphql", (request: Request) => shelf.fetch(request));
      expect(loaded).toEqual(["introspection", "GraphQL API"]);
      const resolved = resolveRunSettings({ config: undefined, schemaTitle: "", cli: { seed: 1, workers: 1, generation: { maxExamples: 20 } } });
      const settings = toRunSettings(resolved, { baseUrl: schema.endpoint ?? "", selectedChecks: DEFAULT_CHECK_NAMES });
      const run = collect();
      const summary = await graphql.runGraphqlTests({ spec: schema, settings, sinks: [run.sink], headers: {} });
      expect(summary.failures).toBeGreaterThan(0);
      const found = run.events.flatMap((event) => (event.type === "operation-finished" && event.operation === "Query.book" ? event.failures : []));
      expect(found.map((report) => report.failure.check)).toContain("not_a_server_error");
      const sent = idsIn(JSON.stringify(found[0]?.caseData.body));
      expect(sent.length).toBeGreaterThan(0);
      for (const id of sent) expect(shelf.ids().has(id)).toBe(true);
    });
  });
});
