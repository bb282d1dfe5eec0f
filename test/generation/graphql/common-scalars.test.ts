import fc from "fast-check";
import { buildSchema, GraphQLScalarType } from "graphql";
import { describe, expect, it } from "vitest";
import { COMMON_SCALARS } from "../../../src/generation/graphql/common-scalars.js";
import { findUnknownScalars, scalarArbitrary, unknownScalarsMessage } from "../../../src/generation/graphql/scalar-values.js";

const draw = (name: string, count = 50): unknown[] => fc.sample(COMMON_SCALARS.get(name)!, { numRuns: count, seed: 1 });

describe("common custom scalars", () => {
  it("covers the graphql-scalars names the issue lists", () => {
    for (const name of ["DateTime", "Date", "Time", "JSON", "JSONObject", "UUID", "EmailAddress", "URL", "BigInt", "Long"]) expect(COMMON_SCALARS.has(name), name).toBe(true);
  });

  it("draws values their usual implementations accept", () => {
    for (const value of draw("DateTime")) expect(new Date(value as string).toISOString()).toBe(value);
    for (const value of draw("Date")) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const value of draw("Time")) expect(value).toMatch(/^\d{2}:\d{2}:\d{2}Z$/);
    for (const value of draw("UUID")) expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    for (const value of draw("EmailAddress")) expect(value).toMatch(/^[a-z0-9]+@[a-z0-9]+\.example\.com$/);
    for (const value of draw("URL")) expect(() => new URL(value as string)).not.toThrow();
    for (const value of draw("JSONObject")) expect(typeof value === "object" && value !== null && !Array.isArray(value)).toBe(true);
    for (const value of draw("BigInt")) expect(String(value)).toMatch(/^-?\d+$/);
  });

  it("prefers a registered arbitrary, then the common one, then strings and numbers", () => {
    const strings = fc.constant("s");
    const named = (name: string) => new GraphQLScalarType({ name });
    expect(fc.sample(scalarArbitrary(named("UUID"), { scalars: new Map([["UUID", fc.constant("mine")]]), strings }), 3)).toEqual(["mine", "mine", "mine"]);
    expect(fc.sample(scalarArbitrary(named("String"), { scalars: new Map(), strings }), 2)).toEqual(["s", "s"]);
    const fallback = fc.sample(scalarArbitrary(named("Money"), { scalars: new Map(), strings }), { numRuns: 100, seed: 2 });
    expect(fallback.every((value) => typeof value === "string" || typeof value === "number")).toBe(true);
    expect(new Set(fallback.map((value) => typeof value)).size).toBe(2);
  });

  it("finds the unknown scalars an operation's arguments reach, and words one warning for them", () => {
    const schema = buildSchema(`scalar Money scalar DateTime scalar Mine input Filter { min: Money, at: DateTime, mine: Mine } type Query { q(f: Filter): Int }`);
    const args = schema.getQueryType()!.getFields()["q"]!.args.map((arg) => arg.type);
    expect(findUnknownScalars(args, new Map([["Mine", fc.constant(1)]]))).toEqual(["Money"]);
    expect(unknownScalarsMessage(["Money"]).hint).toContain('graphql.scalar("Money", arbitrary)');
  });
});
