import fc from "fast-check";
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { unknownScalarsWarning } from "../../../src/generation/graphql/unknown-scalars.js";
import { graphqlOperations } from "../../../src/specs/graphql/graphql-operation.js";

const SCHEMA = buildSchema(`
  scalar GeoPoint
  scalar Money
  input Window { from: GeoPoint! to: GeoPoint }
  type Query {
    since(at: GeoPoint!): Int
    between(window: Window!, cap: Money): Int
    plain(id: ID!): Int
  }
`);

describe("unknownScalarsWarning", () => {
  const operations = graphqlOperations(SCHEMA);

  it("names every custom scalar without a strategy once, and the operations whose arguments use one", () => {
    const [warning, ...more] = unknownScalarsWarning(operations, new Map());
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ type: "warning", name: "unknown_graphql_scalars", operations: ["Query.since", "Query.between"] });
    const text = `${(warning as { message: string }).message} ${(warning as { hint: string }).hint}`;
    expect(text).toContain("GeoPoint");
    expect(text).toContain("Money");
    expect(text).toContain("graphql.scalar(");
  });

  it("says nothing when every scalar has a strategy", () => {
    const scalars = new Map([
      ["GeoPoint", fc.constant("1,2")],
      ["Money", fc.constant("1.00")],
    ]);
    expect(unknownScalarsWarning(operations, scalars)).toEqual([]);
  });
});
