import type { OperationStatus } from "../core/events.js";
import { escapeHtml } from "./html-assets.js";
import { formatMs, perOperationChart, statusBar, statusChart, statusEntries, statusLegend, timeChart } from "./html-charts.js";
import { splitOperation } from "./html-failure.js";
import { overallStatus, quantileMs, runTimes, type OperationFigures, type RunFigures } from "./operation-stats.js";

/** A warning as the report lists it (operations capped: the count says how many there were). */
export interface HtmlWarning {
  readonly name: string;
  readonly message: string;
  readonly hint: string;
  readonly operations: readonly string[];
  readonly operationCount: number;
}

/** The parts of the report known only at the end: summary, charts, operations table, warnings. */
export interface SummaryInput {
  readonly run: RunFigures;
  readonly warnings: readonly HtmlWarning[];
  /** When the report was written (ISO 8601), shown in the footer. */
  readonly generatedAt: string;
}

/** Renders the sections written at the end of the run (they are placed above the failures by CSS order). */
export function renderSummary(input: SummaryInput): string {
  const run = input.run;
  const operations = [...run.operations.values()];
  const counts: Record<OperationStatus, number> = { passed: 0, failed: 0, errored: 0, skipped: 0 };
  let requests = 0;
  let failures = 0;
  let errors = 0;
  const statuses = new Map<number, number>();
  let noResponse = 0;
  for (const figures of operations) {
    const status = overallStatus(figures);
    if (status !== undefined) counts[status]++;
    requests += figures.requests;
    failures += figures.failures;
    errors += figures.errors;
    noResponse += figures.noResponse;
    for (const [code, count] of figures.statuses) statuses.set(code, (statuses.get(code) ?? 0) + count);
  }
  const times = runTimes(run);
  const verdict = run.interrupted ? "interrupted" : failures + errors > 0 || run.error !== undefined ? "failed" : "passed";
  const card = (value: string | number, name: string, tone = ""): string => `<div class="card ${tone}"><b>${escapeHtml(String(value))}</b><span>${name}</span></div>`;
  const meta = [
    run.specVersion === "" ? "" : `<span>${run.specVersion.startsWith("GraphQL") ? "" : "OpenAPI "}${escapeHtml(run.specVersion)}</span>`,
    run.baseUrl === "" ? "" : `<span>Base URL <code>${escapeHtml(run.baseUrl)}</code></span>`,
    run.seed === undefined ? "" : `<span>Seed <code>${run.seed}</code></span>`,
    run.phases.length === 0 ? "" : `<span>Phases: ${run.phases.map(escapeHtml).join(", ")}</span>`,
    run.durationSeconds === undefined ? "" : `<span>Duration ${run.durationSeconds.toFixed(2)} s</span>`,
  ].filter((part) => part !== "");
  const notes = [
    run.stopReason === undefined ? "" : `<p><b>Stopped early:</b> ${escapeHtml(run.stopReason)}.</p>`,
    run.interrupted ? `<p><b>Interrupted:</b> these results are what was found before the run was stopped.</p>` : "",
    run.error === undefined ? "" : `<p><b>The run ended with an error:</b> ${escapeHtml(run.error)}</p>`,
  ].join("");

  const summary =
    `<section id="summary" class="panel"><h1>${escapeHtml(run.title === "" ? "apitest run" : run.title)}<span class="verdict ${verdict}">${verdict}</span></h1>` +
    `<p class="meta">${meta.join("")}</p>${notes}<div class="cards">` +
    card(`${operations.length}/${run.selected}`, "operations tested") +
    card(counts.passed, "passed", counts.passed > 0 ? "good" : "") +
    card(counts.failed, "failed", counts.failed > 0 ? "bad" : "") +
    card(counts.errored, "errored", counts.errored > 0 ? "bad" : "") +
    card(counts.skipped, "skipped") +
    card(requests, "requests") +
    card(failures, "distinct failures", failures > 0 ? "bad" : "") +
    card(formatMs(quantileMs(times, 0.5)), "median response") +
    card(formatMs(quantileMs(times, 0.95)), "p95 response") +
    card(run.warnings, "warnings") +
    `</div></section>\n`;

  const charts =
    `<section id="charts" class="panel"><h2>Charts</h2><div class="charts">` +
    `<div class="chart"><h3>Response times</h3>${timeChart(times)}</div>` +
    `<div class="chart"><h3>Status codes</h3>${statusChart(statusEntries({ statuses, noResponse }))}${statusLegend()}</div>` +
    `</div><div class="chart"><h3>Status codes per operation</h3>${perOperationChart(operations, 30)}</div></section>\n`;

  return summary + charts + renderTable(operations) + renderWarnings(input.warnings) + `<footer>Written by apitest at ${escapeHtml(input.generatedAt)}. Secrets are masked as configured in output.sanitization.</footer>\n`;
}

function renderTable(operations: readonly OperationFigures[]): string {
  const rows = operations.map((figures) => {
    const { method, path } = splitOperation(figures.operation);
    const status = overallStatus(figures) ?? "skipped";
    const failing = figures.failures + figures.errors > 0;
    const median = quantileMs(figures.times, 0.5);
    const p95 = quantileMs(figures.times, 0.95);
    const phases = [...figures.phases]
      .map(([phase, outcome]) => {
        const why = figures.skipReasons.get(phase);
        return `<span class="phase ${outcome}"${why === undefined ? "" : ` title="${escapeHtml(why)}"`}>${escapeHtml(phase)}: ${outcome}</span>`;
      })
      .join("");
    const name = failing ? `<a href="#op-${figures.index}">${escapeHtml(path)}</a>` : escapeHtml(path);
    const search = `${figures.operation} ${status} ${[...figures.phases.keys()].join(" ")}`.toLowerCase();
    return (
      `<tr class="${status}" data-search="${escapeHtml(search)}">` +
      `<td data-value="${escapeHtml(method)}"><span class="method">${escapeHtml(method)}</span></td>` +
      `<td class="name path" data-value="${escapeHtml(path)}">${name}</td>` +
      `<td data-value="${status}">${phases}</td>` +
      `<td class="num">${figures.cases}</td><td class="num">${figures.requests}</td>` +
      `<td class="num" data-value="${figures.failures + figures.errors}">${figures.failures}${figures.errors > 0 ? ` + ${figures.errors} error${figures.errors === 1 ? "" : "s"}` : ""}</td>` +
      `<td class="num" data-value="${sortable(median)}">${formatMs(median)}</td><td class="num" data-value="${sortable(p95)}">${formatMs(p95)}</td>` +
      `<td data-value="${figures.requests}">${statusBar(statusEntries(figures), 120, 12)}</td></tr>`
    );
  });
  return (
    `<section id="operations" class="panel"><h2>Operations</h2><div class="tools">` +
    `<input type="search" id="operation-filter" placeholder="Filter: method, path, status, phase" aria-label="Filter operations">` +
    `<label><input type="checkbox" id="failing-only"> failing only</label><span class="empty"><span id="shown-count">${operations.length}</span> of ${operations.length} shown</span></div>` +
    `<table id="operations-table"><thead><tr><th>Method</th><th>Path</th><th>Phases</th><th data-type="number">Cases</th><th data-type="number">Requests</th>` +
    `<th data-type="number">Failures</th><th data-type="number">Median</th><th data-type="number">p95</th><th data-type="number">Status codes</th></tr></thead>` +
    `<tbody>${rows.join("\n")}</tbody></table>${statusLegend()}</section>\n`
  );
}

function renderWarnings(warnings: readonly HtmlWarning[]): string {
  if (warnings.length === 0) return "";
  const items = warnings.map((warning) => {
    const more = warning.operationCount > warning.operations.length ? ` and ${warning.operationCount - warning.operations.length} more` : "";
    const list = warning.operations.length === 0 ? "" : `<br><span class="empty">${warning.operations.map(escapeHtml).join(", ")}${more}</span>`;
    return `<p class="warning"><b>${escapeHtml(warning.name)}</b>: ${escapeHtml(warning.message)}. <i>${escapeHtml(warning.hint)}</i>${list}</p>`;
  });
  return `<section id="warnings" class="panel"><h2>Warnings</h2>${items.join("")}</section>\n`;
}

/** A time as a sort key: three decimals, empty when there is none (sorted first). */
function sortable(ms: number | undefined): string {
  return ms === undefined ? "" : ms.toFixed(3);
}
