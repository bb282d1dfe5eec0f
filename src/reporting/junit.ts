import { hostname } from "node:os";
import type { EngineEvent, EventSink } from "../core/events.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { openReportFile, type ReportFile } from "./report-file.js";
import { failureDetail, errorDetail, type JunitDetail } from "./report-junit-detail.js";
import { createReportMasker } from "./report-mask.js";
import type { ReportOptions } from "./report-options.js";
import { xmlAttribute, xmlText } from "./report-xml.js";

/** One `<testcase>`: an operation in a phase, with what it found. */
interface Testcase {
  readonly name: string;
  readonly classname: string;
  readonly time: number;
  readonly failures: readonly JunitDetail[];
  readonly errors: readonly JunitDetail[];
  readonly skipped?: string;
}

/**
 * The JUnit XML report that CI servers display: one `<testsuite name="apitest">` with one
 * `<testcase>` per operation and phase, each distinct failure as a `<failure>` holding
 * its message, the response and the curl command that reproduces it. Counts are only
 * known at the end, so the (small) per-operation results are kept and the file is
 * written at `close()` — also after an interrupted run. Request data is never retained;
 * only the summed response time per operation.
 */
export function createJunitReporter(options: ReportOptions): EventSink {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const truncation = options.truncation ?? DEFAULT_OUTPUT.truncation;
  const now = options.now ?? Date.now;
  const testcases: Testcase[] = [];
  const elapsed = new Map<string, number>();
  const properties: [string, string][] = [];
  const notes: string[] = [];
  let file: ReportFile | undefined;
  let unwritable = false;
  let startedAt = now();
  let duration: number | undefined;

  return {
    handle(event: EngineEvent): void {
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
          properties.push(
            ["title", event.title],
            ["spec_version", event.specVersion],
            ["base_url", mask.text(event.baseUrl)],
            ["seed", String(event.seed)],
            ["phases", event.phases.join(",")],
          );
          break;
        case "interaction": {
          const key = `${event.phase}\u0000${event.operation}`;
          elapsed.set(key, (elapsed.get(key) ?? 0) + (event.response?.elapsed ?? 0));
          break;
        }
        case "operation-finished": {
          const key = `${event.phase}\u0000${event.operation}`;
          const time = elapsed.get(key) ?? 0;
          elapsed.delete(key);
          testcases.push({
            name: event.operation,
            classname: event.phase,
            time,
            failures: event.failures.map((report) => failureDetail(report, mask, truncation)),
            errors: event.errors.map((error) => errorDetail(error, mask)),
            ...(event.status === "skipped" ? { skipped: event.skipReason ?? "nothing to test" } : {}),
          });
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
      void file.write(renderJunit(testcases, properties, notes.map(mask.text), time, new Date(startedAt)));
      await file.end();
    },
  };
}

function renderJunit(
  testcases: readonly Testcase[],
  properties: readonly (readonly [string, string])[],
  notes: readonly string[],
  time: number,
  started: Date,
): string {
  const counts = {
    tests: testcases.length,
    failures: testcases.filter((test) => test.failures.length > 0).length,
    errors: testcases.filter((test) => test.errors.length > 0).length,
    skipped: testcases.filter((test) => test.skipped !== undefined).length,
  };
  const totals = `tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(time)}"`;
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="apitest" ${totals}>`,
    `  <testsuite name="apitest" ${totals} timestamp="${started.toISOString()}" hostname="${xmlAttribute(hostname())}">`,
  ];
  if (properties.length > 0) {
    out.push("    <properties>");
    for (const [name, value] of properties) out.push(`      <property name="${xmlAttribute(name)}" value="${xmlAttribute(value)}"/>`);
    out.push("    </properties>");
  }
  for (const test of testcases) {
    const open = `    <testcase name="${xmlAttribute(test.name)}" classname="${xmlAttribute(test.classname)}" time="${seconds(test.time)}"`;
    if (test.failures.length === 0 && test.errors.length === 0 && test.skipped === undefined) {
      out.push(`${open}/>`);
      continue;
    }
    out.push(`${open}>`);
    if (test.skipped !== undefined) out.push(`      <skipped message="${xmlAttribute(test.skipped)}"/>`);
    for (const failure of test.failures) out.push(element("failure", failure));
    for (const error of test.errors) out.push(element("error", error));
    out.push("    </testcase>");
  }
  if (notes.length > 0) out.push(`    <system-out>${xmlText(notes.join("\n"))}</system-out>`);
  out.push("  </testsuite>", "</testsuites>", "");
  return out.join("\n");
}

function element(tag: "failure" | "error", detail: JunitDetail): string {
  return `      <${tag} type="${xmlAttribute(detail.type)}" message="${xmlAttribute(detail.message)}">${xmlText(detail.text)}</${tag}>`;
}

function seconds(value: number): string {
  return Number.isFinite(value) && value > 0 ? value.toFixed(3) : "0.000";
}
