import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);
import {
  createReportMasker,
  openReportFile
} from "./chunk-ZCVBYCKP.js";
import {
  DEFAULT_OUTPUT,
  prettyBody,
  truncatePayload
} from "./chunk-JB2FY2JO.js";
import {
  Response
} from "./chunk-KG4C4V3S.js";
import "./chunk-FTHGM7HZ.js";
import "./chunk-YQFBT4X6.js";
import "./chunk-3SJVJNMC.js";

// dist/reporting/junit.js
import { hostname } from "node:os";

// dist/reporting/report-junit-detail.js
function failureDetail(report, mask, truncation) {
  const parts = [];
  if (report.failure.message !== "")
    parts.push(report.failure.message);
  const response = report.response;
  if (response !== void 0) {
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
      ...response.declaredSize === void 0 ? {} : { declaredSize: response.declaredSize }
    });
    const body = masked.content.byteLength === 0 && !masked.truncated ? "<EMPTY>" : prettyBody(masked);
    parts.push(`[${response.statusCode}] ${response.message}:

${indent(truncatePayload(body, truncation))}`);
  }
  if (report.steps !== void 0 && report.steps.length > 0) {
    parts.push(`Steps:

${report.steps.map((step, index) => `    ${index + 1}. ${step.label}
       ${step.curl}`).join("\n")}`);
  }
  parts.push(`Reproduce with:

    ${report.curl}`);
  return { type: report.failure.check, message: mask.text(report.failure.title), text: mask.text(parts.join("\n\n")) };
}
function errorDetail(error, mask) {
  const parts = [error.message];
  if (error.curl !== void 0)
    parts.push(`Reproduce with:

    ${error.curl}`);
  return { type: "error", message: mask.text(error.title), text: mask.text(parts.join("\n\n")) };
}
function indent(text) {
  return text.split("\n").map((line) => line === "" ? line : `    ${line}`).join("\n");
}

// dist/reporting/report-xml.js
var FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function xmlText(text) {
  return replaceForbidden(text).replace(/[&<>"']/g, entity);
}
function xmlAttribute(text) {
  return replaceForbidden(text).replace(/[&<>"'\t\n\r]/g, entity);
}
function replaceForbidden(text) {
  return text.replace(FORBIDDEN, (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
}
function entity(char) {
  switch (char) {
    case "&":
      return "&amp;";
    case "<":
      return "&lt;";
    case ">":
      return "&gt;";
    case '"':
      return "&quot;";
    case "'":
      return "&apos;";
    default:
      return `&#${char.charCodeAt(0)};`;
  }
}

// dist/reporting/junit.js
function createJunitReporter(options) {
  const mask = createReportMasker(options.sanitization, options.secrets);
  const truncation = options.truncation ?? DEFAULT_OUTPUT.truncation;
  const now = options.now ?? Date.now;
  const testcases = [];
  const byOperation = /* @__PURE__ */ new Map();
  let classname = "apitest";
  const properties = [];
  const notes = [];
  let file;
  let unwritable = false;
  let startedAt = now();
  let duration;
  const testcase = (operation) => {
    let test = byOperation.get(operation);
    if (test === void 0) {
      test = { name: operation, classname, time: 0, failures: [], errors: [], skipped: "nothing to test" };
      byOperation.set(operation, test);
      testcases.push(test);
    }
    return test;
  };
  return {
    handle(event) {
      switch (event.type) {
        case "run-started":
          try {
            file ??= openReportFile(options.path, "junit");
          } catch (error) {
            unwritable = true;
            throw error;
          }
          startedAt = now();
          classname = event.title;
          properties.push(["title", event.title], ["spec_version", event.specVersion], ["base_url", mask.text(event.baseUrl)], ["seed", String(event.seed)], ["phases", event.phases.join(",")]);
          break;
        case "interaction":
          testcase(event.operation).time += event.response?.elapsed ?? 0;
          break;
        case "operation-finished": {
          const test = testcase(event.operation);
          test.failures.push(...event.failures.map((report) => failureDetail(report, mask, truncation)));
          test.errors.push(...event.errors.map((error) => errorDetail(error, mask)));
          if (event.status !== "skipped")
            test.skipped = void 0;
          else if (test.skipped !== void 0)
            test.skipped = event.skipReason ?? "nothing to test";
          break;
        }
        case "warning":
          notes.push(`Warning ${event.name}: ${event.message}. Hint: ${event.hint}.`, ...event.operations.map((operation) => `  - ${operation}`));
          break;
        case "run-finished":
          duration = event.durationSeconds;
          if (event.interrupted)
            notes.push("Interrupted: these results are what was found before the run was stopped.");
          if (event.stopReason !== void 0)
            notes.push(`Stopped early: ${event.stopReason}.`);
          break;
        default:
          break;
      }
    },
    async close() {
      if (unwritable)
        return;
      file ??= openReportFile(options.path, "junit");
      const time = duration ?? (now() - startedAt) / 1e3;
      void file.write(renderJunit(testcases, properties, notes.map(mask.text), time, new Date(startedAt)));
      await file.end();
    }
  };
}
function renderJunit(testcases, properties, notes, time, started) {
  const counts = {
    tests: testcases.length,
    failures: testcases.filter((test) => test.failures.length > 0).length,
    errors: testcases.filter((test) => test.errors.length > 0).length,
    skipped: testcases.filter((test) => test.skipped !== void 0).length
  };
  const totals = `tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(time)}"`;
  const out = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="apitest" ${totals}>`,
    `  <testsuite name="apitest" ${totals} timestamp="${started.toISOString()}" hostname="${xmlAttribute(hostname())}">`
  ];
  if (properties.length > 0) {
    out.push("    <properties>");
    for (const [name, value] of properties)
      out.push(`      <property name="${xmlAttribute(name)}" value="${xmlAttribute(value)}"/>`);
    out.push("    </properties>");
  }
  for (const test of testcases) {
    const open = `    <testcase name="${xmlAttribute(test.name)}" classname="${xmlAttribute(test.classname)}" time="${seconds(test.time)}"`;
    if (test.failures.length === 0 && test.errors.length === 0 && test.skipped === void 0) {
      out.push(`${open}/>`);
      continue;
    }
    out.push(`${open}>`);
    if (test.skipped !== void 0)
      out.push(`      <skipped message="${xmlAttribute(test.skipped)}"/>`);
    for (const failure of test.failures)
      out.push(element("failure", failure));
    for (const error of test.errors)
      out.push(element("error", error));
    out.push("    </testcase>");
  }
  if (notes.length > 0)
    out.push(`    <system-out>${xmlText(notes.join("\n"))}</system-out>`);
  out.push("  </testsuite>", "</testsuites>", "");
  return out.join("\n");
}
function element(tag, detail) {
  return `      <${tag} type="${xmlAttribute(detail.type)}" message="${xmlAttribute(detail.message)}">${xmlText(detail.text)}</${tag}>`;
}
function seconds(value) {
  return Number.isFinite(value) && value > 0 ? value.toFixed(3) : "0.000";
}
export {
  createJunitReporter
};
