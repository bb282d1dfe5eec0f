import type { EngineEvent, EventSink } from "../core/events.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { escapeHtml, HTML_SCRIPT, HTML_STYLE } from "./html-assets.js";
import { renderFailureSection } from "./html-failure.js";
import { renderSummary, type HtmlWarning } from "./html-summary.js";
import { emptyRunFigures, foldRunFigures, operationFigures, TIME_BUCKETS } from "./operation-stats.js";
import { openReportFile, type ReportFile } from "./report-file.js";
import { createReportMasker } from "./report-mask.js";
import type { ReportOptions } from "./report-options.js";

/** Warnings kept for the summary, and operations listed per warning: the rest are counted. */
const MAX_WARNINGS = 100;
const MAX_WARNING_OPERATIONS = 20;

/** What the HTML writer holds at a moment: per operation and per warning, never per request. */
export interface HtmlRetained {
  readonly operations: number;
  /** Status-code counters over every operation (at most one per code an operation saw). */
  readonly statusCounters: number;
  /** Response-time buckets over every operation (fixed per operation). */
  readonly timeBuckets: number;
  readonly warnings: number;
}

/** The HTML report's sink, with a look at what it retains (for the bounded-memory test). */
export interface HtmlReporter extends EventSink {
  retained(): HtmlRetained;
}

/**
 * The HTML report: one self-contained file (inline CSS, JS and SVG; no network) that opens
 * offline. Streamed: the head at `run-started`, each operation's distinct failures as the
 * operation finishes (then dropped), and at `close()` the run summary, charts and operations
 * table, which CSS places above the failures. Per request it only folds counters into
 * fixed-size per-operation figures (`operation-stats.ts`), so memory stays bounded however
 * many requests the run sends.
 */
export function createHtmlReporter(options: ReportOptions): HtmlReporter {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const truncation = options.truncation ?? DEFAULT_OUTPUT.truncation;
  const now = options.now ?? Date.now;
  const run = emptyRunFigures();
  const warnings: HtmlWarning[] = [];
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
    handle(event: EngineEvent): Promise<void> | undefined {
      if (unwritable) return undefined;
      if (event.type === "interaction") {
        foldRunFigures(run, event);
        return undefined;
      }
      if (event.type === "run-started") event = { ...event, baseUrl: mask.url(event.baseUrl) };
      foldRunFigures(run, event);
      switch (event.type) {
        case "run-started":
          open(event.title);
          return undefined;
        case "operation-finished": {
          const section = renderFailureSection(event, operationFigures(run, event.operation).index, mask, truncation);
          return section === "" ? undefined : open("").write(section);
        }
        case "warning":
          if (warnings.length < MAX_WARNINGS) {
            warnings.push({
              name: event.name,
              message: mask.text(event.message),
              hint: mask.text(event.hint),
              operations: event.operations.slice(0, MAX_WARNING_OPERATIONS),
              operationCount: event.operations.length,
            });
          }
          return undefined;
        case "run-finished":
          if (event.stopReason !== undefined) run.stopReason = mask.text(event.stopReason);
          if (event.error !== undefined) run.error = mask.text(event.error);
          return undefined;
        default:
          return undefined;
      }
    },
    async close(): Promise<void> {
      // Already reported when the run started; failing again would hide the run's own outcome.
      if (unwritable) return;
      const target = open(run.title);
      const failing = [...run.operations.values()].some((figures) => figures.failures + figures.errors > 0);
      const tail =
        (failing ? "" : `<p class="empty">No failures.</p>`) +
        `</section>\n` +
        renderSummary({ run, warnings, generatedAt: new Date(now()).toISOString() }) +
        `</main>\n<script>${HTML_SCRIPT}</script>\n</body>\n</html>\n`;
      void target.write(tail);
      await target.end();
    },
    retained(): HtmlRetained {
      let statusCounters = 0;
      for (const figures of run.operations.values()) statusCounters += figures.statuses.size;
      return { operations: run.operations.size, statusCounters, timeBuckets: run.operations.size * TIME_BUCKETS, warnings: warnings.length };
    },
  };
}

function head(title: string): string {
  const name = title === "" ? "apitest report" : `apitest report: ${title}`;
  return (
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">\n` +
    `<title>${escapeHtml(name)}</title>\n<style>${HTML_STYLE}</style>\n</head>\n<body>\n<main>\n` +
    `<section id="failures" class="panel"><h2>Failures</h2>\n`
  );
}
