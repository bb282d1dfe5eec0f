import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { UsageError } from "../../src/core/errors.js";
import type { EngineEvent } from "../../src/core/events.js";
import type { Failure } from "../../src/core/failure.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { createVcrReporter } from "../../src/reporting/vcr.js";
import { replayCassette } from "../../src/replay/replay-cassette.js";
import { createHttpTransport } from "../../src/transport/http.js";
import type { Transport } from "../../src/transport/transport.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestReply, type TestRequest, type TestServer } from "../support/server.js";
import { SANITIZE_ON, SERVER_ERROR, tempDir } from "../support/report-events.js";

const TOKEN = "replay-token-123456";
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const UNDOCUMENTED: Failure = { check: "status_code_conformance", title: "Undocumented HTTP status code", message: "Received: 418\nDocumented: 200, 404", key: "418" };
const SCHEMA: Failure = { check: "response_schema_conformance", title: "Response violates schema", message: "count: must be integer", key: "count" };

describe("apitest replay", () => {
  let broken: TestServer;
  let fixed: TestServer;
  let transport: Transport;
  let cassettePath: string;

  beforeAll(async () => {
    broken = await startServer(inventoryHandler({ token: TOKEN }));
    fixed = await startServer(inventoryHandler({ fixed: true, token: TOKEN }));
    transport = createHttpTransport();
    cassettePath = join(tempDir(), "cassette.yaml");
    // Record real exchanges with the broken server through the VCR reporter (sanitization on).
    const sink = createVcrReporter({ path: cassettePath, sanitization: SANITIZE_ON, secrets: [TOKEN], preserveBytes: false });
    const base = broken.url;
    const post = (body: object): PreparedRequest => ({
      method: "POST",
      url: `${base}/items`,
      headers: { ...AUTH, "Content-Type": "application/json" },
      body: new TextEncoder().encode(JSON.stringify(body)),
    });
    const get = (path: string): PreparedRequest => ({ method: "GET", url: `${base}${path}`, headers: { ...AUTH } });
    const sent: [string, PreparedRequest, Failure[]][] = [
      ["POST /items", post({ name: "", quantity: -1 }), [SERVER_ERROR]],
      ["GET /items/{id}", get("/items/5001"), [UNDOCUMENTED]],
      ["GET /stats", get("/stats"), [SCHEMA]],
      ["GET /items/{id}", get("/items/3"), []],
    ];
    await sink.handle({ type: "run-started", title: "Inventory", specVersion: "3.0.3", baseUrl: base, operations: 3, phases: ["fuzzing"], seed: 5 });
    for (const [operation, request, failures] of sent) {
      const response = await transport.send(request);
      const event: EngineEvent = { type: "interaction", phase: "fuzzing", operation, caseId: "c", meta: { phase: "fuzzing", mode: "positive" }, request, response, failures };
      await sink.handle(event);
    }
    // A request that got no response at recording time.
    await sink.handle({ type: "interaction", phase: "fuzzing", operation: "GET /items/{id}", caseId: "d", meta: { phase: "fuzzing", mode: "negative" }, request: get("/items/1"), error: "connection reset", failures: [] });
    await sink.close?.();
  });

  afterAll(async () => {
    await transport.close();
    await broken.close();
    await fixed.close();
  });

  it("the cassette holds the recorded statuses and no token", () => {
    const text = readFileSync(cassettePath, "utf8");
    expect(text).not.toContain(TOKEN);
    const cassette = parse(text) as { http_interactions: { response?: { status: { code: number } } }[] };
    expect(cassette.http_interactions.map((item) => item.response?.status.code)).toEqual([500, 418, 200, 200, undefined]);
  });

  it("against a fixed server: failures are fixed, schema failures with a changed body are unverified", async () => {
    const output = memoryOutput();
    const summary = await replayCassette({ cassettePath, baseUrl: `${fixed.url}/`, onlyFailures: true, transport, output, headers: AUTH });
    expect(summary).toEqual({ replayed: 4, stillFailing: 0, fixed: 3, unverified: 1, nowFailing: 0, stateChanged: 0 });
    const lines = output.text().split("\n").map((line) => line.trim());
    expect(lines).toContain("✔ fixed: POST /items now 400");
    expect(lines).toContain("✔ fixed: GET /items/5001 now 200");
    expect(lines).toContain("✔ fixed: GET /items/1 now 200");
    expect(lines.some((line) => line.startsWith("? unverified: GET /stats now 200; response_schema_conformance needs the schema"))).toBe(true);
    expect(output.text()).toContain("Replayed 4 requests: 0 still failing, 3 fixed, 1 unverified");
    // The credentials were supplied: no note about masked headers, and never echoed.
    expect(output.text()).not.toContain("recorded sanitized");
    expect(output.text()).not.toContain(TOKEN);
  });

  it("against the still broken server: the same failures come back", async () => {
    const output = memoryOutput();
    const summary = await replayCassette({ cassettePath, onlyFailures: true, transport, output, headers: AUTH });
    expect(summary).toEqual({ replayed: 4, stillFailing: 3, fixed: 1, unverified: 0, nowFailing: 0, stateChanged: 0 });
    const lines = output.text().split("\n").map((line) => line.trim());
    expect(lines).toContain("✘ still fails: POST /items 500");
    expect(lines).toContain("✘ still fails: GET /items/5001 418");
    expect(lines).toContain("✘ still fails: GET /stats 200");
    // Grouped by distinct recorded failure: a heading, then its requests.
    expect(output.text()).toContain("GET /items/{id} · status_code_conformance · recorded 418 (1 request)\n  ✘ still fails: GET /items/5001 418\n");
    expect(output.text()).toContain("GET /items/{id} · no response (1 request)\n");
  });

  it("replays passing requests too without onlyFailures", async () => {
    const output = memoryOutput();
    const summary = await replayCassette({ cassettePath, onlyFailures: false, transport, output, headers: AUTH });
    expect(summary.replayed).toBe(5);
    expect(output.text()).toContain("✔ passes: GET /items/3 200");
    expect(output.text()).toContain("1 passing");
  });

  it("says when a recorded header holds the sanitization replacement", async () => {
    const output = memoryOutput();
    const summary = await replayCassette({ cassettePath, baseUrl: fixed.url, onlyFailures: true, transport, output });
    expect(output.text()).toContain(`! header Authorization was recorded sanitized as "[Filtered]"; pass the real value with -H 'Authorization: …'`);
    // Without credentials the server rejects every request, which replay cannot tell from a fix.
    expect(summary.replayed).toBe(4);
  });

  it("reads a cassette re-formatted by a YAML tool", async () => {
    const path = join(tempDir(), "reformatted.yaml");
    writeFileSync(path, stringify(parse(readFileSync(cassettePath, "utf8")), { indentSeq: true, lineWidth: 40 }));
    const summary = await replayCassette({ cassettePath: path, onlyFailures: true, transport, output: memoryOutput(), headers: AUTH });
    expect(summary).toMatchObject({ replayed: 4, stillFailing: 3, fixed: 1 });
  });

  it("rejects a missing or foreign file and a bad base URL with a usage error", async () => {
    const output = memoryOutput();
    await expect(replayCassette({ cassettePath: join(tempDir(), "none.yaml"), onlyFailures: true, transport, output })).rejects.toThrow(UsageError);
    const foreign = join(tempDir(), "foreign.yaml");
    writeFileSync(foreign, "openapi: 3.0.0\npaths: {}\n");
    await expect(replayCassette({ cassettePath: foreign, onlyFailures: true, transport, output })).rejects.toThrow(/not a VCR cassette.*http_interactions/);
    await expect(replayCassette({ cassettePath, baseUrl: "ftp://x", onlyFailures: true, transport, output })).rejects.toThrow(/--base-url/);
  });

  it("says state changed, not fixed, when a resource the recording created is gone", async () => {
    // A real store: POST /things creates {id}; GET /things/{id} crashes on a thing with no label; thing 7 is seeded.
    const store = (): ((request: TestRequest) => TestReply) => {
      const things = new Map<string, { name: string }>([["7", { name: "seed" }]]);
      let next = 41;
      return (request) => {
        if (request.method === "POST" && request.url.pathname === "/things") {
          const id = String(++next);
          things.set(id, JSON.parse(request.body.toString("utf8")) as { name: string });
          return { status: 201, body: { id: Number(id), name: things.get(id)!.name } };
        }
        const match = /^\/things\/([^/]+)$/.exec(request.url.pathname);
        if (match !== null) {
          if (!things.has(match[1]!)) return { status: 404, body: { error: "not found" } };
          if (request.method === "DELETE") {
            things.delete(match[1]!);
            return { status: 204 };
          }
          return { status: 500, body: { error: "Cannot read properties of undefined (reading 'label')" } };
        }
        return { status: 404, body: { error: "no route" } };
      };
    };
    const recordedServer = await startServer(store());
    const path = join(tempDir(), "stateful.yaml");
    const sink = createVcrReporter({ path, sanitization: SANITIZE_ON, secrets: [], preserveBytes: false });
    await sink.handle({ type: "run-started", title: "Things", specVersion: "3.0.3", baseUrl: recordedServer.url, operations: 2, phases: ["stateful"], seed: 9 });
    const send = async (operation: string, request: PreparedRequest, failures: Failure[]): Promise<void> => {
      const response = await transport.send(request);
      await sink.handle({ type: "interaction", phase: "stateful", operation, caseId: "s1", meta: { phase: "stateful", mode: "positive" }, request, response, failures });
    };
    await send("POST /things", { method: "POST", url: `${recordedServer.url}/things`, headers: { "Content-Type": "application/json" }, body: new TextEncoder().encode(`{"name":"a"}`) }, []);
    await send("GET /things/{id}", { method: "GET", url: `${recordedServer.url}/things/42`, headers: {} }, [SERVER_ERROR]);
    await send("GET /things/{id}", { method: "GET", url: `${recordedServer.url}/things/7`, headers: {} }, [SERVER_ERROR]);
    await sink.close?.();
    await recordedServer.close();

    // A fresh server: thing 42 was never created there. Same code, so the crash is not fixed.
    const fresh = await startServer(store());
    try {
      const output = memoryOutput();
      const summary = await replayCassette({ cassettePath: path, baseUrl: fresh.url, onlyFailures: true, transport, output });
      expect(summary).toMatchObject({ replayed: 2, stateChanged: 1, fixed: 0, stillFailing: 1 });
      expect(output.text()).toContain("↻ state changed: GET /things/42 now 404: the recording created this resource (POST /things → id 42), this replay did not");
      // The seeded thing is there on both servers: the crash is still there.
      expect(output.text()).toContain("✘ still fails: GET /things/7 500");
      expect(output.text()).toContain("Replayed 2 requests: 1 still failing, 0 fixed, 1 state changed");
      // One distinct failure, its two requests under it.
      expect(output.text()).toMatch(/^GET \/things\/\{id\} · not_a_server_error · recorded 500 \(2 requests\)$/m);
    } finally {
      await fresh.close();
    }
  });
});
