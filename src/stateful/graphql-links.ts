/**
 * Links between GraphQL root fields, inferred from the schema (GraphQL has no declared links):
 * a mutation whose result carries an id feeds the root fields that take that id as an
 * argument, in the link model the OpenAPI stateful phase follows.
 */
import { getNamedType, isInterfaceType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLOutputType, type GraphQLScalarType } from "graphql";
import { fieldResource, fieldVerb, isIdName } from "../core/field-verbs.js";
import type { OperationDefinition } from "../core/operation.js";
import { parseRuntimeValue } from "./expressions.js";
import type { Link, LinkValue } from "./link.js";

/** A GraphQL root field as the engine runs it (`GraphqlOperationDefinition` fits it). */
export interface GraphqlLinkOperation extends OperationDefinition {
  readonly rootType: "Query" | "Mutation";
  readonly fieldName: string;
  readonly field: GraphQLField<unknown, unknown>;
}

/** Where a root field's result carries the id of the object it returns. */
export interface ResultId {
  /** The object type returned (`Book`). */
  readonly typeName: string;
  /** Its id field (`id`, else `bookId`). */
  readonly idField: string;
  /** The id field's scalar type (`ID`, `String`, `Int`). */
  readonly scalar: string;
}

/**
 * The id a root field's result carries: its type (non-null or not, not a list) is an object or
 * interface type with a scalar `id` field, else a `<type>Id` one. Undefined otherwise.
 *
 * @example
 * resultIdOf(schema.getMutationType()!.getFields()["addBook"]!); // { typeName: "Book", idField: "id", scalar: "ID" }
 */
export function resultIdOf(field: GraphQLField<unknown, unknown>): ResultId | undefined {
  const type: GraphQLOutputType = isNonNullType(field.type) ? field.type.ofType : field.type;
  if (isListType(type) || !(isObjectType(type) || isInterfaceType(type))) return undefined;
  const fields = type.getFields();
  const own = `${type.name.charAt(0).toLowerCase()}${type.name.slice(1)}Id`;
  for (const name of ["id", own]) {
    const candidate = fields[name];
    if (candidate === undefined) continue;
    const inner = isNonNullType(candidate.type) ? candidate.type.ofType : candidate.type;
    if (isScalarType(inner)) return { typeName: type.name, idField: name, scalar: inner.name };
  }
  return undefined;
}

/**
 * Infers the links between the given root fields (all marked `inferred: true`, status `2XX`):
 * a mutation that is not a delete (`addBook`, `updateBook`) and returns an object with an id
 * feeds every other root field's argument that takes that id:
 *
 * - an argument named after the type (`bookId`, `book_id`), anywhere (`reviews(bookId:)`);
 * - an `id` argument of a field about that type: named after it (`book`, `deleteBook`,
 *   `updateBook`, `getBookById`) or returning it.
 *
 * The argument is a scalar (not a list) of type `ID` or of the id's own type. The value is
 * read from `$response.body#/data/<mutation>/<id field>`: a response without it (an error, a
 * `null` result) feeds nothing.
 *
 * @example
 * inferGraphqlLinks(operations).map((link) => `${link.source.label} -> ${link.name}`);
 * // ["Mutation.addBook -> Query.book(id)", "Mutation.addBook -> Mutation.deleteBook(id)"]
 */
export function inferGraphqlLinks(operations: readonly GraphqlLinkOperation[]): Link[] {
  const links: Link[] = [];
  for (const source of operations) {
    if (source.rootType !== "Mutation" || fieldVerb(source.fieldName) === "delete") continue;
    const id = resultIdOf(source.field);
    if (id === undefined) continue;
    const value = responseValue(`$response.body#/data/${source.fieldName}/${id.idField}`);
    for (const target of operations) {
      if (target === source) continue;
      for (const argument of target.field.args) {
        if (!takesId(argument.name, argument.type, id, target)) continue;
        links.push({ source, status: "2XX", name: `${target.label}(${argument.name})`, target, parameters: [], arguments: [[argument.name, value]], inferred: true });
      }
    }
  }
  return links;
}

/** Whether an argument of `target` takes the id `id` names. */
function takesId(name: string, type: Parameters<typeof getNamedType>[0], id: ResultId, target: GraphqlLinkOperation): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (!isScalarType(inner) || !compatible(inner, id.scalar)) return false;
  if (!isIdName(name) && inner.name !== "ID") return false;
  const resource = normalized(id.typeName);
  const own = normalized(name);
  if (own === `${resource}id`) return true;
  if (own !== "id") return false;
  return fieldResource(target.fieldName) === resource || normalized(getNamedType(target.field.type).name) === resource;
}

/** An `ID` argument takes any id; another scalar only an id of its own type. */
function compatible(argument: GraphQLScalarType, scalar: string): boolean {
  return argument.name === "ID" || argument.name === scalar;
}

function normalized(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function responseValue(text: string): LinkValue {
  const parsed = parseRuntimeValue(text);
  if (parsed.kind !== "parsed") throw new Error(`not a runtime expression: ${text}`);
  return { kind: "expression", expression: parsed.expression };
}
