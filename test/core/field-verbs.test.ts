import { describe, expect, it } from "vitest";
import { fieldResource, fieldVerb, isIdName } from "../../src/core/field-verbs.js";

describe("fieldVerb", () => {
  it("reads create, delete and update from a camelCase or snake_case prefix", () => {
    expect(["createBook", "addBook", "newBook", "insert_book"].map(fieldVerb)).toEqual(["create", "create", "create", "create"]);
    expect(["deleteBook", "removeBook", "destroy_book"].map(fieldVerb)).toEqual(["delete", "delete", "delete"]);
    expect(["updateBook", "editBook", "setTitle"].map(fieldVerb)).toEqual(["update", "update", "update"]);
  });

  it("reads no verb in a word that only starts like one", () => {
    expect(["address", "settings", "newsletter", "books", "removed", "add"].map(fieldVerb)).toEqual([undefined, undefined, undefined, undefined, undefined, "create"]);
  });
});

describe("fieldResource", () => {
  it("leaves out the verb, a read prefix and a By suffix", () => {
    expect(["book", "deleteBook", "getBookById", "update_book", "findBook", "books"].map(fieldResource)).toEqual(["book", "book", "book", "book", "book", "books"]);
  });
});

describe("isIdName", () => {
  it("knows id, bookId, book_id and bookID, not idle or valid", () => {
    expect(["id", "ID", "bookId", "book_id", "bookID"].every(isIdName)).toBe(true);
    expect(["idle", "valid", "identity", "ids"].some(isIdName)).toBe(false);
  });
});
