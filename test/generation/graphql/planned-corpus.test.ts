import { getVariableValues, parse, validate, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { graphqlCoverageDocuments, graphqlExampleDocuments } from "../../../src/generation/graphql/planned-documents.js";
import { loadGraphqlSchema } from "../../../src/specs/graphql/load-graphql-schema.js";
import { CORPUS_DIR, corpusEntries, spread, stringScalars } from "../../support/graphql-corpus.js";

const entries = corpusEntries();

/** The validation and variable-coercion errors of a document against the schema. */
function problems(schema: Parameters<typeof validate>[0], query: string, variables: Record<string, unknown>): string[] {
  const document = parse(query);
  const errors = validate(schema, document).map((error) => error.message);
  if (errors.length > 0) return errors;
  const definition = document.definitions[0] as OperationDefinitionNode;
  return getVariableValues(schema, definition.variableDefinitions ?? [], variables).errors?.map((error) => error.message) ?? [];
}

describe("GraphQL corpus: examples and coverage documents", () => {
  it("covers all ten corpus schemas", () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
  });

  for (const entry of entries) {
    it(`${entry.file}: coverage and examples documents are valid (positive), rejected (negative), and the same every time`, async () => {
      const spec = await loadGraphqlSchema(`${CORPUS_DIR}${entry.file}`);
      const scalars = stringScalars(spec.schema);
      let positives = 0;
      let negatives = 0;
      for (const operation of spread(spec.operations, 40)) {
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
    });
  }
});
