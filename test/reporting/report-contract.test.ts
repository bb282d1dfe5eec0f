import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ApitestError } from "../../src/core/errors.js";
import type { EventSink } from "../../src/core/events.js";
import { createHarReporter } from "../../src/reporting/har.js";
import { createHtmlReporter } from "../../src/reporting/html.js";
import { createJunitReporter } from "../../src/reporting/junit.js";
import { createNdjsonReporter } from "../../src/reporting/ndjson.js";
import type { ReportOptions } from "../../src/reporting/report-options.js";
import { createReportSinks, enabledReportFormats, parseReportFormats, reportPath } from "../../src/reporting/report-sinks.js";
import { createVcrReporter } from "../../src/reporting/vcr.js";
import { UsageError } from "../../src/core/errors.js";
import { drive, interaction, runStarted, SANITIZE_ON, tempDir, TOKEN } from "../support/report-events.js";
import { parseXml } from "../support/xml-check.js";

/** Every report format, with a parser that throws on an invalid document. */
const FORMATS: readonly { name: string; create: (options: ReportOptions) => EventSink; check: (text: string) => unknown }[] = [
  { name: "junit", create: (o) => createJunitReporter(o), check: parseXml },
  { name: "vcr", create: (o) => createVcrReporter({ ...o, preserveBytes: false }), check: (text) => parse(text) },
  { name: "har", create: (o) => createHarReporter({ ...o, preserveBytes: false }), check: (text) => JSON.parse(text) },
  { name: "ndjson", create: (o) => createNdjsonReporter(o), check: (text) => text.trimEnd().split("\n").map((line) => JSON.parse(line) as unknown) },
  { name: "html", create: (o) => createHtmlReporter(o), check: checkHtml },
];

/** A complete HTML report: opened and closed, every section closed. */
function checkHtml(text: string): void {
  if (!text.startsWith("<!DOCTYPE html>") || !text.trimEnd().endsWith("</html>")) throw new Error("not a complete HTML document");
  const opened = text.match(/<section\b/g)?.length ?? 0;
  const closed = text.match(/<\/section>/g)?.length ?? 0;
  if (opened !== closed) throw new Error(`${opened} sections opened, ${closed} closed`);
}

describe.each(FORMATS)("$name report contract", ({ name, create, check }) => {
  it("creates its file and parent directories when the run starts", async () => {
    const path = join(tempDir(), "a", "b", `report.${name}`);
    const sink = create({ path, sanitization: SANITIZE_ON, secrets: [TOKEN] });
    expect(existsSync(path)).toBe(false);
    await sink.handle(runStarted());
    expect(existsSync(path)).toBe(true);
    await sink.close?.();
  });

  it("is a complete, valid document when the run is interrupted (no run-finished)", async () => {
    const path = join(tempDir(), `report.${name}`);
    await drive(create({ path, sanitization: SANITIZE_ON, secrets: [TOKEN] }), [runStarted(), interaction(), interaction()]);
    expect(() => check(readFileSync(path, "utf8"))).not.toThrow();
  });

  it("fails at run start with an error naming the file and the fix when the path is unwritable", () => {
    const blocker = join(tempDir(), "not-a-dir");
    writeFileSync(blocker, "");
    const path = join(blocker, `report.${name}`);
    const sink = create({ path, sanitization: SANITIZE_ON, secrets: [] });
    let caught: unknown;
    try {
      void sink.handle(runStarted());
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApitestError);
    expect((caught as Error).message).toContain(path);
    expect((caught as Error).message).toContain(`--report-${name}-path`);
    // Closing does not fail a second time: the error was reported when the run started.
    return expect(Promise.resolve(sink.close?.())).resolves.toBeUndefined();
  });

  it.runIf(existsSync("/dev/full"))("reports a write failure (disk full) at close, naming the file", async () => {
    const sink = create({ path: "/dev/full", sanitization: SANITIZE_ON, secrets: [] });
    await sink.handle(runStarted());
    await sink.handle(interaction());
    await expect(Promise.resolve(sink.close?.())).rejects.toThrow(/Cannot write the \w+ report to \/dev\/full: .*ENOSPC/);
  });
});

describe("report settings", () => {
  it("parses --report values and rejects unknown formats", () => {
    expect(parseReportFormats("junit, har")).toEqual(["junit", "har"]);
    expect(parseReportFormats("all")).toEqual(["junit", "vcr", "har", "ndjson", "html"]);
    expect(parseReportFormats("html,NDJSON")).toEqual(["html", "ndjson"]);
    expect(() => parseReportFormats("junit,pdf")).toThrow(UsageError);
    expect(() => parseReportFormats("pdf")).toThrow(/Unknown report format "pdf".*junit, vcr, har, ndjson, html/);
  });

  it("enables a format given a path, and names default files by format and time", async () => {
    const settings = { formats: ["junit" as const], directory: "out", paths: { har: "x/h.json" }, preserveBytes: false };
    expect(enabledReportFormats(settings)).toEqual(["junit", "har"]);
    const at = new Date("2025-01-02T03:04:05.678Z");
    expect(reportPath("junit", settings, at)).toBe(join("out", "junit-20250102T030405Z.xml"));
    expect(reportPath("har", settings, at)).toBe("x/h.json");
    const sinks = await createReportSinks(settings, { sanitization: SANITIZE_ON, secrets: [] }, at);
    expect(sinks.map((sink) => [sink.format, sink.path])).toEqual([
      ["junit", join("out", "junit-20250102T030405Z.xml")],
      ["har", "x/h.json"],
    ]);
  });
});
