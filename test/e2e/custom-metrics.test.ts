import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearMetrics } from "../../src/api/custom-metrics.js";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { LEDGER_LIMIT, ordersHandler, PRICE, type OrdersSeen } from "../support/orders-api.js";

const HOOKS = fileURLToPath(new URL("../fixtures/metrics/metric-hooks.mjs", import.meta.url));
/** The largest quantity plain generation draws for an unbounded integer. */
const PLAIN_RANGE = 2 ** 31;

describe("apitest run --generation-maximize with custom metrics from the hooks module", () => {
  let server: TestServer;
  const seen: OrdersSeen = { totals: [] };
  const dirs: string[] = [];
  const configFile = (text: string): string => {
    const dir = mkdtempSync(join(tmpdir(), "apitest-metrics-"));
    dirs.push(dir);
    const path = join(dir, "apitest.toml");
    writeFileSync(path, text);
    return path;
  };
  beforeAll(async () => {
    server = await startServer(ordersHandler(seen));
  });
  afterAll(async () => {
    await server.close();
    clearMetrics();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const run = async (...extra: string[]) => {
    seen.totals = [];
    const stdout = memoryOutput();
    const stderr = memoryOutput();
    const args = ["run", `${server.url}/openapi.json`, "--seed", "5", "--max-examples", "60", "--phases", "fuzzing", "--mode", "positive", "--checks", "not_a_server_error", "--no-shrink", "--hooks", HOOKS, ...extra];
    const code = await main(args, { stdout, stderr, env: {} });
    return { code, out: stdout.text(), err: stderr.text(), max: Math.max(...seen.totals), sent: seen.totals.length };
  };

  it("a metric on a response field steers the run past the ledger limit the plain run with the same seed and budget never reaches", async () => {
    const plain = await run();
    expect(plain.code).toBe(0);
    expect(plain.sent).toBeGreaterThan(50);
    expect(plain.max).toBeLessThanOrEqual(PLAIN_RANGE * PRICE);
    expect(plain.max).toBeLessThanOrEqual(LEDGER_LIMIT);

    const maximized = await run("--generation-maximize", "order_total");
    expect(maximized.err).toBe("");
    expect(maximized.sent).toBeLessThanOrEqual(60);
    expect(maximized.max).toBeGreaterThan(LEDGER_LIMIT);
    expect(maximized.code).toBe(1);
    expect(maximized.out).toContain("Server error");
    expect(maximized.out).toContain("POST /orders");
  }, 60_000);

  it("a metric on the case sent (ctx.case), alone or summed with another, climbs as well", async () => {
    const byCase = await run("--generation-maximize", "ordered_quantity");
    expect(byCase.max).toBeGreaterThan(LEDGER_LIMIT);
    expect(byCase.code).toBe(1);
    const both = await run("--generation-maximize", "order_total,ordered_quantity");
    expect(both.max).toBeGreaterThan(LEDGER_LIMIT);
    expect(both.code).toBe(1);
  }, 60_000);

  it("generation.maximize in apitest.toml names a custom metric too", async () => {
    const config = configFile(`[generation]\nmaximize = ["order_total"]\n`);
    const maximized = await run("--config-file", config);
    expect(maximized.max).toBeGreaterThan(LEDGER_LIMIT);
    expect(maximized.code).toBe(1);
  }, 60_000);

  it("an unknown metric is a usage error naming the registered ones, checked after the hooks module loaded", async () => {
    const unknown = await run("--generation-maximize", "order_totl");
    expect(unknown.code).toBe(2);
    expect(unknown.sent).toBe(0);
    expect(unknown.err).toContain("Invalid value for --generation-maximize: 'order_totl' is not a metric apitest can maximize.");
    expect(unknown.err).toContain("Registered custom metrics: order_total, ordered_quantity, broken_metric, text_metric.");
    expect(unknown.err).not.toMatch(/\n\s+at /);
  });

  it("an unknown metric in the configuration file names its key and the file", async () => {
    const config = configFile(`[[operations]]\ninclude-path = "/orders"\n\n[operations.phases.fuzzing.generation]\nmaximize = "ledger_size"\n`);
    const unknown = await run("--config-file", config);
    expect(unknown.code).toBe(2);
    expect(unknown.sent).toBe(0);
    expect(unknown.err).toContain(`Invalid value for operations[0].phases.fuzzing.generation.maximize in ${config}: 'ledger_size' is not a metric`);
  });

  it("a metric that throws, or returns no number, is reported as a hook error of the operation", async () => {
    const broken = await run("--generation-maximize", "broken_metric");
    expect(broken.out).toContain("The metric broken_metric failed for POST /orders: no ledger connection");
    expect(broken.code).not.toBe(0);
    const text = await run("--generation-maximize", "text_metric");
    expect(text.out).toContain("The metric text_metric returned string for POST /orders, not a number");
    expect(text.code).not.toBe(0);
  });

  // Last: the hooks module is imported once per process, so its metrics do not come back after clearMetrics().
  it("without a hooks module the message says no custom metric is registered and how to register one", async () => {
    clearMetrics();
    const stderr = memoryOutput();
    const code = await main(["run", `${server.url}/openapi.json`, "--generation-maximize", "order_total"], { stdout: memoryOutput(), stderr, env: {} });
    expect(code).toBe(2);
    expect(stderr.text()).toContain("No custom metric is registered: register one with metric() in the hooks module");
  });
});
