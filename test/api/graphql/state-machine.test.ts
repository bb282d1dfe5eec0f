import { describe, expect, it } from "vitest";
import { graphql, SequenceFailure, UsageError, type Case } from "../../../src/index.js";
import { relayBookshelf } from "../../support/relay-bookshelf-graphql.js";

/** The failing sequence's steps, one `label` per call. */
async function failureOf(run: Promise<void>): Promise<SequenceFailure> {
  const error: unknown = await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SequenceFailure);
  return error as SequenceFailure;
}

describe("schema.asStateMachine() for GraphQL (a Relay-style graphql-js app in process)", () => {
  it("follows the inferred links: createBook's payload id reaches updateBook(input: { id }), where it crashes", async () => {
    const shelf = relayBookshelf({ crashOnUpdate: true });
    const schema = await graphql.fromFetchApp("/graphql", (request) => shelf.fetch(request));
    const Machine = schema.asStateMachine();
    expect(Machine.links.links.map((link) => `${link.source.label} -> ${link.name}`)).toContain("Mutation.createBook -> Mutation.updateBook(input.id)");
    const failure = await failureOf(Machine.run({ seed: 1, maxExamples: 30 }));
    expect(failure.failures.map((each) => each.check)).toContain("not_a_server_error");
    expect(failure.steps.map((step) => step.label)).toEqual(["Mutation.createBook", "Mutation.updateBook"]);
    // The update carries, inside its input object, an id the create step's payload gave.
    const linked = /"linked_input_id":"(bk-n[0-9a-z]+)"/.exec(failure.steps[1]!.curl)?.[1];
    expect(failure.steps[1]!.curl).toContain("updateBook(input: {");
    expect(shelf.created()).toContain(linked);
    expect(shelf.updatedExisting()).toContain(linked);
  });

  it("runs use_after_free on a step: a book deleted through deleteBook(input: { id }) still served fails", async () => {
    const shelf = relayBookshelf({ serveDeleted: true });
    const schema = await graphql.fromFetchApp("/graphql", (request) => shelf.fetch(request));
    const seen: string[] = [];
    class Shelf extends schema.asStateMachine() {
      override beforeCall(apiCase: Case): void {
        seen.push(apiCase.operation.label);
      }
    }
    const failure = await failureOf(Shelf.run({ seed: 1, maxExamples: 50 }));
    expect(failure.failures.map((each) => each.check)).toEqual(["use_after_free"]);
    expect(failure.message).toMatch(/was deleted by Mutation\.deleteBook .*but a later Query\.book with that id still returned it/);
    expect(failure.steps.map((step) => step.label)).toEqual(["Mutation.createBook", "Mutation.deleteBook", "Query.book"]);
    // The machine's hooks ran for the steps.
    expect(seen).toContain("Mutation.deleteBook");
  });

  it("a correct app passes, and a schema where nothing links says how GraphQL links are made", async () => {
    const shelf = relayBookshelf();
    const schema = await graphql.fromFetchApp("/graphql", (request) => shelf.fetch(request));
    await schema.asStateMachine().run({ seed: 1, maxExamples: 5 });
    expect(shelf.created().length).toBeGreaterThan(0);
    const unlinked = schema.include({ rootType: "Query" }).asStateMachine();
    await expect(unlinked.run()).rejects.toThrow(UsageError);
    await expect(unlinked.run()).rejects.toThrow(/GraphQL links are inferred: select a mutation returning an object with an id/);
  });
});
