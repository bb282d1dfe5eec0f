import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  recordBody,
  streamedReport
} from "./chunk-QBOLXXGN.js";
import {
  VERSION
} from "./chunk-U65X53VA.js";
import {
  createReportMasker
} from "./chunk-ZCVBYCKP.js";
import "./chunk-FTHGM7HZ.js";
import "./chunk-YQFBT4X6.js";
import "./chunk-3SJVJNMC.js";

// dist/reporting/report-checks.js
function interactionChecks(event) {
  const results = event.failures.map((failure) => ({
    name: failure.check,
    status: "failure",
    title: failure.title,
    message: failure.message
  }));
  const failed = new Set(event.failures.map((failure) => failure.check));
  for (const name of checksRan(event))
    if (!failed.has(name))
      results.push({ name, status: "success" });
  return results;
}
function checksRan(event) {
  const names = event.checks;
  return Array.isArray(names) ? names.filter((name) => typeof name === "string") : [];
}

// dist/reporting/report-yaml.js
var NOT_PRINTABLE = /[\u007F-\u0084\u0086-\u009F\u2028\u2029\uFEFF\uFFFE\uFFFF]/g;
var MAX_IMPLICIT_KEY = 1e3;
function yamlString(value) {
  return JSON.stringify(value).replace(NOT_PRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function yamlKey(key, indent) {
  const quoted = yamlString(key);
  if (quoted.length <= MAX_IMPLICIT_KEY)
    return `${indent}${quoted}:`;
  return `${indent}? ${quoted}
${indent}:`;
}
function yamlNumber(value) {
  return value !== void 0 && Number.isFinite(value) ? String(value) : "null";
}

// dist/reporting/vcr.js
function createVcrReporter(options) {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const now = options.now ?? Date.now;
  return streamedReport(options.path, {
    format: "vcr",
    head: (run) => [
      `command: ${yamlString(mask.text(options.command ?? "apitest"))}`,
      `recorded_with: ${yamlString(`apitest ${VERSION}`)}`,
      `seed: ${yamlNumber(run?.seed)}`,
      ...run?.baseUrl === void 0 ? [] : [`base_url: ${yamlString(mask.text(run.baseUrl))}`],
      // No newline yet: an empty run closes this line with ` []`, so the list is never null.
      "http_interactions:"
    ].join("\n"),
    entry: (event, index) => interactionYaml(event, index, options, mask, now()),
    tail: (count) => count === 0 ? " []\n" : "\n"
  });
}
function interactionYaml(event, id, options, mask, nowMs) {
  const request = mask.request(event.request);
  const response = event.response;
  const elapsed = response?.elapsed;
  const lines = [
    `- id: ${yamlString(String(id))}`,
    `  case_id: ${yamlString(event.caseId)}`,
    `  phase: ${yamlString(event.phase)}`,
    `  mode: ${yamlString(event.meta.mode)}`,
    `  operation: ${yamlString(event.operation)}`
  ];
  if (event.meta.description !== void 0)
    lines.push(`  description: ${yamlString(event.meta.description)}`);
  lines.push(`  recorded_at: ${yamlString(new Date(nowMs - (elapsed ?? 0) * 1e3).toISOString())}`, `  elapsed: ${yamlNumber(elapsed)}`, "  request:", `    method: ${yamlString(request.method)}`, `    uri: ${yamlString(request.url)}`);
  pushHeaders(lines, Object.entries(request.headers).map(([name, value]) => [name, [value]]));
  if (request.body !== void 0)
    pushBody(lines, request.body, options.preserveBytes);
  if (response === void 0) {
    lines.push(`  error: ${yamlString(mask.text(event.error ?? "no response"))}`);
  } else {
    lines.push("  response:", "    status:", `      code: ${response.statusCode}`, `      message: ${yamlString(response.message)}`);
    pushHeaders(lines, Object.entries(mask.headers(response.headers)));
    pushBody(lines, mask.body(response.content, response.header("content-type")), options.preserveBytes);
    if (response.truncated)
      lines.push(`      truncated: true`);
    lines.push(`    http_version: ${yamlString(response.httpVersion)}`);
  }
  const checks = interactionChecks(event);
  if (checks.length === 0)
    lines.push("  checks: []");
  else {
    lines.push("  checks:");
    for (const check of checks) {
      lines.push(`  - name: ${yamlString(check.name)}`, `    status: ${yamlString(check.status)}`);
      if (check.title !== void 0)
        lines.push(`    title: ${yamlString(mask.text(check.title))}`);
      if (check.message !== void 0)
        lines.push(`    message: ${yamlString(mask.text(check.message))}`);
    }
  }
  return `
${lines.join("\n")}`;
}
function pushHeaders(lines, headers) {
  if (headers.length === 0) {
    lines.push("    headers: {}");
    return;
  }
  lines.push("    headers:");
  for (const [name, values] of headers)
    lines.push(`${yamlKey(name, "      ")} [${values.map(yamlString).join(", ")}]`);
}
function pushBody(lines, content, preserveBytes) {
  const body = recordBody(content, preserveBytes);
  lines.push("    body:");
  if (body.kind === "text")
    lines.push(`      encoding: "utf-8"`, `      string: ${yamlString(body.text)}`);
  else
    lines.push(`      base64_string: ${yamlString(body.base64)}`);
}
export {
  createVcrReporter
};
