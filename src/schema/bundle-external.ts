import { basename } from "node:path";
import { SchemaError } from "../core/errors.js";
import { parsePointer } from "./json-pointer.js";
import type { LoadedDocument } from "./read-source.js";
import { isDataKey, isExternalRef, scanRefs, type RefUse } from "./ref-scan.js";

/**
 * Pulls every external `$ref` (other files, URLs) into the document, so that afterwards all
 * references are internal. References stay references (no dereferencing), so recursive
 * schemas stay finite. Documents without external references are returned untouched: the
 * bundler walks example data too and would misread `$ref` keys that are only data there.
 */
export async function bundleExternalRefs(source: LoadedDocument): Promise<Record<string, unknown>> {
  const external = scanRefs(source.document).filter((use) => isExternalRef(use.ref));
  if (external.length === 0) return source.document;
  // Loaded only for documents that need it: the bundler is two dozen modules of start-up.
  const { $RefParser } = await import("@apidevtools/json-schema-ref-parser");
  const parser = new $RefParser();
  try {
    const base = source.location ?? "";
    // The bundler resolves every `$ref` key it sees, data included; hide the data meanwhile.
    const { document, hidden } = hideData(source.document);
    const bundled = await parser.bundle(base, document as never, {
      bundle: { excludedPathMatcher: isDataPath },
      // The user chose this schema; its references to local dev servers (127.0.0.1) are legitimate.
      resolve: { external: true, http: { safeUrlResolver: false } },
      continueOnError: false,
    });
    return restoreData(bundled, hidden) as Record<string, unknown>;
  } catch (error) {
    throw new SchemaError("reference_error", describeBundleError(error, external, source.location), { cause: error });
  }
}

const PLACEHOLDER = "x-apitest-hidden-data";

/** A deep copy of the document with each data value (examples, defaults, vendor data) replaced by a numbered placeholder. */
function hideData(document: Record<string, unknown>): { document: Record<string, unknown>; hidden: unknown[] } {
  const hidden: unknown[] = [];
  const copy = (node: unknown, key: string | undefined, parentKey: string | undefined): unknown => {
    if (node === null || typeof node !== "object") return node;
    if (Array.isArray(node)) {
      if (key === "examples") return placeholder(node);
      return node.map((item) => copy(item, key, parentKey));
    }
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(node)) {
      out[childKey] = isDataKey(childKey, key, parentKey) && child !== null && typeof child === "object" ? placeholder(child) : copy(child, childKey, key);
    }
    return out;
  };
  const placeholder = (value: unknown): Record<string, number> => {
    hidden.push(value);
    return { [PLACEHOLDER]: hidden.length - 1 };
  };
  return { document: copy(document, undefined, undefined) as Record<string, unknown>, hidden };
}

/** Puts the hidden data values back where their placeholders ended up. */
function restoreData(node: unknown, hidden: readonly unknown[]): unknown {
  if (node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) node[i] = restoreData(node[i], hidden);
    return node;
  }
  const record = node as Record<string, unknown>;
  const index = record[PLACEHOLDER];
  if (typeof index === "number" && Object.keys(record).length === 1) return hidden[index];
  for (const [key, child] of Object.entries(record)) record[key] = restoreData(child, hidden);
  return record;
}

/** The bundler reports paths as `#/a/b`; skip example data and vendor extensions there. */
function isDataPath(path: string): boolean {
  const hash = path.indexOf("#");
  const keys = parsePointer(hash === -1 ? path : path.slice(hash + 1));
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key !== undefined && isDataKey(key, keys[i - 1], keys[i - 2])) return true;
  }
  return false;
}

function describeBundleError(error: unknown, external: readonly RefUse[], location: string | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  const culprit = external.find((use) => {
    const file = use.ref.split("#")[0] ?? "";
    return file !== "" && (message.includes(file) || message.includes(basename(file)));
  });
  const where = location === undefined ? "the schema" : location;
  if (culprit !== undefined) {
    return (
      `The reference "${culprit.ref}" at ${culprit.pointer || "/"} in ${where} cannot be resolved: ${firstLine(message)}. ` +
      `Make sure the referenced file exists next to the schema (or is reachable), or bundle the schema into one file.`
    );
  }
  return (
    `An external reference in ${where} cannot be resolved (${external.length} external reference(s), first "${external[0]?.ref ?? ""}" at ${external[0]?.pointer ?? ""}): ` +
    `${firstLine(message)}. Make sure the referenced files exist (or are reachable), or bundle the schema into one file.`
  );
}

function firstLine(text: string): string {
  return (text.split("\n")[0] ?? text).replace(/[.\s]+$/, "");
}
