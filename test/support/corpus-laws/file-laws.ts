import { resolve } from "node:path";
import { ApitestError, describeError } from "../../../src/core/errors.js";
import { HTTP_METHODS, type OperationDefinition } from "../../../src/core/operation.js";
import { createWireJudge } from "../../../src/engine/wire-judge.js";
import { defaultSerializers } from "../../../src/serialization/registry.js";
import { loadOpenApi } from "../../../src/specs/openapi/load-spec.js";
import type { OpenApiSpec } from "../../../src/core/spec.js";
import { CORPUS_DIR } from "../corpus-helpers.js";
import { checkOperation, type LawContext, type Unsupported, type Violation } from "./operation-laws.js";

/**
 * At most this many operations of one document are checked, to keep the corpus run within
 * the suite's time budget (about 3,650 of the corpus's 13,400 operations). Bigger documents
 * (100 of 250, up to 823 operations) get an evenly spaced, deterministic sample: operation
 * `floor(i * count / MAX)` for `i < MAX`, so the first one and a spread of the rest are checked.
 */
export const MAX_OPERATIONS = 25;

/** What one corpus file yielded: counters for the summary line, and the findings to compare. */
export interface FileReport {
  readonly file: string;
  readonly operations: number;
  readonly checked: number;
  readonly cases: number;
  readonly skipped: number;
  readonly negativesDropped: number;
  readonly unsupported: Unsupported[];
  readonly violations: Violation[];
}

/** The operations checked for a document of `operations.length` operations (see {@link MAX_OPERATIONS}). */
export function sampleOperations<T>(operations: readonly T[]): T[] {
  if (operations.length <= MAX_OPERATIONS) return [...operations];
  return Array.from({ length: MAX_OPERATIONS }, (_, index) => operations[Math.floor((index * operations.length) / MAX_OPERATIONS)] as T);
}

/** A corpus document as `loadOpenApi` left it: the spec, or the error it threw. */
export type Loaded = { readonly spec: OpenApiSpec } | { readonly error: unknown };

/** Loads one corpus file, keeping the error instead of throwing it. */
export function loadCorpusFile(file: string): Promise<Loaded> {
  return loadOpenApi(resolve(CORPUS_DIR, file)).then(
    (spec) => ({ spec }),
    (error: unknown) => ({ error }),
  );
}

/**
 * Checks the laws on the (sampled) operations of one loaded corpus file. A document that
 * could not be loaded is one `unsupported` entry with operation `(load)`. Nothing of the spec is
 * kept in the report, so it can be collected before the next file is loaded.
 */
export function checkFile(file: string, loaded: Loaded): FileReport {
  const empty = { file, operations: 0, checked: 0, cases: 0, skipped: 0, negativesDropped: 0 };
  if ("error" in loaded) {
    const { error } = loaded;
    if (!(error instanceof ApitestError)) throw error;
    return { ...empty, unsupported: [{ file, operation: "(load)", source: "examples", message: describeError(error) }], violations: [] };
  }
  const { spec } = loaded;
  const baseUrl = `http://127.0.0.1:9${spec.basePath}`;
  const operations = spec.operations;
  const law: LawContext = {
    file,
    spec,
    ctx: { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() },
    judge: createWireJudge(spec, baseUrl),
    baseUrl,
    serializers: defaultSerializers(),
    unexpectedMethods: (operation) => unexpectedMethods(operations, operation),
  };
  const report: FileReport = { ...empty, operations: operations.length, unsupported: [], violations: [] };
  let { cases, skipped, negativesDropped, checked } = report;
  for (const operation of sampleOperations(operations)) {
    const found = checkOperation(law, operation);
    checked += 1;
    cases += found.cases;
    skipped += found.skipped;
    negativesDropped += found.negativesDropped;
    report.unsupported.push(...found.unsupported);
    report.violations.push(...found.violations);
  }
  return { ...report, checked, cases, skipped, negativesDropped };
}

// Mirrors the engine's default: only the path's first operation probes the undeclared methods.
function unexpectedMethods(operations: readonly OperationDefinition[], operation: OperationDefinition): readonly string[] {
  const onPath = operations.filter((other) => other.path === operation.path);
  if (onPath[0] !== operation) return [];
  const declared = new Set(onPath.map((other) => other.method.toLowerCase()));
  return HTTP_METHODS.filter((method) => !declared.has(method)).map((method) => method.toUpperCase());
}

/** One line per file for the test output. */
export function summaryLine(report: FileReport): string {
  const sampled = report.checked < report.operations ? ` (sampled ${report.checked} of ${report.operations})` : "";
  return (
    `${report.file}: ${report.checked} operations${sampled}, ${report.cases} cases, ${report.skipped} skipped (unsupported media type), ` +
    `${report.negativesDropped} negatives valid on the wire (not sent), ${report.unsupported.length} unsupported, ${report.violations.length} violations`
  );
}
