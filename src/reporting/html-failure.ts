import type { OperationError } from "../core/events.js";
import type { PreparedRequest } from "../core/request.js";
import { Response } from "../core/response.js";
import type { TruncationSettings } from "../core/settings.js";
import { escapeHtml } from "./html-assets.js";
import { tellsEvidence } from "./findings.js";
import { decodeUtf8 } from "./report-body.js";
import type { ReportMasker } from "./report-mask.js";
import type { FailingRequest, Finding, OperationStory } from "./run-result.js";
import { prettyBody, truncatePayload } from "./truncate.js";

/** How much of a body the "show" part keeps: the report stays readable and the file bounded. */
const FULL_BODY_LIMIT = 64 * 1024;
/** Failing requests of one operation shown with their request and response; later ones are listed compactly. */
const FULL_ENTRIES = 50;

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
 * One operation's story as a section: one numbered entry per failing request (test case) with the
 * checks that failed on it as bullets (a cause shared with other operations links to it), then the
 * request, the response (truncated like the console, the rest behind "show") and the curl command;
 * then its errors. Empty when the operation has neither.
 */
export function renderOperationFailures(
  story: OperationStory,
  index: number,
  findings: ReadonlyMap<number, Finding>,
  mask: ReportMasker,
  truncation: TruncationSettings,
  folded = false,
): string {
  if (story.requests.length === 0 && story.errors.length === 0) return "";
  const parts = [`<section class="op-failures" id="op-${index}" data-operation="${escapeHtml(story.label)}"><h3>${operationHeading(story.label)}</h3>`];
  const sharedOnly = (request: FailingRequest): boolean => request.findings.every((id) => findings.get(id)?.shared === true);
  // A large run folds: requests whose every failure is a shared cause become one line of links to
  // their causes (each cause shows its example once, under "Shared causes").
  if (folded) {
    const line = sharedCausesLine(story.requests.filter(sharedOnly), findings, mask);
    if (line !== "") parts.push(line);
  }
  let shown = 0;
  for (const request of story.requests) {
    if (folded && sharedOnly(request)) continue;
    // A request whose every failure is a shared cause is shown where the cause is; here it only links there.
    const compact = shown >= FULL_ENTRIES || sharedOnly(request);
    parts.push(renderRequest(request, findings, mask, truncation, compact));
    shown++;
  }
  for (const entry of story.errors) parts.push(renderError(entry.phase, entry.error, mask));
  parts.push("</section>\n");
  return parts.join("");
}

/** One line for an operation's requests that failed only on shared causes: each cause once, with how many requests. */
function sharedCausesLine(requests: readonly FailingRequest[], findings: ReadonlyMap<number, Finding>, mask: ReportMasker): string {
  if (requests.length === 0) return "";
  const counts = new Map<number, number>();
  for (const request of requests) for (const id of new Set(request.findings)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const links = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, count]) => {
      const finding = findings.get(id);
      const title = finding === undefined ? "" : ` ${escapeHtml(mask.text(finding.title))}`;
      return `<a class="cause" href="#cause-${id}">cause ${id}</a>${title}${count > 1 ? ` (${count} requests)` : ""}`;
    });
  const what = requests.length === 1 ? "1 failing request" : `${requests.length} failing requests`;
  return `<p class="shared-line">${what} of shared causes: ${links.join(" · ")}</p>`;
}

/** A cause shared by several operations, once: what failed, where, the convention it follows, and one example. */
export function renderFinding(finding: Finding, anchors: ReadonlyMap<string, number>, mask: ReportMasker): string {
  const status = finding.status === undefined ? "" : ` · ${finding.status}`;
  const operations = finding.operations
    .map((operation) => {
      const index = anchors.get(operation);
      return `<li>${index === undefined ? escapeHtml(operation) : `<a href="#op-${index}">${escapeHtml(operation)}</a>`}</li>`;
    })
    .join("");
  const message = finding.exampleFailure.message === "" ? "" : `<pre>${escapeHtml(mask.text(finding.exampleFailure.message))}</pre>`;
  const advice = finding.convention === undefined ? "" : `<p class="advice">A framework convention: see <a href="#conventions">Framework conventions</a> for the setting to change.</p>`;
  const evidence = tellsEvidence(finding) ? "" : `<p>Error: <code>${escapeHtml(mask.text(finding.evidence))}</code></p>`;
  const also = finding.alsoFailed === undefined ? "" : `<p class="empty">Also failed because of it: ${finding.alsoFailed.map(escapeHtml).join(", ")}</p>`;
  return (
    `<article class="finding" id="cause-${finding.id}"><h3>Cause ${finding.id}. <code>${escapeHtml(finding.check)}</code> ${escapeHtml(mask.text(finding.title))}${status} ` +
    `<small class="empty">on ${finding.operations.length} operations, ${finding.requests} failing requests</small></h3>${message}${evidence}${also}${advice}` +
    `<details><summary>The ${finding.operations.length} operations</summary><ul class="ops">${operations}</ul></details>` +
    `<h5>Example: ${escapeHtml(finding.example.operation)}</h5>${curlBlock(mask.text(finding.example.curl))}</article>\n`
  );
}

function renderRequest(request: FailingRequest, findings: ReadonlyMap<number, Finding>, mask: ReportMasker, truncation: TruncationSettings, compact: boolean): string {
  const checks = request.failures
    .map((failure, at) => {
      const finding = findings.get(request.findings[at] ?? -1);
      const isShared = finding?.shared === true;
      const shared = isShared ? ` <a class="cause" href="#cause-${finding!.id}">cause ${finding!.id}, on ${finding!.operations.length} operations</a>` : "";
      const advice = finding?.convention === undefined || isShared ? "" : `<div class="advice">A framework convention: see <a href="#conventions">Framework conventions</a>.</div>`;
      const message = failure.message === "" ? "" : `<pre>${escapeHtml(mask.text(failure.message))}</pre>`;
      return `<li><code>${escapeHtml(failure.check)}</code> ${escapeHtml(mask.text(failure.title))}${shared}${message}${advice}</li>`;
    })
    .join("");
  const about = [`${request.phase} phase`, `case ${request.caseId}`, ...(request.meta.mode === "negative" ? ["negative data"] : [])].join(" · ");
  const description = request.meta.description === undefined ? "" : `: ${request.meta.description}`;
  const titles = request.failures.map((failure) => mask.text(failure.title)).join(", ");
  const out = [
    `<article class="entry" data-checks="${escapeHtml(request.failures.map((failure) => failure.check).join(" "))}">`,
    `<h4>${escapeHtml(titles)} <small class="empty">(${escapeHtml(about + description)})</small></h4>`,
    `<ul class="checks">${checks}</ul>`,
  ];
  if (compact) {
    out.push(`<details><summary>Request, response and curl</summary>${exchange(request, mask, truncation)}</details></article>`);
    return out.join("");
  }
  out.push(exchange(request, mask, truncation), "</article>");
  return out.join("");
}

/** The request, the response and the reproduction of a failing request. */
function exchange(request: FailingRequest, mask: ReportMasker, truncation: TruncationSettings): string {
  const out = [`<h5>Request</h5><pre>${escapeHtml(requestText(mask.request(request.request), truncation))}</pre>`];
  if (request.response !== undefined) out.push(renderResponse(request.response, mask, truncation));
  if (request.steps !== undefined && request.steps.length > 0) {
    out.push(`<h5>Steps</h5><ol>${request.steps.map((step) => `<li>${escapeHtml(step.label)}${curlBlock(mask.text(step.curl))}</li>`).join("")}</ol>`);
  }
  out.push(`<h5>Reproduce with</h5>${curlBlock(mask.text(request.curl))}`);
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
