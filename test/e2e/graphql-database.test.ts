import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.js";
import { startLibraryServer } from "../support/graphql-library-server.js";
import { cli } from "../support/database-support.js";

describe("GraphQL runs", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLibraryServer({ broken: false });
  });
  afterAll(async () => {
    await server.close();
  });

  // Both now apply to GraphQL runs (test/e2e/graphql-hooks.test.ts proves their effect), so no note is printed.
  it("take --generation-database and --suppress-health-check without a note", async () => {
    const run = await cli(["run", `${server.url}/graphql`, "-n", "2", "--generation-database", ":memory:", "--suppress-health-check", "all"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });
});
