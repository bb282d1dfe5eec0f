import type { EventSink } from "../core/events.js";
import { VERSION } from "../version.js";
import { recordBody } from "./report-body.js";
import type { InteractionEvent } from "./report-checks.js";
import { harCookies, harHeaders, harHttpVersion, harQueryString, harUrl, headerValue } from "./report-har-parts.js";
import { createReportMasker, type ReportMasker } from "./report-mask.js";
import type { ReportOptions } from "./report-options.js";
import { streamedReport } from "./report-stream.js";

/** Options of {@link createHarReporter}. */
export type HarReportOptions = ReportOptions & {
  /** Record every response body as base64 (exact bytes) instead of text when it is UTF-8. */
  readonly preserveBytes: boolean;
};

/**
 * The HAR 1.2 report (an HTTP archive that browsers' developer tools and proxies open):
 * one entry per request sent, with apitest's own data under `_apitest`. Streams: the
 * head is written at `run-started`, each entry as it arrives, the tail at `close()`, so
 * an interrupted run still leaves a complete JSON document.
 */
export function createHarReporter(options: HarReportOptions): EventSink {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const now = options.now ?? Date.now;
  return streamedReport(options.path, {
    format: "har",
    head: () => `{"log":{"version":"1.2","creator":${JSON.stringify({ name: "apitest", version: VERSION })},"entries":[`,
    entry: (event, index) => `${index === 1 ? "" : ","}\n${JSON.stringify(harEntry(event, options.preserveBytes, mask, now()))}`,
    tail: (count) => `${count === 0 ? "" : "\n"}]}}\n`,
  });
}

/** One HAR entry, as a plain JSON value. */
function harEntry(event: InteractionEvent, preserveBytes: boolean, mask: ReportMasker, nowMs: number): Record<string, unknown> {
  const request = mask.request(event.request);
  const response = event.response;
  const ms = response === undefined ? 0 : Math.max(0, response.elapsed * 1000);
  const requestType = headerValue(request.headers, "content-type");
  const requestPart: Record<string, unknown> = {
    method: request.method,
    url: harUrl(request.url),
    httpVersion: harHttpVersion(response?.httpVersion ?? "1.1"),
    cookies: harCookies(headerValue(request.headers, "cookie"), false),
    headers: harHeaders(Object.entries(request.headers).map(([name, value]) => [name, [value]])),
    queryString: harQueryString(request.url),
    headersSize: -1,
    bodySize: request.body?.byteLength ?? 0,
  };
  if (request.body !== undefined) {
    // HAR 1.2 has no `encoding` in postData: binary bodies go in `text` as base64, said in `comment`.
    const body = recordBody(request.body, preserveBytes);
    requestPart["postData"] =
      body.kind === "text"
        ? { mimeType: requestType ?? "", text: body.text }
        : { mimeType: requestType ?? "", text: body.base64, comment: "body encoded as base64" };
  }
  const entry: Record<string, unknown> = {
    startedDateTime: new Date(nowMs - ms).toISOString(),
    time: ms,
    request: requestPart,
    response: response === undefined ? noResponse() : responsePart(response, preserveBytes, mask),
    cache: {},
    timings: { send: 0, wait: ms, receive: 0 },
    _apitest: {
      phase: event.phase,
      mode: event.meta.mode,
      operation: event.operation,
      caseId: event.caseId,
      ...(event.meta.description === undefined ? {} : { description: event.meta.description }),
      failures: event.failures.map((failure) => ({ check: failure.check, title: mask.text(failure.title), message: mask.text(failure.message) })),
    },
  };
  if (response === undefined) entry["_error"] = mask.text(event.error ?? "no response");
  return entry;
}

function responsePart(response: NonNullable<InteractionEvent["response"]>, preserveBytes: boolean, mask: ReportMasker): Record<string, unknown> {
  const headers = mask.headers(response.headers);
  const contentType = response.header("content-type");
  const body = recordBody(mask.body(response.content, contentType), preserveBytes);
  const content: Record<string, unknown> = {
    size: response.content.byteLength,
    mimeType: contentType ?? "x-unknown",
    text: body.kind === "text" ? body.text : body.base64,
  };
  if (body.kind === "base64") content["encoding"] = "base64";
  if (response.truncated) content["comment"] = `body truncated: only the first ${response.content.byteLength} bytes were kept`;
  return {
    status: response.statusCode,
    statusText: response.message,
    httpVersion: harHttpVersion(response.httpVersion),
    cookies: (headers["set-cookie"] ?? []).flatMap((value) => harCookies(value, true)),
    headers: harHeaders(Object.entries(headers)),
    content,
    redirectURL: headers["location"]?.[0] ?? "",
    headersSize: -1,
    bodySize: response.declaredSize ?? response.content.byteLength,
  };
}

function noResponse(): Record<string, unknown> {
  return {
    status: 0,
    statusText: "",
    httpVersion: "",
    cookies: [],
    headers: [],
    content: { size: 0, mimeType: "x-unknown" },
    redirectURL: "",
    headersSize: -1,
    bodySize: -1,
  };
}
