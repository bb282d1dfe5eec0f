import { afterEach, describe, expect, it } from "vitest";
import { cli } from "../support/graphql-cli.js";
import { booksServer, freePort, listenOn, stop } from "../support/graphql-books.js";

describe("apitest run <…/graphql> --wait-for-schema", () => {
  const servers: ReturnType<typeof booksServer>[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await stop(server).catch(() => undefined);
  });

  it("waits for a GraphQL server started late, then tests it", async () => {
    const port = await freePort();
    const server = booksServer(false);
    servers.push(server);
    const late = setTimeout(() => void listenOn(server, port), 800);
    try {
      const run = await cli(["run", `http://127.0.0.1:${port}/graphql`, "--wait-for-schema", "10", "--max-examples", "5", "--phases", "fuzzing", "--seed", "1"]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("Query.books");
    } finally {
      clearTimeout(late);
    }
  });

  it("without it, exits 2 at once naming the fix; with it, gives up after the time given", async () => {
    const port = await freePort();
    const once = await cli(["run", `http://127.0.0.1:${port}/graphql`, "--max-examples", "5"]);
    expect(once.code).toBe(2);
    expect(once.stderr + once.stdout).toMatch(/connection refused\. Check that the server is running and the URL is right, or use wait-for-schema/);
    const started = Date.now();
    const waited = await cli(["run", `http://127.0.0.1:${port}/graphql`, "--wait-for-schema", "1", "--max-examples", "5"]);
    expect(waited.code).toBe(2);
    expect(waited.stderr + waited.stdout).toMatch(/connection refused \(kept retrying for 1 s\)/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });
});
