import type { EngineEvent, EventSink } from "../core/events.js";
import type { InteractionEvent } from "./report-checks.js";
import { openReportFile, type ReportFile } from "./report-file.js";

/** The `run-started` event, when the run got that far. */
type RunStarted = Extract<EngineEvent, { type: "run-started" }>;

/** How one streamed report document is written: a head, one chunk per interaction, a tail. */
export interface StreamedDocument {
  /** The report format, named in error messages (`vcr`, `har`). */
  readonly format: string;
  /** The document's opening, from the run's start (undefined when the run never started). */
  head(run: RunStarted | undefined): string;
  /** One interaction's chunk, built whole so concurrent workers never interleave inside it; `index` counts from 1. */
  entry(event: InteractionEvent, index: number): string;
  /** What completes the document after `count` entries. */
  tail(count: number): string;
}

/**
 * A sink that streams a document to `path`: the head at `run-started` (so an unwritable path
 * fails at once), each interaction as it arrives (then dropped), the tail at `close()` — so an
 * interrupted run still leaves a complete document. Shared by the HAR and VCR reports.
 */
export function streamedReport(path: string, document: StreamedDocument): EventSink {
  let file: ReportFile | undefined;
  let unwritable = false;
  let count = 0;

  const open = (run: RunStarted | undefined): ReportFile => {
    if (file !== undefined) return file;
    try {
      file = openReportFile(path, document.format);
    } catch (error) {
      unwritable = true;
      throw error;
    }
    void file.write(document.head(run));
    return file;
  };

  return {
    handle(event: EngineEvent): Promise<void> | undefined {
      if (event.type === "run-started") {
        open(event);
        return undefined;
      }
      if (event.type !== "interaction") return undefined;
      const target = open(undefined);
      count++;
      return target.write(document.entry(event, count));
    },
    async close(): Promise<void> {
      // Already reported when the run started; failing again would hide the run's own outcome.
      if (unwritable) return;
      const target = open(undefined);
      void target.write(document.tail(count));
      await target.end();
    },
  };
}
