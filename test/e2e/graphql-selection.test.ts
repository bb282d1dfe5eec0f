import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "../support/graphql-cli.js";
import { startShelfServer, type ShelfServer } from "../support/shelf-api.js";

/** The operations a run lists, in the phase it ran. */
function listed(output: string): string[] {
  return [...output.matchAll(/^\s+[✔✘-] ((?:Query|Mutation)\.\w+)/gm)].map((match) => match[1] ?? "").sort();
}

describe("GraphQL operation filters and [[operations]] settings", () => {
  let server: ShelfServer;
  let dir: string;
  const QUICK = ["--phases", "fuzzing", "--mode", "positive", "-n", "5", "--seed", "1"];
  beforeAll(async () => {
    server = await startShelfServer(false);
    dir = await mkdtemp(join(tmpdir(), "apitest-gql-select-"));
  });
  afterAll(async () => {
    await server.close();
  });

  it("--include-name and --exclude-name-regex select root fields by Query.field / Mutation.field", async () => {
    const only = await cli(["run", server.url, ...QUICK, "--include-name", "Query.page", "--include-name", "Mutation.addBook"]);
    expect(only.code).toBe(0);
    expect(listed(only.stdout)).toEqual(["Mutation.addBook", "Query.page"]);
    expect(only.stdout).toContain("Selected:   2/6 operations\n");
    const noMutations = await cli(["run", server.url, ...QUICK, "--exclude-name-regex", "^Mutation\\."]);
    expect(listed(noMutations.stdout)).toEqual(["Query.byFormat", "Query.legacy", "Query.note", "Query.page", "Query.search"]);
    const regex = await cli(["run", server.url, ...QUICK, "--include-name-regex", "^Query\\.(page|note)$"]);
    expect(listed(regex.stdout)).toEqual(["Query.note", "Query.page"]);
    const current = await cli(["run", server.url, ...QUICK, "--exclude-deprecated"]);
    expect(listed(current.stdout)).toEqual(["Mutation.addBook", "Query.byFormat", "Query.note", "Query.page", "Query.search"]);
  });

  it("--include-tag selects by root type and --include-operation-id by field name, as the library's filters", async () => {
    const mutations = await cli(["run", server.url, ...QUICK, "--include-tag", "Mutation"]);
    expect(mutations.code).toBe(0);
    expect(listed(mutations.stdout)).toEqual(["Mutation.addBook"]);
    const byId = await cli(["run", server.url, ...QUICK, "--include-operation-id", "page", "--include-operation-id", "note"]);
    expect(listed(byId.stdout)).toEqual(["Query.note", "Query.page"]);
    const noQueries = await cli(["run", server.url, ...QUICK, "--exclude-tag", "Query"]);
    expect(listed(noQueries.stdout)).toEqual(["Mutation.addBook"]);
  });

  it("every document is a POST to the endpoint: --include-method GET selects nothing, with the usual clear error", async () => {
    const result = await cli(["run", server.url, ...QUICK, "--include-method", "GET"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("No operation matches --include-method 'GET'");
    expect(result.stderr).toContain("Query.search");
    const post = await cli(["run", server.url, ...QUICK, "--include-method", "post", "--include-path", "/graphql"]);
    expect(listed(post.stdout)).toHaveLength(6);
  });

  it("[[operations]] entries disable a field and set its own max-examples", async () => {
    const config = join(dir, "apitest.toml");
    await writeFile(
      config,
      ["[generation]", "max-examples = 20", "", "[[operations]]", 'include-name = "Query.note"', "enabled = false", "", "[[operations]]", 'include-name = "Query.byFormat"', "[operations.generation]", "max-examples = 2"].join("\n"),
    );
    const result = await cli(["run", server.url, "--phases", "fuzzing", "--mode", "positive", "--seed", "1", "--config-file", config]);
    expect(result.code).toBe(0);
    expect(listed(result.stdout)).not.toContain("Query.note");
    expect(result.stdout).toMatch(/Query\.byFormat\s+2 cases/);
    expect(result.stdout).toMatch(/Query\.page\s+20 cases/);
  });
});

describe("GraphQL phases on the command line", () => {
  it("--phases stateful alone runs the stateful phase; with nothing to chain, it says so rather than test nothing quietly", async () => {
    const server = await startShelfServer(false);
    try {
      const result = await cli(["run", server.url, "--phases", "stateful"]);
      expect(result.stdout).toContain("no_links");
      expect(result.stdout).toContain("no selected mutation returns an id that another selected field takes");
      expect(result.stdout).toContain("Hint: a mutation returning an object with an id links to the fields taking that id");
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
    } finally {
      await server.close();
    }
  });
});
