import { describe, expect, it } from "vitest";
import { callFrom, userFrame } from "../../src/integrations/caller-location.js";

const OWN = "/app/node_modules/apitest-pbt/lib/";

describe("userFrame", () => {
  it("skips Node's, dependencies' and this package's frames", () => {
    const stack = [
      "Error",
      `    at registeringLine (file://${OWN}chunk-AB12.js:10:5)`,
      `    at Object.test (${OWN}chunk-AB12.js:20:7)`,
      "    at run (node:internal/test_runner/harness:100:3)",
      "    at helper (/app/node_modules/some-lib/index.js:3:1)",
      "    at file:///app/test/orders.test.mjs:9:51",
      "    at ModuleJob.run (node:internal/modules/esm/module_job:200:25)",
    ].join("\n");
    expect(userFrame(stack, OWN)).toEqual({ file: "/app/test/orders.test.mjs", line: 9, column: 51 });
  });

  it("is undefined when no frame is the user's (a test registered from a callback)", () => {
    expect(userFrame(`Error\n    at x (${OWN}chunk.js:1:1)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`, OWN)).toBeUndefined();
  });
});

describe("callFrom", () => {
  it("makes the call appear to come from the given line and column", () => {
    const where = (): string => new Error().stack?.split("\n")[2] ?? "";
    expect(callFrom({ file: "/app/test/orders.test.mjs", line: 9, column: 51 }, where)).toContain("/app/test/orders.test.mjs:9:51");
  });

  it("passes the arguments and the result through, and calls plainly without a location", () => {
    expect(callFrom({ file: "/x.mjs", line: 40, column: 2 }, (a: number, b: number) => a + b, 2, 3)).toBe(5);
    expect(callFrom(undefined, (a: string) => a.toUpperCase(), "ok")).toBe("OK");
  });
});
