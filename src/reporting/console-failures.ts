import type { TruncationSettings } from "../core/settings.js";
import { heading, indent, plural, subheading } from "./console-text.js";
import { evidenceLine, tellsEvidence } from "./findings.js";
import { prettyBody, truncatePayload } from "./truncate.js";
import type { FailingRequest, Finding, OperationStory, RunResult } from "./run-result.js";
import type { Stylist } from "./style.js";

/** How much the console prints: `normal` groups shared causes and keeps a large run readable; `full` prints everything. */
export type Verbosity = "normal" | "full";

/** What the failure views need besides the result. */
export interface FailureViewOptions {
  readonly style: Stylist;
  readonly truncation: TruncationSettings;
  readonly verbosity: Verbosity;
}

/** Lines the FAILURES section may take at `normal` verbosity before the rest is counted, not printed. */
export const NORMAL_FAILURE_LINES = 420;
/** Operations a shared finding names at `normal` verbosity. */
export const NORMAL_FINDING_OPERATIONS = 6;

/** Whether a finding is a cause shared by several operations (shown once, not per operation); the fold decides. */
export function isShared(finding: Finding): boolean {
  return finding.shared;
}

/** Characters of a defect's evidence its one-line entry keeps. */
export const DEFECT_LINE_EXCERPT = 100;

/**
 * The FAILURES section: causes shared by several operations once each (with the operations they
 * hit and one example), then one heading per operation with one numbered entry per failing
 * request: its checks as bullets, then the response and the `curl` reproduction once. At `normal`
 * verbosity a request whose every failure is a shared cause is left to that cause, and the detail
 * stops at a line budget; every defect it did not reach still gets one line (operation, check,
 * status, what tells it apart, the case id), so the budget folds detail, never a defect.
 */
export function failureLines(result: RunResult, options: FailureViewOptions): string[] {
  const { style, verbosity } = options;
  const failing = result.operations.filter((story) => story.requests.length > 0);
  if (failing.length === 0) return [];
  const lines: string[] = ["", style("red", heading("FAILURES"))];
  const shared = result.findings.filter(isShared);
  const byId = new Map(result.findings.map((finding) => [finding.id, finding]));
  const budget = verbosity === "full" ? Number.POSITIVE_INFINITY : NORMAL_FAILURE_LINES;
  // Defects printed in detail; the others get one line each at the end.
  const shown = new Set<number>();
  const spent = (): number => lines.length;
  let full = false;
  const fits = (block: readonly string[]): boolean => {
    // Once one does not fit, the rest are folded: what is shown in detail stays in order.
    if (!full && (spent() + block.length <= budget || spent() <= 2)) return true;
    full = true;
    return false;
  };
  if (shared.length > 0) {
    lines.push("", style("bold", subheading(`Shared by several operations: ${plural(shared.length, "cause")}`)));
    for (const finding of shared) {
      const block = findingBlock(finding, result, options);
      if (!fits(block)) continue;
      lines.push(...block);
      shown.add(finding.id);
    }
  }
  for (const story of failing) {
    const own = verbosity === "full" ? story.requests : story.requests.filter((request) => request.findings.some((id) => !isShared(byId.get(id)!)));
    if (own.length === 0) continue;
    const block = operationBlock(story, own, byId, result, options);
    if (!fits(block)) continue;
    lines.push(...block);
    for (const request of own) for (const id of request.findings) if (!isShared(byId.get(id)!) || verbosity === "full") shown.add(id);
  }
  const folded = result.findings.filter((finding) => !shown.has(finding.id));
  if (folded.length > 0) {
    lines.push("", style("bold", subheading(`${plural(folded.length, "more defect")}, one line each`)), "");
    for (const finding of folded) lines.push(defectLine(finding, style));
    lines.push(
      "",
      style(
        "yellow",
        `… the detail of ${plural(folded.length, "defect")} (examples, responses, curl) is not shown: run with --report html for every failure with its request and response, or --output-verbosity full to print everything here.`,
      ),
    );
  }
  return lines;
}

/**
 * One defect in one line: `12. GET /items · not_a_server_error · 500 · Cannot read … (reading 'trim') · case 9x2k1m0q`
 * — the case id is the `X-Apitest-Case-Id` of the example request, to find it in the reports.
 */
export function defectLine(finding: Finding, style: Stylist): string {
  const where = finding.operations.length === 1 ? finding.operations[0]! : `${finding.operations[0]!} and ${plural(finding.operations.length - 1, "more operation")}`;
  const parts = [where, finding.check];
  if (finding.status !== undefined) parts.push(String(finding.status));
  const evidence = finding.evidence.length > DEFECT_LINE_EXCERPT ? `${finding.evidence.slice(0, DEFECT_LINE_EXCERPT - 1)}…` : finding.evidence;
  if (evidence !== "") parts.push(evidence);
  return `  ${style("red", `${finding.id}.`)} ${parts.join(" · ")} ${style("dim", `· case ${finding.example.caseId}`)}`;
}

function conventionNote(finding: Finding, result: RunResult): string | undefined {
  if (finding.convention === undefined) return undefined;
  const convention = result.conventions[finding.convention - 1];
  return convention === undefined ? undefined : `${convention.framework ?? "Framework"} convention: see FRAMEWORK CONVENTIONS below for the setting to change.`;
}

function findingBlock(finding: Finding, result: RunResult, options: FailureViewOptions): string[] {
  const { style, verbosity } = options;
  const status = finding.status === undefined ? "" : ` · ${finding.status}`;
  const lines = ["", style("red", `Cause ${finding.id}. ${finding.check}: ${finding.title}${status} on ${plural(finding.operations.length, "operation")}`)];
  if (finding.exampleFailure.message !== "") lines.push("", indent(finding.exampleFailure.message, "   "));
  if (!tellsEvidence(finding)) lines.push(`   Error: ${finding.evidence}`);
  if (finding.alsoFailed !== undefined) lines.push(`   ${style("dim", `Also failed because of it: ${finding.alsoFailed.join(", ")}`)}`);
  const shown = verbosity === "full" ? finding.operations : finding.operations.slice(0, NORMAL_FINDING_OPERATIONS);
  lines.push("", "   Operations:");
  for (const operation of shown) lines.push(`     - ${operation}`);
  if (shown.length < finding.operations.length) lines.push(`     … and ${finding.operations.length - shown.length} more (--output-verbosity full lists them all)`);
  const note = conventionNote(finding, result);
  if (note !== undefined) lines.push("", `   ${style("cyan", note)}`);
  lines.push("", `   Example: ${finding.example.operation} ${style("dim", caseLine(finding.example))}`);
  lines.push(...exchangeLines(finding.example, options));
  return lines;
}

function operationBlock(story: OperationStory, requests: readonly FailingRequest[], byId: ReadonlyMap<number, Finding>, result: RunResult, options: FailureViewOptions): string[] {
  const { style, verbosity } = options;
  const lines = ["", style("bold", subheading(story.label))];
  // Conventions pointed at once per operation: the next requests would only repeat it.
  const noted = new Set<number>();
  requests.forEach((request, at) => {
    // The titles head the entry; the case id is in the curl command (it differs from run to run).
    lines.push("", style("red", `${at + 1}. ${[...new Set(request.failures.map((failure) => failure.title))].join(" · ")}`), `   ${style("dim", caseLine(request))}`);
    request.failures.forEach((failure, index) => {
      const finding = byId.get(request.findings[index]!);
      if (finding !== undefined && isShared(finding) && verbosity !== "full") {
        lines.push(`   - ${failure.check}: ${failure.title} ${style("dim", `(cause ${finding.id}, above)`)}`);
        return;
      }
      lines.push(`   - ${style("bold", `${failure.check}: ${failure.title}`)}`);
      if (failure.message !== "") lines.push(indent(failure.message, "       "));
      // A crash's message is only its status: the error it names tells it apart, as in a shared
      // cause. Said here when the response printed below does not show it whole (cut short).
      const evidence = evidenceLine(failure);
      if (!tellsEvidence({ evidence, exampleFailure: failure }) && !printedBody(request, options).includes(evidence)) lines.push(`       Error: ${evidence}`);
      if (finding !== undefined && isShared(finding)) lines.push(`       ${style("dim", `(cause ${finding.id}, shared by ${plural(finding.operations.length, "operation")})`)}`);
      else if (finding?.convention !== undefined && !noted.has(finding.convention)) {
        noted.add(finding.convention);
        const note = conventionNote(finding, result);
        if (note !== undefined) lines.push(`       ${style("cyan", note)}`);
      }
    });
    lines.push(...exchangeLines(request, options));
  });
  return lines;
}

/**
 * The FRAMEWORK CONVENTIONS section: each convention the failures follow once — which
 * causes, on how many operations, what the framework does and the setting to change.
 */
export function conventionLines(result: RunResult, style: Stylist): string[] {
  if (result.conventions.length === 0) return [];
  const lines = ["", style("cyan", heading("FRAMEWORK CONVENTIONS"))];
  for (const convention of result.conventions) {
    const causes = convention.findings.length === 1 ? `cause ${convention.findings[0]}` : `causes ${convention.findings.join(", ")}`;
    lines.push(
      "",
      style("bold", `${convention.check} · ${convention.status} on ${plural(convention.operations, "operation")} (${causes})`),
      indent(convention.what, "   "),
      indent(`Change: ${convention.change}`, "   "),
    );
  }
  return lines;
}

/** `(coverage phase, negative data)`: where the failing request came from. */
function caseLine(request: FailingRequest): string {
  return `(${request.phase} phase${request.meta.mode === "negative" ? ", negative data" : ""})`;
}

/** The response body as the console prints it (truncated as configured); empty without a response. */
function printedBody(request: FailingRequest, options: FailureViewOptions): string {
  if (request.response === undefined) return "";
  return truncatePayload(request.response.content.byteLength === 0 ? "<EMPTY>" : prettyBody(request.response), options.truncation);
}

/** The response (truncated as configured) and the reproduction of a failing request, once. */
function exchangeLines(request: FailingRequest, options: FailureViewOptions): string[] {
  const lines: string[] = [];
  if (request.response !== undefined) {
    const { statusCode, message } = request.response;
    lines.push("", `[${statusCode}] ${message}:`, "", indent(printedBody(request, options), "    "));
  }
  lines.push("", "Reproduce with:", "");
  if (request.steps !== undefined && request.steps.length > 0) {
    // A stateful failure: the whole sequence, one command per step, in order.
    request.steps.forEach((step, at) => {
      lines.push(`    ${at + 1}. ${step.label}`, `       ${step.curl}`);
    });
  } else lines.push(`    ${request.curl}`);
  return lines;
}

/** The ERRORS section: one heading per operation, its distinct errors (by phase) below it. */
export function errorLines(result: RunResult, options: FailureViewOptions): string[] {
  const { style } = options;
  const errored = result.operations.filter((story) => story.errors.length > 0);
  if (errored.length === 0) return [];
  const lines = ["", style("yellow", heading("ERRORS"))];
  const budget = options.verbosity === "full" ? Number.POSITIVE_INFINITY : NORMAL_FAILURE_LINES / 2;
  let left = 0;
  for (const story of errored) {
    const block = ["", style("bold", subheading(story.label))];
    const seen = new Set<string>();
    for (const { error } of story.errors) {
      const key = `${error.title}\u0000${error.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      block.push("", style("yellow", error.title), "", indent(error.message, "   "));
      if (error.curl !== undefined) block.push("", "Reproduce with:", "", `    ${error.curl}`);
    }
    if (lines.length + block.length > budget && lines.length > 2) left++;
    else lines.push(...block);
  }
  if (left > 0) lines.push("", style("yellow", `… errors of ${plural(left, "more operation")} not shown: run with --report html for every error with its request, or --output-verbosity full to print them here.`));
  return lines;
}
