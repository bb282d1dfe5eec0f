import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// Runs the built package (lib/), as a user's test runner would load it.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const JEST = fileURLToPath(new URL("../../node_modules/jest/bin/jest.js", import.meta.url));

function node(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("parametrize(graphqlSchema) in node:test and Jest: one test per root field, <test>[Query.field]", () => {
  test("node:test: the fixed API passes, the broken Query.books fails with its curl command; a loader gives subtests", async () => {
    const run = await node(["--test", "test/fixtures/integrations/graphql-node-test/"]);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^ok \d+ - books\[Query\.book\]$/m);
    expect(run.output).toMatch(/^ok \d+ - books\[Query\.books\]$/m);
    expect(run.output).toMatch(/^ok \d+ - books\[Mutation\.addBook\]$/m);
    expect(run.output).toMatch(/^ok \d+ - broken\[Query\.book\]$/m);
    expect(run.output).toMatch(/^not ok \d+ - broken\[Query\.books\]$/m);
    expect(run.output).toMatch(/^ok \d+ - broken\[Mutation\.addBook\]$/m);
    expect(run.output).toMatch(/^ {4}ok \d+ - lazy\[Query\.book\]$/m);
    expect(run.output).toMatch(/^ {4}ok \d+ - lazy\[Query\.books\]$/m);
    expect(run.output).not.toMatch(/lazy\[Mutation/);
    expect(run.output).toContain("Cannot read properties of undefined");
    expect(run.output).toContain("curl -X POST");
    expect(run.output).toContain("broken[Query.books] failed on case");
    expect(run.output).toMatch(/^# fail 1$/m);
  });

  test("Jest: the same names; schema.parametrize() registers Jest tests", async () => {
    const config = JSON.stringify({ rootDir: `${ROOT}/test/fixtures/integrations/graphql-jest`, testEnvironment: "node", testMatch: ["**/*.test.mjs"], transform: {} });
    const run = await node(["--experimental-vm-modules", JEST, "--ci", "--verbose", "--config", config]);
    expect(run.code).toBe(1);
    expect(run.output).toContain("✓ books[Query.book]");
    expect(run.output).toContain("✓ books[Query.books]");
    expect(run.output).toContain("✓ books[Mutation.addBook]");
    expect(run.output).toContain("✓ broken[Query.book]");
    expect(run.output).toContain("✕ broken[Query.books]");
    expect(run.output).toContain("curl -X POST");
    expect(run.output).toMatch(/Tests:\s+1 failed, 5 passed, 6 total/);
  });
});
