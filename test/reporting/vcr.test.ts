import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createVcrReporter } from "../../src/reporting/vcr.js";
import { yamlString } from "../../src/reporting/report-yaml.js";
import { VERSION } from "../../src/version.js";
import { drive, interaction, response, runFinished, runStarted, SANITIZE_OFF, SANITIZE_ON, SERVER_ERROR, tempDir, TOKEN } from "../support/report-events.js";

interface Cassette {
  command: string;
  recorded_with: string;
  seed: number;
  base_url: string;
  http_interactions: Record<string, unknown>[];
}

const NASTY = `quote " backslash \\ nul \u0000 del \u007f c1 \u0085\u0086\u009f bom \uFEFF ls \u2028 nonchar \uFFFE\uFFFF tab\t nl\n # : - [x] {y} & * ! | > ' % @ \``;

async function record(events: Parameters<typeof drive>[1], options: { preserveBytes?: boolean; sanitize?: boolean } = {}): Promise<{ text: string; cassette: Cassette }> {
  const path = join(tempDir(), "reports", "vcr.yaml");
  const sink = createVcrReporter({
    path,
    sanitization: options.sanitize === false ? SANITIZE_OFF : SANITIZE_ON,
    secrets: [TOKEN],
    preserveBytes: options.preserveBytes ?? false,
    command: "apitest run http://127.0.0.1:9/openapi.json",
    now: () => Date.parse("2025-01-02T03:04:05.000Z"),
  });
  await drive(sink, events);
  const text = readFileSync(path, "utf8");
  return { text, cassette: parse(text) as Cassette };
}

describe("YAML strings", () => {
  it("round-trip any string through the yaml parser", () => {
    for (const value of [NASTY, "", "yes", "null", "0x10", "~", "- item", "\uD800 lone", "k: v"]) {
      expect(parse(`v: ${yamlString(value)}`)).toEqual({ v: value });
    }
  });
});

describe("VCR cassette", () => {
  it("records the run head, then each interaction in order with request, response and checks", async () => {
    const crash = response(500, `{"detail":"${NASTY}"}`, { "content-type": ["application/json"], "x-weird": [NASTY, "second"] });
    const { cassette, text } = await record([
      runStarted(99),
      interaction({ res: crash, failures: [SERVER_ERROR], checks: ["not_a_server_error", "status_code_conformance"] }),
      interaction({ operation: "GET /users/{id}", req: { method: "GET", url: "http://127.0.0.1:9/api/users/1", headers: {} } }),
      interaction({ operation: "GET /down", error: "connection refused: GET http://127.0.0.1:9/api/down" }),
      runFinished(),
    ]);
    expect(Object.keys(cassette)).toEqual(["command", "recorded_with", "seed", "base_url", "http_interactions"]);
    expect(cassette.recorded_with).toBe(`apitest ${VERSION}`);
    expect(cassette.seed).toBe(99);
    expect(cassette.base_url).toBe("http://127.0.0.1:9/api");
    const [first, second, third] = cassette.http_interactions;
    expect(cassette.http_interactions).toHaveLength(3);
    expect(Object.keys(first!)).toEqual(["id", "case_id", "phase", "mode", "operation", "recorded_at", "elapsed", "request", "response", "checks"]);
    expect(first).toMatchObject({ id: "1", phase: "fuzzing", mode: "positive", operation: "POST /bookings", elapsed: 0.25, recorded_at: "2025-01-02T03:04:04.750Z" });
    expect(first!["request"]).toMatchObject({
      method: "POST",
      uri: "http://127.0.0.1:9/api/bookings?limit=5&api_key=[Filtered]",
      headers: { "Content-Type": ["application/json"], Authorization: ["[Filtered]"] },
      body: { encoding: "utf-8", string: `{"guest":"Ann","password":"[Filtered]"}` },
    });
    expect(first!["response"]).toEqual({
      status: { code: 500, message: "Internal Server Error" },
      headers: { "content-type": ["application/json"], "x-weird": [NASTY, "second"] },
      body: { encoding: "utf-8", string: `{"detail":"${NASTY}"}` },
      http_version: "1.1",
    });
    expect(first!["checks"]).toEqual([
      { name: "not_a_server_error", status: "failure", title: "Server error", message: "Received: 500 Internal Server Error" },
      { name: "status_code_conformance", status: "success" },
    ]);
    expect(second).toMatchObject({ id: "2", operation: "GET /users/{id}", checks: [] });
    expect((second!["request"] as Record<string, unknown>)["headers"]).toEqual({});
    expect(second!["request"]).not.toHaveProperty("body");
    expect(third).toMatchObject({ id: "3", error: "connection refused: GET http://127.0.0.1:9/api/down", elapsed: null });
    expect(third).not.toHaveProperty("response");
    expect(text).not.toContain(TOKEN);
  });

  it("keeps raw values when sanitization is off", async () => {
    const { cassette } = await record([runStarted(), interaction(), runFinished()], { sanitize: false });
    const recorded = cassette.http_interactions[0]!["request"] as { uri: string; headers: Record<string, string[]> };
    expect(recorded.uri).toContain(`api_key=${TOKEN}`);
    expect(recorded.headers["Authorization"]).toEqual([`Bearer ${TOKEN}`]);
  });

  it("masks a token echoed in a response body, even inside binary data", async () => {
    const binary = new Uint8Array([0xff, 0xfe, ...new TextEncoder().encode(TOKEN), 0x00, 0x80]);
    const { cassette, text } = await record([
      runStarted(),
      interaction({ res: response(200, binary, { "content-type": ["application/octet-stream"] }) }),
      runFinished(),
    ]);
    expect(text).not.toContain(Buffer.from(TOKEN).toString("base64").slice(0, 12));
    const body = (cassette.http_interactions[0]!["response"] as { body: { base64_string: string } }).body;
    const bytes = Buffer.from(body.base64_string, "base64");
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(bytes.subarray(2, -2).toString("latin1")).toBe("[Filtered]");
    expect([...bytes.subarray(-2)]).toEqual([0x00, 0x80]);
  });

  it("records bodies as base64 with preserveBytes, and binary bodies as base64 always", async () => {
    const binary = new Uint8Array([0, 1, 2, 0xc3, 0x28, 0xff]);
    const { cassette } = await record([runStarted(), interaction({ res: response(200, binary, {}) })], { sanitize: false });
    expect((cassette.http_interactions[0]!["response"] as { body: unknown }).body).toEqual({ base64_string: Buffer.from(binary).toString("base64") });
    const preserved = await record([runStarted(), interaction()], { preserveBytes: true, sanitize: false });
    const body = (preserved.cassette.http_interactions[0]!["request"] as { body: { base64_string: string } }).body;
    expect(Buffer.from(body.base64_string, "base64").toString("utf8")).toBe(`{"guest":"Ann","password":"hunter22"}`);
  });

  it("is a complete document with an empty list when nothing was sent, or when closed without a start", async () => {
    const { cassette } = await record([runStarted(), runFinished(true)]);
    expect(cassette.http_interactions).toEqual([]);
    const bare = await record([]);
    expect(bare.cassette.http_interactions).toEqual([]);
    expect(bare.cassette.seed).toBeNull();
  });

  it("streams: writes interactions before close and makes callers wait on backpressure", async () => {
    const path = join(tempDir(), "vcr.yaml");
    const sink = createVcrReporter({ path, sanitization: SANITIZE_OFF, secrets: [], preserveBytes: false });
    await sink.handle(runStarted());
    const big = response(200, "x".repeat(64 * 1024), { "content-type": ["text/plain"] });
    let waited = 0;
    for (let i = 0; i < 20; i++) {
      const pending = sink.handle(interaction({ res: big }));
      if (pending !== undefined) {
        waited++;
        await pending;
      }
    }
    expect(waited).toBeGreaterThan(0);
    expect(statSync(path).size).toBeGreaterThan(1024 * 1024);
    await sink.close?.();
    const cassette = parse(readFileSync(path, "utf8"), { maxAliasCount: -1 }) as Cassette;
    expect(cassette.http_interactions).toHaveLength(20);
  });
});
