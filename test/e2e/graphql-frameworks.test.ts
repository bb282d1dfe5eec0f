import { describe, expect, test } from "vitest";
// Runs the built package (lib/), as a user's test runner would load it.
import { runNode as node } from "../support/run-node.js";

describe("parametrize(graphqlSchema) in node:test: one test per root field, <test>[Query.field]", () => {
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
  // Jest's run of the GraphQL fixture: test/e2e/framework-runs.test.ts, in its one Jest process with the other Jest fixtures.
});
