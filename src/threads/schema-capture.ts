import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hasBeforeLoadSchemaHooks } from "../api/hook.js";
import type { PreparedDocument } from "../specs/openapi/load-spec.js";

/**
 * Keeps a copy of the schema document for worker threads: as prepared (converted, references
 * checked) when no `beforeLoadSchema` hook changed it, else as parsed, before the hooks ran.
 */
export interface SchemaCapture {
  /** For `buildOpenApiSpec`'s `prepareDocument`: copies the raw document (when it is the one to keep), then runs `prepare`. */
  readonly prepareDocument: (document: Record<string, unknown>) => void | Promise<void>;
  /** For `buildOpenApiSpec`'s `onPrepared`: copies the prepared document (when it is the one to keep). */
  readonly onPrepared: (prepared: PreparedDocument) => void;
  /** The raw copy, when one was taken. */
  document(): Record<string, unknown> | undefined;
  /** The prepared copy, when one was taken. */
  prepared(): PreparedDocument | undefined;
}

/**
 * Wraps a `prepareDocument` step so a copy (a structured clone) is kept when `enabled`, and
 * worker threads build their spec from it: a schema URL is fetched and parsed once. Without
 * `beforeLoadSchema` hooks (`hooked` says whether there are any), the copy is the prepared
 * document, so the workers do not bundle, convert or check it again either (≈ 0.15 s of CPU per
 * worker thread for a 400 kB schema); with hooks, it is the raw document, for each worker thread
 * to run its own hooks on.
 */
export function captureSchema(enabled: boolean, prepare: (document: Record<string, unknown>) => void | Promise<void>, hooked: () => boolean = hasBeforeLoadSchemaHooks): SchemaCapture {
  let raw: Record<string, unknown> | undefined;
  let prepared: PreparedDocument | undefined;
  let keepRaw = false;
  return {
    prepareDocument(document) {
      keepRaw = hooked();
      if (enabled && keepRaw) raw = structuredClone(document);
      return prepare(document);
    },
    onPrepared(document) {
      if (enabled && !keepRaw) prepared = structuredClone(document);
    },
    document: () => raw,
    prepared: () => prepared,
  };
}

/** Where a schema location's relative `$ref`s resolve from: the URL, or the file's absolute path. */
export function documentLocationOf(location: string): string {
  if (/^https?:\/\//i.test(location)) return location;
  return resolve(location.startsWith("file://") ? fileURLToPath(location) : location);
}
