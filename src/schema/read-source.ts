import { readFile } from "node:fs/promises";
import { resolve as resolvePath } from "node:path";
import { SchemaError } from "../core/errors.js";
import { closestMatch } from "../core/suggest.js";
import type { TlsSettings } from "../transport/tls-options.js";
import { parseSchemaText } from "./parse-text.js";
import { readStreamText } from "./read-stream.js";

/** A parsed schema document and where it came from. */
export interface LoadedDocument {
  readonly document: Record<string, unknown>;
  /** Absolute path or URL of the document: the base that relative `$ref`s resolve against. */
  readonly location?: string;
}

/**
 * Reads and parses a JSON or YAML schema file.
 *
 * @example
 * const { document } = await readSchemaFromPath("./openapi.yaml");
 */
export async function readSchemaFromPath(path: string, options: { encoding?: BufferEncoding } = {}): Promise<LoadedDocument> {
  let text: string;
  try {
    text = await readFile(path, { encoding: options.encoding ?? "utf8" });
  } catch (error) {
    throw new SchemaError("schema_unreadable", describeFileError(path, error), { cause: error });
  }
  const location = resolvePath(path);
  return { document: asDocument(parseSchemaText(text, path), path), location };
}

/**
 * Downloads and parses a schema. `timeout` is per attempt, in seconds; `waitForSchema`
 * (seconds) keeps retrying connection failures and 5xx answers while the server starts.
 */
export async function readSchemaFromUrl(
  url: string,
  options: { headers?: Record<string, string>; timeout?: number; waitForSchema?: number; tls?: TlsSettings; proxy?: string } = {},
): Promise<LoadedDocument> {
  // Loaded on demand: the full undici package costs ~150 ms of start-up that file schemas never need.
  const { fetchSchemaText } = await import("./fetch-url.js");
  const fetched = await fetchSchemaText(url, options);
  return { document: asDocument(parseSchemaText(fetched.text, url), url), location: fetched.url };
}

/** Parses schema text (JSON or YAML). `sourceName` names the input in error messages. */
export function readSchemaFromText(text: string, options: { sourceName?: string } = {}): LoadedDocument {
  const sourceName = options.sourceName ?? "the given text";
  return { document: asDocument(parseSchemaText(text, sourceName), sourceName) };
}

/** Reads a whole Node or Web stream as UTF-8 text and parses it. */
export async function readSchemaFromStream(stream: NodeJS.ReadableStream | ReadableStream<Uint8Array>): Promise<LoadedDocument> {
  return readSchemaFromText(await readStreamText(stream, "the schema stream"), { sourceName: "the given stream" });
}

function asDocument(value: unknown, sourceName: string): Record<string, unknown> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  const found = value === null ? "null" : Array.isArray(value) ? "a list" : `a single ${typeof value} value`;
  throw new SchemaError(
    "schema_invalid",
    `The schema at ${sourceName} is not an OpenAPI document: it contains ${found}, not an object. apitest supports OpenAPI 2.0, 3.0 and 3.1 (and GraphQL).`,
  );
}

function describeFileError(path: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ENOENT") {
    const url = meantUrl(path);
    const missing = `The schema file ${path} does not exist (looked for ${resolvePath(path)}).`;
    return url === undefined ? `${missing} Check the path.` : `${missing} It looks like a URL: did you mean ${url}? A schema URL starts with http:// or https://.`;
  }
  if (code === "EISDIR") return `The schema path ${path} is a directory. Give the path of the schema file inside it.`;
  if (code === "EACCES" || code === "EPERM") return `The schema file ${path} cannot be read: permission denied.`;
  return `The schema file ${path} cannot be read: ${errorMessage(error)}.`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The URL a missing "file" was probably meant to be: a host and port without a scheme
 * (`127.0.0.1:3101/openapi.json`, `localhost:8080`), or a misspelt scheme (`htp://…`, `htps://…`).
 *
 * @example
 * meantUrl("127.0.0.1:3101/openapi.json"); // "http://127.0.0.1:3101/openapi.json"
 * meantUrl("htps://api.example.com/spec"); // "https://api.example.com/spec"
 * meantUrl("specs/openapi.yaml"); // undefined
 */
export function meantUrl(path: string): string | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):\/{1,3}(.*)$/i.exec(path);
  if (scheme !== null) {
    const [, name = "", rest = ""] = scheme;
    if (/^(https?|file)$/i.test(name)) return undefined;
    const guess = closestMatch(name.toLowerCase(), ["http", "https"]);
    return guess === undefined ? undefined : `${guess}://${rest}`;
  }
  if (/^(localhost|\[[0-9a-f:]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*):\d{1,5}(\/|$)/i.test(path)) return `http://${path}`;
  return undefined;
}
