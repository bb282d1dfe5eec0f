import type { EventSink } from "../core/events.js";
import { VERSION } from "../version.js";
import { recordBody } from "./report-body.js";
import { interactionChecks, type InteractionEvent } from "./report-checks.js";
import { createReportMasker } from "./report-mask.js";
import type { ReportOptions } from "./report-options.js";
import { streamedReport } from "./report-stream.js";
import { yamlKey, yamlNumber, yamlString } from "./report-yaml.js";

/** Options of {@link createVcrReporter}. */
export type VcrReportOptions = ReportOptions & {
  /** Record bodies as exact bytes (base64) instead of UTF-8 text. */
  readonly preserveBytes: boolean;
};

/**
 * The VCR cassette report: a YAML document with the run's command, version, seed and
 * base URL, then every request sent and its response (or error) and check results, in
 * the order they happened. Streams: each interaction is written as it arrives and
 * dropped; `close()` completes the document, also after an interrupted run.
 *
 * The YAML is written by hand with JSON-style double-quoted strings, so any header or
 * body round-trips; `apitest replay` reads it back.
 */
export function createVcrReporter(options: VcrReportOptions): EventSink {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const now = options.now ?? Date.now;
  return streamedReport(options.path, {
    format: "vcr",
    head: (run) =>
      [
        `command: ${yamlString(mask.text(options.command ?? "apitest"))}`,
        `recorded_with: ${yamlString(`apitest ${VERSION}`)}`,
        `seed: ${yamlNumber(run?.seed)}`,
        ...(run?.baseUrl === undefined ? [] : [`base_url: ${yamlString(mask.text(run.baseUrl))}`]),
        // No newline yet: an empty run closes this line with ` []`, so the list is never null.
        "http_interactions:",
      ].join("\n"),
    entry: (event, index) => interactionYaml(event, index, options, mask, now()),
    tail: (count) => (count === 0 ? " []\n" : "\n"),
  });
}

function interactionYaml(
  event: InteractionEvent,
  id: number,
  options: VcrReportOptions,
  mask: ReturnType<typeof createReportMasker>,
  nowMs: number,
): string {
  const request = mask.request(event.request);
  const response = event.response;
  const elapsed = response?.elapsed;
  const lines: string[] = [
    `- id: ${yamlString(String(id))}`,
    `  case_id: ${yamlString(event.caseId)}`,
    `  phase: ${yamlString(event.phase)}`,
    `  mode: ${yamlString(event.meta.mode)}`,
    `  operation: ${yamlString(event.operation)}`,
  ];
  if (event.meta.description !== undefined) lines.push(`  description: ${yamlString(event.meta.description)}`);
  lines.push(
    `  recorded_at: ${yamlString(new Date(nowMs - (elapsed ?? 0) * 1000).toISOString())}`,
    `  elapsed: ${yamlNumber(elapsed)}`,
    "  request:",
    `    method: ${yamlString(request.method)}`,
    `    uri: ${yamlString(request.url)}`,
  );
  pushHeaders(lines, Object.entries(request.headers).map(([name, value]) => [name, [value]]));
  if (request.body !== undefined) pushBody(lines, request.body, options.preserveBytes);
  if (response === undefined) {
    lines.push(`  error: ${yamlString(mask.text(event.error ?? "no response"))}`);
  } else {
    lines.push("  response:", "    status:", `      code: ${response.statusCode}`, `      message: ${yamlString(response.message)}`);
    pushHeaders(lines, Object.entries(mask.headers(response.headers)));
    pushBody(lines, mask.body(response.content, response.header("content-type")), options.preserveBytes);
    if (response.truncated) lines.push(`      truncated: true`);
    lines.push(`    http_version: ${yamlString(response.httpVersion)}`);
  }
  const checks = interactionChecks(event);
  if (checks.length === 0) lines.push("  checks: []");
  else {
    lines.push("  checks:");
    for (const check of checks) {
      lines.push(`  - name: ${yamlString(check.name)}`, `    status: ${yamlString(check.status)}`);
      if (check.title !== undefined) lines.push(`    title: ${yamlString(mask.text(check.title))}`);
      if (check.message !== undefined) lines.push(`    message: ${yamlString(mask.text(check.message))}`);
    }
  }
  return `\n${lines.join("\n")}`;
}

function pushHeaders(lines: string[], headers: readonly (readonly [string, readonly string[]])[]): void {
  if (headers.length === 0) {
    lines.push("    headers: {}");
    return;
  }
  lines.push("    headers:");
  // Flow lists keep one header per line and stay valid after an explicit (long) key.
  for (const [name, values] of headers) lines.push(`${yamlKey(name, "      ")} [${values.map(yamlString).join(", ")}]`);
}

function pushBody(lines: string[], content: Uint8Array, preserveBytes: boolean): void {
  const body = recordBody(content, preserveBytes);
  lines.push("    body:");
  if (body.kind === "text") lines.push(`      encoding: "utf-8"`, `      string: ${yamlString(body.text)}`);
  else lines.push(`      base64_string: ${yamlString(body.base64)}`);
}
