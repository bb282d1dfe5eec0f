import type { Server } from "node:http";
import { startInProcessGreybox } from "./in-process-greybox.js";
import type { OpenApiSpec } from "../core/spec.js";
import type { Config } from "../config/config.js";
import { UsageError } from "../core/errors.js";
import { readSchemaFromPath, readSchemaFromStream, readSchemaFromText, readSchemaFromUrl } from "../schema/read-source.js";
import { buildOpenApiSpec } from "../specs/openapi/load-spec.js";
import { createFetchAppTransport, type FetchApp } from "../transport/fetch-app.js";
import { createHttpTransport } from "../transport/http.js";
import { createNodeAppTransport, type NodeApp } from "../transport/node-app.js";
import type { Transport } from "../transport/transport.js";
import { resolveBaseUrl } from "./base-url.js";
import { IN_PROCESS_BASE } from "./failure-text.js";
import { loadNegativeGeneration } from "./mode-arbitrary.js";
import { runAfterLoadSchema, runBeforeLoadSchema } from "./hook.js";
import { Schema, type SchemaGreybox } from "./schema.js";
import { loaderNetwork, refuseSocketOptions, type NetworkOptions } from "./network-options.js";
import { withLibraryWords } from "./library-wording.js";

/** Options every loader takes: with the network options of the CLI (TLS, client certificate, proxy, request timeout). */
export interface LoaderOptions extends NetworkOptions {
  /** Where the API is; required when the schema does not come from the API itself. */
  readonly baseUrl?: string;
  /** Headers on every request, and on the schema request for `fromUrl`. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * A loaded `apitest.toml` (`await Config.fromPath("apitest.toml")`), applied to the schema and
   * every case it makes: `base-url`, headers, basic auth, fixed `[parameters]`, checks and their
   * settings, generation settings, TLS and timeouts (`[[project]]` and `[[operations]]` included).
   * The options above win over it.
   */
  readonly config?: Config;
}

/** Options of the in-process loaders (`fromFetchApp`, `fromNodeApp`). */
export interface InProcessLoaderOptions extends LoaderOptions {
  /**
   * Grey-box: see the app's code through `node:inspector` in this process. Cases draw on the
   * constants its code compares with, and `schema.codeCoverage()` says how much of its own code
   * (not `node_modules`, not apitest's) the requests reached. Never in production: see docs/greybox.md.
   */
  readonly coverage?: boolean;
}

/** The configuration's headers for the schema request itself (before the schema's title is known). */
function configHeaders(options: LoaderOptions): Record<string, string> {
  return { ...options.config?.resolve({ schemaTitle: "" }).network.headers, ...options.headers };
}


/** The global `beforeLoadSchema` hooks, run on every raw document a loader reads. */
const LOAD_HOOKS = { prepareDocument: runBeforeLoadSchema };

async function httpSchema(spec: OpenApiSpec, location: string | undefined, options: LoaderOptions): Promise<Schema> {
  await loadNegativeGeneration();
  const resolved = options.config?.resolve({ schemaTitle: spec.title });
  const explicit = options.baseUrl ?? resolved?.baseUrl;
  const baseUrl = location === undefined && explicit === undefined ? undefined : resolveBaseUrl(spec, location, explicit);
  const network = loaderNetwork(options, spec.title);
  return runAfterLoadSchema(new Schema(spec, {
    ...(baseUrl === undefined ? {} : { baseUrl }),
    transport: () => createHttpTransport(network.transport),
    ...(options.requestTimeout === undefined ? {} : { requestTimeout: options.requestTimeout }),
    ...(options.headers === undefined ? {} : { headers: options.headers }),
    ...(options.config === undefined ? {} : { config: options.config }),
  }));
}

/**
 * Loads a schema from a URL; requests go to the server the schema describes.
 * @example const schema = await openapi.fromUrl("http://127.0.0.1:8000/openapi.json");
 */
export async function fromUrl(
  url: string,
  options: LoaderOptions & { readonly waitForSchema?: number; readonly timeout?: number } = {},
): Promise<Schema> {
  // The schema request goes over the same network as every later call: TLS, proxy, timeout.
  const network = loaderNetwork(options);
  const timeout = options.timeout ?? network.requestTimeout;
  const source = await withLibraryWords(() =>
    readSchemaFromUrl(url, {
      headers: configHeaders(options),
      tls: network.tls,
      ...(network.proxy === undefined ? {} : { proxy: network.proxy }),
      ...(timeout === undefined ? {} : { timeout }),
      ...(options.waitForSchema === undefined ? {} : { waitForSchema: options.waitForSchema }),
    }),
  );
  return httpSchema(await buildOpenApiSpec(source, LOAD_HOOKS), url, options);
}

/**
 * Loads a schema from a JSON or YAML file; give `baseUrl` to send requests.
 * @example const schema = await openapi.fromPath("./openapi.yaml", { baseUrl: "http://127.0.0.1:8000" });
 */
export async function fromPath(path: string, options: LoaderOptions & { readonly encoding?: BufferEncoding } = {}): Promise<Schema> {
  const source = await readSchemaFromPath(path, options.encoding === undefined ? {} : { encoding: options.encoding });
  return httpSchema(await buildOpenApiSpec(source, LOAD_HOOKS), undefined, options);
}

/** Loads a schema from a string (JSON or YAML) or a readable stream. */
export async function fromFile(
  file: string | NodeJS.ReadableStream | ReadableStream<Uint8Array>,
  options: LoaderOptions = {},
): Promise<Schema> {
  const source = typeof file === "string" ? readSchemaFromText(file) : await readSchemaFromStream(file);
  return httpSchema(await buildOpenApiSpec(source, LOAD_HOOKS), undefined, options);
}

/** Loads a schema from a plain object (already parsed JSON/YAML). */
export async function fromObject(document: Record<string, unknown>, options: LoaderOptions = {}): Promise<Schema> {
  return httpSchema(await buildOpenApiSpec({ document }, LOAD_HOOKS), undefined, options);
}

/**
 * Loads the schema from an in-process Web-standard app (Hono, any `(Request) => Response`),
 * fetching `path` from the app itself; cases are sent into the app without a socket.
 * @example const schema = await openapi.fromFetchApp("/openapi.json", app);
 */
export async function fromFetchApp(path: string, app: FetchApp, options: InProcessLoaderOptions = {}): Promise<Schema> {
  return inProcess(path, createFetchAppTransport(app), options, app);
}

/**
 * Loads the schema from an in-process Node app (an `(req, res)` listener or `http.Server`:
 * Express, Koa's `app.callback()`, Fastify's `server`), fetching `path` from the app itself.
 */
export async function fromNodeApp(path: string, app: NodeApp | Server, options: InProcessLoaderOptions = {}): Promise<Schema> {
  return inProcess(path, createNodeAppTransport(app as NodeApp), options, app);
}

async function inProcess(path: string, plain: Transport, options: InProcessLoaderOptions, app: unknown): Promise<Schema> {
  refuseSocketOptions(options);
  // Started before the schema request: what the app runs for it is reached code too.
  const greybox = options.coverage === true ? await startInProcessGreybox() : undefined;
  const transport = greybox === undefined ? plain : greybox.source.wrap(plain);
  const url = new URL(path, IN_PROCESS_BASE).href;
  const response = await transport.send({ method: "GET", url, headers: configHeaders(options) });
  if (response.statusCode !== 200) {
    throw new UsageError(`The app answered ${response.statusCode} ${response.message} to GET ${path}: expected the schema there. Check the path passed to the loader.`);
  }
  const spec = await buildOpenApiSpec(readSchemaFromText(response.text, { sourceName: `GET ${path} from the app` }), LOAD_HOOKS);
  const basePath = spec.basePath;
  await loadNegativeGeneration();
  return runAfterLoadSchema(new Schema(spec, {
    baseUrl: options.baseUrl ?? `${IN_PROCESS_BASE}${basePath}`,
    transport: () => transport,
    app,
    ...(options.requestTimeout === undefined ? {} : { requestTimeout: options.requestTimeout }),
    ...(greybox === undefined ? {} : { greybox: { ...greybox, source: greybox.source.forOperations(spec.operations) } }),
    ...(options.headers === undefined ? {} : { headers: options.headers }),
    ...(options.config === undefined ? {} : { config: options.config }),
  }));
}

export { format, mediaType, type MediaTypeOptions, type MediaTypeValue } from "./custom-generation.js";
