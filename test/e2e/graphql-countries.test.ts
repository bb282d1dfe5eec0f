import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { startLibraryServer } from "../support/graphql-library-server.js";

const COUNTRIES = fileURLToPath(new URL("../fixtures/corpus/graphql/trevorblades__countries.graphql", import.meta.url));

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** A correct, tiny implementation of the countries corpus schema. */
function countriesRoot(): Record<string, unknown> {
  const europe: Record<string, unknown> = { code: "EU", name: "Europe" };
  const french = { code: "fr", name: "French", native: "Français", rtl: false };
  const france: Record<string, unknown> = {
    code: "FR", name: "France", native: "France", phone: "33", continent: europe, capital: "Paris",
    currency: "EUR", languages: [french], emoji: "🇫🇷", emojiU: "U+1F1EB U+1F1F7", states: [],
  };
  europe["countries"] = [france];
  return {
    continents: () => [europe],
    continent: ({ code }: { code: string }) => (code === "EU" ? europe : null),
    countries: () => [france],
    country: ({ code }: { code: string }) => (code === "FR" ? france : null),
    languages: () => [french],
    language: ({ code }: { code: string }) => (code === "fr" ? french : null),
  };
}

describe("apitest run with a corpus SDL file", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLibraryServer({ broken: false }, buildSchema(readFileSync(COUNTRIES, "utf8")), countriesRoot());
  });
  afterAll(async () => {
    await server.close();
  });

  it("loads countries.graphql and passes a correct implementation", async () => {
    const result = await cli(["run", COUNTRIES, "--url", `${server.url}/graphql`, "--seed", "1", "--max-examples", "10"]);
    expect(result.stderr).toBe("");
    for (const label of ["Query.continents", "Query.country", "Query.languages"]) expect(result.stdout).toContain(label);
    expect(result.code).toBe(0);
  });
});

describe("negative GraphQL documents", () => {
  let lenient: TestServer;
  beforeAll(async () => {
    // Answers every document with data and no errors: it never validates anything.
    lenient = await startServer((request) =>
      request.method === "POST" && request.body.toString("utf8").includes("__schema")
        ? { status: 400, body: { errors: [{ message: "introspection disabled" }] } }
        : { status: 200, body: { data: { language: { code: "fr" } } } },
    );
  });
  afterAll(async () => {
    await lenient.close();
  });

  it("reports a server that executes invalid documents", async () => {
    const result = await cli(["run", COUNTRIES, "--url", `${lenient.url}/graphql`, "--seed", "1", "--max-examples", "5", "--mode", "negative"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("Accepted negative data");
  });
});
