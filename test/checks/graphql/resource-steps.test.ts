import { describe, expect, it } from "vitest";
import { sentIds } from "../../../src/checks/graphql/resource-steps.js";
import { BOOKSHELF_SDL } from "../../support/bookshelf-graphql.js";
import { definitionsOf, graphqlPost } from "../../support/graphql-steps.js";

const { byLabel } = definitionsOf(BOOKSHELF_SDL);
const addBook = byLabel("Mutation.addBook");
const deleteBook = byLabel("Mutation.deleteBook");
const book = byLabel("Query.book");

describe("sentIds", () => {
  it("reads id arguments inline or from variables, as text", () => {
    expect(sentIds(book, graphqlPost('{ book(id: "bk-9") { id } }'))).toEqual(["bk-9"]);
    expect(sentIds(deleteBook, graphqlPost("mutation ($v: ID!) { deleteBook(id: $v) }", { v: 7 }))).toEqual(["7"]);
    expect(sentIds(addBook, graphqlPost('mutation { addBook(title: "x") { id } }'))).toEqual([]);
  });

  it("reads the id fields of an input-object argument (Relay's input: { id }), inline or from variables", () => {
    const relay = definitionsOf(`
      type Book { id: ID! }
      input DeleteBookInput { id: ID! clientMutationId: String tags: [ID!] }
      type DeleteBookPayload { deletedBookId: ID }
      type Query { book(id: ID!): Book }
      type Mutation { deleteBook(input: DeleteBookInput!): DeleteBookPayload }
    `).byLabel("Mutation.deleteBook");
    expect(sentIds(relay, graphqlPost('mutation { deleteBook(input: { id: "bk-9", clientMutationId: "c", tags: ["t"] }) { deletedBookId } }'))).toEqual(["bk-9"]);
    expect(sentIds(relay, graphqlPost("mutation ($i: DeleteBookInput!) { deleteBook(input: $i) { deletedBookId } }", { i: { id: 7 } }))).toEqual(["7"]);
  });
});
