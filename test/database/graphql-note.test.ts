import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.js";
import { startLibraryServer } from "../graphql-run/library-server.js";
import { cli } from "./support.js";

describe("GraphQL runs", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLibraryServer({ broken: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it("say that the example database and health checks are for OpenAPI runs", async () => {
    const run = await cli(["run", `${server.url}/graphql`, "--seed", "3", "-n", "2", "--generation-database", ":memory:", "--suppress-health-check", "all"]);
    expect(run.stderr).toContain("Note: --generation-database and --suppress-health-check apply to OpenAPI runs");
    const plain = await cli(["run", `${server.url}/graphql`, "--seed", "3", "-n", "2"]);
    expect(plain.stderr).not.toContain("--generation-database");
  });
});
