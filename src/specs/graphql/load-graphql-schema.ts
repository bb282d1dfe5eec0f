import { readFile } from "node:fs/promises";
import type { GraphQLSchema } from "graphql";
import { SchemaError } from "../../core/errors.js";
import { fetchIntrospection, type IntrospectionFetchOptions } from "./fetch-introspection.js";
import { buildGraphqlSchemaFromIntrospection } from "./from-introspection.js";
import { buildGraphqlSchemaFromSdl } from "./from-sdl.js";
import { graphqlSpecFromSchema, type GraphqlSpec } from "./graphql-spec.js";
import { readStreamText } from "../../schema/read-stream.js";

/**
 * Runs on the raw schema before it is built (the `beforeLoadSchema` hooks) and may change it in
 * place: an introspection result (`{__schema}`, or `{data: {__schema}}`) as read, or `{sdl}`
 * holding SDL text (a hook may replace `sdl`).
 */
export type PrepareGraphqlSchema = (raw: Record<string, unknown>) => void | Promise<void>;

/** Options of `loadGraphqlSchema`: HTTP options apply to URLs, `encoding` to files. */
export interface LoadGraphqlOptions extends IntrospectionFetchOptions {
  readonly encoding?: BufferEncoding;
  readonly prepareDocument?: PrepareGraphqlSchema;
}

/**
 * Loads a GraphQL schema from an http(s) URL (by introspection) or a file path: `.graphql`/
 * `.gql` SDL or a `.json` introspection result (any other name is sniffed from its content).
 *
 * @example
 * const spec = await loadGraphqlSchema("http://127.0.0.1:4000/graphql", { timeout: 5 });
 * spec.operations.map((op) => op.label); // ["Query.countries", …]
 */
export async function loadGraphqlSchema(location: string, options: LoadGraphqlOptions = {}): Promise<GraphqlSpec> {
  if (/^https?:\/\//i.test(location)) return loadGraphqlSchemaFromUrl(location, options);
  let text: string;
  try {
    text = await readFile(location, options.encoding ?? "utf8");
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    const reason = code === "ENOENT" ? "the file does not exist" : error instanceof Error ? error.message : String(error);
    throw new SchemaError("schema_unreadable", `Cannot read the GraphQL schema file ${location}: ${reason}. Check the path.`, {
      cause: error,
    });
  }
  return graphqlSpecFromSchema(await preparedSchemaText(text, location, options.prepareDocument), location);
}

/** Builds a schema from SDL or introspection-JSON text, after `prepare` saw it raw (`{sdl}` or the introspection result). */
export async function preparedSchemaText(text: string, sourceName: string, prepare: PrepareGraphqlSchema | undefined): Promise<GraphQLSchema> {
  if (prepare === undefined) return parseGraphqlSchemaText(text, sourceName);
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  if (trimmed.startsWith("{")) {
    const raw = parseIntrospectionText(trimmed, sourceName);
    if (isRecord(raw)) await prepare(raw);
    return buildGraphqlSchemaFromIntrospection(raw, sourceName);
  }
  const raw: Record<string, unknown> = { sdl: trimmed };
  await prepare(raw);
  return buildGraphqlSchemaFromSdl(typeof raw["sdl"] === "string" ? raw["sdl"] : trimmed, sourceName);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Loads a GraphQL schema by sending the standard introspection query to a live endpoint. */
export async function loadGraphqlSchemaFromUrl(url: string, options: IntrospectionFetchOptions & { readonly prepareDocument?: PrepareGraphqlSchema } = {}): Promise<GraphqlSpec> {
  const body = await fetchIntrospection(url, options);
  if (options.prepareDocument !== undefined && isRecord(body)) await options.prepareDocument(body);
  return { ...graphqlSpecFromSchema(buildGraphqlSchemaFromIntrospection(body, url), url), endpoint: url };
}

/** Loads a GraphQL schema from SDL or introspection-JSON text. */
export function loadGraphqlSchemaFromText(text: string, options: { sourceName?: string } = {}): GraphqlSpec {
  return graphqlSpecFromSchema(parseGraphqlSchemaText(text, options.sourceName ?? "the given text"));
}

/** Loads a GraphQL schema from an introspection result object, with or without `data`. */
export function loadGraphqlSchemaFromObject(value: unknown, options: { sourceName?: string } = {}): GraphqlSpec {
  return graphqlSpecFromSchema(buildGraphqlSchemaFromIntrospection(value, options.sourceName ?? "the given object"));
}

/** Reads a whole Node or Web stream as UTF-8 and loads the SDL or introspection JSON it holds. */
export async function loadGraphqlSchemaFromStream(stream: NodeJS.ReadableStream | ReadableStream<Uint8Array>): Promise<GraphqlSpec> {
  return loadGraphqlSchemaFromText(await readStreamText(stream, "the GraphQL schema stream"), { sourceName: "the given stream" });
}

/**
 * Text starting with `{` is an introspection result (SDL never starts with a brace);
 * anything else is SDL.
 */
export function parseGraphqlSchemaText(text: string, sourceName: string): GraphQLSchema {
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  if (!trimmed.startsWith("{")) return buildGraphqlSchemaFromSdl(trimmed, sourceName);
  return buildGraphqlSchemaFromIntrospection(parseIntrospectionText(trimmed, sourceName), sourceName);
}

/** JSON text of an introspection result, parsed; a clear `SchemaError` when it does not parse. */
function parseIntrospectionText(json: string, sourceName: string): unknown {
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new SchemaError(
      "schema_invalid",
      `${sourceName} looks like JSON but does not parse: ${error instanceof Error ? error.message : String(error)}. Give a valid introspection result or SDL.`,
      { cause: error },
    );
  }
}
