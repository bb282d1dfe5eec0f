import { buildSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cli, failedOperations } from "../support/graphql-cli.js";
import { startGraphqlServer } from "../support/graphql-server.js";
import type { TestServer } from "../support/server.js";

const schema = buildSchema(`
enum Size { ${Array.from({ length: 48 }, (_, index) => `S${index}`).join(" ")} }
type Category { id: ID!, name: String, parent: Category }
type Query {
  category(id: ID!): Category
  search(term: String): [String!]!
  bySize(size: Size!): Int!
}
`);

/** A crash behind each GraphQL edge probe: a fifth level of `parent`, a term past 64 bytes, the 46th enum value. */
function category(level: number): object {
  return {
    id: String(level),
    name: `c${level}`,
    parent: () => {
      if (level >= 4) throw new TypeError("Cannot read properties of undefined (reading 'parentId')");
      return category(level + 1);
    },
  };
}
const rootValue = {
  category: () => category(0),
  search: ({ term }: { term?: string }) => {
    // A 64-byte buffer: a longer term runs off its end.
    if (term !== undefined && Buffer.byteLength(term) > 64) throw new TypeError("Cannot read properties of undefined (reading 'byteAt64')");
    return [];
  },
  bySize: ({ size }: { size: string }) => {
    if (size === "S45") throw new TypeError("Cannot read properties of undefined (reading 'price')");
    return 1;
  },
};

describe("GraphQL edge probes in the coverage phase", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startGraphqlServer(schema, { rootValue });
  });
  afterAll(async () => {
    await server.close();
  });

  test.each(["1", "2", "3"])("seed %s: a deep selection, a long string and a late enum value each find their crash", async (seed) => {
    const result = await cli(["run", `${server.url}/graphql`, "--phases", "coverage", "--seed", seed, "--no-color"]);
    expect(result.stderr).toBe("");
    expect(failedOperations(result.stdout)).toEqual(["Query.bySize", "Query.category", "Query.search"]);
    expect(result.stdout).toContain("reading 'parentId'");
    expect(result.stdout).toContain("reading 'byteAt64'");
    expect(result.stdout).toContain("reading 'price'");
    expect(result.code).toBe(1);
  });
});
