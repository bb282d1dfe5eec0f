import fc from "fast-check";
import { buildSchema, type GraphQLSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphqlResponseConformance } from "../../../src/checks/graphql/response-conformance.js";
import { graphqlServerError } from "../../../src/checks/graphql/server-error.js";
import type { Failure } from "../../../src/core/failure.js";
import { graphqlOperationArbitrary } from "../../../src/generation/graphql/operation-arbitrary.js";
import { graphqlOperations } from "../../../src/specs/graphql/graphql-operation.js";
import type { TestServer } from "../../support/server.js";
import { startGraphqlServer } from "../../support/graphql-server.js";

const PUBLISHED = `
  enum Kind { ISLAND MAINLAND }
  type Continent { name: String! }
  type Country { code: ID! name: String! population: Int kind: Kind continent: Continent! }
  union Place = Country | Continent
  type Query { countries: [Country!]! country(code: ID!): Country place(code: ID!): Place }
`;
const SCHEMA = buildSchema(PUBLISHED);

const europe = { name: "Europe" };
const countries = [
  { code: "FR", name: "France", population: 68, kind: "MAINLAND", continent: europe },
  { code: "IS", name: "Iceland", population: 1, kind: "ISLAND", continent: europe },
];
const rootValue = {
  countries: () => countries,
  country: ({ code }: { code: string }) => countries.find((c) => c.code === code) ?? countries[0],
  place: ({ code }: { code: string }) => (code.length % 2 === 0 ? { __typename: "Country", ...countries[0] } : { __typename: "Continent", ...europe }),
};

function withPlaceResolver(schema: GraphQLSchema): GraphQLSchema {
  const place = schema.getType("Place");
  if (place !== undefined && "resolveType" in place) place.resolveType = (value: { __typename: string }) => value.__typename;
  return schema;
}

/** Sends generated documents for every operation and runs both checks on each answer. */
async function findFailures(server: TestServer): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const operation of graphqlOperations(SCHEMA)) {
    const arbitrary = graphqlOperationArbitrary(SCHEMA, operation, { allowNull: false, scalars: new Map() });
    for (const document of fc.sample(arbitrary, { numRuns: 15, seed: 1 })) {
      const answer = await fetch(server.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(document) });
      const body: unknown = await answer.json();
      const found = [graphqlResponseConformance(SCHEMA, document.query, body), graphqlServerError(body, answer.status)];
      failures.push(...found.filter((failure): failure is Failure => failure !== undefined));
    }
  }
  return failures;
}

describe("GraphQL response checks against live servers", () => {
  const servers: TestServer[] = [];
  const start = async (sdl: string, resolvers: Record<string, unknown>) => {
    const server = await startGraphqlServer(withPlaceResolver(buildSchema(sdl)), { rootValue: resolvers });
    servers.push(server);
    return server;
  };
  let correct: TestServer;
  let drifted: TestServer;
  let crashing: TestServer;
  beforeAll(async () => {
    correct = await start(PUBLISHED, rootValue);
    // The server's real schema drifted from the published one: it sends null names and text populations.
    drifted = await start(PUBLISHED.replace("name: String! population: Int", "name: String population: String"), {
      ...rootValue,
      countries: () => countries.map((c) => ({ ...c, name: null, population: "many" })),
      country: () => ({ ...countries[0], name: null, population: "many" }),
    });
    // Same schema, buggy resolvers: graphql-js turns them into errors.
    crashing = await start(PUBLISHED, { ...rootValue, countries: () => countries.map((c) => ({ ...c, name: null, population: "many" })) });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it("finds nothing wrong with a correct server", async () => {
    expect(await findFailures(correct)).toEqual([]);
  });

  it("finds a null in a non-null field and a wrong type in the data", async () => {
    const failures = await findFailures(drifted);
    const messages = failures.map((failure) => failure.message);
    expect(messages.some((message) => /Field: countries\[\d+\]\.name\nExpected: String!\nReceived: null/.test(message))).toBe(true);
    expect(messages.some((message) => /Field: country\.population\nExpected: Int\nReceived: "many"/.test(message))).toBe(true);
    expect(failures.every((failure) => failure.check === "graphql_response_conformance")).toBe(true);
  });

  it("finds broken resolvers reported as errors by the server", async () => {
    const failures = await findFailures(crashing);
    const messages = failures.map((failure) => failure.message).join("\n");
    expect(messages).toMatch(/Cannot return null for non-nullable field Country\.name/);
    expect(messages).toMatch(/Int cannot represent non-integer value: "many"/);
    expect(failures.every((failure) => failure.check === "graphql_server_error")).toBe(true);
  });
});

describe("graphqlResponseConformance", () => {
  const check = (query: string, body: unknown) => graphqlResponseConformance(SCHEMA, query, body);

  it("accepts a conforming answer with aliases, fragments and __typename", () => {
    const query = `{ place(code: "FR") { __typename ... on Country { c: code kind continent { name } } ... on Continent { name } } }`;
    expect(check(query, { data: { place: { __typename: "Country", c: "FR", kind: "ISLAND", continent: { name: "Europe" } } } })).toBeUndefined();
    expect(check(query, { data: { place: { __typename: "Continent", name: "Europe" } } })).toBeUndefined();
  });

  it("reports missing fields, unknown enum values and a __typename outside the union", () => {
    expect(check(`{ countries { code name } }`, { data: { countries: [{ code: "FR" }] } })?.message).toBe(
      "Field: countries[0].name\nExpected: the selected field `name`\nReceived: nothing (the key is missing)",
    );
    expect(check(`{ countries { kind } }`, { data: { countries: [{ kind: "DESERT" }] } })?.message).toMatch(/Expected: Kind \(one of ISLAND, MAINLAND\)/);
    expect(check(`{ place(code: "X") { __typename } }`, { data: { place: { __typename: "Kind" } } })?.message).toMatch(/__typename of a Place/);
    expect(check(`{ place(code: "X") { __typename ... on Country { code } } }`, { data: { place: { __typename: "Country" } } })?.message).toMatch(
      /place\.code/,
    );
  });

  it("excuses fields an error explains, and conditional fields", () => {
    expect(check(`{ countries { name } }`, { data: { countries: [{ name: null }] }, errors: [{ message: "x", path: ["countries", 0, "name"] }] })).toBeUndefined();
    expect(check(`{ countries { code name @skip(if: true) } }`, { data: { countries: [{ code: "FR" }] } })).toBeUndefined();
    expect(check(`{ countries { code } }`, { data: null, errors: [{ message: "down" }] })).toBeUndefined();
    expect(check(`{ countries { code } }`, {})?.message).toMatch(/Received: neither/);
  });

  it("dedupes the same defect across list items", () => {
    const first = check(`{ countries { name } }`, { data: { countries: [{ name: 1 }] } });
    const other = check(`{ countries { name } }`, { data: { countries: [{ name: "ok" }, { name: 2 }] } });
    expect(first?.key).toBe(other?.key);
  });
});

describe("graphqlServerError", () => {
  const error = (message: string, extensions?: object, path?: unknown[]) => ({ errors: [{ message, ...(extensions ? { extensions } : {}), ...(path ? { path } : {}) }] });

  it("flags 5xx answers and server-fault codes", () => {
    expect(graphqlServerError({}, 502)?.message).toBe("Received: 502");
    expect(graphqlServerError(error("boom", { code: "INTERNAL_SERVER_ERROR" }), 200)?.message).toBe("Error: boom (INTERNAL_SERVER_ERROR)");
    expect(graphqlServerError(error("TypeError: Cannot read properties of undefined (reading 'id')\n    at resolve (/app/x.js:1:2)"), 200)).toBeDefined();
    expect(graphqlServerError(error("oops", { exception: { stacktrace: ["Error: oops", "    at x"] } }), 200)).toBeDefined();
  });

  it("leaves user-facing errors alone", () => {
    for (const code of ["BAD_USER_INPUT", "NOT_FOUND", "UNAUTHENTICATED", "FORBIDDEN", "GRAPHQL_VALIDATION_FAILED"]) {
      expect(graphqlServerError(error("nope", { code }), 200)).toBeUndefined();
    }
    expect(graphqlServerError(error('Variable "$x" got invalid value "a"; Int cannot represent non-integer value: "a"'), 400)).toBeUndefined();
    expect(graphqlServerError(error('Unknown argument "apitestUnknown" on field "Query.ping".'), 400)).toBeUndefined();
    expect(graphqlServerError(error("Country not found", undefined, ["country"]), 200)).toBeUndefined();
  });
});
