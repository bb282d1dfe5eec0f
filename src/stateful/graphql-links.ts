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
 * object fields (not lists, no required arguments) that have one, or of their `node` (a
 * connection edge: `bookEdge { node { id } }`), only those named after the field's resource
 * or typed as it when some are (`createBook` → `book`). Empty otherwise.
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
    const id = carriedId(inner);
    if (id !== undefined) return [{ ...id, path: [inner.name, ...id.path] }];
    // A connection edge (`bookEdge: BookEdge { node: Book, cursor }`): its node's id.
    const edge = takesNoArgument(inner) ? objectOf(inner.type) : undefined;
    const node = edge?.getFields()["node"];
    const nodeId = node === undefined ? undefined : carriedId(node);
    return nodeId === undefined ? [] : [{ ...nodeId, path: [inner.name, "node", ...nodeId.path] }];
  });
  const resource = fieldResource(field.name);
  const named = carried.filter((id) => normalized(id.typeName) === resource || normalized(id.path[0]!) === resource);
  return named.length > 0 ? named : carried;
}

/** The id of the object a field holds (not a list, no required arguments). */
function carriedId(field: GraphQLField<unknown, unknown>): ResultId | undefined {
  const object = takesNoArgument(field) ? objectOf(field.type) : undefined;
  return object === undefined ? undefined : ownId(object);
}

function takesNoArgument(field: GraphQLField<unknown, unknown>): boolean {
  return !field.args.some((argument) => isNonNullType(argument.type) && argument.defaultValue === undefined);
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
  // What each field offers, worked out once, and its id slots indexed by what they take: a
  // large schema (hundreds of mutations, each taking ids) pays for its links, not its square.
  const prepared = operations.map(prepare);
  const byName = new Map<string, Entry[]>();
  const byAbout = new Map<string, Entry[]>();
  let order = 0;
  for (const target of prepared) {
    for (const slot of target.slots) {
      const entry = { target, slot, order: order++ };
      if (slot.own !== "id") append(byName, slot.own, entry);
      else for (const resource of target.about) append(byAbout, resource, entry);
    }
  }
  const links: Link[] = [];
  for (const source of prepared) {
    if (source.operation.rootType !== "Mutation" || fieldVerb(source.operation.fieldName) === "delete") continue;
    for (const id of source.resultIds) {
      const value = responseValue(`$response.body#/data/${source.operation.fieldName}/${id.path.join("/")}`);
      const resource = normalized(id.typeName);
      // An argument named after the type (`bookId`), or an `id` of a field about it, in the fields' order.
      for (const { target, slot } of merged(byName.get(`${resource}id`) ?? [], byAbout.get(resource) ?? [])) {
        if (target === source || !compatible(slot.scalar, id.scalar)) continue;
        links.push({ source: source.operation, status: "2XX", name: `${target.operation.label}(${slot.name})`, target: target.operation, parameters: [], arguments: [[slot.name, value]], inferred: true });
      }
    }
  }
  return links;
}

/** A slot of a field, numbered in the order of the fields and their slots. */
interface Entry {
  readonly target: Prepared;
  readonly slot: Slot;
  readonly order: number;
}

function append(index: Map<string, Entry[]>, key: string, entry: Entry): void {
  const entries = index.get(key);
  if (entries === undefined) index.set(key, [entry]);
  else entries.push(entry);
}

/** Two lists in order merged into one in order. */
function merged(first: readonly Entry[], second: readonly Entry[]): Entry[] {
  if (second.length === 0) return [...first];
  if (first.length === 0) return [...second];
  return [...first, ...second].sort((a, b) => a.order - b.order);
}

/** A root field as the inference reads it. */
interface Prepared {
  readonly operation: GraphqlLinkOperation;
  readonly resultIds: readonly ResultId[];
  /** The resources it is about (normalized): its name's, its result type's, its payload's objects'. */
  readonly about: ReadonlySet<string>;
  /** Its arguments, and fields of its input-object arguments, that may take an id, in order. */
  readonly slots: readonly Slot[];
}

/** An argument (`id`) or a field of an input-object argument (`input.id`) that may take an id: a scalar, not a list, of type `ID` or named as an id. */
interface Slot {
  /** As a link names it: `id`, `input.id`. */
  readonly name: string;
  /** Its scalar type's name. */
  readonly scalar: string;
  /** Its own name, normalized (`bookid`). */
  readonly own: string;
}

/** What a field offers, by field: a run infers its links more than once (the plan, the phase). */
const OFFERS = new WeakMap<GraphQLField<unknown, unknown>, Omit<Prepared, "operation">>();

function prepare(operation: GraphqlLinkOperation): Prepared {
  const known = OFFERS.get(operation.field);
  if (known !== undefined) return { operation, ...known };
  const resultIds = resultIdsOf(operation.field);
  const about = new Set([fieldResource(operation.fieldName), normalized(getNamedType(operation.field.type).name), ...resultIds.map((id) => normalized(id.typeName))]);
  const slots: Slot[] = [];
  for (const argument of operation.field.args) {
    const own = slotOf(argument.name, argument.type);
    if (own !== undefined) {
      slots.push(own);
      continue;
    }
    const input = isNonNullType(argument.type) ? argument.type.ofType : argument.type;
    if (!isInputObjectType(input)) continue;
    for (const field of Object.values(input.getFields())) {
      const slot = slotOf(field.name, field.type);
      if (slot !== undefined) slots.push({ ...slot, name: `${argument.name}.${field.name}` });
    }
  }
  OFFERS.set(operation.field, { resultIds, about, slots });
  return { operation, resultIds, about, slots };
}

function slotOf(name: string, type: GraphQLInputType): Slot | undefined {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (!isScalarType(inner) || !(isIdName(name) || inner.name === "ID")) return undefined;
  return { name, scalar: inner.name, own: normalized(name) };
}

/** An `ID` argument takes any id; another scalar only an id of its own type. */
function compatible(argument: string, scalar: string): boolean {
  return argument === "ID" || argument === scalar;
}

function normalized(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function responseValue(text: string): LinkValue {
  const parsed = parseRuntimeValue(text);
  if (parsed.kind !== "parsed") throw new Error(`not a runtime expression: ${text}`);
  return { kind: "expression", expression: parsed.expression };
}
