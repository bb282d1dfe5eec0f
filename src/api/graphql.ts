import type { Server } from "node:http";
import type fc from "fast-check";
import { registerGraphqlScalar } from "../engine/graphql-scalars.js";
import { runGraphqlTests as runGraphqlEngine, type GraphqlRunOptions } from "../engine/graphql-run.js";
import type { RunSummary } from "../engine/run.js";
import { registeredAuth } from "./auth.js";
import { registeredChecks } from "./custom-checks.js";
import { globalHooks } from "./hook.js";
import type { GraphqlSpec } from "../specs/graphql/graphql-spec.js";
import {
  loadGraphqlSchema,
  loadGraphqlSchemaFromObject,
  loadGraphqlSchemaFromStream,
  loadGraphqlSchemaFromText,
  loadGraphqlSchemaFromUrl,
} from "../specs/graphql/load-graphql-schema.js";
import { introspectApp } from "../specs/graphql/introspect-app.js";
import { createFetchAppTransport, type FetchApp } from "../transport/fetch-app.js";
import { createNodeAppTransport, type NodeApp } from "../transport/node-app.js";

export type { GraphqlSpec } from "../specs/graphql/graphql-spec.js";
export type { GraphqlOperation, GraphqlRootType } from "../specs/graphql/graphql-operation.js";
export { nodes } from "../generation/graphql/nodes.js";
export type { GraphqlRunOptions } from "../engine/graphql-run.js";
export type { GraphqlOperationDefinition } from "../engine/graphql-definition.js";

/**
 * Tests every root field of a GraphQL schema (examples, coverage and fuzzing phases) and streams
 * the run's events to `sinks`. Unless the options give their own, the run uses what the process
 * registered: the global hooks (`hook()`), the auth provider (`auth()`, its tokens masked in
 * reproductions) and every custom check (`check()`), as `apitest run` does.
 * @example
 * const spec = await graphql.fromUrl("http://127.0.0.1:4000/graphql");
 * const summary = await graphql.runGraphqlTests({ spec, settings, sinks: [], headers: {}, database: memoryDatabase() });
 */
export async function runGraphqlTests(options: GraphqlRunOptions): Promise<RunSummary> {
  const secrets = [...(options.secrets ?? [])];
  const auth = registeredAuth()?.forRun(secrets);
  return runGraphqlEngine({
    ...options,
    secrets,
    checks: options.checks ?? registeredChecks(),
    hooks: options.hooks ?? { set: [globalHooks()], ...(auth === undefined ? {} : { auth }), ...(options.spec.app === undefined ? {} : { app: options.spec.app }) },
  });
}

/**
 * Loads a GraphQL schema by introspecting a live endpoint (POST of the standard query).
 * The result is the loaded schema and its operations (one per `Query`/`Mutation` root field).
 * @example const spec = await graphql.fromUrl("http://127.0.0.1:4000/graphql", { headers: { Authorization: "Bearer …" } });
 */
export async function fromUrl(url: string, options: { readonly headers?: Record<string, string>; readonly timeout?: number } = {}): Promise<GraphqlSpec> {
  return loadGraphqlSchemaFromUrl(url, options);
}

/**
 * Loads a GraphQL schema from a file: `.graphql`/`.gql` SDL or a `.json` introspection result.
 * @example const spec = await graphql.fromPath("schema.graphql");
 */
export async function fromPath(path: string, options: { readonly encoding?: BufferEncoding } = {}): Promise<GraphqlSpec> {
  return loadGraphqlSchema(path, options);
}

/**
 * Loads a GraphQL schema from the content of a file: SDL or introspection-JSON text, or a
 * Node/Web stream of it.
 * @example const spec = await graphql.fromFile(createReadStream("schema.graphql"));
 */
export async function fromFile(file: string | NodeJS.ReadableStream | ReadableStream<Uint8Array>): Promise<GraphqlSpec> {
  return typeof file === "string" ? loadGraphqlSchemaFromText(file) : loadGraphqlSchemaFromStream(file);
}

/**
 * Loads a GraphQL schema from an introspection result object, with or without its `data` wrapper.
 * @example const spec = graphql.fromObject(await (await fetch(url, introspectionRequest)).json());
 */
export function fromObject(value: unknown): GraphqlSpec {
  return loadGraphqlSchemaFromObject(value);
}

/**
 * Registers how to generate values of a custom scalar (e.g. `Date`), used by every GraphQL
 * run in this process, `apitest run` included. Values may be plain JSON or `nodes.*` literals.
 * Takes precedence over the built-in generation of common scalars (`DateTime`, `UUID`, `JSON`
 * …); an unregistered unknown scalar falls back to strings and numbers, with one warning.
 * @example graphql.scalar("Date", fc.date().map((d) => graphql.nodes.String(d.toISOString().slice(0, 10))));
 */
export function scalar(name: string, arbitrary: fc.Arbitrary<unknown>): void {
  registerGraphqlScalar(name, arbitrary);
}

/**
 * Loads the schema of an in-process Web-standard app (Hono, any `(Request) => Response`) by
 * introspecting `path` inside the app, without a socket. The spec's `endpoint` and
 * `transport` send every later document into the same app (`runGraphqlTests` uses them).
 * @example const spec = await graphql.fromFetchApp("/graphql", app);
 */
export async function fromFetchApp(path: string, app: FetchApp, options: { readonly headers?: Record<string, string> } = {}): Promise<GraphqlSpec> {
  return { ...(await introspectApp(path, createFetchAppTransport(app), options.headers)), app };
}

/**
 * Loads the schema of an in-process Node app (an `(req, res)` listener or `http.Server`:
 * Express, Koa's `app.callback()`, Fastify's `server`) by introspecting `path` inside it.
 * @example const spec = await graphql.fromNodeApp("/graphql", expressApp);
 */
export async function fromNodeApp(path: string, app: NodeApp | Server, options: { readonly headers?: Record<string, string> } = {}): Promise<GraphqlSpec> {
  return { ...(await introspectApp(path, createNodeAppTransport(app as NodeApp), options.headers)), app };
}
