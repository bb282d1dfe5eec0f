import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { findAll, parseXml } from "../support/xml-check.js";
import { startServer, type TestServer } from "../support/server.js";
import { runCli, statusLineOf } from "../support/cli-run.js";

const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Slow", version: "1.0.0" },
  paths: {
    "/items": {
      get: {
        parameters: [{ name: "n", in: "query", required: true, schema: { type: "integer", minimum: 0, maximum: 1000 } }],
        responses: { "200": { description: "OK" } },
      },
    },
    "/other": { get: { responses: { "200": { description: "OK" } } } },
  },
};

/**
 * A server whose API answers after `delay` ms, and a controller aborted (as Ctrl-C does)
 * 300 ms after the first API request arrives, so the run is surely under way by then.
 */
async function slowServer(delay: number): Promise<{ server: TestServer; controller: AbortController; abortedAt: () => number }> {
  const controller = new AbortController();
  let abortedAt = Number.POSITIVE_INFINITY;
  let armed = false;
  const server = await startServer(async (request) => {
    if (request.url.pathname === "/openapi.json") return { status: 200, body: DOCUMENT };
    if (!armed) {
      armed = true;
      setTimeout(() => {
        abortedAt = performance.now();
        controller.abort();
      }, 300);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    return { status: 200, body: { ok: true } };
  });
  return { server, controller, abortedAt: () => abortedAt };
}

describe("Ctrl-C during a run against a slow server", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it("stops soon, says it was interrupted, prints what it found and writes complete reports", async () => {
    const slow = await slowServer(150);
    server = slow.server;
    const dir = await mkdtemp(join(tmpdir(), "apitest-interrupt-"));
    const run = await runCli(
      ["run", `${server.url}/openapi.json`, "--max-examples", "100", "--phases", "fuzzing", "--mode", "positive", "--seed", "2", "--report", "junit,vcr,har", "--report-dir", dir],
      slow.controller.signal,
    );
    expect(performance.now() - slow.abortedAt()).toBeLessThan(1000);
    expect([130, 1]).toContain(run.code);
    expect(run.stdout).toContain("Interrupted");
    // Partial results: the operation under way is listed with the cases it sent.
    expect(statusLineOf(run.stdout, "GET /items")).toMatch(/GET \/items\s+[1-9]\d* cases?/);
    expect(run.stdout).toMatch(/Test cases: [1-9]\d* sent/);
    expect(run.stdout).toContain("Reports:");

    const junit = parseXml(await readFile(join(dir, "junit.xml"), "utf8"));
    expect(findAll(junit, "system-out").map((element) => element.text).join("\n")).toContain("Interrupted");
    const har = JSON.parse(await readFile(join(dir, "har.json"), "utf8")) as { log: { entries: unknown[] } };
    const cassette = parse(await readFile(join(dir, "vcr.yaml"), "utf8")) as { http_interactions: unknown[] };
    expect(har.log.entries.length).toBeGreaterThan(0);
    expect(cassette.http_interactions).toHaveLength(har.log.entries.length);
  });

  // Needs an engine change (see the report): the engine does not pass its abort signal to
  // `Transport.send`, so a Ctrl-C waits for the request in flight, up to the whole
  // --request-timeout (or forever without one, until a second Ctrl-C kills the process).
  it("does not wait for a request the server takes long to answer", async () => {
    const slow = await slowServer(3000);
    server = slow.server;
    const run = await runCli(["run", `${server.url}/openapi.json`, "--request-timeout", "10", "--max-examples", "5", "--phases", "fuzzing", "--mode", "positive"], slow.controller.signal);
    expect(run.stdout).toContain("Interrupted");
    expect(performance.now() - slow.abortedAt()).toBeLessThan(1000);
  });
});
