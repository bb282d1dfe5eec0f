import { buildSchema, graphql, GraphQLError, GraphQLScalarType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.js";
import { cli, failedOperations } from "../support/graphql-cli.js";

const schema = buildSchema(`
scalar DateTime
scalar JSONObject
scalar UUID
scalar Money
type Query {
  "Stores the name in a text column that refuses NUL, as PostgreSQL does."
  lookup(name: String!): String!
  "Correct: any string is fine."
  echo(text: String!): String!
  since(at: DateTime!, id: UUID!): String!
  tagged(meta: JSONObject!): Int!
  price(amount: Money!): String!
}
`);

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Strict scalars, as graphql-scalars implements them: a wrong value is a validation error, not a crash. */
function strict(name: string, accepts: (value: unknown) => boolean): GraphQLScalarType {
  const check = (value: unknown): unknown => {
    if (!accepts(value)) throw new GraphQLError(`${name} cannot represent ${JSON.stringify(value)}`);
    return value;
  };
  return new GraphQLScalarType({
    name,
    parseValue: check,
    serialize: (value) => value,
    parseLiteral: () => {
      throw new GraphQLError(`${name} must be a variable`);
    },
  });
}

Object.assign(schema.getType("DateTime")!, strict("DateTime", (value) => typeof value === "string" && ISO.test(value) && !Number.isNaN(Date.parse(value))));
Object.assign(schema.getType("UUID")!, strict("UUID", (value) => typeof value === "string" && UUID.test(value)));
Object.assign(schema.getType("JSONObject")!, strict("JSONObject", (value) => typeof value === "object" && value !== null && !Array.isArray(value)));
Object.assign(schema.getType("Money")!, strict("Money", (value) => typeof value === "string" || typeof value === "number"));

const seen = { since: 0, tagged: 0, price: 0 };
const rootValue = {
  lookup: ({ name }: { name: string }) => {
    // The seeded defect: the database refuses NUL and the resolver does not handle it.
    if (name.includes("\u0000")) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
    return name;
  },
  echo: ({ text }: { text: string }) => text,
  since: ({ at }: { at: string }) => {
    seen.since++;
    return at;
  },
  tagged: ({ meta }: { meta: object }) => {
    seen.tagged++;
    return Object.keys(meta).length;
  },
  price: ({ amount }: { amount: unknown }) => {
    seen.price++;
    return String(amount);
  },
};

async function startApi(): Promise<TestServer> {
  return startServer(async (request) => {
    const payload = JSON.parse(request.body.toString("utf8")) as { query: string; variables?: Record<string, unknown> };
    const result = await graphql({ schema, source: payload.query, rootValue, variableValues: payload.variables ?? null });
    const errors = result.errors?.map((error) => ({
      ...error.toJSON(),
      ...(error.originalError !== undefined && !(error.originalError instanceof GraphQLError) ? { extensions: { code: "INTERNAL_SERVER_ERROR" } } : {}),
    }));
    return { status: result.data === undefined || result.data === null ? 400 : 200, body: { ...(errors === undefined ? {} : { errors }), ...(result.data == null ? {} : { data: result.data }) } };
  });
}

describe("GraphQL custom scalars and unusual strings", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApi();
  });
  afterAll(async () => {
    await server.close();
  });

  it("a default run sends NUL in String arguments, tests every operation, and warns once about the unknown scalar", async () => {
    const result = await cli(["run", `${server.url}/graphql`, "--seed", "3", "-n", "20"]);
    expect(result.stderr).toBe("");
    expect(result.stdout).not.toContain("Cannot generate");
    expect(failedOperations(result.stdout)).toEqual(["Query.lookup"]);
    expect(result.stdout).toContain("0x00");
    // Common scalars got values their strict implementations accept; the unknown one still reached its resolver.
    expect(seen.since).toBeGreaterThan(0);
    expect(seen.tagged).toBeGreaterThan(0);
    expect(seen.price).toBeGreaterThan(0);
    expect(result.stdout.match(/no generation strategy/g)).toHaveLength(1);
    expect(result.stdout).toContain('"Money"');
    expect(result.stdout).toContain('graphql.scalar("Money", arbitrary)');
    expect(result.stdout).not.toMatch(/"DateTime"|"JSONObject"|"UUID"/);
  });

  it("sends no NUL when generation.allow-x00 is false", async () => {
    const result = await cli(["run", `${server.url}/graphql`, "--seed", "3", "-n", "20", "--generation-allow-x00", "false"]);
    expect(failedOperations(result.stdout)).toEqual([]);
    expect(result.stdout).not.toContain("0x00");
  });
});
