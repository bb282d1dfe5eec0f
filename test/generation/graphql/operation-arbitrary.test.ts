import fc from "fast-check";
import { buildSchema, getVariableValues, Kind, parse, print, validate, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import type { GraphqlGenerationOptions } from "../../../src/generation/graphql/generation-context.js";
import { nodes } from "../../../src/generation/graphql/nodes.js";
import { graphqlOperationArbitrary } from "../../../src/generation/graphql/operation-arbitrary.js";
import { graphqlOperations } from "../../../src/specs/graphql/graphql-operation.js";

const SCHEMA = buildSchema(`
  directive @oneOf on INPUT_OBJECT
  scalar DateTime
  enum Color { RED GREEN BLUE CYAN MAGENTA YELLOW BLACK WHITE }
  input Range { min: Int! max: Int next: Range }
  input Pick @oneOf { byId: ID byName: String }
  interface Named { name: String! }
  type Cat implements Named { name: String! lives: Int! }
  type Dog implements Named { name: String! good: Boolean! }
  type Bird implements Named { name: String! wings: Int! }
  union Pet = Cat | Dog | Bird
  type Item { id: ID! price(currency: String!): Float! tags: [String!]! owner: Pet }
  type Query {
    paint(color: Color!): String
    items(range: Range, limit: Int = 10, ids: [ID!]): [Item!]!
    pets(first: Int!): [Pet!]!
    named: Named
    pick(by: Pick!): Item
    since(at: DateTime!): Int
  }
`);

const operation = (label: string) => {
  const found = graphqlOperations(SCHEMA).find((op) => op.label === label);
  if (found === undefined) throw new Error(`no ${label}`);
  return found;
};
const plain: GraphqlGenerationOptions = { allowNull: false, scalars: new Map<string, fc.Arbitrary<unknown>>([["DateTime", fc.constant(nodes.String("2024-01-01"))]]) };

function samples(label: string, options = plain, numRuns = 100) {
  return fc.sample(graphqlOperationArbitrary(SCHEMA, operation(label), options), { numRuns, seed: 42 });
}

function assertValid(query: string, variables: Record<string, unknown>): void {
  const document = parse(query);
  expect(validate(SCHEMA, document).map((error) => error.message), query).toEqual([]);
  const definition = document.definitions[0] as OperationDefinitionNode;
  expect(getVariableValues(SCHEMA, definition.variableDefinitions ?? [], variables).errors, query).toBeUndefined();
}

function rootArgument(query: string, name: string) {
  const definition = parse(query).definitions[0] as OperationDefinitionNode;
  const root = definition.selectionSet.selections[0];
  return root?.kind === Kind.FIELD ? root.arguments?.find((arg) => arg.name.value === name)?.value : undefined;
}

describe("GraphQL document generation", () => {
  it("draws enum values evenly: the last as likely as the first", () => {
    const counts = new Map<string, number>();
    const runs = 4000;
    for (const { query, variables } of samples("Query.paint", plain, runs)) {
      const color = /paint\(color: (\w+)/.exec(query)?.[1] ?? String(variables["paint_color"]);
      counts.set(color, (counts.get(color) ?? 0) + 1);
    }
    expect(counts.size).toBe(8);
    const expected = runs / 8;
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 7 degrees of freedom: 24.3 is the 0.1% critical value.
    expect(chiSquare).toBeLessThan(24.3);
  });

  it("writes arguments both inline and as variables, and uses defaults through variables", () => {
    const drawn = samples("Query.items");
    for (const { query, variables } of drawn) assertValid(query, variables);
    expect(drawn.some(({ query }) => /items\([^)]*range: \{/.test(query))).toBe(true);
    expect(drawn.some(({ variables }) => "items_range" in variables)).toBe(true);
    expect(drawn.some(({ query }) => /\$items_limit: Int = 10/.test(query))).toBe(true);
    expect(drawn.some(({ query }) => /next: \{/.test(query))).toBe(true);
    expect(drawn.some(({ query }) => /price\(currency: /.test(query))).toBe(true);
  });

  it("keeps Int within 32 bits and never sends null unless allowed", () => {
    for (const { query, variables } of samples("Query.items")) {
      expect(query).not.toMatch(/null/);
      expect(JSON.stringify(variables)).not.toMatch(/null/);
      for (const match of query.matchAll(/(?:min|max|limit): (-?\d+)/g)) expect(Math.abs(Number(match[1]))).toBeLessThanOrEqual(2 ** 31);
    }
    const withNull = samples("Query.items", { ...plain, allowNull: true });
    expect(withNull.some(({ query, variables }) => /null/.test(query) || JSON.stringify(variables).includes("null"))).toBe(true);
    for (const { query, variables } of withNull) assertValid(query, variables);
  });

  it("reaches every union and interface member through inline fragments, with __typename", () => {
    const seen = new Set<string>();
    for (const { query, variables } of [...samples("Query.pets"), ...samples("Query.named")]) {
      assertValid(query, variables);
      expect(query).toMatch(/__typename/);
      for (const match of query.matchAll(/\.\.\. on (\w+)/g)) seen.add(match[1] ?? "");
    }
    expect([...seen].sort()).toEqual(["Bird", "Cat", "Dog"]);
  });

  it("gives a @oneOf input exactly one field", () => {
    for (const { query, variables } of samples("Query.pick")) {
      assertValid(query, variables);
      const inline = rootArgument(query, "by");
      const fields = inline?.kind === Kind.OBJECT ? inline.fields.length : Object.keys(variables["pick_by"] as object).length;
      expect(fields, query).toBe(1);
    }
  });

  it("generates a common custom scalar without a registration, and prefers a registered one", () => {
    const none = { allowNull: false, scalars: new Map<string, fc.Arbitrary<unknown>>() };
    for (const { query, variables } of samples("Query.since", none, 20)) {
      assertValid(query, variables);
      expect(`${query}${JSON.stringify(variables)}`).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    }
    for (const { query, variables } of samples("Query.since", plain, 20)) {
      assertValid(query, variables);
      expect(`${query}${JSON.stringify(variables)}`).toContain("2024-01-01");
    }
  });

  it("bounds the selection depth", () => {
    for (const { query } of samples("Query.items", { ...plain, maxDepth: 2 })) expect(query).not.toMatch(/owner/);
  });

  it("is deterministic for a seed", () => {
    expect(samples("Query.items", plain, 20)).toEqual(samples("Query.items", plain, 20));
  });
});

describe("graphql.nodes", () => {
  it("builds value nodes that print as GraphQL literals", () => {
    const value = nodes.Object({
      s: nodes.String('a "quoted" text'),
      i: nodes.Int(-3),
      f: nodes.Float(2),
      b: nodes.Boolean(true),
      e: nodes.Enum("RED"),
      n: nodes.Null(),
      l: nodes.List([nodes.Int(1), nodes.Float(1e21)]),
    });
    expect(value.kind).toBe(Kind.OBJECT);
    expect(print(value)).toBe('{s: "a \\"quoted\\" text", i: -3, f: 2.0, b: true, e: RED, n: null, l: [1, 1e+21]}');
    expect(() => nodes.Int(1.5)).toThrow(RangeError);
    expect(() => nodes.Float(Number.NaN)).toThrow(RangeError);
  });
});

describe("values from earlier responses (options.known)", () => {
  const shelf = buildSchema(`type Book { id: ID! } type Query { book(id: ID!, year: Int, title: String): Book }`);
  const [book] = graphqlOperations(shelf);

  it("reach the root field's arguments of a fitting scalar type, beside generated values", () => {
    const known = (argument: string): readonly unknown[] => (argument === "id" ? ["bk-7f3a9c"] : argument === "year" ? ["not a number", 1999] : argument === "title" ? [42] : []);
    const documents = fc.sample(graphqlOperationArbitrary(shelf, book!, { allowNull: false, scalars: new Map(), known }), { numRuns: 200, seed: 3 });
    const texts = documents.map((document) => `${document.query} ${JSON.stringify(document.variables)}`);
    // Two draws in three for an id, from the values known; others stay generated.
    const withId = texts.filter((text) => text.includes("bk-7f3a9c")).length;
    expect(withId).toBeGreaterThan(100);
    expect(withId).toBeLessThan(200);
    // Only values of the argument's type: an Int never gets a string, a String never a number.
    expect(texts.some((text) => /1999/.test(text))).toBe(true);
    expect(texts.some((text) => text.includes("not a number"))).toBe(false);
    for (const document of documents) expect(validate(shelf, parse(document.query))).toEqual([]);
  });
});
