/**
 * Links between GraphQL root fields, inferred from the schema (GraphQL has no declared links):
 * a mutation whose result carries an id (itself, or in a Relay payload) feeds the root fields
 * that take that id as an argument or as a field of an input-object argument, in the link
 * model the OpenAPI stateful phase follows.
 */
import {
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from "graphql";
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

/** Where a root field's result carries the id of an object it returns. */
export interface ResultId {
  /** The object type whose id it is (`Book`). */
  readonly typeName: string;
  /**
   * The fields from the root field's value down to the id: `["id"]` for a `Book` result,
   * `["book", "id"]` for a Relay payload (`CreateBookPayload.book.id`).
   */
  readonly path: readonly string[];
  /** The id field's scalar type (`ID`, `String`, `Int`). */
  readonly scalar: string;
}

/**
 * The ids a root field's result carries. Its type (non-null or not, not a list) is an object
 * or interface type with a scalar `id` field, else a `<type>Id` one: that id. Else the result
 * is a payload (Relay's `CreateBookPayload { book: Book, clientMutationId }`): the ids of its
 * object fields (not lists, no required arguments) that have one, only those named after the
 * field's resource or typed as it when some are (`createBook` → `book`). Empty otherwise.
 *
 * @example
 * resultIdsOf(schema.getMutationType()!.getFields()["addBook"]!); // [{ typeName: "Book", path: ["id"], scalar: "ID" }]
 * resultIdsOf(schema.getMutationType()!.getFields()["createBook"]!); // [{ typeName: "Book", path: ["book", "id"], scalar: "ID" }]
 */
export function resultIdsOf(field: GraphQLField<unknown, unknown>): ResultId[] {
  const type = objectOf(field.type);
  if (type === undefined) return [];
  const own = ownId(type);
  if (own !== undefined) return [own];
  const carried = Object.values(type.getFields()).flatMap((inner): ResultId[] => {
    if (inner.args.some((argument) => isNonNullType(argument.type) && argument.defaultValue === undefined)) return [];
    const object = objectOf(inner.type);
    const id = object === undefined ? undefined : ownId(object);
    return id === undefined ? [] : [{ ...id, path: [inner.name, ...id.path] }];
  });
  const resource = fieldResource(field.name);
  const named = carried.filter((id) => normalized(id.typeName) === resource || normalized(id.path[0]!) === resource);
  return named.length > 0 ? named : carried;
}

/** The object or interface type of a (non-null) output type that is not a list. */
function objectOf(output: GraphQLOutputType): GraphQLObjectType | GraphQLInterfaceType | undefined {
  const type = isNonNullType(output) ? output.ofType : output;
  return isObjectType(type) || isInterfaceType(type) ? type : undefined;
}

/** The type's own scalar `id` field, else its `<type>Id` one. */
function ownId(type: GraphQLObjectType | GraphQLInterfaceType): ResultId | undefined {
  const fields = type.getFields();
  const own = `${type.name.charAt(0).toLowerCase()}${type.name.slice(1)}Id`;
  for (const name of ["id", own]) {
    const candidate = fields[name];
    if (candidate === undefined) continue;
    const inner = isNonNullType(candidate.type) ? candidate.type.ofType : candidate.type;
    if (isScalarType(inner)) return { typeName: type.name, path: [name], scalar: inner.name };
  }
  return undefined;
}

/**
 * Infers the links between the given root fields (all marked `inferred: true`, status `2XX`):
 * a mutation that is not a delete (`addBook`, `updateBook`, `createBook`) and returns an object
 * with an id, or a payload carrying one (see {@link resultIdsOf}), feeds every other root
 * field's argument that takes that id:
 *
 * - an argument named after the type (`bookId`, `book_id`), anywhere (`reviews(bookId:)`);
 * - an `id` argument of a field about that type: named after it (`book`, `deleteBook`,
 *   `updateBook`, `getBookById`) or returning it (directly or in its payload);
 * - the same, one level down, as a field of an input-object argument (Relay's
 *   `updateBook(input: { id })`): the link sets `input.id` and keeps the rest of the input.
 *
 * The argument is a scalar (not a list) of type `ID` or of the id's own type. The value is
 * read from `$response.body#/data/<mutation>/<path>` (`/data/createBook/book/id`): a response
 * without it (an error, a `null` result) feeds nothing.
 *
 * @example
 * inferGraphqlLinks(operations).map((link) => `${link.source.label} -> ${link.name}`);
 * // ["Mutation.addBook -> Query.book(id)", "Mutation.createBook -> Mutation.updateBook(input.id)"]
 */
export function inferGraphqlLinks(operations: readonly GraphqlLinkOperation[]): Link[] {
  const links: Link[] = [];
  for (const source of operations) {
    if (source.rootType !== "Mutation" || fieldVerb(source.fieldName) === "delete") continue;
    for (const id of resultIdsOf(source.field)) {
      const value = responseValue(`$response.body#/data/${source.fieldName}/${id.path.join("/")}`);
      for (const target of operations) {
        if (target === source) continue;
        for (const name of idArguments(target, id)) {
          links.push({ source, status: "2XX", name: `${target.label}(${name})`, target, parameters: [], arguments: [[name, value]], inferred: true });
        }
      }
    }
  }
  return links;
}

/** The arguments of `target` that take the id, as a link names them: `id`, or `input.id` for a field of an input-object argument. */
function idArguments(target: GraphqlLinkOperation, id: ResultId): string[] {
  const names: string[] = [];
  for (const argument of target.field.args) {
    if (takesId(argument.name, argument.type, id, target)) {
      names.push(argument.name);
      continue;
    }
    const input = isNonNullType(argument.type) ? argument.type.ofType : argument.type;
    if (!isInputObjectType(input)) continue;
    for (const field of Object.values(input.getFields())) {
      if (takesId(field.name, field.type, id, target)) names.push(`${argument.name}.${field.name}`);
    }
  }
  return names;
}

/** Whether an argument (or input field) of `target` takes the id `id` names. */
function takesId(name: string, type: GraphQLInputType, id: ResultId, target: GraphqlLinkOperation): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (!isScalarType(inner) || !compatible(inner, id.scalar)) return false;
  if (!isIdName(name) && inner.name !== "ID") return false;
  const resource = normalized(id.typeName);
  const own = normalized(name);
  if (own === `${resource}id`) return true;
  if (own !== "id") return false;
  if (fieldResource(target.fieldName) === resource || normalized(getNamedType(target.field.type).name) === resource) return true;
  return resultIdsOf(target.field).some((result) => normalized(result.typeName) === resource);
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
