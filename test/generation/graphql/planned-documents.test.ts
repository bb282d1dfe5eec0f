import fc from "fast-check";
import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { graphqlCoverageDocuments, graphqlExampleDocuments, plannedGraphqlDocuments } from "../../../src/generation/graphql/planned-documents.js";
import { graphqlOperations } from "../../../src/specs/graphql/graphql-operation.js";

const schema = buildSchema(`
enum Color { RED GREEN BLUE }
input Range { from: Int!, to: Int, color: Color }
type Item { id: ID!, name: String }
type Query {
  items(color: Color!, limit: Int, range: Range, tags: [String!]): [Item!]!
  item(id: ID!, when: Stamp = "today"): Item
  count(max: Int = 10, exact: Boolean = false): Int!
}
scalar Stamp
`);
const operations = graphqlOperations(schema);
const op = (name: string) => operations.find((operation) => operation.field.name === name)!;
const scalars = new Map<string, fc.Arbitrary<unknown>>([["Stamp", fc.constant("2024-01-01")]]);

describe("GraphQL coverage documents", () => {
  it("tries every enum value, both Int boundaries, each optional argument given or absent, and each input field", () => {
    const documents = graphqlCoverageDocuments(schema, op("items"), { allowNull: false, scalars }, ["positive"]);
    const queries = documents.map((document) => document.query);
    for (const color of ["RED", "GREEN", "BLUE"]) expect(queries.some((query) => query.includes(`color: ${color}`))).toBe(true);
    expect(queries.some((query) => query.includes("limit: 2147483647"))).toBe(true);
    expect(queries.some((query) => query.includes("limit: -2147483648"))).toBe(true);
    // The plain document leaves every optional argument out.
    expect(documents[0]!.query).toMatch(/items\(color: RED\)/);
    expect(queries.some((query) => /range: \{from: 0, color: BLUE\}/.test(query))).toBe(true);
    expect(queries.some((query) => /tags: \["apitest"\]/.test(query))).toBe(true);
    expect(queries.some((query) => /: null/.test(query))).toBe(false);
    expect(documents.every((document) => document.mode === "positive")).toBe(true);
  });

  it("adds an explicit null for each nullable argument when allowNull is on", () => {
    const documents = graphqlCoverageDocuments(schema, op("items"), { allowNull: true, scalars }, ["positive"]);
    for (const name of ["limit", "range", "tags"]) expect(documents.some((document) => document.query.includes(`${name}: null`))).toBe(true);
    // A non-null argument never gets null in a positive document.
    expect(documents.some((document) => document.query.includes("items(color: null"))).toBe(false);
    expect(documents.some((document) => document.query.includes("range: {from: 0, color: null}"))).toBe(true);
  });

  it("negative: each required argument missing, wrong types inline and as variables, an invalid enum value", () => {
    // Edge probes (valid documents, below) come whatever the modes.
    const documents = graphqlCoverageDocuments(schema, op("items"), { allowNull: false, scalars }, ["negative"]).filter((document) => !document.description.startsWith("edge probe"));
    const kinds = documents.map((document) => `${document.negative?.kind} ${document.negative?.argument}`);
    expect(kinds).toContain("missing-required color");
    expect(kinds).toContain("invalid-enum color");
    expect(kinds).toContain("wrong-type limit");
    expect(kinds).toContain("unknown-argument apitestUnknown");
    expect(documents.some((document) => Object.keys(document.variables).length > 0)).toBe(true);
    expect(documents.every((document) => document.mode === "negative")).toBe(true);
  });

  it("is the same on every call", () => {
    const options = { allowNull: true, scalars };
    expect(graphqlCoverageDocuments(schema, op("items"), options, ["positive", "negative"])).toEqual(
      graphqlCoverageDocuments(schema, op("items"), options, ["positive", "negative"]),
    );
  });
});

describe("GraphQL edge probes", () => {
  const tree = buildSchema(`
  enum Size { ${Array.from({ length: 50 }, (_, index) => `S${index}`).join(" ")} }
  input Filter { name: String, size: Size }
  type Category { id: ID!, name: String, parent: Category, owner: User }
  type User { id: ID!, friends(first: Int): [User!]!, email: String }
  type Query { category(id: ID!, note: String, filter: Filter, size: Size): Category }
  `);
  const category = graphqlOperations(tree).find((operation) => operation.field.name === "category")!;
  const documents = graphqlCoverageDocuments(tree, category, { allowNull: false, scalars: new Map() }, ["negative"]);
  const probes = documents.filter((document) => document.description.startsWith("edge probe"));

  it("a selection five levels deep along each self-referencing type, valid against the schema", () => {
    const deep = probes.filter((document) => document.description.includes("levels deep"));
    expect(deep.map((document) => document.description)).toEqual(["edge probe: a selection 5 levels deep along `Category.parent`", "edge probe: a selection 5 levels deep along `User.friends`"]);
    for (const document of deep) expect(validate(tree, parse(document.query))).toEqual([]);
    expect(deep[0]!.query.match(/parent \{/g)).toHaveLength(5);
    expect(deep[1]!.query).toMatch(/owner \{/);
    expect(deep[1]!.query.match(/friends \{/g)).toHaveLength(5);
  });

  it("a long-string ladder of 64 bytes and longer for each String argument and input field; every enum value at least once", () => {
    const long = probes.filter((document) => document.description.includes("bytes"));
    expect(long.map((document) => document.description)).toEqual([
      ...[64, 65, 256, 1024, 4096].map((bytes) => `edge probe: \`note\` a string of ${bytes} bytes`),
      ...[64, 65, 256, 1024, 4096].map((bytes) => `edge probe: \`filter.name\` a string of ${bytes} bytes`),
    ]);
    expect(long[4]!.query).toContain(`note: "${"apitest-long-string-".repeat(205).slice(0, 4096)}"`);
    for (const document of long) expect(validate(tree, parse(document.query))).toEqual([]);
    const positives = graphqlCoverageDocuments(tree, category, { allowNull: false, scalars: new Map() }, ["positive"]).map((document) => document.query);
    for (let index = 0; index < 50; index++) expect(positives.some((query) => query.includes(`size: S${index})`))).toBe(true);
    expect(probes.every((document) => document.mode === "positive" && document.negative === undefined)).toBe(true);
  });
});

describe("GraphQL examples documents", () => {
  it("pass every argument default explicitly; a field without defaults has none", () => {
    const [count] = graphqlExampleDocuments(schema, op("count"), { allowNull: false, scalars });
    expect(count!.query).toContain("count(max: 10, exact: false)");
    const [item] = graphqlExampleDocuments(schema, op("item"), { allowNull: false, scalars });
    expect(item!.query).toContain('item(id: "1", when: "today")');
    expect(graphqlExampleDocuments(schema, op("items"), { allowNull: false, scalars })).toEqual([]);
  });
});

describe("plannedGraphqlDocuments: what one phase plans", () => {
  const options = { allowNull: false, scalars };
  it("examples are the argument defaults, positive only; coverage covers the modes asked for", () => {
    expect(plannedGraphqlDocuments(schema, op("count"), options, "examples", ["positive", "negative"])).toEqual(graphqlExampleDocuments(schema, op("count"), options));
    expect(plannedGraphqlDocuments(schema, op("count"), options, "examples", ["negative"])).toEqual([]);
    expect(plannedGraphqlDocuments(schema, op("items"), options, "coverage", ["negative"])).toEqual(graphqlCoverageDocuments(schema, op("items"), options, ["negative"]));
  });
});
