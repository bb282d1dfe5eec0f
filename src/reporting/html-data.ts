import { gzipSync } from "node:zlib";
import type { OperationStatus } from "../core/events.js";
import type { Phase } from "../core/phase.js";
import type { PreparedRequest } from "../core/request.js";
import type { Response } from "../core/response.js";
import type { TruncationSettings } from "../core/settings.js";
import { emptyRunFigures, type OperationFigures, type RunFigures } from "./operation-stats.js";
import { decodeUtf8 } from "./report-body.js";
import type { ReportMasker } from "./report-mask.js";
import type { FoldOperation, FoldRequest, RunFoldState } from "./run-fold.js";
import type { FailingRequest, OperationErrorEntry, PhaseOutcome, RunEnd, RunHeader, RunWarning } from "./run-result.js";

/**
 * The data block of the HTML report: `<script type="application/json" id="apitest-report-data">`
 * holding one JSON value per line, first a {@link StoredRun}, then one {@link StoredOperation}
 * per operation. It is what the page was rendered from (the run's fold and figures), with secrets
 * masked and bodies bounded as on the page, so `apitest merge-reports` can join the pages of
 * several runs (the shards of `--shard i/n`) and render the page one run would have written.
 */
export const HTML_DATA_ID = "apitest-report-data";
/** The `format` field of the first line. */
export const HTML_DATA_FORMAT = "apitest-html-report-data";
/** Raised only when a field changes meaning or goes away. */
export const HTML_DATA_VERSION = 1;
/**
 * Bytes of a body kept. The page's "show" part shows 64 KiB of text at most: a body cut here still
 * fits there with its "[body truncated: …]" note, so a merged page says how much was dropped.
 */
export const STORED_BODY_LIMIT: number = 63 * 1024;

/** A body: UTF-8 text, or base64 when it is not text; absent when empty. */
export interface StoredBody {
  readonly text?: string;
  readonly base64?: string;
}

export interface StoredRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: StoredBody;
}

export interface StoredResponse {
  readonly statusCode: number;
  readonly message: string;
  readonly headers: Readonly<Record<string, readonly string[]>>;
  readonly body?: StoredBody;
  /** Seconds. */
  readonly elapsed: number;
  readonly httpVersion: string;
  /** Only the start of the body is kept (by the transport's size limit, or at {@link STORED_BODY_LIMIT}). */
  readonly truncated?: boolean;
  readonly declaredSize?: number;
}

/** One distinct failing request (test case) with every check that failed on it, its request and response as stored. */
export type StoredRequestEntry = Omit<FailingRequest, "operation" | "findings" | "request" | "response"> & {
  readonly request: StoredRequest;
  readonly response?: StoredResponse;
};

/** What the run's fold holds for one operation. */
export interface StoredFold {
  readonly phases: readonly (readonly [Phase, PhaseOutcome])[];
  readonly requests: readonly StoredRequestEntry[];
  readonly errors: readonly OperationErrorEntry[];
}

/** An operation's counters: fixed size whatever the number of requests. */
export interface StoredFigures {
  readonly requests: number;
  readonly noResponse: number;
  readonly cases: number;
  readonly failures: number;
  readonly errors: number;
  readonly statuses: readonly (readonly [number, number])[];
  /** Response-time buckets (`operation-stats.ts`), every bucket. */
  readonly times: readonly number[];
  readonly phases: readonly (readonly [Phase, OperationStatus])[];
  readonly skipReasons: readonly (readonly [Phase, string])[];
}

/** One line per operation: what the fold and the figures hold for it (either may be absent). */
export interface StoredOperation {
  readonly label: string;
  readonly fold?: StoredFold;
  readonly figures?: StoredFigures;
}

/** The first line: the run's own facts. */
export interface StoredRun {
  readonly format: typeof HTML_DATA_FORMAT;
  readonly version: number;
  /** How payloads were cut on the page (`output.truncation`). */
  readonly truncation: TruncationSettings;
  /** Every run's seed, when the page is a merge of runs with different seeds. */
  readonly seeds?: readonly number[];
  readonly header?: RunHeader;
  readonly labels: readonly string[];
  readonly skippedPhases: readonly { readonly phase: Phase; readonly reason: string }[];
  readonly started: readonly Phase[];
  readonly warnings: readonly RunWarning[];
  readonly end?: Omit<RunEnd, "reach">;
  /** Lines that follow (a cut file is told from a whole one). */
  readonly operations: number;
}

/** What a page is rendered from, and what its data block stores. */
export interface HtmlPageData {
  readonly state: RunFoldState;
  readonly figures: RunFigures;
  readonly truncation: TruncationSettings;
  /** Every run's seed when a merged page joins runs with different seeds. */
  readonly seeds?: readonly number[];
}

/**
 * The lines of the data block, the opening and closing tags included, produced one operation at
 * a time (the caller writes each with backpressure). Secrets are masked with `mask`.
 */
export function* htmlDataLines(data: HtmlPageData, mask: ReportMasker): Generator<string> {
  const { state, figures } = data;
  const fold = new Map(state.operations.map((operation) => [operation.label, operation]));
  const labels = [...fold.keys()];
  for (const label of figures.operations.keys()) if (!fold.has(label)) labels.push(label);
  const run: StoredRun = {
    format: HTML_DATA_FORMAT,
    version: HTML_DATA_VERSION,
    truncation: data.truncation,
    ...(data.seeds === undefined || data.seeds.length < 2 ? {} : { seeds: data.seeds }),
    ...(state.header === undefined ? {} : { header: { ...state.header, baseUrl: mask.url(state.header.baseUrl) } }),
    labels: state.labels,
    skippedPhases: state.skippedPhases.map(({ phase, reason }) => ({ phase, reason: mask.text(reason) })),
    started: state.started,
    warnings: state.warnings.map((warning) => ({ ...warning, message: mask.text(warning.message), hint: mask.text(warning.hint) })),
    ...(state.end === undefined ? {} : { end: storeEnd(state.end, mask) }),
    operations: labels.length,
  };
  yield `<script type="application/json" id="${HTML_DATA_ID}">\n`;
  yield jsonLine(run);
  for (const label of labels) {
    const own = fold.get(label);
    const counters = figures.operations.get(label);
    const line: StoredOperation = {
      label,
      ...(own === undefined ? {} : { fold: storeFold(own, mask) }),
      ...(counters === undefined ? {} : { figures: storeFigures(counters, mask) }),
    };
    yield jsonLine(line);
  }
  yield "</script>\n";
}

/** The opening tag of the compressed data block: gzip of the JSON lines, in base64 lines. */
export const HTML_DATA_GZIP_OPEN: string = `<script type="application/gzip" data-encoding="base64" id="${HTML_DATA_ID}">\n`;

/** Above this many characters of JSON the data block is stored gzipped (see {@link htmlDataBlock}). */
export const GZIP_DATA_ABOVE: number = 512 * 1024;

/**
 * The data block as the page stores it: the JSON lines of {@link htmlDataLines}, or, for a large
 * run (over {@link GZIP_DATA_ABOVE} characters), the same lines gzipped, in base64 lines of 64 KiB.
 * A run's data repeats the same URLs, headers and messages for every request, so that is a tenth
 * of the JSON or less; the browser never reads the block, `apitest merge-reports` decodes it.
 */
export function* htmlDataBlock(data: HtmlPageData, mask: ReportMasker, gzipAbove: number = GZIP_DATA_ABOVE): Generator<string> {
  const lines = [...htmlDataLines(data, mask)];
  const json = lines.slice(1, -1).join("");
  if (json.length <= gzipAbove) {
    yield* lines;
    return;
  }
  const encoded = gzipSync(Buffer.from(json, "utf8")).toString("base64");
  yield HTML_DATA_GZIP_OPEN;
  for (let at = 0; at < encoded.length; at += 65536) yield `${encoded.slice(at, at + 65536)}\n`;
  yield "</script>\n";
}

/** One JSON line that cannot end the script element (`<` is written `\u003c`). */
function jsonLine(value: unknown): string {
  return `${JSON.stringify(value).replace(/</g, "\\u003c")}\n`;
}

/** How the run ended, without the per-operation reach (the page does not show it). */
function storeEnd(end: RunEnd, mask: ReportMasker): Omit<RunEnd, "reach"> {
  return {
    durationSeconds: end.durationSeconds,
    interrupted: end.interrupted,
    ...(end.stopReason === undefined ? {} : { stopReason: mask.text(end.stopReason) }),
    ...(end.error === undefined ? {} : { error: mask.text(end.error) }),
    ...(end.coverage === undefined ? {} : { coverage: end.coverage }),
  };
}

function storeFold(operation: FoldOperation, mask: ReportMasker): StoredFold {
  return {
    phases: operation.phases.map(([phase, outcome]) => [phase, maskedOutcome(outcome, mask)]),
    requests: operation.requests.map((request) => storeRequestEntry(request, mask)),
    errors: operation.errors.map(({ phase, error }) => ({
      phase,
      error: { title: mask.text(error.title), message: mask.text(error.message), ...(error.curl === undefined ? {} : { curl: mask.text(error.curl) }) },
    })),
  };
}

function maskedOutcome(outcome: PhaseOutcome, mask: ReportMasker): PhaseOutcome {
  return {
    ...outcome,
    ...(outcome.reason === undefined ? {} : { reason: mask.text(outcome.reason) }),
    ...(outcome.note === undefined ? {} : { note: mask.text(outcome.note) }),
  };
}

function storeRequestEntry(entry: FoldRequest, mask: ReportMasker): StoredRequestEntry {
  const first = entry.first;
  return {
    phase: entry.phase,
    caseId: first.caseId,
    meta: first.meta,
    failures: entry.failures.map((failure) => ({ ...failure, title: mask.text(failure.title), message: mask.text(failure.message), key: mask.text(failure.key) })),
    request: storeRequest(mask.request(first.request)),
    ...(first.response === undefined ? {} : { response: storeResponse(first.response, mask) }),
    curl: mask.text(first.curl),
    ...(first.steps === undefined ? {} : { steps: first.steps.map((step) => ({ label: step.label, curl: mask.text(step.curl) })) }),
  };
}

function storeRequest(request: PreparedRequest): StoredRequest {
  const body = request.body === undefined ? undefined : storeBody(request.body).body;
  return { method: request.method, url: request.url, headers: request.headers, ...(body === undefined ? {} : { body }) };
}

function storeResponse(response: Response, mask: ReportMasker): StoredResponse {
  const content = mask.body(response.content, response.header("content-type"));
  const { body, cut } = storeBody(content);
  const truncated = response.truncated || cut;
  const declared = response.declaredSize ?? (cut ? content.byteLength : undefined);
  return {
    statusCode: response.statusCode,
    message: response.message,
    headers: mask.headers(response.headers),
    ...(body === undefined ? {} : { body }),
    elapsed: response.elapsed,
    httpVersion: response.httpVersion,
    ...(truncated ? { truncated } : {}),
    ...(declared === undefined ? {} : { declaredSize: declared }),
  };
}

/** A body cut at {@link STORED_BODY_LIMIT} bytes (between UTF-8 characters), as text when it is UTF-8. */
function storeBody(content: Uint8Array): { body: StoredBody | undefined; cut: boolean } {
  if (content.byteLength === 0) return { body: undefined, cut: false };
  let end = Math.min(content.byteLength, STORED_BODY_LIMIT);
  const cut = end < content.byteLength;
  if (cut) while (end > 0 && ((content[end] ?? 0) & 0xc0) === 0x80) end--;
  const kept = content.subarray(0, end);
  const text = decodeUtf8(kept);
  return { body: text === undefined ? { base64: Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength).toString("base64") } : { text }, cut };
}

function storeFigures(figures: OperationFigures, mask: ReportMasker): StoredFigures {
  return {
    requests: figures.requests,
    noResponse: figures.noResponse,
    cases: figures.cases,
    failures: figures.failures,
    errors: figures.errors,
    statuses: [...figures.statuses],
    times: [...figures.times],
    phases: [...figures.phases],
    skipReasons: [...figures.skipReasons].map(([phase, reason]) => [phase, mask.text(reason)]),
  };
}

/**
 * Run figures with no operation yet, carrying what the page's summary shows of the run: its
 * header, how many warnings, and how it ended. Reading a stored page and merging shard pages
 * both start from these.
 */
export function runSummaryFigures(run: Pick<StoredRun, "header" | "warnings" | "end">): RunFigures {
  const figures = emptyRunFigures();
  const { header, end } = run;
  if (header !== undefined) {
    figures.title = header.title;
    figures.specVersion = header.specVersion;
    figures.baseUrl = header.baseUrl;
    figures.seed = header.seed;
    figures.phases = header.phases;
    figures.selected = header.selected;
  }
  figures.warnings = run.warnings.length;
  if (end !== undefined) {
    figures.durationSeconds = end.durationSeconds;
    figures.interrupted = end.interrupted;
    figures.stopReason = end.stopReason;
    figures.error = end.error;
  }
  return figures;
}
