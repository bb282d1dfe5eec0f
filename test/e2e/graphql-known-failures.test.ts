import { buildSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli-run.js";
import { startGraphqlServer } from "../support/graphql-server.js";
import type { TestServer } from "../support/server.js";

const RANGE = "RangeError: page buffer holds 90";
const ESCAPE = "TypeError: bad escape";

/**
 * `Query.search(q, limit)` with two defects: `limit` above 90 crashes (coverage finds it at once
 * with the largest Int, random data often), and a `%` not followed by two hex digits in `q`
 * crashes the decoding (only random data finds it).
 */
const SCHEMA = buildSchema("type Query { search(q: String!, limit: Int): String }");
const ROOT = {
  search: ({ q, limit }: { q: string; limit?: number | null }): string => {
    if (limit !== undefined && limit !== null && limit > 90) throw new Error(`${RANGE} (asked ${limit})`);
    try {
      return decodeURIComponent(q);
    } catch {
      throw new Error(`${ESCAPE} in "${q}"`);
    }
  },
};

describe("GraphQL: a known failure does not end the search", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startGraphqlServer(SCHEMA, { rootValue: ROOT });
  });
  afterAll(async () => {
    await server.close();
  });

  // Before, fuzzing stopped at the first document meeting coverage's failure again.
  it.each([1, 2, 3])("the default run (seed %i) reports the failure coverage finds and the one only fuzzing finds", async (seed) => {
    const run = await runCli(["run", `${server.url}/graphql`, "--seed", String(seed), "--mode", "positive"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(RANGE);
    expect(run.stdout).toContain(ESCAPE);
  });
});
