import { hostname } from "node:os";
import type { EngineEvent, EventSink } from "../core/events.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { openReportFile, type ReportFile } from "./report-file.js";
import { failureDetail, errorDetail } from "./report-junit-detail.js";
import { renderJunit, type JunitTestcase } from "./junit-document.js";
import { createReportMasker } from "./report-mask.js";
import type { ReportOptions } from "./report-options.js";
import { createRunFold } from "./run-fold.js";

/**
 * The JUnit XML report that CI servers display: one `<testsuite name="apitest">` with one
 * `<testcase>` per operation (its phases merged), each distinct failure as a `<failure>` holding
 * its message, the response and the curl command that reproduces it. Counts are only
 * known at the end, so the (small) per-operation results are kept and the file is
 * written at `close()` — also after an interrupted run. Request data is never retained beyond
 * the run fold's distinct failures (whose count of distinct defects, the headline every view
 * prints, is in the `defects` and `defect_operations` properties); per operation only the
 * summed response time.
 */
export function createJunitReporter(options: ReportOptions): EventSink {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const truncation = options.truncation ?? DEFAULT_OUTPUT.truncation;
  const now = options.now ?? Date.now;
  const testcases: JunitTestcase[] = [];
  const byOperation = new Map<string, JunitTestcase>();
  let classname = "apitest";
  const properties: [string, string][] = [];
  const notes: string[] = [];
  let file: ReportFile | undefined;
  let unwritable = false;
  let startedAt = now();
  let duration: number | undefined;
  const fold = createRunFold();

  const testcase = (operation: string): JunitTestcase => {
    let test = byOperation.get(operation);
    if (test === undefined) {
      test = { name: operation, classname, time: 0, failures: [], errors: [], skipped: "nothing to test" };
      byOperation.set(operation, test);
      testcases.push(test);
    }
    return test;
  };

  return {
    handle(event: EngineEvent): void {
      fold.add(event);
      switch (event.type) {
        case "run-started":
          // Opened now so an unwritable path fails before any request is sent.
          try {
            file ??= openReportFile(options.path, "junit");
          } catch (error) {
            unwritable = true;
            throw error;
          }
          startedAt = now();
          classname = event.title;
          properties.push(
            ["title", event.title],
            ["spec_version", event.specVersion],
            ["base_url", mask.text(event.baseUrl)],
            ["seed", String(event.seed)],
            ["phases", event.phases.join(",")],
          );
          break;
        case "interaction":
          testcase(event.operation).time += event.response?.elapsed ?? 0;
          break;
        case "operation-finished": {
          const test = testcase(event.operation);
          test.failures.push(...event.failures.map((report) => failureDetail(report, mask, truncation)));
          test.errors.push(...event.errors.map((error) => errorDetail(error, mask)));
          // Skipped only when no phase tested it.
          if (event.status !== "skipped") test.skipped = undefined;
          else if (test.skipped !== undefined) test.skipped = event.skipReason ?? "nothing to test";
          break;
        }
        case "warning":
          notes.push(`Warning ${event.name}: ${event.message}. Hint: ${event.hint}.`, ...event.operations.map((operation) => `  - ${operation}`));
          break;
        case "run-finished":
          duration = event.durationSeconds;
          if (event.interrupted) notes.push("Interrupted: these results are what was found before the run was stopped.");
          if (event.stopReason !== undefined) notes.push(`Stopped early: ${event.stopReason}.`);
          break;
        default:
          break;
      }
    },
    async close(): Promise<void> {
      // Already reported when the run started; failing again would hide the run's own outcome.
      if (unwritable) return;
      file ??= openReportFile(options.path, "junit");
      const time = duration ?? (now() - startedAt) / 1000;
      const { defects, defectOperations } = fold.result().totals;
      properties.push(["defects", String(defects)], ["defect_operations", String(defectOperations)]);
      void file.write(renderJunit({ testcases, properties, notes: notes.map(mask.text), time, started: new Date(startedAt), hostname: hostname() }));
      await file.end();
    },
  };
}
