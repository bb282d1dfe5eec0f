import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, curls } from "../support/graphql-cli.js";
import { startShelfServer, type ShelfServer } from "../support/shelf-api.js";

describe("generation.deterministic in GraphQL runs", () => {
  let broken: ShelfServer;
  beforeAll(async () => {
    broken = await startShelfServer(true);
  });
  afterAll(async () => {
    await broken.close();
  });

  it("uses the fixed seed, so two runs send the same documents and find the same failures", async () => {
    const args = ["run", broken.url, "--phases", "fuzzing", "-n", "10", "--generation-deterministic"];
    const first = await cli(args);
    const second = await cli(args);
    expect(first.stdout).toMatch(/Seed:\s+0\b/);
    expect(second.stdout).toMatch(/Seed:\s+0\b/);
    expect(first.code).toBe(1);
    // Several failures, each with its shrunk document: the same in both runs.
    expect(curls(first.stdout).length).toBeGreaterThan(1);
    expect(curls(second.stdout)).toEqual(curls(first.stdout));
  });
});
