import { describe, expect, it } from "vitest";
import { graphqlUseAfterFree } from "../../../src/checks/graphql/use-after-free.js";
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
