import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EngineEvent } from "../../src/core/events.js";
import { parseRunOptions } from "../../src/cli/build-settings.js";
import { fixedRunOptions } from "../../src/cli/prepare-run.js";
import { resolveRun } from "../../src/cli/resolve-run.js";
import { runTests } from "../../src/engine/run.js";
import { CodeValues } from "../../src/greybox/code-values.js";
import { loadOpenApi } from "../../src/specs/openapi/load-spec.js";
import { createHttpTransport } from "../../src/transport/http.js";
// @ts-expect-error: a plain JavaScript fixture, without types.
import { handler } from "../fixtures/greybox-api/app.js";

const APP = new URL("../fixtures/greybox-api/app.js", import.meta.url);

let server: Server;
let location: string;

beforeAll(async () => {
  server = createServer(handler as Parameters<typeof createServer>[1]);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  location = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** One default-budget run (every phase, 100 examples) with a seed; what failed, per operation, by check. */
async function run(seed: number, codeValues?: CodeValues): Promise<{ failed: Record<string, string[]>; requests: string[] }> {
  const spec = await loadOpenApi(location, { headers: {} });
  const resolved = resolveRun(parseRunOptions({ header: [], shrink: true, seed: String(seed), generationDatabase: "none" }, 2), undefined, spec, location, 2);
  const failed: Record<string, string[]> = {};
  const requests: string[] = [];
  const sink = (event: EngineEvent): void => {
    if (event.type === "interaction") requests.push(event.request.url);
    if (event.type !== "operation-finished") return;
    for (const report of event.failures) (failed[event.operation] ??= []).push(report.failure.check);
  };
  const transport = createHttpTransport();
  try {
    await runTests({ ...fixedRunOptions(spec, resolved), transport, sinks: [{ handle: sink }], ...(codeValues === undefined ? {} : { codeValues }) });
  } finally {
    await transport.close();
  }
  return { failed, requests };
}

function codeOfTheApp(): CodeValues {
  const values = new CodeValues();
  values.addScript(APP.href, readFileSync(APP, "utf8"));
  return values;
}

const DEFECTS = ["GET /calc", "GET /window", "GET /triple", "GET /opening"];

// The seed-1 run with the app's code, made once: the determinism test runs it a second time.
let withCode1: ReturnType<typeof run> | undefined;
const runWithCode = (seed: number): ReturnType<typeof run> => (seed === 1 ? (withCode1 ??= run(1, codeOfTheApp())) : run(seed, codeOfTheApp()));

describe("constants from the API's code feed generation", () => {
  it.each([1, 2])("with the app's code (seed %i), a default run finds the four defects, and nothing else", async (seed) => {
    const { failed } = await runWithCode(seed);
    expect(Object.keys(failed).sort()).toEqual([...DEFECTS].sort());
    // Each a server error (and its undocumented 500): no false alarm beside them.
    for (const operation of DEFECTS) expect([...new Set(failed[operation])].sort()).toEqual(["not_a_server_error", "status_code_conformance"]);
  });

  it.each([1, 2])("without them, the same run (seed %i) finds none of the four", async (seed) => {
    const { failed } = await run(seed);
    expect(failed).toEqual({});
  });

  it("the same seed and the same code send the same requests", async () => {
    const first = await runWithCode(1);
    const second = await run(1, codeOfTheApp());
    expect(first.requests.length).toBeGreaterThan(100);
    expect(second.requests).toEqual(first.requests);
  });
});
