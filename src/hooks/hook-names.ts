import type * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import { UsageError } from "../core/errors.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Response } from "../core/response.js";

/**
 * What every hook receives first. Named `HookContext` in the specification.
 * `operation` is the operation being processed; the schema-loading hooks get none.
 */
export interface HookContext<Operation extends OperationDefinition | undefined = OperationDefinition> {
  /** The operation the case belongs to (`method`, `path`, `label`, `operationId`, `tags`, …). */
  readonly operation: Operation;
}

/** A case as `beforeCall`, `afterCall` and auth providers see it: its values may be changed in place. */
export interface HookCase {
  readonly method: string;
  readonly path: string;
  pathParameters: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  cookies: Record<string, unknown>;
  /** The body, or `NOT_SET`. */
  body: unknown;
  mediaType: string | undefined;
}

/** Extra request values a `beforeCall` hook may add: applied over the case's own when it is sent. */
export interface CallKwargs {
  headers: Record<string, string>;
  query: Record<string, unknown>;
  cookies: Record<string, unknown>;
}

type Values = Record<string, unknown>;
type Filter<T> = (ctx: HookContext, value: T) => unknown;
type Map<T> = (ctx: HookContext, value: T) => T;
type FlatMap<T> = (ctx: HookContext, value: T) => fc.Arbitrary<T>;
type BeforeGenerate<T> = (ctx: HookContext, arbitrary: fc.Arbitrary<T>) => fc.Arbitrary<T>;

/** The parts of a case the filter/map/flatMap/beforeGenerate hooks address, by the hook-name suffix. */
export const CASE_PARTS = {
  Query: "query",
  PathParameters: "pathParameters",
  Headers: "headers",
  Cookies: "cookies",
  Body: "body",
  Case: "case",
} as const;

/** A hook-name suffix: `Query`, `PathParameters`, `Headers`, `Cookies`, `Body`, `Case`. */
export type PartSuffix = keyof typeof CASE_PARTS;

/**
 * The signature of every hook, by name. `filter*` keeps a value when it returns a truthy value;
 * `map*` returns the replacement; `flatMap*` returns an arbitrary the replacement is drawn from;
 * `beforeGenerate*` receives the part's fast-check arbitrary and returns the one to use.
 * Body hooks run only for cases that have a body.
 */
export interface HookFunctions<S = never> {
  filterQuery: Filter<Values>;
  filterPathParameters: Filter<Values>;
  filterHeaders: Filter<Values>;
  filterCookies: Filter<Values>;
  filterBody: Filter<unknown>;
  filterCase: Filter<CaseData>;
  mapQuery: Map<Values>;
  mapPathParameters: Map<Values>;
  mapHeaders: Map<Values>;
  mapCookies: Map<Values>;
  mapBody: Map<unknown>;
  mapCase: Map<CaseData>;
  flatMapQuery: FlatMap<Values>;
  flatMapPathParameters: FlatMap<Values>;
  flatMapHeaders: FlatMap<Values>;
  flatMapCookies: FlatMap<Values>;
  flatMapBody: FlatMap<unknown>;
  flatMapCase: FlatMap<CaseData>;
  beforeGenerateQuery: BeforeGenerate<Values>;
  beforeGeneratePathParameters: BeforeGenerate<Values>;
  beforeGenerateHeaders: BeforeGenerate<Values>;
  beforeGenerateCookies: BeforeGenerate<Values>;
  beforeGenerateBody: BeforeGenerate<unknown>;
  beforeGenerateCase: BeforeGenerate<CaseData>;
  /** Runs before a case is sent; may change the case in place and add request values through `kwargs`. */
  beforeCall: (ctx: HookContext, apiCase: HookCase, kwargs: CallKwargs) => void | Promise<void>;
  /** Runs after the response arrived, before the checks. */
  afterCall: (ctx: HookContext, apiCase: HookCase, response: Response) => void | Promise<void>;
  /**
   * Receives the raw schema before it is built; may change it in place: an OpenAPI document
   * (parsed JSON/YAML), a GraphQL introspection result, or `{sdl}` holding GraphQL SDL text
   * (replace `sdl` to change it).
   */
  beforeLoadSchema: (ctx: HookContext<undefined>, rawSchema: Record<string, unknown>) => void | Promise<void>;
  /**
   * Receives the loaded schema (e.g. to register schema-only hooks with `schema.hook`). `S` is the
   * library's `Schema` class (`api/`), which this layer never imports.
   */
  afterLoadSchema: (ctx: HookContext<undefined>, schema: S) => void | Promise<void>;
}

/** A hook name: `filterQuery`, `mapBody`, `beforeGenerateCase`, `beforeCall`, … */
export type HookName = keyof HookFunctions;

const KINDS = ["filter", "map", "flatMap", "beforeGenerate"] as const;

/** Every hook name, in documentation order. */
export const HOOK_NAMES: readonly HookName[] = [
  ...KINDS.flatMap((kind) => Object.keys(CASE_PARTS).map((suffix) => `${kind}${suffix}` as HookName)),
  "beforeCall",
  "afterCall",
  "beforeLoadSchema",
  "afterLoadSchema",
];

const KNOWN: ReadonlySet<string> = new Set(HOOK_NAMES);

/**
 * Checks a hook name.
 * @throws UsageError naming the known hooks (and the camelCase form of a Python-style name).
 */
export function checkHookName(name: string): HookName {
  if (KNOWN.has(name)) return name as HookName;
  const camel = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()).replace(/^flatmap/, "flatMap");
  const hint = KNOWN.has(camel) ? ` Did you mean "${camel}"?` : "";
  throw new UsageError(`Unknown hook "${name}".${hint} Known hooks: ${HOOK_NAMES.join(", ")}.`);
}
