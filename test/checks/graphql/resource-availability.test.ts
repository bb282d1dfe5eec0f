import { describe, expect, it } from "vitest";
import { graphqlResourceAvailability } from "../../../src/checks/graphql/resource-availability.js";
import { BOOKSHELF_SDL } from "../../support/bookshelf-graphql.js";
import { definitionsOf, graphqlPost, graphqlReply, graphqlStep } from "../../support/graphql-steps.js";

const { byLabel } = definitionsOf(BOOKSHELF_SDL);
const addBook = byLabel("Mutation.addBook");
const deleteBook = byLabel("Mutation.deleteBook");
const book = byLabel("Query.book");

const created = graphqlStep(addBook, 'mutation { addBook(title: "a") { id } }', {}, { data: { addBook: { id: "bk-1" } } });
const deleted = graphqlStep(deleteBook, "mutation ($linked_id: ID!) { deleteBook(id: $linked_id) }", { linked_id: "bk-1" }, { data: { deleteBook: true } });

/** `book(id:)` of `id` (inline), answered with `body`. */
function read(id: string, body: unknown) {
  const request = graphqlPost(`{ book(id: ${JSON.stringify(id)}) { title } }`);
  return { request, response: graphqlReply(request, body) };
}

describe("GraphQL ensure_resource_availability", () => {
  it("fails when a read of an id just created returns null, or a not-found error", () => {
    const missing = read("bk-1", { data: { book: null } });
    const failure = graphqlResourceAvailability(book, missing.request, missing.response, { steps: [created], linkedFrom: 0 });
    expect(failure).toMatchObject({ check: "ensure_resource_availability", key: "Query.book after Mutation.addBook" });
    expect(failure?.message).toBe('Mutation.addBook created a resource (id "bk-1"), but Query.book, with that id taken from its response, returned null.');
    const notFound = read("bk-1", { data: { book: null }, errors: [{ message: "Book bk-1 not found", path: ["book"] }] });
    expect(graphqlResourceAvailability(book, notFound.request, notFound.response, { steps: [created], linkedFrom: 0 })?.message).toContain('returned null with "Book bk-1 not found"');
  });

  it("passes a found book, a crash (another check's finding), an unlinked read and a deletion in between", () => {
    const found = read("bk-1", { data: { book: { title: "a" } } });
    expect(graphqlResourceAvailability(book, found.request, found.response, { steps: [created], linkedFrom: 0 })).toBeUndefined();
    const crash = read("bk-1", { data: { book: null }, errors: [{ message: "TypeError: x is undefined", path: ["book"] }] });
    expect(graphqlResourceAvailability(book, crash.request, crash.response, { steps: [created], linkedFrom: 0 })).toBeUndefined();
    const missing = read("bk-1", { data: { book: null } });
    expect(graphqlResourceAvailability(book, missing.request, missing.response, { steps: [created] })).toBeUndefined();
    expect(graphqlResourceAvailability(book, missing.request, missing.response, { steps: [created, deleted], linkedFrom: 0 })).toBeUndefined();
  });
});
