import express from "express";
import { describe, expect, it } from "vitest";
import { fromNodeApp } from "../../src/api/openapi.js";
import * as graphql from "../../src/api/graphql/index.js";
import { testOperation } from "../../src/vitest.js";
// @ts-expect-error: a plain JavaScript fixture, without types.
import { handler } from "../fixtures/greybox-api/app.js";
// @ts-expect-error: a plain JavaScript fixture, without types.
import { handler as graphqlHandler } from "../fixtures/greybox-graphql/app.js";

const DEFECTS = ["GET /calc", "GET /window", "GET /triple", "GET /opening"];

/** The defects API as an in-process Express app. */
function expressApp(): express.Express {
  const app = express();
  app.use((request, response) => (handler as (req: express.Request, res: express.Response) => void)(request, response));
  return app;
}

/** Runs each defect operation's test (server errors fail it); the operations whose test failed with a 500. */
async function failing(coverage: boolean): Promise<{ found: string[]; schema: Awaited<ReturnType<typeof fromNodeApp>> }> {
  const schema = await fromNodeApp("/openapi.json", expressApp(), { coverage });
  const found: string[] = [];
  for (const label of DEFECTS) {
    const [method, path] = label.split(" ") as [string, string];
    const operation = schema.get(path, method);
    try {
      await testOperation(operation, async ({ case: apiCase }) => {
        const response = await apiCase.call();
        if (response.statusCode >= 500) throw new Error(`server error ${response.statusCode}`);
      }, { maxExamples: 100, seed: 1, phases: ["fuzzing"], mode: "positive", database: "none" });
    } catch (error) {
      if (/500|server error/i.test(String(error))) found.push(label);
      else throw error;
    }
  }
  return { found, schema };
}

describe("the library with coverage: true (an in-process Express app, node:inspector)", () => {
  it("draws on the constants of the app's code: finds at least three of the four defects, and says how much code the requests reached", async () => {
    const { found, schema } = await failing(true);
    expect(found.length, found.join(", ")).toBeGreaterThanOrEqual(3);
    const coverage = await schema.codeCoverage();
    expect(coverage).toBeDefined();
    expect(coverage?.linesReached).toBeGreaterThan(0);
    expect(coverage?.linesReached).toBeLessThan(coverage?.lines ?? 0);
    // The app's module is the API's own code; apitest's own files are not counted.
    expect(coverage?.operations?.map((entry) => entry.operation)).toEqual(expect.arrayContaining(["GET /calc"]));
    // Stopped, it reports the same and measures no more.
    expect(await schema.stopCodeCoverage()).toMatchObject({ linesReached: coverage?.linesReached, lines: coverage?.lines });
  }, 180_000);

  it("without it, the same tests find none, and there is no coverage to report", async () => {
    const { found, schema } = await failing(false);
    expect(found).toEqual([]);
    expect(await schema.codeCoverage()).toBeUndefined();
  }, 180_000);
});

describe("graphql.fromNodeApp with coverage: true (an in-process graphql-js app, node:inspector)", () => {
  it("says how much of the app's code the documents reached, per root field", async () => {
    const schema = await graphql.fromNodeApp("/graphql", graphqlHandler as Parameters<typeof graphql.fromNodeApp>[1], { coverage: true });
    const before = await schema.codeCoverage();
    expect(before?.linesReached).toBeGreaterThan(0);
    const sent = await schema.get("Query", "calc").makeCase({ body: '{ calc(op: "sqrt", x: 1) }' }).call();
    expect(sent.statusCode).toBe(500);
    const after = await schema.codeCoverage();
    expect(after?.linesReached).toBeGreaterThan(before?.linesReached ?? 0);
    expect(after?.operations?.find((entry) => entry.operation === "Query.calc")?.linesFirstReached).toBeGreaterThan(0);
    await schema.get("Query", "opening").makeCase({ body: '{ opening(day: "sat") }' }).call();
    const last = await schema.stopCodeCoverage();
    expect(last?.operations?.find((entry) => entry.operation === "Query.opening")?.linesFirstReached).toBeGreaterThan(0);
  }, 60_000);

  it("without it, there is no coverage to report", async () => {
    const schema = await graphql.fromNodeApp("/graphql", graphqlHandler as Parameters<typeof graphql.fromNodeApp>[1]);
    expect(await schema.codeCoverage()).toBeUndefined();
  }, 60_000);
});
