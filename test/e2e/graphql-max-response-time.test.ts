import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "../support/graphql-cli.js";
import { startShelfServer, type ShelfServer } from "../support/shelf-api.js";

describe("max_response_time in GraphQL runs", () => {
  let slow: ShelfServer;
  beforeAll(async () => {
    // A correct server that holds every answer back 45 ms: slower than the 30 ms limit below at
    // any speed (a machine's load only adds to it).
    slow = await startShelfServer(false, 45);
  });
  afterAll(async () => {
    await slow.close();
  });

  const args = (): string[] => ["run", slow.url, "--phases", "fuzzing", "--mode", "positive", "-n", "3", "--seed", "1"];

  it("fails every operation whose responses are slower than --max-response-time", async () => {
    // Without shrinking: every smaller document is as slow, and each try waits the server's delay.
    const run = await cli([...args(), "--max-response-time", "0.03", "--no-shrink"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Response time limit exceeded");
    expect(run.stdout).toMatch(/Limit: 30\.00ms/);
  });

  it("passes the same server without a limit, and with a generous one", async () => {
    expect((await cli(args())).code).toBe(0);
    const generous = await cli([...args(), "--max-response-time", "5"]);
    expect(generous.code).toBe(0);
    expect(generous.stdout).not.toContain("Response time limit exceeded");
  });
});
