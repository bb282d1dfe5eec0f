import fc from "fast-check";
import { buildSchema, getVariableValues, parse, validate, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { graphqlNegativeArbitrary } from "../../../src/generation/graphql/negative-arbitrary.js";
import { graphqlOperations } from "../../../src/specs/graphql/graphql-operation.js";

const SCHEMA = buildSchema(`
  enum Sort { ASC DESC }
  input Filter { name: String! tags: [String!] }
  type Item { id: ID! }
  type Query {
    items(first: Int!, sort: Sort, filter: Filter, ids: [ID!]!, exact: Boolean = false, score: Float): [Item!]!
    ping: String
  }
`);

/** Why the document is rejected: validation messages, else variable-coercion messages. */
function rejection(query: string, variables: Record<string, unknown>): string[] {
  const document = parse(query);
  const errors = validate(SCHEMA, document);
  if (errors.length > 0) return errors.map((error) => error.message);
  const definition = document.definitions[0] as OperationDefinitionNode;
  return (getVariableValues(SCHEMA, definition.variableDefinitions ?? [], variables).errors ?? []).map((error) => error.message);
}

describe("negative GraphQL documents", () => {
  const [items, ping] = graphqlOperations(SCHEMA);

  it("breaks arguments in every way that applies, and each document is rejected", () => {
    if (items === undefined) throw new Error("no items");
    const drawn = fc.sample(graphqlNegativeArbitrary(SCHEMA, items, { allowNull: false, scalars: new Map() }), { numRuns: 100, seed: 5 });
    expect(new Set(drawn.map((document) => document.kind))).toEqual(new Set(["missing-required", "wrong-type", "invalid-enum", "unknown-argument"]));
    for (const document of drawn) {
      const messages = rejection(document.query, document.variables);
      expect(messages.length, `${document.kind}\n${document.query}\n${JSON.stringify(document.variables)}`).toBeGreaterThan(0);
      if (document.kind === "missing-required") expect(messages.join("\n")).toMatch(new RegExp(`argument "${document.argument}" of type .* is required`));
      if (document.kind === "unknown-argument") expect(messages.join("\n")).toMatch(/Unknown argument "apitestUnknown"/);
    }
    // Wrong values are tried both inline (validation) and through variables (coercion).
    const wrong = drawn.filter((document) => document.kind === "wrong-type");
    expect(wrong.some((document) => Object.keys(document.variables).length > 0 && validate(SCHEMA, parse(document.query)).length === 0)).toBe(true);
    expect(wrong.some((document) => validate(SCHEMA, parse(document.query)).length > 0)).toBe(true);
  });

  it("still has an invalid document for a field without arguments", () => {
    if (ping === undefined) throw new Error("no ping");
    for (const document of fc.sample(graphqlNegativeArbitrary(SCHEMA, ping, { allowNull: false, scalars: new Map() }), 5)) {
      expect(document.kind).toBe("unknown-argument");
      expect(rejection(document.query, document.variables)).not.toEqual([]);
    }
  });
});
