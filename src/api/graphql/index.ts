import type { Server } from "node:http";
import type fc from "fast-check";
import { registerGraphqlScalar } from "../../generation/graphql/scalar-registry.js";
import { runTests } from "../../engine/run.js";
import type { GraphqlRunOptions, RunSummary } from "../../engine/run-options.js";
import { registeredAuth } from "../auth.js";
import { registeredChecks } from "../custom-checks.js";
import { globalHooks, hooksFor, runAfterLoadSchema, runBeforeLoadSchema } from "../hook.js";
import type { GraphqlSpec } from "../../specs/graphql/graphql-spec.js";
import type { GraphqlOperation } from "../../specs/graphql/graphql-operation.js";
import { createHttpTransport } from "../../transport/http.js";
import type { Transport } from "../../transport/transport.js";
import { GraphqlSchema } from "./schema.js";
import { graphqlSchemaSpec } from "./schema-spec.js";
import {
  loadGraphqlSchema,
  loadGraphqlSchemaFromObject,
  loadGraphqlSchemaFromUrl,
  preparedSchemaText,
} from "../../specs/graphql/load-graphql-schema.js";
import { graphqlSpecFromSchema } from "../../specs/graphql/graphql-spec.js";
import { readStreamText } from "../../schema/read-stream.js";
import { introspectApp } from "../../specs/graphql/introspect-app.js";
import { UsageError } from "../../core/errors.js";
import type { Config } from "../../config/config.js";
import { loaderNetwork, refuseSocketOptions, type NetworkOptions } from "../network-options.js";
import { withLibraryWords } from "../library-wording.js";
import { createFetchAppTransport, type FetchApp } from "../../transport/fetch-app.js";
import { createNodeAppTransport, type NodeApp } from "../../transport/node-app.js";
import { startInProcessGreybox } from "../in-process-greybox.js";
import { graphqlOperationMatcher } from "../../greybox/graphql-operation-matcher.js";
import type { SchemaGreybox } from "../schema.js";

export type { GraphqlSpec } from "../../specs/graphql/graphql-spec.js";
export type { GraphqlOperation, GraphqlRootType } from "../../specs/graphql/graphql-operation.js";
export { nodes } from "../../generation/graphql/nodes.js";
export type { GraphqlRunOptions } from "../../engine/run-options.js";
export type { GraphqlOperationDefinition } from "../../specs/graphql/operation-definition.js";
export { GraphqlSchema, type GraphqlOperationFilter } from "./schema.js";
export { GraphqlApiOperation } from "./api-operation.js";
export { GraphqlCase } from "./case.js";
export type { GraphqlSchemaSpec } from "./schema-spec.js";

/** What {@link runGraphqlTests} takes: the engine's options, with a library schema or a bare spec. */
export type GraphqlTestOptions = Omit<GraphqlRunOptions, "spec"> & {
  /** A schema from a `graphql.from*` loader (its filters and `schema.hook()` hooks apply), or a bare spec. */
  readonly spec: GraphqlSchema | GraphqlSpec;
};

/**
 * Tests every root field of a GraphQL schema (examples, coverage and fuzzing phases) and streams
 * the run's events to `sinks`. Unless the options give their own, the run uses what the process
 * registered: the global hooks (`hook()`, and the schema's own `schema.hook()`), the auth
 * provider (`auth()`, its tokens masked in reproductions) and every custom check (`check()`), as
 * `apitest run` does. A filtered schema (`include`/`exclude`) tests only its root fields.
 * @example
 * const schema = await graphql.fromUrl("http://127.0.0.1:4000/graphql");
 * const summary = await graphql.runGraphqlTests({ spec: schema, settings, sinks: [], headers: {}, database: memoryDatabase() });
 */
export async function runGraphqlTests(options: GraphqlTestOptions): Promise<RunSummary> {
  const schema = options.spec instanceof GraphqlSchema ? options.spec : undefined;
  const spec = schema === undefined ? (options.spec as GraphqlSpec) : schema.spec.loaded;
  const secrets = [...(options.secrets ?? [])];
  const auth = registeredAuth()?.forRun(secrets);
  const selected = schema === undefined ? undefined : new Set(schema.operations.map((operation) => operation.label));
  return runTests({
    ...options,
    spec,
    secrets,
    checks: options.checks ?? registeredChecks(),
    hooks: options.hooks ?? { set: schema === undefined ? [globalHooks()] : hooksFor(schema), ...(auth === undefined ? {} : { auth }), ...(spec.app === undefined ? {} : { app: spec.app }) },
    ...(options.isSelected !== undefined || selected === undefined ? {} : { isSelected: (operation: GraphqlOperation) => selected.has(operation.label) }),
    // A schema loaded with `coverage: true`: root-field arguments draw on the constants of the app's code.
    ...(options.codeValues !== undefined || schema?.codeValues === undefined ? {} : { codeValues: schema.codeValues }),
  });
}

/** Options every GraphQL loader takes: with the network options of the CLI (TLS, client certificate, proxy, request timeout). */
export interface GraphqlLoaderOptions extends NetworkOptions {
  /**
   * The GraphQL endpoint documents are POSTed to, e.g. `http://127.0.0.1:4000/graphql`. Default:
   * the URL `fromUrl` introspected, the app's path for in-process apps; required to send cases of
   * a schema loaded from a file or an object.
   */
  readonly baseUrl?: string;
  /** Headers on every request, and on the introspection request. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * A loaded `apitest.toml` (`await Config.fromPath("apitest.toml")`), applied to the schema and
   * every case it makes, as for OpenAPI: `base-url` (when no endpoint is given), headers (the
   * introspection request's too), basic auth, TLS, proxy and timeouts, checks and their
   * settings, generation settings. The options above win over it.
   */
  readonly config?: Config;
}

/** The configuration's headers for the introspection request, then the loader's own. */
function requestHeaders(options: GraphqlLoaderOptions): Record<string, string> | undefined {
  const configured = options.config?.resolve({ schemaTitle: "" }).network.headers;
  if (configured === undefined && options.headers === undefined) return undefined;
  return { ...configured, ...options.headers };
}


function schemaOf(loaded: GraphqlSpec, given: string | undefined, options: GraphqlLoaderOptions, transport: () => Transport, greybox?: SchemaGreybox): GraphqlSchema {
  const resolved = options.config?.resolve({ schemaTitle: "" });
  const endpoint = given ?? resolved?.baseUrl;
  if (endpoint !== undefined) checkEndpoint(endpoint);
  // An HTTP schema sends through a transport with the loader's (over the configuration's) TLS, proxy and size limit.
  const configuredTransport = transport !== httpTransport ? transport : () => createHttpTransport(loaderNetwork(options).transport);
  return new GraphqlSchema(graphqlSchemaSpec(loaded, endpoint), {
    ...(endpoint === undefined ? {} : { baseUrl: endpoint }),
    transport: configuredTransport,
    ...(options.requestTimeout === undefined ? {} : { requestTimeout: options.requestTimeout }),
    ...(options.headers === undefined ? {} : { headers: options.headers }),
    ...(options.config === undefined ? {} : { config: options.config }),
    ...(loaded.app === undefined ? {} : { app: loaded.app }),
    ...(greybox === undefined ? {} : { greybox }),
  });
}

function checkEndpoint(endpoint: string): void {
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new UsageError(`Invalid baseUrl '${endpoint}': expected the absolute http:// or https:// URL of the GraphQL endpoint, such as http://127.0.0.1:4000/graphql.`);
  }
}

const httpTransport = (): Transport => createHttpTransport({});

/**
 * Loads a GraphQL schema by introspecting a live endpoint (POST of the standard query); cases
 * go to the same endpoint. `waitForSchema` keeps retrying for that many seconds while the
 * server refuses connections or answers 5xx (a server started next to the tests); `timeout`
 * bounds each attempt, in seconds.
 * @example const schema = await graphql.fromUrl("http://127.0.0.1:4000/graphql", { headers: { Authorization: "Bearer …" }, waitForSchema: 5 });
 */
export async function fromUrl(
  url: string,
  options: GraphqlLoaderOptions & { readonly timeout?: number; readonly waitForSchema?: number } = {},
): Promise<GraphqlSchema> {
  const headers = requestHeaders(options);
  // The introspection request goes over the same network as every later call: TLS, proxy, timeout.
  const network = loaderNetwork(options);
  const timeout = options.timeout ?? network.requestTimeout;
  const loaded = await withLibraryWords(() =>
    loadGraphqlSchemaFromUrl(url, {
      ...(headers === undefined ? {} : { headers }),
      tls: network.tls,
      ...(network.proxy === undefined ? {} : { proxy: network.proxy }),
      ...(timeout === undefined ? {} : { timeout }),
      ...(options.waitForSchema === undefined ? {} : { waitForSchema: options.waitForSchema }),
      prepareDocument: runBeforeLoadSchema,
    }),
  );
  return runAfterLoadSchema(schemaOf(loaded, options.baseUrl ?? url, options, httpTransport));
}

/**
 * Loads a GraphQL schema from a file: `.graphql`/`.gql` SDL or a `.json` introspection result.
 * Give `baseUrl` (the endpoint) to send cases.
 * @example const schema = await graphql.fromPath("schema.graphql", { baseUrl: "http://127.0.0.1:4000/graphql" });
 */
export async function fromPath(path: string, options: GraphqlLoaderOptions & { readonly encoding?: BufferEncoding } = {}): Promise<GraphqlSchema> {
  const loaded = await loadGraphqlSchema(path, { prepareDocument: runBeforeLoadSchema, ...(options.encoding === undefined ? {} : { encoding: options.encoding }) });
  return runAfterLoadSchema(schemaOf(loaded, options.baseUrl, options, httpTransport));
}

/**
 * Loads a GraphQL schema from the content of a file: SDL or introspection-JSON text, or a
 * Node/Web stream of it. Give `baseUrl` (the endpoint) to send cases.
 * @example const schema = await graphql.fromFile(createReadStream("schema.graphql"), { baseUrl });
 */
export async function fromFile(file: string | NodeJS.ReadableStream | ReadableStream<Uint8Array>, options: GraphqlLoaderOptions = {}): Promise<GraphqlSchema> {
  const text = typeof file === "string" ? file : await readStreamText(file, "the GraphQL schema stream");
  const sourceName = typeof file === "string" ? "the given text" : "the given stream";
  const loaded = graphqlSpecFromSchema(await preparedSchemaText(text, sourceName, runBeforeLoadSchema));
  return runAfterLoadSchema(schemaOf(loaded, options.baseUrl, options, httpTransport));
}

/**
 * Loads a GraphQL schema from an introspection result object, with or without its `data`
 * wrapper. Give `baseUrl` (the endpoint) to send cases.
 * @example const schema = graphql.fromObject(introspectionResult, { baseUrl: "http://127.0.0.1:4000/graphql" });
 */
export function fromObject(value: unknown, options: GraphqlLoaderOptions = {}): GraphqlSchema {
  return schemaOf(loadGraphqlSchemaFromObject(value), options.baseUrl, options, httpTransport);
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
 * introspecting `path` inside the app, without a socket; every case is sent into the same app
 * (its endpoint is `http://app.local<path>`: only the path reaches the app).
 * @example const schema = await graphql.fromFetchApp("/graphql", app);
 */
export async function fromFetchApp(path: string, app: FetchApp, options: GraphqlInProcessOptions = {}): Promise<GraphqlSchema> {
  return inProcess(path, createFetchAppTransport(app), app, options);
}

/**
 * Loads the schema of an in-process Node app (an `(req, res)` listener or `http.Server`:
 * Express, Koa's `app.callback()`, Fastify's `server`) by introspecting `path` inside it;
 * every case is sent into the same app.
 * @example const schema = await graphql.fromNodeApp("/graphql", expressApp);
 */
export async function fromNodeApp(path: string, app: NodeApp | Server, options: GraphqlInProcessOptions = {}): Promise<GraphqlSchema> {
  return inProcess(path, createNodeAppTransport(app as NodeApp), app, options);
}

/** Options of the in-process loaders (`fromFetchApp`, `fromNodeApp`). */
export interface GraphqlInProcessOptions extends GraphqlLoaderOptions {
  /**
   * Grey-box: see the app's code through `node:inspector` in this process, as for OpenAPI's
   * in-process loaders: `schema.codeCoverage()` says how much of its own code (not
   * `node_modules`, not apitest's) the requests reached, per root field too. Never in
   * production: see docs/greybox.md.
   */
  readonly coverage?: boolean;
}

async function inProcess(path: string, plain: Transport, app: unknown, options: GraphqlInProcessOptions): Promise<GraphqlSchema> {
  refuseSocketOptions(options);
  // Started before the introspection: what the app runs for it is reached code too.
  const greybox = options.coverage === true ? await startInProcessGreybox() : undefined;
  const transport = greybox === undefined ? plain : greybox.source.wrap(plain);
  const loaded = { ...(await introspectApp(path, transport, options.headers, runBeforeLoadSchema)), app };
  // Every document goes to one path: its body tells the root field a request reached code for.
  greybox?.source.forOperations(graphqlOperationMatcher(loaded.operations));
  return runAfterLoadSchema(schemaOf(loaded, options.baseUrl ?? loaded.endpoint, options, () => transport, greybox));
}
