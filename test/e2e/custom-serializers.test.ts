import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearCustomGeneration } from "../../src/api/custom-generation.js";
import { clearSerializers } from "../../src/api/custom-serializers.js";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { csvHandler, emptySeen, SKU } from "../support/csv-api.js";

const HOOKS = fileURLToPath(new URL("../fixtures/integrations/csv-hooks.mjs", import.meta.url));

async function cli(args: string[], env: Record<string, string> = {}) {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe("apitest run with serializers, formats and media types from the hooks module", () => {
  let server: TestServer;
  const seen = emptySeen();
  beforeAll(async () => {
    server = await startServer(csvHandler(seen));
  });
  afterAll(async () => {
    await server.close();
    clearSerializers();
    clearCustomGeneration();
  });

  it("without the hooks module the CSV, SKU and PDF routes reject what apitest sends", async () => {
    const run = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "--mode", "positive", "-n", "5", "--seed", "1"]);
    // 400 and 404 are documented answers, so the run itself may pass: what matters is what arrived.
    expect(run.stdout).toContain("POST /rows");
    expect(seen.rows).toEqual([]);
    expect(seen.documents).toEqual([]);
    expect(seen.skus.some((sku) => !SKU.test(sku))).toBe(true);
  });

  it("with --hooks every body is decoded by the server, every SKU is one of the format's, and the run passes", async () => {
    seen.skus.length = 0;
    const run = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "--mode", "positive", "-n", "10", "--seed", "1", "--hooks", HOOKS]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(seen.rows.length).toBeGreaterThan(0);
    expect(seen.rows.flat().every((row) => SKU.test(row.sku))).toBe(true);
    expect(seen.skus.length).toBeGreaterThan(0);
    expect(seen.skus.every((sku) => SKU.test(sku))).toBe(true);
    expect(seen.documents.length).toBeGreaterThan(0);
    expect(seen.documents.every((doc) => doc.subarray(0, 9).toString() === "%PDF-1.7\n")).toBe(true);
  });

  it("the coverage phase takes valid values of a custom format from its arbitrary too", async () => {
    seen.skus.length = 0;
    seen.rows.length = 0;
    const run = await cli(["run", `${server.url}/openapi.json`, "--phases", "coverage", "--mode", "positive", "--hooks", HOOKS]);
    expect(run.stderr).toBe("");
    // The coverage phase's edge probes (a lone %, a NUL byte inside the value) are ambiguous cases, not positive values.
    const positive = seen.skus.filter((sku) => sku !== "%" && !sku.includes("\u0000"));
    expect(positive.length).toBeGreaterThan(0);
    expect(positive.length).toBeGreaterThanOrEqual(seen.skus.length - 2);
    expect(positive.every((sku) => SKU.test(sku))).toBe(true);
    expect(seen.rows.length).toBeGreaterThan(0);
    expect(seen.rows.flat().every((row) => SKU.test(row.sku))).toBe(true);
  });
});
