import { describe, expect, it } from "vitest";
import { graphqlResourceAvailability } from "../../../src/checks/graphql/resource-availability.js";
import { graphqlUseAfterFree } from "../../../src/checks/graphql/use-after-free.js";
import { sentIds } from "../../../src/checks/graphql/resource-steps.js";
import { BOOKSHELF_SDL } from "../../support/bookshelf-graphql.js";
import { definitionsOf, graphqlPost, graphqlReply, graphqlStep } from "../../support/graphql-steps.js";

const { byLabel } = definitionsOf(BOOKSHELF_SDL);
const addBook = byLabel("Mutation.addBook");
const deleteBook = byLabel("Mutation.deleteBook");
const book = byLabel("Query.book");

const created = graphqlStep(addBook, 'mutation { addBook(title: "a") { id } }', {}, { data: { addBook: { id: "bk-1" } } });
const deleted = graphqlStep(deleteBook, "mutation ($linked_id: ID!) { deleteBook(id: $linked_id) }", { linked_id: "bk-1" }, { data: { deleteBook: true } });
const notDeleted = graphqlStep(deleteBook, "mutation ($linked_id: ID!) { deleteBook(id: $linked_id) }", { linked_id: "bk-1" }, { data: { deleteBook: false } });

/** `book(id:)` of `id` (inline), answered with `body`. */
function read(id: string, body: unknown) {
  const request = graphqlPost(`{ book(id: ${JSON.stringify(id)}) { title } }`);
  return { request, response: graphqlReply(request, body) };
}

describe("GraphQL use_after_free", () => {
  it("fails when a read of a deleted id still returns it", () => {
    const { request, response } = read("bk-1", { data: { book: { title: "a" } } });
    const failure = graphqlUseAfterFree(book, request, response, { steps: [created, deleted] });
    expect(failure).toMatchObject({ check: "use_after_free", key: "Query.book after Mutation.deleteBook" });
    expect(failure?.message).toBe('The resource with id "bk-1" was deleted by Mutation.deleteBook (data.deleteBook: true), but a later Query.book with that id still returned it.');
  });

  it("passes a null result, another id, a delete that answered false, and a repeated delete", () => {
    const gone = read("bk-1", { data: { book: null } });
    expect(graphqlUseAfterFree(book, gone.request, gone.response, { steps: [created, deleted] })).toBeUndefined();
    const other = read("bk-2", { data: { book: { title: "b" } } });
    expect(graphqlUseAfterFree(book, other.request, other.response, { steps: [created, deleted] })).toBeUndefined();
    const still = read("bk-1", { data: { book: { title: "a" } } });
    expect(graphqlUseAfterFree(book, still.request, still.response, { steps: [created, notDeleted] })).toBeUndefined();
    expect(graphqlUseAfterFree(deleteBook, deleted.request, deleted.response, { steps: [created, deleted] })).toBeUndefined();
  });
});

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

describe("sentIds", () => {
  it("reads id arguments inline or from variables, as text", () => {
    expect(sentIds(book, graphqlPost('{ book(id: "bk-9") { id } }'))).toEqual(["bk-9"]);
    expect(sentIds(deleteBook, graphqlPost("mutation ($v: ID!) { deleteBook(id: $v) }", { v: 7 }))).toEqual(["7"]);
    expect(sentIds(addBook, graphqlPost('mutation { addBook(title: "x") { id } }'))).toEqual([]);
  });
});
