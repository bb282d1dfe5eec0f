import { gunzipSync } from "node:zlib";
import type { PreparedRequest } from "../core/request.js";
import { Response } from "../core/response.js";
import {
  HTML_DATA_FORMAT,
  HTML_DATA_GZIP_OPEN,
  HTML_DATA_ID,
  HTML_DATA_VERSION,
  type HtmlPageData,
  type StoredBody,
  type StoredOperation,
  type StoredRequestEntry,
  type StoredRun,
  runSummaryFigures,
} from "./html-data.js";
import { addFigures, operationFigures, type RunFigures } from "./operation-stats.js";
import type { FoldOperation, FoldRequest } from "./run-fold.js";

/** Why a file is not an HTML report apitest can read back. */
export class HtmlReadError extends Error {
  override readonly name = "HtmlReadError";
}

const OPEN = `<script type="application/json" id="${HTML_DATA_ID}">\n`;

/**
 * Reads the data block of an HTML report written by apitest (`--report html`, see `html-data.ts`)
 * back into what the page was rendered from: the run's fold state and figures.
 * @throws HtmlReadError when the page has no data block (not apitest's, or written before it had
 * one), when the block is cut short, or when it was written by a newer apitest.
 */
export function readHtmlData(text: string): HtmlPageData {
  const gzipped = text.indexOf(HTML_DATA_GZIP_OPEN);
  const open = gzipped >= 0 ? HTML_DATA_GZIP_OPEN : OPEN;
  const start = gzipped >= 0 ? gzipped : text.indexOf(OPEN);
  if (start < 0) {
    const ours = text.includes("<title>apitest report");
    throw new HtmlReadError(ours ? "it holds no report data (written by an older apitest): run it again with this version" : "it has no apitest report data block");
  }
  const end = text.indexOf("</script>", start + open.length);
  if (end < 0) throw new HtmlReadError("its report data block is not closed (the file was cut short)");
  const block = text.slice(start + open.length, end);
  const lines = (gzipped >= 0 ? gunzipBlock(block) : block).split("\n").filter((line) => line !== "");
  const values = lines.map((line, index) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new HtmlReadError(`line ${index + 1} of its report data is not JSON`);
    }
  });
  const run = values[0] as StoredRun | undefined;
  if (run === undefined || typeof run !== "object" || run === null || run.format !== HTML_DATA_FORMAT) throw new HtmlReadError("its report data does not start with the run's facts");
  if (typeof run.version !== "number" || run.version > HTML_DATA_VERSION) {
    throw new HtmlReadError(`its report data has version ${String(run.version)}, newer than this apitest reads (${HTML_DATA_VERSION}): merge with the apitest that wrote it`);
  }
  const operations = values.slice(1) as StoredOperation[];
  if (operations.length !== run.operations) throw new HtmlReadError(`its report data lists ${operations.length} of ${run.operations} operations (the file was cut short)`);
  return restore(run, operations);
}

/** The JSON lines of a compressed data block (base64 of gzip). */
function gunzipBlock(block: string): string {
  try {
    return gunzipSync(Buffer.from(block.replace(/\s+/g, ""), "base64")).toString("utf8");
  } catch {
    throw new HtmlReadError("its report data block cannot be decompressed (the file was cut short or changed)");
  }
}

function restore(run: StoredRun, operations: readonly StoredOperation[]): HtmlPageData {
  const { header } = run;
  const figures: RunFigures = runSummaryFigures(run);
  const fold: FoldOperation[] = [];
  for (const operation of operations) {
    if (typeof operation?.label !== "string") throw new HtmlReadError("an operation in its report data has no label");
    if (operation.fold !== undefined) {
      fold.push({
        label: operation.label,
        phases: operation.fold.phases,
        requests: operation.fold.requests.map((entry) => restoreRequest(operation.label, entry)),
        errors: operation.fold.errors,
      });
    }
    if (operation.figures !== undefined) addFigures(operationFigures(figures, operation.label), operation.figures);
  }
  return {
    state: {
      ...(header === undefined ? {} : { header }),
      labels: run.labels,
      skippedPhases: run.skippedPhases,
      started: run.started,
      operations: fold,
      warnings: run.warnings,
      ...(run.end === undefined ? {} : { end: run.end }),
    },
    figures,
    truncation: run.truncation,
    ...(run.seeds === undefined ? {} : { seeds: run.seeds }),
  };
}

function restoreRequest(operation: string, entry: StoredRequestEntry): FoldRequest {
  const body = bytesOf(entry.request.body);
  const request: PreparedRequest = { method: entry.request.method, url: entry.request.url, headers: entry.request.headers, ...(body === undefined ? {} : { body }) };
  const stored = entry.response;
  const response =
    stored === undefined
      ? undefined
      : new Response({
          statusCode: stored.statusCode,
          message: stored.message,
          headers: stored.headers,
          content: bytesOf(stored.body) ?? new Uint8Array(),
          elapsed: stored.elapsed,
          httpVersion: stored.httpVersion,
          request,
          verify: true,
          truncated: stored.truncated === true,
          ...(stored.declaredSize === undefined ? {} : { declaredSize: stored.declaredSize }),
        });
  return {
    operation,
    phase: entry.phase,
    first: {
      caseId: entry.caseId,
      meta: entry.meta,
      request,
      ...(response === undefined ? {} : { response }),
      curl: entry.curl,
      ...(entry.steps === undefined ? {} : { steps: entry.steps }),
    },
    failures: entry.failures,
  };
}

function bytesOf(body: StoredBody | undefined): Uint8Array | undefined {
  if (body === undefined) return undefined;
  if (body.text !== undefined) return new Uint8Array(Buffer.from(body.text, "utf8"));
  if (body.base64 !== undefined) return new Uint8Array(Buffer.from(body.base64, "base64"));
  return new Uint8Array();
}

