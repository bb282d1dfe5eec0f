import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearMetrics, metric, registeredMetrics, type MetricContext } from "../../src/index.js";
import { parseRunOptions } from "../../src/cli/build-settings.js";
import { resolveRun } from "../../src/cli/resolve-run.js";
import { UsageError } from "../../src/core/errors.js";
import { runTests } from "../../src/engine/run.js";
import type { RunSummary } from "../../src/engine/run-options.js";
import { defaultSerializers } from "../../src/serialization/registry.js";
import { loadOpenApi } from "../../src/specs/openapi/load-spec.js";
import { createHttpTransport } from "../../src/transport/http.js";
import { startServer, type TestServer } from "../support/server.js";
import { LEDGER_LIMIT, ordersHandler, type OrdersSeen } from "../support/orders-api.js";

describe("metric() in the library", () => {
  afterEach(() => clearMetrics());

  it("registers by function name or explicit name, in order; response_time is built in", () => {
    metric(function body_size(ctx: MetricContext) {
      return ctx.response.content.length;
    });
    metric((ctx) => ctx.response.statusCode, "status");
    expect(registeredMetrics()).toEqual(["body_size", "status"]);
    clearMetrics();
    expect(registeredMetrics()).toEqual([]);
  });

  it("rejects an anonymous function, the built-in name and names --generation-maximize cannot carry", () => {
    expect(() => metric((ctx) => ctx.response.elapsed)).toThrow(/metric\(\) needs a named function/);
    expect(() => metric(() => 1, "response_time")).toThrow(UsageError);
    expect(() => metric(() => 1, "response_time")).toThrow(/built-in metric/);
    expect(() => metric(() => 1, "a,b")).toThrow(/splits on commas/);
    expect(registeredMetrics()).toEqual([]);
  });
});

describe("runTests with settings.generation.maximize naming a metric()", () => {
  let server: TestServer;
  const seen: OrdersSeen = { totals: [] };
  const transport = createHttpTransport();
  beforeAll(async () => {
    server = await startServer(ordersHandler(seen));
  });
  afterAll(async () => {
    await transport.close();
    await server.close();
    clearMetrics();
  });

  const run = async (maximize: string | undefined): Promise<RunSummary> => {
    seen.totals = [];
    const input = parseRunOptions(
      { header: [], seed: "5", maxExamples: "60", phases: "fuzzing", mode: "positive", checks: "not_a_server_error", shrink: false, ...(maximize === undefined ? {} : { generationMaximize: maximize }) },
      2,
    );
    const location = `${server.url}/openapi.json`;
    const spec = await loadOpenApi(location, { headers: {} });
    const cli = resolveRun(input, undefined, spec, location, 2);
    return runTests({
      spec,
      settings: cli.settings,
      transport,
      checks: cli.checks,
      generation: { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() },
      serializers: defaultSerializers(),
      sinks: [],
      headers: cli.headers,
    });
  };

  it("climbs to the defect a plain run with the same seed and budget misses", async () => {
    metric(function order_total(ctx: MetricContext) {
      return ctx.response.statusCode === 200 ? ((ctx.response.json() as { total: number }).total) : 0;
    });
    const plain = await run(undefined);
    expect(plain.failures).toBe(0);
    expect(Math.max(...seen.totals)).toBeLessThanOrEqual(LEDGER_LIMIT);
    const maximized = await run("order_total");
    expect(maximized.failures).toBe(1);
    expect(Math.max(...seen.totals)).toBeGreaterThan(LEDGER_LIMIT);
  }, 60_000);

  it("throws a UsageError naming the registered metrics for an unknown name, before sending anything", async () => {
    metric(function order_total() {
      return 0;
    });
    await expect(run("order_count")).rejects.toThrow("'order_count' is not a metric apitest can maximize. Use response_time or a registered metric. Registered custom metrics: order_total.");
    expect(seen.totals).toEqual([]);
  });
});
