/**
 * What a GraphQL root field does to a resource, read from its name: GraphQL has no methods,
 * so `addBook`, `deleteBook` and `updateBook` say by their prefix what `POST`, `DELETE` and
 * `PATCH` say in HTTP.
 */

/** The kind of change a mutation makes; undefined for a field whose name says none (a read). */
export type FieldVerb = "create" | "delete" | "update";

const VERBS: readonly (readonly [FieldVerb, RegExp])[] = [
  ["create", /^(create|add|new|insert)(?=[A-Z_0-9]|$)/],
  ["delete", /^(delete|remove|destroy)(?=[A-Z_0-9]|$)/],
  ["update", /^(update|edit|set)(?=[A-Z_0-9]|$)/],
];

/** Read prefixes a query field may carry before its resource (`getBook`, `findBook`). */
const READ_PREFIX = /^(get|find|fetch|read|lookup)(?=[A-Z_0-9])/;

/**
 * The verb a field name starts with, as a camelCase or snake_case word (`addBook`,
 * `delete_book`); `address` and `settings` start with none.
 *
 * @example
 * fieldVerb("createBook"); // "create"
 * fieldVerb("removeBook"); // "delete"
 * fieldVerb("books");      // undefined
 */
export function fieldVerb(name: string): FieldVerb | undefined {
  for (const [verb, pattern] of VERBS) if (pattern.test(name)) return verb;
  return undefined;
}

/**
 * The resource a field name is about, with its verb (or read prefix) and any `By…` suffix left
 * out, lowercase letters and digits only (`deleteBook`, `book`, `getBookById` → `book`). Plurals
 * are kept: `books` is a list, not the one book an id names.
 */
export function fieldResource(name: string): string {
  const bare = name
    .replace(/^(create|add|new|insert|delete|remove|destroy|update|edit|set)(?=[A-Z_0-9])/, "")
    .replace(READ_PREFIX, "")
    .replace(/_?By[A-Z_].*$/, "");
  return bare.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Whether a field or argument name names an id: `id`, `bookId`, `book_id`, `ID`. */
export function isIdName(name: string): boolean {
  return /^id$/i.test(name) || /[a-z0-9]Id$/.test(name) || /_id$/i.test(name) || /[a-z0-9]ID$/.test(name);
}
