import type { EngineEvent, FailureReport, OperationError } from "../core/events.js";
import type { PreparedRequest } from "../core/request.js";
import { Response } from "../core/response.js";
import type { TruncationSettings } from "../core/settings.js";
import { escapeHtml } from "./html-assets.js";
import { decodeUtf8 } from "./report-body.js";
import type { ReportMasker } from "./report-mask.js";
import { prettyBody, truncatePayload } from "./truncate.js";

/** How much of a body the "show all" part keeps: the report stays readable and the file bounded. */
const FULL_BODY_LIMIT = 64 * 1024;

type OperationFinished = Extract<EngineEvent, { type: "operation-finished" }>;

/** Splits an operation label `METHOD /path` (GraphQL fields have no method). */
export function splitOperation(operation: string): { readonly method: string; readonly path: string } {
  const match = /^([A-Z]+) (.*)$/.exec(operation);
  return match === null ? { method: "", path: operation } : { method: match[1]!, path: match[2]! };
}

/** The heading of an operation (method badge and path). */
export function operationHeading(operation: string): string {
  const { method, path } = splitOperation(operation);
  return `${method === "" ? "" : `<span class="method">${escapeHtml(method)}</span> `}<span class="path">${escapeHtml(path)}</span>`;
}

/**
 * The failures and errors one phase reported for one operation, as a section: one entry per
 * failing request (test case) with the checks that failed on it as bullets, then the request,
 * the response (truncated like the console, the rest behind "show all") and the curl command.
 * Empty when the phase found nothing.
 */
export function renderFailureSection(event: OperationFinished, index: number, mask: ReportMasker, truncation: TruncationSettings): string {
  if (event.failures.length === 0 && event.errors.length === 0) return "";
  const byCase = new Map<string, FailureReport[]>();
  for (const report of event.failures) {
    const group = byCase.get(report.caseId);
    if (group === undefined) byCase.set(report.caseId, [report]);
    else group.push(report);
  }
  const parts = [`<section class="op-failures" data-index="${index}" data-operation="${escapeHtml(event.operation)}"><h3 id="op-${index}">${operationHeading(event.operation)}</h3>`];
  for (const reports of byCase.values()) parts.push(renderCase(event.phase, reports, mask, truncation));
  for (const error of event.errors) parts.push(renderError(event.phase, error, mask));
  parts.push("</section>\n");
  return parts.join("");
}

function renderCase(phase: string, reports: readonly FailureReport[], mask: ReportMasker, truncation: TruncationSettings): string {
  const first = reports[0]!;
  const checks = reports
    .map((report) => {
      const message = report.failure.message === "" ? "" : `<pre>${escapeHtml(mask.text(report.failure.message))}</pre>`;
      return `<li><code>${escapeHtml(report.failure.check)}</code> ${escapeHtml(mask.text(report.failure.title))}${message}</li>`;
    })
    .join("");
  const titles = reports.map((report) => mask.text(report.failure.title)).join(", ");
  const out = [
    `<article class="entry" data-checks="${escapeHtml(reports.map((report) => report.failure.check).join(" "))}">`,
    `<h4>${escapeHtml(titles)} <small class="empty">(${escapeHtml(phase)} phase, case ${escapeHtml(first.caseId)})</small></h4>`,
    `<ul class="checks">${checks}</ul>`,
    `<h5>Request</h5><pre>${escapeHtml(requestText(mask.request(first.request), truncation))}</pre>`,
  ];
  if (first.response !== undefined) out.push(renderResponse(first.response, mask, truncation));
  if (first.steps !== undefined && first.steps.length > 0) {
    out.push(`<h5>Steps</h5><ol>${first.steps.map((step) => `<li>${escapeHtml(step.label)}${curlBlock(mask.text(step.curl))}</li>`).join("")}</ol>`);
  }
  out.push(`<h5>Reproduce with</h5>${curlBlock(mask.text(first.curl))}</article>`);
  return out.join("");
}

function renderError(phase: string, error: OperationError, mask: ReportMasker): string {
  const curl = error.curl === undefined ? "" : `<h5>Reproduce with</h5>${curlBlock(mask.text(error.curl))}`;
  return (
    `<article class="entry error"><h4>Error: ${escapeHtml(mask.text(error.title))} <small class="empty">(${escapeHtml(phase)} phase)</small></h4>` +
    `<pre>${escapeHtml(mask.text(error.message))}</pre>${curl}</article>`
  );
}

function renderResponse(response: Response, mask: ReportMasker, truncation: TruncationSettings): string {
  const masked = new Response({
    statusCode: response.statusCode,
    message: response.message,
    headers: mask.headers(response.headers),
    content: mask.body(response.content, response.header("content-type")),
    elapsed: response.elapsed,
    httpVersion: response.httpVersion,
    request: response.request,
    verify: response.verify,
    truncated: response.truncated,
    ...(response.declaredSize === undefined ? {} : { declaredSize: response.declaredSize }),
  });
  const body = masked.content.byteLength === 0 && !masked.truncated ? "<EMPTY>" : mask.text(prettyBody(masked));
  const short = truncatePayload(body, truncation);
  const time = `${(response.elapsed * 1000).toFixed(1)} ms`;
  const head = `<h5>Response: ${response.statusCode} ${escapeHtml(response.message)} · ${time}</h5><pre>${escapeHtml(short)}</pre>`;
  if (short === body) return head;
  const full = body.length > FULL_BODY_LIMIT ? `${body.slice(0, FULL_BODY_LIMIT)}\n… [${body.length - FULL_BODY_LIMIT} more characters not shown]` : body;
  return `${head}<details><summary>Show the whole response (${masked.content.byteLength} bytes)</summary><pre>${escapeHtml(full)}</pre></details>`;
}

function curlBlock(curl: string): string {
  return `<div class="curl"><pre><code>${escapeHtml(curl)}</code></pre><button type="button" class="copy">Copy</button></div>`;
}

function requestText(request: PreparedRequest, truncation: TruncationSettings): string {
  const lines = [`${request.method} ${request.url}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  if (request.body !== undefined && request.body.byteLength > 0) {
    const text = decodeUtf8(request.body);
    lines.push("", text === undefined ? `<binary ${request.body.byteLength} bytes>` : truncatePayload(text, truncation));
  }
  return lines.join("\n");
}
