import { describe, expect, it } from "vitest";
import { applyLink } from "../../src/stateful/apply-link.js";
import { inferGraphqlLinks, resultIdOf } from "../../src/stateful/graphql-links.js";
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

describe("resultIdOf", () => {
  it("finds id, else <type>Id, on an object result; nothing on a list or a scalar", () => {
    const { byLabel } = definitionsOf(SDL);
    expect(resultIdOf(byLabel("Mutation.createBook").field)).toEqual({ typeName: "Book", idField: "id", scalar: "ID" });
    expect(resultIdOf(byLabel("Mutation.addAuthor").field)).toEqual({ typeName: "Author", idField: "authorId", scalar: "Int" });
    expect(resultIdOf(byLabel("Mutation.importBooks").field)).toBeUndefined();
    expect(resultIdOf(byLabel("Mutation.deleteBook").field)).toBeUndefined();
  });
});
