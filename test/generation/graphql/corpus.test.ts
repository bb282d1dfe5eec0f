import fc from "fast-check";
import { readdirSync } from "node:fs";
import { getVariableValues, parse, validate, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import type { GraphqlOperation } from "../../../src/specs/graphql/graphql-operation.js";
import { graphqlNegativeArbitrary } from "../../../src/generation/graphql/negative-arbitrary.js";
import { graphqlOperationArbitrary } from "../../../src/generation/graphql/operation-arbitrary.js";
import { graphqlCoverageDocuments, graphqlExampleDocuments } from "../../../src/generation/graphql/planned-documents.js";
import { loadGraphqlSchema } from "../../../src/specs/graphql/load-graphql-schema.js";
import { CORPUS_DIR, corpusEntries, spread, stringScalars } from "../../support/graphql-corpus.js";

// Each corpus schema is loaded once (the big ones take about a second) and checked against the
// fuzzing arbitraries and the planned (examples and coverage) documents.
const entries = corpusEntries();

type Scalars = ReturnType<typeof stringScalars>;

/**
 * A query parsed and validated against the schema, once per schema and query text: planned
 * documents of one root field mostly share their query and differ in the variables, and
 * graphql-js validation of a big schema's document is where this suite spends its time.
 */
const validated = new WeakMap<GraphQLSchema, Map<string, { document: ReturnType<typeof parse>; errors: string[] }>>();
function validatedQuery(schema: GraphQLSchema, query: string): { document: ReturnType<typeof parse>; errors: string[] } {
  let bySchema = validated.get(schema);
  if (bySchema === undefined) validated.set(schema, (bySchema = new Map()));
  let result = bySchema.get(query);
  if (result === undefined) {
    const document = parse(query);
    result = { document, errors: validate(schema, document).map((error) => error.message) };
    bySchema.set(query, result);
  }
  return result;
}

/** The validation and variable-coercion errors of a document against the schema. */
function problems(schema: GraphQLSchema, query: string, variables: Record<string, unknown>): string[] {
  const { document, errors } = validatedQuery(schema, query);
  if (errors.length > 0) return errors;
  const definition = document.definitions[0] as OperationDefinitionNode;
  return getVariableValues(schema, definition.variableDefinitions ?? [], variables).errors?.map((error) => error.message) ?? [];
}

/** Fuzzed documents are valid (positive) or rejected (negative). */
function checkFuzzed(spec: { schema: GraphQLSchema; operations: readonly GraphqlOperation[] }, scalars: Scalars): void {
  for (const operation of spread(spec.operations, 10)) {
    for (const allowNull of [false, true]) {
      const arbitrary = graphqlOperationArbitrary(spec.schema, operation, { allowNull, scalars });
      for (const sample of fc.sample(arbitrary, { numRuns: 3, seed: 7 })) {
        expect(problems(spec.schema, sample.query, sample.variables), `${operation.label}\n${sample.query}`).toEqual([]);
      }
    }
    const negative = graphqlNegativeArbitrary(spec.schema, operation, { allowNull: false, scalars });
    for (const sample of fc.sample(negative, { numRuns: 4, seed: 11 })) {
      const rejected = problems(spec.schema, sample.query, sample.variables).length > 0;
      expect(rejected, `${sample.kind} ${operation.label}\n${sample.query}\n${JSON.stringify(sample.variables)}`).toBe(true);
    }
  }
}

/** Coverage and examples documents are valid (positive), rejected (negative), and the same every time. */
function checkPlanned(spec: { schema: GraphQLSchema; operations: readonly GraphqlOperation[] }, scalars: Scalars): void {
  let positives = 0;
  let negatives = 0;
  for (const operation of spread(spec.operations, 12)) {
    for (const allowNull of [false, true]) {
      const options = { allowNull, scalars };
      const documents = graphqlCoverageDocuments(spec.schema, operation, options, ["positive", "negative"]);
      expect(graphqlCoverageDocuments(spec.schema, operation, options, ["positive", "negative"])).toEqual(documents);
      expect(documents.some((document) => document.mode === "positive")).toBe(true);
      for (const document of documents) {
        const found = problems(spec.schema, document.query, document.variables);
        const context = `${operation.label} ${document.description}\n${document.query}\n${JSON.stringify(document.variables)}`;
        if (document.mode === "positive") {
          positives++;
          expect(found, context).toEqual([]);
          if (!allowNull) expect(document.query, context).not.toMatch(/:\s*null\b/);
        } else {
          negatives++;
          expect(found.length, context).toBeGreaterThan(0);
        }
      }
      for (const document of graphqlExampleDocuments(spec.schema, operation, options)) {
        expect(problems(spec.schema, document.query, document.variables), `${operation.label}\n${document.query}`).toEqual([]);
      }
    }
  }
  expect(positives).toBeGreaterThan(0);
  // Every corpus schema has root fields with arguments, so there is something to break.
  expect(negatives).toBeGreaterThan(0);
}

describe("GraphQL corpus", () => {
  it("lists every schema of the corpus", () => {
    const files = readdirSync(CORPUS_DIR).filter((file) => file !== "MANIFEST.tsv").sort();
    expect(entries.map((entry) => entry.file).sort()).toEqual(files);
    expect(entries.length).toBeGreaterThanOrEqual(4);
  });

  for (const entry of entries) {
    it(`${entry.file}: loads, counts root fields; fuzzed and planned documents are valid or rejected as their mode says`, async () => {
      const spec = await loadGraphqlSchema(`${CORPUS_DIR}${entry.file}`);
      const queries = spec.operations.filter((op) => op.rootType === "Query");
      const mutations = spec.operations.filter((op) => op.rootType === "Mutation");
      expect(queries.length).toBe(entry.queryFields);
      expect(mutations.length).toBe(entry.mutationFields);
      const scalars = stringScalars(spec.schema);
      checkFuzzed(spec, scalars);
      checkPlanned(spec, scalars);
    });
  }
});
