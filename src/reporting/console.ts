import type { EngineEvent, EventSink, FailureReport, OperationError, OperationStatus } from "../core/events.js";
import type { OutputSettings } from "../core/settings.js";
import { VERSION } from "../version.js";
import { prettyBody, truncatePayload } from "./truncate.js";
import { sanitizeText } from "./sanitize.js";
import { createStylist, type Stylist } from "./style.js";
import type { TextOutput } from "./text-output.js";
import { reachLines } from "./reach-summary.js";

export type { TextOutput };

/** Options of the console reporter. */
export interface ConsoleOptions {
  readonly output: TextOutput;
  readonly color: boolean;
  readonly settings: OutputSettings;
  /** Where the schema came from, shown in the header. */
  readonly schemaLocation: string;
  /** Secret values to mask in everything printed. */
  readonly secrets?: readonly string[];
}

interface OperationFailures {
  readonly operation: string;
  readonly failures: readonly FailureReport[];
}

const RULE_WIDTH = 72;

const RANK: Readonly<Record<OperationStatus, number>> = { skipped: 0, passed: 1, errored: 2, failed: 3 };

/**
 * The human-readable report: a header, one line per finished operation, then failures
 * (each with the response and a `curl` reproduction), errors, warnings and a summary.
 * Retains only failure reports and counters, never per-request data.
 */
export function createConsoleReporter(options: ConsoleOptions): EventSink {
  const style = createStylist(options.color);
  const out = (text = ""): void => {
    options.output.write(`${mask(options, text)}\n`);
  };
  const failed: OperationFailures[] = [];
  const errored: { operation: string; errors: readonly OperationError[] }[] = [];
  const warnings: Extract<EngineEvent, { type: "warning" }>[] = [];
  const counts = { passed: 0, failed: 0, errored: 0, skipped: 0, cases: 0 };
  // An operation's overall status is its worst over the phases.
  const statusOf = new Map<string, OperationStatus>();
  let seed = 0;
  const truncated = new Map<string, number>();

  return {
    handle(event: EngineEvent): void {
      switch (event.type) {
        case "run-started":
          seed = event.seed;
          out(style("bold", `apitest ${VERSION}`));
          out(`Schema:     ${options.schemaLocation} (${event.title}, ${event.specVersion === "GraphQL" ? "GraphQL" : `OpenAPI ${event.specVersion}`})`);
          out(`Base URL:   ${event.baseUrl}`);
          out(`Operations: ${event.operations}`);
          out(`Phases:     ${event.phases.join(", ")}`);
          out(`Seed:       ${event.seed}`);
          break;
        case "phase-started":
          out();
          out(style("bold", `${capitalize(event.phase)} phase`));
          break;
        case "interaction":
          if (event.response?.truncated === true) truncated.set(event.operation, (truncated.get(event.operation) ?? 0) + 1);
          break;
        case "operation-finished": {
          const previous = statusOf.get(event.operation);
          if (previous === undefined || RANK[event.status] > RANK[previous]) statusOf.set(event.operation, event.status);
          counts.cases += event.stats.cases;
          const cases = `${event.stats.cases} case${event.stats.cases === 1 ? "" : "s"}`;
          if (event.status === "passed") out(`  ${style("green", "✔")} ${event.operation}  ${style("dim", cases)}`);
          else if (event.status === "failed") {
            const n = event.failures.length;
            out(`  ${style("red", "✘")} ${event.operation}  ${style("dim", cases)}, ${style("red", `${n} failure${n === 1 ? "" : "s"}`)}`);
            failed.push({ operation: event.operation, failures: event.failures });
          } else if (event.status === "errored") {
            out(`  ${style("yellow", "⚠")} ${event.operation}  ${style("dim", cases)}, ${style("yellow", "error")}`);
            errored.push({ operation: event.operation, errors: event.errors });
          } else out(`  ${style("dim", "-")} ${event.operation}  ${style("dim", `skipped: ${event.skipReason ?? "nothing to do"}`)}`);
          if (event.status === "failed" && event.errors.length > 0) errored.push({ operation: event.operation, errors: event.errors });
          if (event.status !== "skipped" && event.skipReason !== undefined) out(`      ${style("dim", `some cases were skipped: ${event.skipReason}`)}`);
          const cut = truncated.get(event.operation);
          if (cut !== undefined) {
            truncated.delete(event.operation);
            out(`      ${style("yellow", `${cut} response body${cut === 1 ? " was" : "s were"} truncated at the size limit and not validated against the schema`)}`);
          }
          break;
        }
        case "examples-replayed": {
          const still = event.failing === 0 ? "none fails any more" : `${event.failing} still failing`;
          out(`  ${style("dim", "↻")} ${event.operation}  ${style("dim", `replayed ${event.count} stored example${event.count === 1 ? "" : "s"} (${still})`)}`);
          break;
        }
        case "warning":
          warnings.push(event);
          break;
        case "run-finished":
          for (const status of statusOf.values()) counts[status]++;
          // Concurrent workers finish in any order; the report must not depend on it.
          failed.sort((a, b) => a.operation.localeCompare(b.operation));
          errored.sort((a, b) => a.operation.localeCompare(b.operation));
          printFailures(out, style, options, failed);
          printErrors(out, style, errored);
          printWarnings(out, style, warnings);
          printSummary(out, style, event, counts, failed, errored, seed);
          break;
        default:
          break;
      }
    },
  };
}

function printFailures(out: (t?: string) => void, style: Stylist, options: ConsoleOptions, failed: readonly OperationFailures[]): void {
  if (failed.length === 0) return;
  out();
  out(style("red", heading("FAILURES")));
  for (const { operation, failures } of failed) {
    out();
    out(style("bold", subheading(operation)));
    // Failures found by the same case share one response and one reproduction.
    const byCase = new Map<string, FailureReport[]>();
    for (const report of failures) byCase.set(report.caseId, [...(byCase.get(report.caseId) ?? []), report]);
    let index = 0;
    for (const reports of byCase.values()) {
      for (const report of reports) {
        index++;
        out();
        out(style("red", `${index}. ${report.failure.title}`));
        if (report.failure.message !== "") {
          out();
          out(indent(report.failure.message, "   "));
        }
      }
      const first = reports[0]!;
      if (first.response !== undefined) {
        const { statusCode, message } = first.response;
        out();
        out(`[${statusCode}] ${message}:`);
        const body = first.response.content.byteLength === 0 ? "<EMPTY>" : prettyBody(first.response);
        out();
        out(indent(truncatePayload(body, options.settings.truncation), "    "));
      }
      out();
      out("Reproduce with:");
      out();
      if (first.steps !== undefined && first.steps.length > 0) {
        // A stateful failure: the whole sequence, one command per step, in order.
        first.steps.forEach((step, at) => {
          out(`    ${at + 1}. ${step.label}`);
          out(`       ${step.curl}`);
        });
      } else out(`    ${first.curl}`);
    }
  }
}

function printErrors(
  out: (t?: string) => void,
  style: Stylist,
  errored: readonly { operation: string; errors: readonly OperationError[] }[],
): void {
  if (errored.length === 0) return;
  out();
  out(style("yellow", heading("ERRORS")));
  for (const { operation, errors } of errored) {
    out();
    out(style("bold", subheading(operation)));
    for (const error of errors) {
      out();
      out(style("yellow", error.title));
      out();
      out(indent(error.message, "   "));
      if (error.curl !== undefined) {
        out();
        out("Reproduce with:");
        out();
        out(`    ${error.curl}`);
      }
    }
  }
}

function printWarnings(out: (t?: string) => void, style: Stylist, warnings: readonly Extract<EngineEvent, { type: "warning" }>[]): void {
  if (warnings.length === 0) return;
  out();
  out(style("yellow", heading("WARNINGS")));
  for (const warning of warnings) {
    out();
    out(style("yellow", `${warning.name}: ${warning.message}.`));
    for (const operation of warning.operations) out(`  - ${operation}`);
    out(`  Hint: ${warning.hint}.`);
  }
}

function printSummary(
  out: (t?: string) => void,
  style: Stylist,
  event: Extract<EngineEvent, { type: "run-finished" }>,
  counts: { passed: number; failed: number; errored: number; skipped: number; cases: number },
  failed: readonly OperationFailures[],
  errored: readonly unknown[],
  seed: number,
): void {
  out();
  out(style("bold", heading("SUMMARY")));
  out();
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`];
  if (counts.errored > 0) parts.push(`${counts.errored} errored`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  out(`Operations: ${parts.join(", ")}`);
  out(`Test cases: ${counts.cases} sent`);
  for (const line of reachLines(event.reach, style)) out(line);
  const distinct = failed.reduce((total, item) => total + item.failures.length, 0);
  if (distinct > 0) {
    const titles = new Map<string, number>();
    for (const item of failed) for (const report of item.failures) titles.set(report.failure.title, (titles.get(report.failure.title) ?? 0) + 1);
    out(`Failures:   ${[...titles].map(([title, n]) => `${title} (${n})`).join(", ")}`);
  }
  out(`Seed:       ${seed} (use --seed ${seed} to reproduce this run)`);
  if (event.interrupted) out(style("yellow", "Interrupted: the results above are what was found before the run was stopped."));
  if (event.stopReason !== undefined) out(style("yellow", `Stopped early: ${event.stopReason}.`));
  out();
  const time = `${event.durationSeconds.toFixed(2)}s`;
  // A run an error ended proves nothing about what it did not reach: never "No issues found".
  if (event.error !== undefined) out(style("red", `Stopped by an error after ${time}: ${event.error}`));
  if (distinct > 0) out(style("red", `Found ${distinct} distinct failure${distinct === 1 ? "" : "s"} in ${time}`));
  else if (event.error === undefined && errored.length > 0) out(style("yellow", `No failures found, but ${errored.length} operation${errored.length === 1 ? "" : "s"} errored (${time})`));
  else if (event.error === undefined) out(style("green", `No issues found in ${time}`));
}

function mask(options: ConsoleOptions, text: string): string {
  const sanitization = options.settings.sanitization;
  if (!sanitization.enabled || options.secrets === undefined || options.secrets.length === 0) return text;
  return sanitizeText(text, options.secrets, sanitization.replacement);
}

function heading(title: string): string {
  const side = Math.max(3, Math.floor((RULE_WIDTH - title.length - 2) / 2));
  return `${"=".repeat(side)} ${title} ${"=".repeat(side)}`;
}

function subheading(title: string): string {
  const side = Math.max(3, Math.floor((RULE_WIDTH - title.length - 2) / 2));
  return `${"_".repeat(side)} ${title} ${"_".repeat(side)}`;
}

function indent(text: string, prefix: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? line : prefix + line))
    .join("\n");
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
