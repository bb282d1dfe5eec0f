import fc from "fast-check";
import { getVariableValues, parse, validate, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { graphqlNegativeArbitrary } from "../../../src/generation/graphql/negative-arbitrary.js";
import { graphqlOperationArbitrary } from "../../../src/generation/graphql/operation-arbitrary.js";
import { loadGraphqlSchema } from "../../../src/specs/graphql/load-graphql-schema.js";
import { CORPUS_DIR, corpusEntries, spread, stringScalars } from "../../support/graphql-corpus.js";

const entries = corpusEntries();

describe("GraphQL corpus", () => {
  it("lists every schema of the corpus", () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
  });

  for (const entry of entries) {
    it(`${entry.file}: loads, counts root fields, generates valid documents`, async () => {
      const spec = await loadGraphqlSchema(`${CORPUS_DIR}${entry.file}`);
      const queries = spec.operations.filter((op) => op.rootType === "Query");
      const mutations = spec.operations.filter((op) => op.rootType === "Mutation");
      expect(queries.length).toBe(entry.queryFields);
      expect(mutations.length).toBe(entry.mutationFields);

      const scalars = stringScalars(spec.schema);
      for (const operation of spread(spec.operations, 30)) {
        for (const allowNull of [false, true]) {
          const arbitrary = graphqlOperationArbitrary(spec.schema, operation, { allowNull, scalars });
          for (const sample of fc.sample(arbitrary, { numRuns: 3, seed: 7 })) {
            const document = parse(sample.query);
            const errors = validate(spec.schema, document);
            expect(errors.map((error) => error.message), `${operation.label}\n${sample.query}`).toEqual([]);
            const definition = document.definitions[0] as OperationDefinitionNode;
            const coerced = getVariableValues(spec.schema, definition.variableDefinitions ?? [], sample.variables);
            expect(coerced.errors?.map((error) => error.message), `${operation.label}\n${sample.query}`).toBeUndefined();
          }
        }
        const negative = graphqlNegativeArbitrary(spec.schema, operation, { allowNull: false, scalars });
        for (const sample of fc.sample(negative, { numRuns: 4, seed: 11 })) {
          const document = parse(sample.query);
          const errors = validate(spec.schema, document);
          const definition = document.definitions[0] as OperationDefinitionNode;
          const coerced = errors.length > 0 ? undefined : getVariableValues(spec.schema, definition.variableDefinitions ?? [], sample.variables);
          const rejected = errors.length > 0 || (coerced?.errors?.length ?? 0) > 0;
          expect(rejected, `${sample.kind} ${operation.label}\n${sample.query}\n${JSON.stringify(sample.variables)}`).toBe(true);
        }
      }
    });
  }
});
