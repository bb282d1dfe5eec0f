import { describe, expect, test } from "vitest";
import { JEST, ROOT, runNode as node, type NodeRun } from "../support/run-node.js";

function jest(config: string | object): Promise<NodeRun> {
  const value = typeof config === "string" ? config : JSON.stringify(config);
  return node(["--experimental-vm-modules", JEST, "--ci", "--verbose", "--config", value]);
}

describe("apitest/node-test under node --test", () => {
  test("the Express example passes: one test per operation, and subtests for a schema a before hook loaded", async () => {
    const run = await node(["--test", "examples/node-test-express/"]);
    expect(run.code).toBe(0);
    expect(run.output).toMatch(/^ok \d+ - orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^ok \d+ - live orders$/m);
    expect(run.output).toMatch(/^ {4}ok \d+ - live orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^ok \d+ - finds the string total of legacy orders/m);
    expect(run.output).toMatch(/^# fail 0$/m);
  });

  test("a defective API fails the operation's test and its subtest, with the curl command and the seed", async () => {
    const run = await node(["--test", "test/fixtures/integrations/node-test-failing/"]);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^ok \d+ - orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^not ok \d+ - orders\[GET \/orders\/\{id\}\]$/m);
    // schema.parametrize() registers node:test tests too.
    expect(run.output).toMatch(/^ok \d+ - method orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^not ok \d+ - method orders\[GET \/orders\/\{id\}\]$/m);
    expect(run.output).toMatch(/^ {4}ok \d+ - lazy orders\[GET \/orders\]$/m);
    expect(run.output).toMatch(/^ {4}not ok \d+ - lazy orders\[GET \/orders\/\{id\}\]$/m);
    expect(run.output).toMatch(/^not ok \d+ - lazy orders$/m);
    expect(run.output).toContain("Reproduce with:");
    expect(run.output).toContain("curl -X GET");
    // The coverage phase reaches a legacy order first: the largest id.
    expect(run.output).toContain("/orders/1000");
    expect(run.output).toContain("orders[GET /orders/{id}] failed on case");
    expect(run.output).toContain("replay with { seed: 7 }");
    expect(run.output).toMatch(/^ok \d+ - blobs\[POST \/blobs\] # SKIP every case of POST \/blobs was skipped/m);
    // node:test's location of each test (and subtest) is the user's parametrize line, not apitest's bundle.
    const locations = [...run.output.matchAll(/location: '([^']*)'/g)].map((match) => match[1] ?? "");
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location).toMatch(/node-test-failing\/orders-failing\.test\.mjs:\d+:\d+$/);
  });
});

describe("apitest/jest under Jest (ESM)", () => {
  test("the Hono example passes: one test per operation, a lazily loaded schema, the defect asserted", async () => {
    const run = await jest("examples/jest-hono/jest.config.mjs");
    expect(run.code).toBe(0);
    expect(run.output).toContain("✓ todos[GET /todos]");
    expect(run.output).toContain("✓ todos[GET /todos/{id}]");
    expect(run.output).toContain("✓ lazy todos");
    expect(run.output).toMatch(/Tests:\s+5 passed, 5 total/);
  });

  test("a defective API fails its operation's test with the curl command and the seed", async () => {
    const run = await jest({ rootDir: `${ROOT}/test/fixtures/integrations/jest-failing`, testEnvironment: "node", testMatch: ["**/*.test.mjs"], transform: {} });
    expect(run.code).toBe(1);
    expect(run.output).toContain("✓ todos[GET /todos]");
    expect(run.output).toContain("✕ todos[POST /todos]");
    // schema.parametrize() registers Jest tests too.
    expect(run.output).toContain("✓ method todos[GET /todos]");
    expect(run.output).toContain("✕ method todos[POST /todos]");
    expect(run.output).toContain("Reproduce with:");
    expect(run.output).toContain("curl -X POST");
    expect(run.output).toContain('"priority":5');
    expect(run.output).toContain("replay with { seed: 2024 }");
    expect(run.output).toMatch(/Tests:\s+2 failed, 4 passed, 6 total/);
  });
});
