import type { EngineEvent, EventSink } from "../core/events.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { escapeHtml, HTML_SCRIPT, HTML_STYLE } from "./html-assets.js";
import { renderOperationFailures } from "./html-failure.js";
import { renderFooter, renderOverview, renderSummary } from "./html-summary.js";
import { emptyRunFigures, foldRunFigures, TIME_BUCKETS } from "./operation-stats.js";
import { openReportFile, type ReportFile } from "./report-file.js";
import { htmlDataBlock, type HtmlPageData } from "./html-data.js";
import { createReportMasker, type ReportMasker } from "./report-mask.js";
import type { ReportOptions } from "./report-options.js";
import { createRunFold, resultOf } from "./run-fold.js";

/** What the HTML writer holds at a moment: per operation and per distinct failure, never per request. */
export interface HtmlRetained {
  readonly operations: number;
  /** Status-code counters over every operation (at most one per code an operation saw). */
  readonly statusCounters: number;
  /** Response-time buckets over every operation (fixed per operation). */
  readonly timeBuckets: number;
  /** Distinct failing requests the run fold keeps (each with its request and response). */
  readonly failingRequests: number;
}

/** The HTML report's sink, with a look at what it retains (for the bounded-memory test). */
export interface HtmlReporter extends EventSink {
  retained(): HtmlRetained;
}

/**
 * The HTML report: one self-contained file (inline CSS, JS and SVG; no network) that opens
 * offline. A view of the run's fold (`run-fold.ts`: phases, failing requests, shared causes) and
 * of per-operation figures (`operation-stats.ts`: status codes, bucketed response times). Per
 * request it only bumps fixed-size counters, so memory stays bounded however many requests the
 * run sends; the file is opened at `run-started` (an unwritable path fails at once) and written
 * at `close()`, one operation at a time with backpressure, also after an interrupted run. The
 * page ends with the data it was rendered from (masked, bodies bounded: `html-data.ts`), which
 * `apitest merge-reports` reads back to join the pages of several shards into one.
 */
export function createHtmlReporter(options: ReportOptions): HtmlReporter {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const truncation = options.truncation ?? DEFAULT_OUTPUT.truncation;
  const now = options.now ?? Date.now;
  const fold = createRunFold();
  const figures = emptyRunFigures();
  let file: ReportFile | undefined;
  let unwritable = false;

  const open = (title: string): ReportFile => {
    if (file !== undefined) return file;
    try {
      file = openReportFile(options.path, "html");
    } catch (error) {
      unwritable = true;
      throw error;
    }
    void file.write(head(title));
    return file;
  };

  return {
    handle(event: EngineEvent): void {
      if (unwritable) return;
      fold.add(event);
      foldRunFigures(figures, event);
      if (event.type === "run-started") open(event.title);
    },
    async close(): Promise<void> {
      // Already reported when the run started; failing again would hide the run's own outcome.
      if (unwritable) return;
      const state = fold.state();
      const target = open(state.header?.title ?? "");
      await writeHtmlBody(target, { state, figures, truncation }, mask, new Date(now()).toISOString());
    },
    retained(): HtmlRetained {
      let statusCounters = 0;
      for (const each of figures.operations.values()) statusCounters += each.statuses.size;
      return {
        operations: figures.operations.size,
        statusCounters,
        timeBuckets: figures.operations.size * TIME_BUCKETS,
        failingRequests: fold.result().totals.failingRequests,
      };
    },
  };
}

/**
 * Writes a whole HTML report from page data (`merge-reports` writes the merged shards' page so,
 * the same page a run writes). `mask` applies to what is not masked yet; the data read back from
 * reports is, so merging passes a masker with sanitization off.
 * @throws ApitestError when the file cannot be written.
 */
export async function writeHtmlReport(path: string, data: HtmlPageData, mask: ReportMasker, generatedAt: string): Promise<void> {
  const target = openReportFile(path, "html");
  void target.write(head(data.state.header?.title ?? ""));
  await writeHtmlBody(target, data, mask, generatedAt);
}

/**
 * The page after its head: the summary, the charts, the operations, the failures one operation
 * at a time (with backpressure), then the data block it was rendered from (`html-data.ts`).
 */
async function writeHtmlBody(target: ReportFile, data: HtmlPageData, mask: ReportMasker, generatedAt: string): Promise<void> {
  const result = resultOf(data.state);
  const anchors = new Map<string, number>();
  result.operations.forEach((story, index) => {
    if (story.requests.length > 0 || story.errors.length > 0) anchors.set(story.label, index);
  });
  const input = { result, figures: data.figures, mask, generatedAt, ...(data.seeds === undefined ? {} : { seeds: data.seeds }) };
  await target.write(renderSummary(input));
  await target.write(renderOverview(input, anchors));
  await target.write(`<section id="failures" class="panel"><h2>Failures and errors</h2>\n`);
  const findings = new Map(result.findings.map((finding) => [finding.id, finding]));
  // A large run folds its requests of shared causes into one line per operation: the page stays
  // small enough to open quickly, and every distinct defect keeps its entry (docs/reports.md).
  const folded = result.totals.failingRequests > FOLD_ABOVE_REQUESTS;
  if (folded) {
    await target.write(
      `<p class="empty">${result.totals.failingRequests} failing requests: those that failed only on a cause shared by several operations are listed by cause, ` +
        `each cause's example is under Shared causes, and every request is in the NDJSON report (--report ndjson).</p>\n`,
    );
  }
  for (const [index, story] of result.operations.entries()) {
    const section = renderOperationFailures(story, index, findings, mask, data.truncation, folded);
    if (section !== "") await target.write(section);
  }
  if (anchors.size === 0) await target.write(`<p class="empty">No failures.</p>\n`);
  await target.write(`</section>\n${renderFooter(input.generatedAt)}</main>\n`);
  for (const line of htmlDataBlock(data, mask)) await target.write(line);
  await target.write(`<script>${HTML_SCRIPT}</script>\n</body>\n</html>\n`);
  await target.end();
}

/** Above this many failing requests the page folds the requests of shared causes (see {@link writeHtmlBody}). */
export const FOLD_ABOVE_REQUESTS = 300;

function head(title: string): string {
  const name = title === "" ? "apitest report" : `apitest report: ${title}`;
  return (
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">\n` +
    `<title>${escapeHtml(name)}</title>\n<style>${HTML_STYLE}</style>\n</head>\n<body>\n<main>\n`
  );
}
