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
});
