import { phaseSummaryLine } from "./console-summary.js";
import { escapeHtml } from "./html-assets.js";
import { formatMs, perOperationChart, statusBar, statusChart, statusEntries, statusLegend, timeChart } from "./html-charts.js";
import { renderFinding, splitOperation } from "./html-failure.js";
import { quantileMs, runTimes, type RunFigures } from "./operation-stats.js";
import type { ReportMasker } from "./report-mask.js";
import type { RunResult } from "./run-result.js";
import type { CodeCoverageReport } from "../core/events.js";

/** Warnings listed, and operations listed per warning: the rest are counted. */
const MAX_WARNINGS = 100;
const MAX_WARNING_OPERATIONS = 20;

/** What the sections written at the end are made of. */
export interface SummaryInput {
  /** The fold of the run's events (phases, failing requests, findings). */
  readonly result: RunResult;
  /** Requests, status codes and response times per operation. */
  readonly figures: RunFigures;
  readonly mask: ReportMasker;
  /** When the report was written (ISO 8601), shown in the footer. */
  readonly generatedAt: string;
  /** Every run's seed, when the page joins runs (shards) with different seeds. */
  readonly seeds?: readonly number[];
}

/** The run summary and the charts (the top of the page). */
export function renderSummary(input: SummaryInput): string {
  const { result, figures, mask } = input;
  const header = result.header;
  const end = result.end;
  const totals = result.totals;
  let requests = 0;
  let noResponse = 0;
  const statuses = new Map<number, number>();
  for (const each of figures.operations.values()) {
    requests += each.requests;
    noResponse += each.noResponse;
    for (const [code, count] of each.statuses) statuses.set(code, (statuses.get(code) ?? 0) + count);
  }
  const times = runTimes(figures);
  const errors = result.operations.reduce((sum, story) => sum + story.errors.length, 0);
  const verdict = end?.interrupted === true ? "interrupted" : totals.failures + errors > 0 || end?.error !== undefined ? "failed" : "passed";
  const card = (value: string | number, name: string, tone = ""): string => `<div class="card ${tone}"><b>${escapeHtml(String(value))}</b><span>${name}</span></div>`;
  const meta = [
    header === undefined ? "" : `<span>${/^\d/.test(header.specVersion) ? "OpenAPI " : ""}${escapeHtml(header.specVersion)}</span>`,
    header === undefined ? "" : `<span>Base URL <code>${escapeHtml(mask.url(header.baseUrl))}</code></span>`,
    header === undefined ? "" : input.seeds !== undefined && input.seeds.length > 1 ? `<span>Seeds <code>${input.seeds.join(", ")}</code></span>` : `<span>Seed <code>${header.seed}</code></span>`,
    header === undefined || header.phases.length === 0 ? "" : `<span>Phases: ${header.phases.map(escapeHtml).join(", ")}</span>`,
    end === undefined ? "" : `<span>Duration ${end.durationSeconds.toFixed(2)} s</span>`,
  ].filter((part) => part !== "");
  const notes = [
    end?.stopReason === undefined ? "" : `<p><b>Stopped early:</b> ${escapeHtml(mask.text(end.stopReason))}.</p>`,
    end?.interrupted === true ? `<p><b>Interrupted:</b> these results are what was found before the run was stopped.</p>` : "",
    end?.error === undefined ? "" : `<p><b>The run ended with an error:</b> ${escapeHtml(mask.text(end.error))}</p>`,
  ].join("");
  const selected = header?.selected ?? result.operations.length;
  const summary =
    `<section id="summary" class="panel"><h1>${escapeHtml(header?.title ?? "apitest run")}<span class="verdict ${verdict}">${verdict}</span></h1>` +
    `<p class="meta">${meta.join("")}</p>${notes}<div class="cards">` +
    card(`${result.operations.length - totals.untested}/${selected}`, "operations tested") +
    card(totals.passed, "passed", totals.passed > 0 ? "good" : "") +
    card(totals.failed, "failed", totals.failed > 0 ? "bad" : "") +
    card(totals.errored, "errored", totals.errored > 0 ? "bad" : "") +
    card(totals.untested, "untested") +
    card(requests, "requests") +
    card(totals.failingRequests, "failing requests", totals.failingRequests > 0 ? "bad" : "") +
    card(totals.defects, `distinct defect${totals.defects === 1 ? "" : "s"} in ${totals.defectOperations} operation${totals.defectOperations === 1 ? "" : "s"}`, totals.defects > 0 ? "bad" : "") +
    card(formatMs(quantileMs(times, 0.5)), "median response") +
    card(formatMs(quantileMs(times, 0.95)), "p95 response") +
    codeCard(end?.coverage, card) +
    `</div>${phaseList(result)}</section>\n`;

  const charts =
    `<section id="charts" class="panel"><h2>Charts</h2><div class="charts">` +
    `<div class="chart"><h3>Response times</h3>${timeChart(times)}</div>` +
    `<div class="chart"><h3>Status codes</h3>${statusChart(statusEntries({ statuses, noResponse }))}${statusLegend()}</div>` +
    `</div><div class="chart wide"><h3>Status codes per operation</h3>${perOperationChart([...figures.operations.values()], 12)}</div></section>\n`;
  return summary + charts;
}

/** The operations table, the shared causes and the warnings (the failures come after them). */
export function renderOverview(input: SummaryInput, anchors: ReadonlyMap<string, number>): string {
  const shared = input.result.findings.filter((finding) => finding.shared);
  const causes =
    shared.length === 0
      ? ""
      : `<section id="causes" class="panel"><h2>Shared by several operations: ${shared.length} cause${shared.length === 1 ? "" : "s"}</h2>` +
        `${shared.map((finding) => renderFinding(finding, anchors, input.mask)).join("")}</section>\n`;
  return renderTable(input.result, input.figures, anchors) + causes + renderConventions(input.result) + renderWarnings(input.result, input.mask);
}

/** The framework conventions the failures follow, each once, with the setting to change. */
function renderConventions(result: RunResult): string {
  if (result.conventions.length === 0) return "";
  const items = result.conventions.map((convention) => {
    // Only a shared cause has its own entry to link to; the others are under their operation.
    const causes = convention.findings.map((id) => (result.findings[id - 1]?.shared === true ? `<a href="#cause-${id}">${id}</a>` : String(id))).join(", ");
    return (
      `<article class="convention"><h3><code>${escapeHtml(convention.check)}</code> · ${convention.status} on ${convention.operations} operation${convention.operations === 1 ? "" : "s"} ` +
      `<small class="empty">(cause ${causes})</small></h3><p>${escapeHtml(convention.what)}</p><p class="advice"><b>Change:</b> ${escapeHtml(convention.change)}</p></article>`
    );
  });
  return `<section id="conventions" class="panel"><h2>Framework conventions</h2>${items.join("")}</section>
`;
}

/** What each phase did over the operations, in the console's words. */
function phaseList(result: RunResult): string {
  if (result.phases.length === 0) return "";
  const items = result.phases.map((summary) => {
    const text = phaseSummaryLine(summary).trim().replace(/^\S+\s+/, "");
    return `<li class="${summary.ran ? "ran" : "not-run"}"><b>${escapeHtml(summary.phase)}</b> ${escapeHtml(text)}</li>`;
  });
  return `<h3 class="phases-title">Test phases</h3><ul class="phase-list">${items.join("")}</ul>`;
}

/** The page's last line. */
export function renderFooter(generatedAt: string): string {
  return `<footer>Written by apitest at ${escapeHtml(generatedAt)}. Secrets are masked as configured in output.sanitization.</footer>\n`;
}

function renderTable(result: RunResult, figures: RunFigures, anchors: ReadonlyMap<string, number>): string {
  // Grey-box runs: the lines of the API's own code each operation's requests reached first.
  const coverage = result.end?.coverage;
  const firstReached = coverage === undefined ? undefined : new Map((coverage.operations ?? []).map((entry) => [entry.operation, entry.linesFirstReached]));
  const rows = result.operations.map((story) => {
    const { method, path } = splitOperation(story.label);
    const own = figures.operations.get(story.label);
    const failures = story.requests.reduce((sum, request) => sum + request.failures.length, 0);
    const errors = story.errors.length;
    const median = own === undefined ? undefined : quantileMs(own.times, 0.5);
    const p95 = own === undefined ? undefined : quantileMs(own.times, 0.95);
    const phases = story.phases
      .map(({ phase, outcome }) => {
        const label = outcome.state.replace(/-/g, " ");
        const why = outcome.reason ?? outcome.note;
        return `<span class="phase ${outcome.state}"${why === undefined ? "" : ` title="${escapeHtml(why)}"`}>${escapeHtml(phase)}: ${label}</span>`;
      })
      .join("");
    const anchor = anchors.get(story.label);
    const name = anchor === undefined ? escapeHtml(path) : `<a href="#op-${anchor}">${escapeHtml(path)}</a>`;
    const search = `${story.label} ${story.verdict} ${story.phases.map(({ phase, outcome }) => `${phase} ${outcome.state}`).join(" ")}`.toLowerCase();
    const entries = own === undefined ? [] : statusEntries(own);
    return (
      `<tr class="${story.verdict}" data-search="${escapeHtml(search)}">` +
      `<td data-value="${escapeHtml(method)}">${method === "" ? "" : `<span class="method">${escapeHtml(method)}</span>`}</td>` +
      `<td class="name path" data-value="${escapeHtml(path)}">${name}</td>` +
      `<td data-value="${story.verdict}">${phases}</td>` +
      `<td class="num">${story.cases}</td><td class="num">${own?.requests ?? 0}</td>` +
      `<td class="num" data-value="${failures + errors}">${failures}${errors > 0 ? ` + ${errors} error${errors === 1 ? "" : "s"}` : ""}</td>` +
      `<td class="num" data-value="${sortable(median)}">${formatMs(median)}</td><td class="num" data-value="${sortable(p95)}">${formatMs(p95)}</td>` +
      `<td data-value="${own?.requests ?? 0}">${statusBar(entries, 120, 12)}</td>` +
      (firstReached === undefined ? "" : `<td class="num">${firstReached.get(story.label) ?? 0} lines</td>`) +
      `</tr>`
    );
  });
  const count = result.operations.length;
  return (
    `<section id="operations" class="panel"><h2>Operations</h2><div class="tools">` +
    `<input type="search" id="operation-filter" placeholder="Filter: method, path, verdict, phase" aria-label="Filter operations">` +
    `<label><input type="checkbox" id="failing-only"> failing only</label><span class="empty"><span id="shown-count">${count}</span> of ${count} shown</span></div>` +
    `<table id="operations-table"><thead><tr><th>Method</th><th>Path</th><th>Phases</th><th data-type="number">Cases</th><th data-type="number">Requests</th>` +
    `<th data-type="number">Failures</th><th data-type="number">Median</th><th data-type="number">p95</th><th data-type="number">Status codes</th>${firstReached === undefined ? "" : `<th data-type="number" title="Lines of the API's own code this operation's requests reached first (grey-box runs)">Code reached first</th>`}</tr></thead>` +
    `<tbody>${rows.join("\n")}</tbody></table>${statusLegend()}</section>\n`
  );
}

/** Grey-box runs: the card saying how much of the API's own code the run reached. */
function codeCard(coverage: CodeCoverageReport | undefined, card: (value: string, name: string) => string): string {
  if (coverage === undefined) return "";
  const percent = coverage.lines === 0 ? 0 : (100 * coverage.linesReached) / coverage.lines;
  return card(`${percent.toFixed(1)} %`, `of the API's code reached (${coverage.linesReached} of ${coverage.lines} lines)`);
}

function renderWarnings(result: RunResult, mask: ReportMasker): string {
  if (result.warnings.length === 0) return "";
  const items = result.warnings.slice(0, MAX_WARNINGS).map((warning) => {
    const operations = warning.operations.slice(0, MAX_WARNING_OPERATIONS);
    const more = warning.operations.length > operations.length ? ` and ${warning.operations.length - operations.length} more` : "";
    const list = operations.length === 0 ? "" : `<br><span class="empty">${operations.map(escapeHtml).join(", ")}${more}</span>`;
    return `<p class="warning"><b>${escapeHtml(warning.name)}</b>: ${escapeHtml(mask.text(warning.message))}. <i>${escapeHtml(mask.text(warning.hint))}</i>${list}</p>`;
  });
  return `<section id="warnings" class="panel"><h2>Warnings</h2>${items.join("")}</section>\n`;
}

/** A time as a sort key: three decimals, empty when there is none (sorted first). */
function sortable(ms: number | undefined): string {
  return ms === undefined ? "" : ms.toFixed(3);
}
