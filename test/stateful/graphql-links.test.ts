import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyLink } from "../../src/stateful/apply-link.js";
import { inferGraphqlLinks, resultIdsOf } from "../../src/stateful/graphql-links.js";
import { graphqlOperations } from "../../src/specs/graphql/graphql-operation.js";
import { loadGraphqlSchemaFromObject } from "../../src/specs/graphql/load-graphql-schema.js";
import { graphqlDefinition } from "../../src/specs/graphql/operation-definition.js";
import { SAMPLE_DIR } from "../support/graphql-corpus.js";
import { graphqlPost, graphqlReply, definitionsOf } from "../support/graphql-steps.js";

const SDL = `
type Book { id: ID! title: String! }
type Author { authorId: Int! name: String! }
type Review { id: ID! text: String! }
type Query {
  books: [Book!]!
  book(id: ID!): Book
  getBookById(id: ID!): Book
  author(id: Int!): Author
  reviews(bookId: ID!): [Review!]!
  search(id: String): [Book!]!
}
type Mutation {
  createBook(title: String!): Book!
  updateBook(id: ID!, title: String): Book
  deleteBook(id: ID!): Boolean!
  addReview(bookId: ID!, text: String!): Review
  deleteReview(id: ID!): Review
  addAuthor(name: String!): Author
  importBooks(titles: [String!]!): [Book!]!
  address(id: ID!): String
  removeBooks(ids: [ID!]!): Int
}
`;

function described(): string[] {
  const { all } = definitionsOf(SDL);
  return inferGraphqlLinks(all).map((link) => `${link.source.label} (${link.status}) -> ${link.name}`);
}

describe("inferGraphqlLinks", () => {
  it("links a created id into the fields that take it, by the argument's name or the field's resource", () => {
    expect(described()).toEqual([
      "Mutation.createBook (2XX) -> Query.book(id)",
      "Mutation.createBook (2XX) -> Query.getBookById(id)",
      "Mutation.createBook (2XX) -> Query.reviews(bookId)",
      "Mutation.createBook (2XX) -> Mutation.updateBook(id)",
      "Mutation.createBook (2XX) -> Mutation.deleteBook(id)",
      "Mutation.createBook (2XX) -> Mutation.addReview(bookId)",
      "Mutation.updateBook (2XX) -> Query.book(id)",
      "Mutation.updateBook (2XX) -> Query.getBookById(id)",
      "Mutation.updateBook (2XX) -> Query.reviews(bookId)",
      "Mutation.updateBook (2XX) -> Mutation.deleteBook(id)",
      "Mutation.updateBook (2XX) -> Mutation.addReview(bookId)",
      "Mutation.addReview (2XX) -> Mutation.deleteReview(id)",
      "Mutation.addAuthor (2XX) -> Query.author(id)",
    ]);
  });

  it("never starts at a delete, a list result or a scalar result, and never feeds a list argument", () => {
    const links = described();
    expect(links.some((link) => link.startsWith("Mutation.deleteReview") || link.startsWith("Mutation.importBooks") || link.startsWith("Mutation.address"))).toBe(false);
    expect(links.some((link) => link.includes("removeBooks") || link.includes("search") || link.includes("Mutation.address"))).toBe(false);
  });

  it("reads the id from data.<mutation>.<id field> of the response, and nothing from a null result", () => {
    const { all, byLabel } = definitionsOf(SDL);
    const link = inferGraphqlLinks(all).find((each) => each.source === byLabel("Mutation.addAuthor"))!;
    const request = graphqlPost("mutation { addAuthor(name: \"A\") { authorId } }");
    const context = (body: unknown) => ({ request, response: graphqlReply(request, body), pathParameters: {}, query: {} });
    expect(applyLink(link, context({ data: { addAuthor: { authorId: 42 } } }))).toEqual({ arguments: { id: 42 } });
    expect(applyLink(link, context({ data: { addAuthor: null }, errors: [{ message: "no", path: ["addAuthor"] }] }))).toBeUndefined();
  });
});

describe("resultIdsOf", () => {
  it("finds id, else <type>Id, on an object result; nothing on a list or a scalar", () => {
    const { byLabel } = definitionsOf(SDL);
    expect(resultIdsOf(byLabel("Mutation.createBook").field)).toEqual([{ typeName: "Book", path: ["id"], scalar: "ID" }]);
    expect(resultIdsOf(byLabel("Mutation.addAuthor").field)).toEqual([{ typeName: "Author", path: ["authorId"], scalar: "Int" }]);
    expect(resultIdsOf(byLabel("Mutation.importBooks").field)).toEqual([]);
    expect(resultIdsOf(byLabel("Mutation.deleteBook").field)).toEqual([]);
  });
});

/** A library API in Relay's style: payload objects out, one input object in. */
const RELAY_SDL = `
interface Node { id: ID! }
type Book implements Node { id: ID! title: String! }
type Shelf implements Node { id: ID! name: String! }
type Review implements Node { id: ID! text: String! }
input CreateBookInput { title: String! shelfId: ID clientMutationId: String }
type CreateBookPayload { book: Book shelf: Shelf clientMutationId: String }
input UpdateBookInput { id: ID! title: String clientMutationId: String }
type UpdateBookPayload { book: Book clientMutationId: String }
input DeleteBookInput { id: ID! clientMutationId: String }
type DeleteBookPayload { deletedBookId: ID clientMutationId: String }
input AddReviewInput { bookId: ID! text: String! }
type AddReviewPayload { review: Review book: Book }
type RenamePayload { shelf: Shelf books(first: Int!): [Book!] }
type Query {
  node(id: ID!): Node
  book(id: ID!): Book
  reviews(filter: AddReviewInput, ids: [ID!]): [Review!]!
}
type Mutation {
  createBook(input: CreateBookInput!): CreateBookPayload!
  updateBook(input: UpdateBookInput!): UpdateBookPayload
  deleteBook(input: DeleteBookInput!): DeleteBookPayload
  addReview(input: AddReviewInput!): AddReviewPayload
  renameShelf(id: ID!, name: String!): RenamePayload
}
`;

describe("inferGraphqlLinks on Relay payloads and input objects", () => {
  const { all, byLabel } = definitionsOf(RELAY_SDL);

  it("follows a payload to the object named after the mutation, else to each object it carries", () => {
    expect(resultIdsOf(byLabel("Mutation.createBook").field)).toEqual([{ typeName: "Book", path: ["book", "id"], scalar: "ID" }]);
    expect(resultIdsOf(byLabel("Mutation.addReview").field)).toEqual([{ typeName: "Review", path: ["review", "id"], scalar: "ID" }]);
    // "rename" is no verb, so no payload field is named after renameShelf's resource: each object
    // it carries counts, but not `books(first: Int!)`, which needs an argument.
    expect(resultIdsOf(byLabel("Mutation.renameShelf").field)).toEqual([{ typeName: "Shelf", path: ["shelf", "id"], scalar: "ID" }]);
    // A payload without an object carrying an id gives nothing.
    expect(resultIdsOf(byLabel("Mutation.deleteBook").field)).toEqual([]);
  });

  it("feeds the created id into an id field of an input-object argument, and into plain id arguments", () => {
    expect(inferGraphqlLinks(all).map((link) => `${link.source.label} -> ${link.name}`)).toEqual([
      "Mutation.createBook -> Query.book(id)",
      "Mutation.createBook -> Query.reviews(filter.bookId)",
      "Mutation.createBook -> Mutation.updateBook(input.id)",
      "Mutation.createBook -> Mutation.deleteBook(input.id)",
      "Mutation.createBook -> Mutation.addReview(input.bookId)",
      "Mutation.updateBook -> Query.book(id)",
      "Mutation.updateBook -> Query.reviews(filter.bookId)",
      "Mutation.updateBook -> Mutation.deleteBook(input.id)",
      "Mutation.updateBook -> Mutation.addReview(input.bookId)",
      "Mutation.renameShelf -> Mutation.createBook(input.shelfId)",
    ]);
  });

  it("follows a connection edge in a payload to its node's id (bookEdge { node { id } })", () => {
    const edges = definitionsOf(`${RELAY_SDL}
      type BookEdge { node: Book cursor: String! }
      type ImportBookPayload { bookEdge: BookEdge clientMutationId: String }
      extend type Mutation { importBook(isbn: String!): ImportBookPayload }
    `);
    expect(resultIdsOf(edges.byLabel("Mutation.importBook").field)).toEqual([{ typeName: "Book", path: ["bookEdge", "node", "id"], scalar: "ID" }]);
    const link = inferGraphqlLinks(edges.all).find((each) => each.source.label === "Mutation.importBook" && each.name === "Mutation.updateBook(input.id)")!;
    const value = link.arguments![0]![1];
    expect(value.kind === "expression" ? value.expression.source : "").toBe("$response.body#/data/importBook/bookEdge/node/id");
  });

  it("reads the id one level down in the payload, and the link names the input field it sets", () => {
    const link = inferGraphqlLinks(all).find((each) => each.source === byLabel("Mutation.createBook") && each.target === byLabel("Mutation.updateBook"))!;
    const request = graphqlPost('mutation { createBook(input: { title: "Dune" }) { book { id } } }');
    const context = (body: unknown) => ({ request, response: graphqlReply(request, body), pathParameters: {}, query: {} });
    expect(applyLink(link, context({ data: { createBook: { book: { id: "bk-1" }, clientMutationId: null } } }))).toEqual({ arguments: { "input.id": "bk-1" } });
    expect(applyLink(link, context({ data: { createBook: { book: null } } }))).toBeUndefined();
  });
});

describe("inferGraphqlLinks on a real Relay-style schema (Shopify Storefront, from the corpus sample)", () => {
  const raw: unknown = JSON.parse(readFileSync(`${SAMPLE_DIR}shopify__storefront.introspection.json`, "utf8"));
  const schema = loadGraphqlSchemaFromObject(raw).schema;
  const all = graphqlOperations(schema).map((operation) => graphqlDefinition(operation, "/graphql"));
  const links = inferGraphqlLinks(all);
  const described = links.map((link) => `${link.source.label} -> ${link.name}`);

  it("links a checkout created through its payload into the mutations taking checkoutId", () => {
    expect(described).toContain("Mutation.checkoutCreate -> Mutation.checkoutLineItemsAdd(checkoutId)");
    expect(described).toContain("Mutation.checkoutCreate -> Mutation.checkoutEmailUpdate(checkoutId)");
    const link = links.find((each) => each.source.label === "Mutation.checkoutCreate")!;
    const value = link.arguments![0]![1];
    expect(value.kind === "expression" ? value.expression.source : "").toBe("$response.body#/data/checkoutCreate/checkout/id");
  });

  it("links an address into the mutations whose payload returns that type (customerAddressUpdate(id:)), and a customer into customerActivate(id:)", () => {
    expect(described).toContain("Mutation.customerAddressCreate -> Mutation.customerAddressUpdate(id)");
    expect(described).toContain("Mutation.customerCreate -> Mutation.customerActivate(id)");
    expect(described).toContain("Mutation.customerCreate -> Mutation.customerReset(id)");
    // A customer id never feeds a checkout's.
    expect(described).not.toContain("Mutation.customerCreate -> Mutation.checkoutLineItemsAdd(checkoutId)");
  });
});
