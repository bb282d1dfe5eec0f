import { fileURLToPath } from "node:url";
import { buildSchema, graphql, GraphQLError } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearGraphqlScalars } from "../../../src/generation/graphql/scalar-registry.js";
import { startServer, type TestServer } from "../../support/server.js";
import { cli, curlFor } from "../../support/graphql-cli.js";

const HOOKS = fileURLToPath(new URL("../../fixtures/graphql-more/hooks-date-scalar.mjs", import.meta.url));

const schema = buildSchema(`
scalar Date
type Query {
  "Crashes on a leap day."
  events(on: Date!): [String!]!
}
`);

/** A GraphQL server whose `events` resolver crashes on 2024-02-29, the defect only a Date value reaches. */
async function startCalendar(): Promise<TestServer> {
  const rootValue = {
    events: ({ on }: { on: string }) => {
      if (on === "2024-02-29") throw new RangeError("Invalid time value");
      return [`meeting on ${on}`];
    },
  };
  return startServer(async (request) => {
    const payload = JSON.parse(request.body.toString("utf8")) as { query: string; variables?: Record<string, unknown> };
    const result = await graphql({ schema, source: payload.query, rootValue, variableValues: payload.variables ?? null });
    const errors = result.errors?.map((error) => ({
      ...error.toJSON(),
      ...(error.originalError !== undefined && !(error.originalError instanceof GraphQLError) ? { extensions: { code: "INTERNAL_SERVER_ERROR" } } : {}),
    }));
    return { status: result.data === undefined ? 400 : 200, body: { ...(errors === undefined ? {} : { errors }), ...(result.data === undefined ? {} : { data: result.data }) } };
  });
}

describe("custom GraphQL scalars from a --hooks module", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startCalendar();
  });
  afterAll(async () => {
    await server.close();
    clearGraphqlScalars();
  });

  // The hooks module is imported once per process (ESM caches it): the unregistered case runs first.
  it("without a registration, Date is a common scalar: ISO dates are sent, nothing is left untested, no warning", async () => {
    const result = await cli(["run", `${server.url}/graphql`, "--phases", "coverage,fuzzing", "-n", "5"]);
    expect(result.stdout).not.toContain("no generation strategy");
    expect(result.stdout).toMatch(/✔ Query\.events/);
    expect(result.stdout).not.toMatch(/⚠ Query\.events/);
  });

  it("uses graphql.scalar() registered by the hooks module: coverage and fuzzing reach the leap day", async () => {
    const coverage = await cli(["run", `${server.url}/graphql`, "--phases", "coverage", "--hooks", HOOKS]);
    expect(coverage.stderr).toBe("");
    expect(coverage.stdout).not.toContain("no generation strategy");
    expect(coverage.stdout).toContain("Query.events");
    const fuzzing = await cli(["run", `${server.url}/graphql`, "--phases", "fuzzing", "--hooks", HOOKS, "-n", "30", "--seed", "2"]);
    expect(fuzzing.code).toBe(1);
    expect(fuzzing.stdout).toContain("Server error");
    expect(curlFor(fuzzing.stdout, "events")).toContain("2024-02-29");
  });
});
