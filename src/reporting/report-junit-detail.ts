import type { FailureReport, OperationError } from "../core/events.js";
import { Response } from "../core/response.js";
import type { TruncationSettings } from "../core/settings.js";
import type { ReportMasker } from "./report-mask.js";
import { prettyBody, truncatePayload } from "./truncate.js";

/** The content of one JUnit `<failure>` or `<error>` element, as plain text. */
export interface JunitDetail {
  /** The `type` attribute: the check name, or `error`. */
  readonly type: string;
  /** The `message` attribute: a one-line title. */
  readonly message: string;
  /** The element's text: details, the response and the reproduction. */
  readonly text: string;
}

/**
 * Renders one distinct failure as the console shows it: the failure message, the
 * response status and (truncated, masked) body, and the curl command that reproduces it.
 */
export function failureDetail(report: FailureReport, mask: ReportMasker, truncation: TruncationSettings): JunitDetail {
  const parts: string[] = [];
  if (report.failure.message !== "") parts.push(report.failure.message);
  const response = report.response;
  if (response !== undefined) {
    const masked = new Response({
      statusCode: response.statusCode,
      message: response.message,
      headers: response.headers,
      content: mask.body(response.content, response.header("content-type")),
      elapsed: response.elapsed,
      httpVersion: response.httpVersion,
      request: response.request,
      verify: response.verify,
      truncated: response.truncated,
      ...(response.declaredSize === undefined ? {} : { declaredSize: response.declaredSize }),
    });
    const body = masked.content.byteLength === 0 && !masked.truncated ? "<EMPTY>" : prettyBody(masked);
    parts.push(`[${response.statusCode}] ${response.message}:\n\n${indent(truncatePayload(body, truncation))}`);
  }
  if (report.steps !== undefined && report.steps.length > 0) {
    parts.push(`Steps:\n\n${report.steps.map((step, index) => `    ${index + 1}. ${step.label}\n       ${step.curl}`).join("\n")}`);
  }
  parts.push(`Reproduce with:\n\n    ${report.curl}`);
  return { type: report.failure.check, message: mask.text(report.failure.title), text: mask.text(parts.join("\n\n")) };
}

/** Renders an operation error (network failure, unsupported schema …). */
export function errorDetail(error: OperationError, mask: ReportMasker): JunitDetail {
  const parts = [error.message];
  if (error.curl !== undefined) parts.push(`Reproduce with:\n\n    ${error.curl}`);
  return { type: "error", message: mask.text(error.title), text: mask.text(parts.join("\n\n")) };
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? line : `    ${line}`))
    .join("\n");
}
