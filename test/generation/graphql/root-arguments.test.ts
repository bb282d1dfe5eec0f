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
    const added = withRootIdSelected({ query: 'mutation { addBook(title: "a") { title } }', variables: {} }, "addBook", ["id"]) as { query: string };
    expect(added.query).toBe('mutation {\n  addBook(title: "a") {\n    id\n    title\n  }\n}');
    expect(validate(schema, parse(added.query))).toEqual([]);
    const present = { query: 'mutation { addBook(title: "a") { id } }', variables: {} };
    expect(withRootIdSelected(present, "addBook", ["id"])).toBe(present);
  });
});

const RELAY_SDL = `
type Book { id: ID! title: String! }
input UpdateBookInput { id: ID! title: String clientMutationId: String }
input DeleteBookInput { id: ID! clientMutationId: String }
input MoveInput { id: ID shelf: String! }
type BookPayload { book: Book clientMutationId: String }
type Query { book(id: ID!): Book }
type Mutation {
  createBook(title: String!): BookPayload!
  updateBook(input: UpdateBookInput!): BookPayload
  deleteBook(input: DeleteBookInput): BookPayload
  moveBook(input: MoveInput): BookPayload
}
`;

describe("withRootArguments into an input object (Relay)", () => {
  const { schema, byLabel } = definitionsOf(RELAY_SDL);
  const valid = (query: string, variables: Record<string, unknown>): void => {
    expect(validate(schema, parse(query))).toEqual([]);
    for (const name of Object.keys(variables)) expect(query).toContain(`$${name}`);
  };

  it("sets the id field of an inline input through a variable, keeping its other fields", () => {
    const body = withRootArguments({ query: 'mutation { updateBook(input: { id: "x", title: "Emma" }) { clientMutationId } }', variables: {} }, byLabel("Mutation.updateBook").field, { "input.id": "bk-1" })!;
    expect(body.variables).toEqual({ linked_input_id: "bk-1" });
    expect(body.query).toContain('updateBook(input: {title: "Emma", id: $linked_input_id})');
    valid(body.query, body.variables);
  });

  it("sets it in the variable that holds a generated input", () => {
    const query = "mutation ($updateBook_input: UpdateBookInput!) { updateBook(input: $updateBook_input) { clientMutationId } }";
    const body = withRootArguments({ query, variables: { updateBook_input: { id: "zz", title: "Emma" } } }, byLabel("Mutation.updateBook").field, { "input.id": "bk-1" })!;
    expect(body.variables).toEqual({ updateBook_input: { id: "bk-1", title: "Emma" } });
    valid(body.query, body.variables);
  });

  it("makes an absent optional input { id } when the input requires nothing else, and gives up when it does", () => {
    const body = withRootArguments({ query: "mutation { deleteBook { clientMutationId } }", variables: {} }, byLabel("Mutation.deleteBook").field, { "input.id": "bk-1" })!;
    expect(body.query).toContain("deleteBook(input: {id: $linked_input_id})");
    valid(body.query, body.variables);
    expect(withRootArguments({ query: "mutation { moveBook { clientMutationId } }", variables: {} }, byLabel("Mutation.moveBook").field, { "input.id": "bk-1" })).toBeUndefined();
    expect(withRootArguments({ query: "mutation { deleteBook { clientMutationId } }", variables: {} }, byLabel("Mutation.deleteBook").field, { "input.isbn": "1" })).toBeUndefined();
  });
});

describe("withRootIdSelected through a payload", () => {
  const { schema } = definitionsOf(RELAY_SDL);

  it("selects the payload's object and its id, adding what is missing and keeping what is there", () => {
    const missing = withRootIdSelected({ query: 'mutation { createBook(title: "a") { clientMutationId } }', variables: {} }, "createBook", ["book", "id"]) as { query: string };
    expect(missing.query).toBe('mutation {\n  createBook(title: "a") {\n    book {\n      id\n    }\n    clientMutationId\n  }\n}');
    expect(validate(schema, parse(missing.query))).toEqual([]);
    const partial = withRootIdSelected({ query: 'mutation { createBook(title: "a") { b: book { id } book { title } } }', variables: {} }, "createBook", ["book", "id"]) as { query: string };
    expect(partial.query).toContain("b: book {\n      id\n    }\n    book {\n      id\n      title\n    }");
    expect(validate(schema, parse(partial.query))).toEqual([]);
    const present = { query: 'mutation { createBook(title: "a") { book { id } } }', variables: {} };
    expect(withRootIdSelected(present, "createBook", ["book", "id"])).toBe(present);
  });
});
