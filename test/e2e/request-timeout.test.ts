import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRequestTimeout } from "../../src/cli/parse-values.js";
import { Config } from "../../src/index.js";
import { DEFAULT_REQUEST_TIMEOUT } from "../../src/core/settings.js";
import { createHttpTransport } from "../../src/transport/http.js";
import { runCli as apitest } from "../support/cli-run.js";
import { startHangingServer, type HangingServer } from "../support/hanging-server.js";

const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Hangs", version: "1.0" },
  paths: {
    "/slow": {
      get: {
        parameters: [{ name: "q", in: "query", required: false, schema: { type: "string" } }],
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("request timeouts", () => {
  let server: HangingServer;
  // The schema is read from a file: only the API's requests meet the short limits, so a slow
  // machine cannot make the schema's own download time out.
  let schema: string;

  beforeAll(async () => {
    server = await startHangingServer(DOCUMENT);
    schema = join(mkdtempSync(join(tmpdir(), "apitest-timeout-")), "openapi.json");
    writeFileSync(schema, JSON.stringify(DOCUMENT));
  });
  afterAll(async () => {
    await server.close();
  });

  it("a hung endpoint is a timeout naming the operation and the limit, promptly, never 'could not be reached'", async () => {
    const hungBefore = server.hung();
    const run = await apitest(["run", schema, "--url", server.url, "--request-timeout", "0.4", "--generation-database", "none"]);
    // Three phases, each stops the operation at its first timeout: a few requests left hanging,
    // however long each took (counted, not timed, so a slow machine changes nothing).
    expect(server.hung() - hungBefore).toBeGreaterThan(0);
    expect(server.hung() - hungBefore).toBeLessThanOrEqual(3);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Timeout");
    expect(run.stdout).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/slow\S* did not answer within 0\.4s \(--request-timeout\)/);
    expect(run.stdout).not.toContain("Network error");
    // One operation, however many phases errored on it.
    expect(run.stdout).toContain("Operations: 0 passed, 0 failed, 1 errored");
    expect(run.stdout).toMatch(/No failures found, but 1 operation errored/);
    expect(run.stderr).toMatch(/Error: no request got a response in time: GET \/slow timed out: GET \S+ did not answer within 0\.4s/);
    expect(run.stderr).toContain("Raise --request-timeout (or set it to none)");
    expect(run.stderr).not.toContain("could not be reached");
  });

  it("`--request-timeout none` disables the limit: the run waits until it is interrupted", async () => {
    const hungBefore = server.hung();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 1500);
    const run = await apitest(["run", schema, "--url", server.url, "--request-timeout", "none", "--generation-database", "none", "--phases", "fuzzing"], controller.signal);
    // Not before the interrupt; and it ends (its request would hang for ever): the interrupt ended it.
    expect(run.seconds).toBeGreaterThan(1.4);
    expect(server.hung()).toBeGreaterThan(hungBefore);
    expect(run.stdout).not.toContain("did not answer within");
    expect(run.stdout).toContain("Interrupted");
  });

  it("the default limit is Schemathesis' 10 s; 0 and none disable it, on the command line and in apitest.toml", () => {
    expect(DEFAULT_REQUEST_TIMEOUT).toBe(10);
    expect(parseRequestTimeout("--request-timeout", "none")).toBe(0);
    expect(parseRequestTimeout("--request-timeout", "0")).toBe(0);
    expect(parseRequestTimeout("--request-timeout", "2.5")).toBe(2.5);
    expect(() => parseRequestTimeout("--request-timeout", "-1")).toThrow(/--request-timeout/);
    expect(Config.fromObject({ "request-timeout": "none" }, {}).resolve({ schemaTitle: "" }).network.requestTimeout).toBe(0);
    expect(Config.fromObject({ "request-timeout": 3 }, {}).resolve({ schemaTitle: "" }).network.requestTimeout).toBe(3);
    expect(Config.fromObject({}, {}).resolve({ schemaTitle: "" }).network.requestTimeout).toBeUndefined();
  });

  it("without a timeout of its own, a request waits the transport's idle limit (how the default applies), named in the error", async () => {
    const transport = createHttpTransport({ idleTimeout: 0.3 });
    const request = { method: "GET", url: `${server.url}/slow`, headers: {}, body: undefined };
    const started = performance.now();
    try {
      await expect(transport.send(request as never)).rejects.toThrow(/GET http:\/\/127\.0\.0\.1:\d+\/slow did not answer within 0\.3s \(--request-timeout\)/);
      expect((performance.now() - started) / 1000).toBeLessThan(5);
    } finally {
      await transport.close();
    }
  });
});
