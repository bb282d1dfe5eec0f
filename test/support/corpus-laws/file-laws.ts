import { resolve } from "node:path";
import { ApitestError, describeError } from "../../../src/core/errors.js";
import { HTTP_METHODS, type OperationDefinition } from "../../../src/core/operation.js";
import { createWireJudge } from "../../../src/engine/wire-judge.js";
import { defaultSerializers } from "../../../src/serialization/registry.js";
import { loadOpenApi } from "../../../src/specs/openapi/load-spec.js";
import type { OpenApiSpec } from "../../../src/core/spec.js";
import { SWEEP_DIR } from "../corpus-helpers.js";
import { KNOWN_UNSUPPORTED, KNOWN_VIOLATIONS } from "./expectations.js";
import { checkOperation, type LawContext, type Unsupported, type Violation } from "./operation-laws.js";

/**
 * Operations checked per document. `npm test` checks an evenly spaced, deterministic sample of at
 * most 8 (operation `floor(i * count / 8)` for `i < 8`: the first one and a spread of the
 * rest), plus every operation the known lists name, so each listed expectation is still checked:
 * 204 of the sample's 972 operations, in the suite run before every commit (12 per document
 * checked 275 and took a third longer, with the same known lists).
 * `APITEST_CORPUS_FULL=1` (`npm run test:corpus`, which CI runs too) checks every operation of
 * every document.
 */
export const MAX_OPERATIONS = process.env["APITEST_CORPUS_FULL"] === "1" ? Number.POSITIVE_INFINITY : 8;

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

/** The operations checked for a document (see {@link MAX_OPERATIONS}), in the document's order. */
export function sampleOperations<T extends { readonly label: string }>(operations: readonly T[], listed: ReadonlySet<string> = new Set()): T[] {
  if (operations.length <= MAX_OPERATIONS) return [...operations];
  const picked = new Set(Array.from({ length: MAX_OPERATIONS }, (_, index) => Math.floor((index * operations.length) / MAX_OPERATIONS)));
  return operations.filter((operation, index) => picked.has(index) || listed.has(operation.label));
}

/** A corpus document as `loadOpenApi` left it: the spec, or the error it threw. */
export type Loaded = { readonly spec: OpenApiSpec } | { readonly error: unknown };

/** Loads one corpus file, keeping the error instead of throwing it. */
export function loadCorpusFile(file: string): Promise<Loaded> {
  return loadOpenApi(resolve(SWEEP_DIR, file)).then(
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
  const listed = new Set([...KNOWN_UNSUPPORTED, ...KNOWN_VIOLATIONS].filter((entry) => entry.file === file).map((entry) => entry.operation));
  for (const operation of sampleOperations(operations, listed)) {
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
