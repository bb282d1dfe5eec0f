import * as fc from "fast-check";
import { buildSchema, getVariableValues, Kind, parse, validate, type OperationDefinitionNode } from "graphql";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, test } from "vitest";
import { mutateGraphqlBody } from "../../../src/generation/graphql/mutate-body.js";

const schema = buildSchema(`
  scalar DateTime
  enum Color { RED GREEN }
  input Filter { name: String, sizes: [Int!], at: DateTime, color: Color }
  type Item { id: ID!, name: String }
  type Query {
    items(limit: Int!, name: String, ids: [ID!], filter: Filter): [Item]
    painted(color: Color!, at: DateTime!, flag: Boolean!): [Item]
  }
`);

const random = (seed: number): fc.Random => new fc.Random(xoroshiro128plus(seed));

/** Whether a body is a valid request: the document validates and its variables coerce. */
function valid(body: { query: string; variables: Record<string, unknown> }): boolean {
  const document = parse(body.query);
  if (validate(schema, document).length > 0) return false;
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  return !("errors" in getVariableValues(schema, operation.variableDefinitions ?? [], body.variables));
}

describe("mutateGraphqlBody", () => {
  const inline = { query: '{ items(limit: 7, name: "ab", ids: ["x", "y"]) { id } }', variables: {} };
  const variables = {
    query: "query ($limit: Int!, $filter: Filter) { items(limit: $limit, filter: $filter) { id } }",
    variables: { limit: 5, filter: { name: "n", sizes: [1, 2], at: "2024-01-01T00:00:00Z", color: "RED" } },
  };

  test("changes one Int, String, ID or list argument, inline or in the variables, and the request stays valid", () => {
    const changed = new Set<string>();
    const rng = random(1);
    for (let run = 0; run < 60; run++) {
      for (const body of [inline, variables]) {
        const mutated = mutateGraphqlBody(schema, body, rng);
        if (mutated === undefined) continue;
        expect(valid(mutated), JSON.stringify(mutated)).toBe(true);
        expect(mutated).not.toEqual(body);
        changed.add(JSON.stringify(mutated));
      }
    }
    // Many distinct mutations: numbers, strings, lists, in both places.
    expect(changed.size).toBeGreaterThan(12);
    expect([...changed].some((text) => /limit: (?!7\b)\d+/.test(text))).toBe(true);
    expect([...changed].some((text) => text.includes('\\"abab\\"'))).toBe(true);
    expect([...changed].some((text) => text.includes('"sizes":[1,2,1,2]'))).toBe(true);
  });

  test("leaves enums, booleans and custom scalars alone, and keeps an Int within 32 bits", () => {
    for (let seed = 0; seed < 50; seed++) {
      expect(mutateGraphqlBody(schema, { query: '{ painted(color: RED, at: "2024-01-01", flag: true) { id } }', variables: {} }, random(seed))).toBeUndefined();
      const mutated = mutateGraphqlBody(schema, { query: "{ items(limit: 2147483647) { id } }", variables: {} }, random(seed));
      if (mutated !== undefined) expect(valid(mutated)).toBe(true);
      const filter = mutateGraphqlBody(schema, variables, random(seed));
      if (filter !== undefined) expect(filter.variables["filter"]).toMatchObject({ at: "2024-01-01T00:00:00Z", color: "RED" });
    }
  });

  test("a body that is not {query, variables}, or does not parse, is not mutated", () => {
    expect(mutateGraphqlBody(schema, "text", random(1))).toBeUndefined();
    expect(mutateGraphqlBody(schema, { query: "{ items(", variables: {} }, random(1))).toBeUndefined();
  });
});
