import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseRunOptions } from "../../src/cli/build-settings.js";
import { resolveRun } from "../../src/cli/resolve-run.js";
import { runTests } from "../../src/engine/run.js";
import type { RunSummary } from "../../src/engine/run-options.js";
import { createReportSinks } from "../../src/reporting/report-sinks.js";
import { replayCassette } from "../../src/replay/replay-cassette.js";
import { defaultSerializers } from "../../src/serialization/registry.js";
import { loadOpenApi } from "../../src/specs/openapi/load-spec.js";
import { createHttpTransport } from "../../src/transport/http.js";
import type { Transport } from "../../src/transport/transport.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { tempDir } from "../support/report-events.js";
import { HAR_SCHEMA } from "../support/har-schema.js";
import { findAll, parseXml } from "../support/xml-check.js";

const TOKEN = "engine-token-abcdef";
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

describe("reports of a real run (engine → reporters → replay)", () => {
  let broken: TestServer;
  let fixed: TestServer;
  let transport: Transport;
  let dir: string;
  let summary: RunSummary;
  const paths = { junit: "", vcr: "", har: "" };

  beforeAll(async () => {
    broken = await startServer(inventoryHandler({ token: TOKEN }));
    fixed = await startServer(inventoryHandler({ fixed: true, token: TOKEN }));
    transport = createHttpTransport();
    dir = tempDir();
    const input = parseRunOptions({ header: [`Authorization: Bearer ${TOKEN}`], shrink: true, seed: "3", maxExamples: "10" }, 2);
    const location = `${broken.url}/openapi.json`;
    const spec = await loadOpenApi(location, { headers: {} });
    const cli = resolveRun(input, undefined, spec, location, 2);
    const settings = cli.settings;
    const reports = await createReportSinks(
      { formats: ["junit", "vcr", "har"], directory: dir, paths: {}, preserveBytes: false },
      { sanitization: settings.output.sanitization, secrets: cli.secrets, command: "apitest run inventory" },
      new Date(),
    );
    for (const report of reports) paths[report.format] = report.path;
    summary = await runTests({
      spec,
      settings,
      transport,
      checks: cli.checks,
      generation: { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() },
      serializers: defaultSerializers(),
      sinks: reports.map((report) => report.sink),
      headers: cli.headers,
      secrets: cli.secrets,
    });
  });

  afterAll(async () => {
    await transport.close();
    await broken.close();
    await fixed.close();
  });

  it("writes a JUnit report whose counts match the run", () => {
    const root = parseXml(readFileSync(paths.junit, "utf8"));
    expect(Number(root.attributes["tests"])).toBe(summary.operations);
    expect(Number(root.attributes["failures"])).toBe(summary.failedOperations);
    expect(findAll(root, "failure").length).toBe(summary.failures);
    expect(findAll(root, "failure").map((failure) => failure.attributes["type"])).toContain("not_a_server_error");
  });

  it("writes a cassette and a HAR with every request sent, and no token", () => {
    const vcrText = readFileSync(paths.vcr, "utf8");
    const harText = readFileSync(paths.har, "utf8");
    const cassette = parse(vcrText) as { http_interactions: unknown[] };
    const har = JSON.parse(harText) as { log: { entries: unknown[] } };
    expect(cassette.http_interactions.length).toBeGreaterThan(0);
    expect(har.log.entries.length).toBe(cassette.http_interactions.length);
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    expect(ajv.validate(HAR_SCHEMA, har)).toBe(true);
    expect(vcrText).not.toContain(TOKEN);
    expect(harText).not.toContain(TOKEN);
  });

  it("replays the failures of the cassette: fixed on the fixed server", async () => {
    const output = memoryOutput();
    const result = await replayCassette({ cassettePath: paths.vcr, baseUrl: fixed.url, onlyFailures: true, transport, output, headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(result.replayed).toBeGreaterThan(0);
    expect(result.stillFailing).toBe(0);
    expect(output.text()).toMatch(/✔ fixed: POST \/items now 400/);
  });
});
