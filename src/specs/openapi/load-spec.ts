import { fileURLToPath } from "node:url";
import type { OpenApiSpec } from "../../core/spec.js";
import { bundleExternalRefs } from "../../schema/bundle-external.js";
import { readSchemaFromPath, readSchemaFromUrl, type LoadedDocument } from "../../schema/read-source.js";
import type { TlsSettings } from "../../transport/tls-options.js";
import { isRecord } from "./convert-context.js";
import { stringList, type BuildContext } from "./build-context.js";
import { checkRefs } from "./check-refs.js";
import { convertDocument } from "./convert-document.js";
import { detectVersion, type DetectedVersion } from "./detect-version.js";
import { buildOperations } from "./operations.js";
import { buildSecuritySchemes } from "./security.js";
import { resolveServer } from "./servers.js";
import { createDocumentResolver, createDocumentValidator } from "./validator.js";

/** Options of `loadOpenApi`: HTTP options apply to URLs, `encoding` to files. */
export interface LoadOpenApiOptions {
  readonly headers?: Record<string, string>;
  /** Per-attempt HTTP deadline, seconds. */
  readonly timeout?: number;
  /** Keep retrying an unreachable or failing (5xx) schema URL for this many seconds. */
  readonly waitForSchema?: number;
  /** TLS settings of a schema URL (`--tls-verify`, client certificates). */
  readonly tls?: TlsSettings;
  /** HTTP(S) proxy the schema request goes through (`--proxy`). */
  readonly proxy?: string;
  readonly encoding?: BufferEncoding;
  /** Runs on the raw document before it is converted (the `beforeLoadSchema` hooks). */
  readonly prepareDocument?: (document: Record<string, unknown>) => void | Promise<void>;
}

/**
 * A document as `buildOpenApiSpec` prepares it (version detected, external `$ref`s bundled,
 * converted, references checked), before it builds the operations. Structured-clone-safe: a
 * `--threads` worker thread builds the same spec from a copy (`specFromPrepared`) without
 * reading, bundling or converting the document again.
 */
export interface PreparedDocument extends DetectedVersion {
  readonly document: Record<string, unknown>;
  readonly schemaPointers: ReadonlyMap<object, string>;
}

/**
 * Turns a parsed document into an `OpenApiSpec`: detects the version, bundles external
 * `$ref`s, converts every schema to the internal dialect once, checks every reference and
 * builds the operations. Schemas are compiled lazily, on first validation.
 * `options.sourceName` names the document in errors (default: its location).
 *
 * @example
 * const spec = await buildOpenApiSpec(readSchemaFromText(text));
 * spec.operations.map((op) => op.label); // ["GET /users", …]
 */
export async function buildOpenApiSpec(
  source: LoadedDocument,
  options: Pick<LoadOpenApiOptions, "prepareDocument"> & { sourceName?: string; onPrepared?: (prepared: PreparedDocument) => void } = {},
): Promise<OpenApiSpec> {
  await options.prepareDocument?.(source.document);
  const sourceName = options.sourceName ?? source.location ?? "the given document";
  const { specVersion, family } = detectVersion(source.document, sourceName);
  const bundled = await bundleExternalRefs(source);
  const converted = convertDocument(bundled, family);
  checkRefs(converted.document, converted.refs, sourceName);
  const prepared: PreparedDocument = { specVersion, family, document: converted.document, schemaPointers: converted.schemaPointers };
  options.onPrepared?.(prepared);
  return specFromPrepared(prepared);
}

/** The spec of a prepared document (see `PreparedDocument`): its security schemes, server and operations. */
export function specFromPrepared(prepared: PreparedDocument): OpenApiSpec {
  const { specVersion, family, document } = prepared;
  const warnings: string[] = [];
  const securitySchemes = buildSecuritySchemes(document, family, warnings);
  const context: BuildContext = {
    document,
    family,
    consumes: stringList(document["consumes"]) ?? [],
    produces: stringList(document["produces"]) ?? [],
    securitySchemes,
    warnings,
  };
  const operations = buildOperations(context);
  const info = isRecord(document["info"]) ? document["info"] : {};
  const server = resolveServer(document, family);
  return {
    kind: "openapi",
    specVersion,
    family,
    title: typeof info["title"] === "string" ? info["title"] : "",
    apiVersion: info["version"] === undefined ? "" : String(info["version"]),
    basePath: server.basePath,
    ...(server.serverUrl === undefined ? {} : { serverUrl: server.serverUrl }),
    operations,
    securitySchemes,
    document,
    validator: createDocumentValidator(document, prepared.schemaPointers),
    resolver: createDocumentResolver(document),
    loadWarnings: warnings,
  };
}

/**
 * Loads an OpenAPI document from an http(s) URL, a `file://` URL or a file path and builds the spec.
 *
 * @example
 * const spec = await loadOpenApi("http://127.0.0.1:8080/openapi.json", { waitForSchema: 10 });
 */
export async function loadOpenApi(location: string, options: LoadOpenApiOptions = {}): Promise<OpenApiSpec> {
  const isUrl = /^https?:\/\//i.test(location);
  const source = isUrl
    ? await readSchemaFromUrl(location, {
        ...(options.headers === undefined ? {} : { headers: options.headers }),
        ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
        ...(options.waitForSchema === undefined ? {} : { waitForSchema: options.waitForSchema }),
        ...(options.tls === undefined ? {} : { tls: options.tls }),
        ...(options.proxy === undefined ? {} : { proxy: options.proxy }),
      })
    : await readSchemaFromPath(location.startsWith("file://") ? fileURLToPath(location) : location, options.encoding === undefined ? {} : { encoding: options.encoding });
  return buildOpenApiSpec(source, { sourceName: location, ...(options.prepareDocument === undefined ? {} : { prepareDocument: options.prepareDocument }) });
}
