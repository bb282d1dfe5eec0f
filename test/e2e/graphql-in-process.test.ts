import { describe, expect, it } from "vitest";
import { graphql } from "../../src/index.js";
import { DEFAULT_CHECK_NAMES } from "../../src/checks/registry.js";
import { resolveRunSettings } from "../../src/config/resolve.js";
import { toRunSettings } from "../../src/config/run-settings.js";
import type { EngineEvent } from "../../src/core/events.js";
import type { GraphqlSchema } from "../../src/api/graphql/schema.js";
import { shelfExpressApp, shelfHonoApp } from "../support/shelf-api.js";

/** Runs every phase against a spec loaded from an in-process app; returns the summary and failed labels. */
async function runInProcess(spec: GraphqlSchema) {
  const resolved = resolveRunSettings({ config: undefined, schemaTitle: "", cli: { seed: 4, generation: { maxExamples: 20, mode: "all" } } });
  const settings = toRunSettings(resolved, { baseUrl: spec.endpoint ?? "", selectedChecks: DEFAULT_CHECK_NAMES });
  const events: EngineEvent[] = [];
  const summary = await graphql.runGraphqlTests({ spec, settings, sinks: [{ handle: (event: EngineEvent) => void events.push(event) }], headers: {} });
  const failed = events.flatMap((event) => (event.type === "operation-finished" && event.status === "failed" ? [event.operation] : []));
  const phases = [...new Set(events.flatMap((event) => (event.type === "phase-started" ? [event.phase] : [])))];
  return { summary, failed: [...new Set(failed)].sort(), phases };
}

describe("graphql.fromFetchApp / fromNodeApp: in-process GraphQL apps, no socket", () => {
  it("introspects a Hono app and finds its seeded defects through the app itself", async () => {
    const spec = await graphql.fromFetchApp("/graphql", shelfHonoApp(true));
    expect(spec.operations.map((operation) => operation.label)).toEqual(["Query.search", "Query.byFormat", "Query.page", "Query.note", "Query.legacy", "Mutation.addBook"]);
    expect(spec.endpoint).toBe("http://app.local/graphql");
    const { summary, failed, phases } = await runInProcess(spec);
    expect(phases).toEqual(["examples", "coverage", "fuzzing"]);
    expect(summary.responses).toBeGreaterThan(50);
    expect(failed).toEqual(["Query.byFormat", "Query.legacy", "Query.note", "Query.page", "Query.search"]);
  });

  it("introspects an Express app; the clean build passes", async () => {
    const spec = await graphql.fromNodeApp("/graphql", shelfExpressApp(false));
    expect(spec.operations).toHaveLength(6);
    const { summary, failed } = await runInProcess(spec);
    expect(failed).toEqual([]);
    expect(summary.failures).toBe(0);
    expect(summary.errors).toBe(0);
    expect(summary.responses).toBeGreaterThan(50);
  });

  it("the Express app's broken build fails the same way as the Hono one", async () => {
    const { failed } = await runInProcess(await graphql.fromNodeApp("/graphql", shelfExpressApp(true)));
    expect(failed).toEqual(["Query.byFormat", "Query.legacy", "Query.note", "Query.page", "Query.search"]);
  });

  it("names the path when the app has no GraphQL endpoint there", async () => {
    await expect(graphql.fromFetchApp("/nowhere", shelfHonoApp(false))).rejects.toThrow(/\/nowhere of the app/);
  });
});
