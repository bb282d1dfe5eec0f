import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

describe("many requests in flight sharing the interrupt signal", () => {
  let server: TestServer;
  beforeAll(async () => {
    const handle = inventoryHandler();
    server = await startServer(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      return handle(request);
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("raises no MaxListenersExceededWarning with --workers 8", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => {
      warnings.push(warning.name);
    };
    process.on("warning", onWarning);
    const controller = new AbortController();
    try {
      const stdout = memoryOutput();
      const code = await main(["run", `${server.url}/openapi.json`, "--seed", "3", "--phases", "fuzzing", "-n", "30", "--workers", "8", "--continue-on-failure"], {
        stdout,
        stderr: memoryOutput(),
        env: {},
        signal: controller.signal,
      });
      expect([0, 1]).toContain(code);
      expect(stdout.text()).toMatch(/Test cases: \d+ sent/);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });
});
