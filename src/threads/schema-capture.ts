import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Keeps a copy of the schema document as parsed, before `beforeLoadSchema` hooks change it, for worker threads. */
export interface SchemaCapture {
  /** For `loadOpenApi`'s `prepareDocument`: copies the document (when enabled), then runs `prepare`. */
  readonly prepareDocument: (document: Record<string, unknown>) => void | Promise<void>;
  /** The copy, when one was taken. */
  document(): Record<string, unknown> | undefined;
}

/**
 * Wraps a `prepareDocument` step so the raw document is kept (a structured clone) when `enabled`:
 * worker threads rebuild the spec from it, so a schema URL is fetched and parsed once.
 */
export function captureSchema(enabled: boolean, prepare: (document: Record<string, unknown>) => void | Promise<void>): SchemaCapture {
  let copy: Record<string, unknown> | undefined;
  return {
    prepareDocument(document) {
      if (enabled) copy = structuredClone(document);
      return prepare(document);
    },
    document: () => copy,
  };
}

/** Where a schema location's relative `$ref`s resolve from: the URL, or the file's absolute path. */
export function documentLocationOf(location: string): string {
  if (/^https?:\/\//i.test(location)) return location;
  return resolve(location.startsWith("file://") ? fileURLToPath(location) : location);
}
