import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { withRootArguments, withRootIdSelected } from "../../../src/generation/graphql/root-arguments.js";
import { definitionsOf } from "../../support/graphql-steps.js";

const SDL = `
type Book { id: ID! title: String! }
type Query { book(id: ID!, lang: String): Book }
type Mutation { addBook(title: String!): Book! }
`;

describe("withRootArguments", () => {
  const { schema, byLabel } = definitionsOf(SDL);
  const book = byLabel("Query.book").field;

  it("sets a generated inline argument through a variable, keeping the other arguments", () => {
    const body = withRootArguments({ query: '{ book(id: "x", lang: "en") { title } }', variables: {} }, book, { id: "bk-1" });
    expect(body?.variables).toEqual({ linked_id: "bk-1" });
    expect(body?.query).toContain("book(id: $linked_id, lang: \"en\")");
    expect(validate(schema, parse(body!.query))).toEqual([]);
  });

  it("drops the variable the generated argument used, and an alias of the root field", () => {
    const body = withRootArguments({ query: "query ($book_id: ID!) { b: book(id: $book_id) { title } }", variables: { book_id: "zz" } }, book, { id: "bk-1" });
    expect(body).toEqual({ query: "query ($linked_id: ID!) {\n  book(id: $linked_id) {\n    title\n  }\n}", variables: { linked_id: "bk-1" } });
    expect(validate(schema, parse(body!.query))).toEqual([]);
  });

  it("gives up on a body that is not the field's document, or an argument it does not have", () => {
    expect(withRootArguments({ query: "{ books { id } }" }, book, { id: "bk-1" })).toBeUndefined();
    expect(withRootArguments("not a body", book, { id: "bk-1" })).toBeUndefined();
    expect(withRootArguments({ query: "{ book(id: \"x\") { id } }" }, book, { isbn: "1" })).toBeUndefined();
  });
});

describe("withRootIdSelected", () => {
  const { schema } = definitionsOf(SDL);

  it("adds the id field to the root field's selection when missing, and nothing when present", () => {
    const added = withRootIdSelected({ query: 'mutation { addBook(title: "a") { title } }', variables: {} }, "addBook", "id") as { query: string };
    expect(added.query).toBe('mutation {\n  addBook(title: "a") {\n    id\n    title\n  }\n}');
    expect(validate(schema, parse(added.query))).toEqual([]);
    const present = { query: 'mutation { addBook(title: "a") { id } }', variables: {} };
    expect(withRootIdSelected(present, "addBook", "id")).toBe(present);
  });
});
