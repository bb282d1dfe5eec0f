import { capitalize, heading, plural } from "./console-text.js";
import { defectHeadline } from "./findings.js";
import { isShared, type Verbosity } from "./console-failures.js";
import type { PhaseSummary, RunResult, RunWarning } from "./run-result.js";
import type { Stylist } from "./style.js";

/** Operations a warning names at `normal` verbosity. */
export const NORMAL_WARNING_OPERATIONS = 10;

/** The WARNINGS section; at `normal` verbosity each warning names its first operations and counts the rest. */
export function warningLines(warnings: readonly RunWarning[], style: Stylist, verbosity: Verbosity = "normal"): string[] {
  if (warnings.length === 0) return [];
  const lines = ["", style("yellow", heading("WARNINGS"))];
  for (const warning of warnings) {
    lines.push("", style("yellow", `${warning.name}: ${warning.message}.`));
    const shown = verbosity === "full" ? warning.operations : warning.operations.slice(0, NORMAL_WARNING_OPERATIONS);
    for (const operation of shown) lines.push(`  - ${operation}`);
    if (shown.length < warning.operations.length) lines.push(`  … and ${warning.operations.length - shown.length} more (--output-verbosity full lists them all)`);
    lines.push(`  Hint: ${warning.hint}.`);
  }
  return lines;
}

/**
 * One line per phase: what it did over the operations, e.g.
 * `Fuzzing      30 operations: 12 passed, 16 failed, 2 already failing`.
 */
export function phaseSummaryLine(summary: PhaseSummary): string {
  const name = capitalize(summary.phase).padEnd(10);
  if (!summary.ran) return `  ${name} not run: ${summary.reason ?? "not applicable"}`;
  const parts: string[] = [];
  if (summary.passed > 0) parts.push(`${summary.passed} passed`);
  if (summary.failed > 0) parts.push(`${summary.failed} failed`);
  if (summary.errored > 0) parts.push(`${summary.errored} errored`);
  if (summary.alreadyFailing > 0) parts.push(`${summary.alreadyFailing} already failing`);
  if (summary.noCases > 0) parts.push(`${summary.noCases} sent nothing`);
  if (summary.stopped > 0) parts.push(`${summary.stopped} stopped`);
  for (const { reason, operations } of summary.skipped) parts.push(`${operations} skipped (${reason})`);
  for (const { reason, operations } of summary.notApplicable) parts.push(`${operations} not applicable (${reason})`);
  const tested = summary.passed + summary.failed + summary.errored + summary.alreadyFailing;
  if (tested === 0 && summary.cases === 0) return `  ${name} nothing to test: ${parts.join(", ")}`;
  return `  ${name} tested ${plural(tested, "operation")} with ${plural(summary.cases, "case")}: ${parts.join(", ")}`;
}

/** The SUMMARY section, ending with the verdict line. */
export function summaryLines(result: RunResult, style: Stylist, seed: number, reach: readonly string[] = []): string[] {
  const { totals, end } = result;
  const lines = ["", style("bold", heading("SUMMARY")), ""];
  const parts = [`${totals.passed} passed`, `${totals.failed} failed`];
  if (totals.errored > 0) parts.push(`${totals.errored} errored`);
  if (totals.untested > 0) parts.push(`${totals.untested} not tested`);
  lines.push(`Operations: ${parts.join(", ")}`);
  lines.push("Test phases:");
  for (const phase of result.phases) lines.push(phaseSummaryLine(phase));
  lines.push(`Test cases: ${totals.cases} sent`);
  lines.push(...reach);
  if (totals.failures > 0) {
    // Defects by title: the same count as the headline, broken down.
    const titles = new Map<string, number>();
    for (const finding of result.findings) titles.set(finding.title, (titles.get(finding.title) ?? 0) + 1);
    lines.push(`Failures:   ${[...titles].map(([title, n]) => `${title} (${n})`).join(", ")}`);
    const shared = result.findings.filter(isShared).length;
    lines.push(`Defects:    ${defectHeadline(totals.defects, totals.defectOperations)} (${shared} shared by several operations; ${plural(totals.failingRequests, "failing request")})`);
  }
  lines.push(`Seed:       ${seed} (use --seed ${seed} to reproduce this run)`);
  if (end?.interrupted === true) lines.push(style("yellow", "Interrupted: the results above are what was found before the run was stopped."));
  if (end?.stopReason !== undefined) lines.push(style("yellow", `Stopped early: ${end.stopReason}.`));
  lines.push("");
  const time = `${(end?.durationSeconds ?? 0).toFixed(2)}s`;
  const errored = result.operations.filter((story) => story.errors.length > 0).length;
  // A run an error ended proves nothing about what it did not reach: never "No issues found".
  if (end?.error !== undefined) lines.push(style("red", `Stopped by an error after ${time}: ${end.error}`));
  if (totals.defects > 0) lines.push(style("red", `Found ${defectHeadline(totals.defects, totals.defectOperations)} (${time})`));
  else if (end?.error === undefined && errored > 0) lines.push(style("yellow", `No failures found, but ${errored} operation${errored === 1 ? "" : "s"} errored (${time})`));
  else if (end?.error === undefined) lines.push(style("green", `No issues found in ${time}`));
  return lines;
}
