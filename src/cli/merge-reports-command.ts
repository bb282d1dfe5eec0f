import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../core/errors.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { writeHtmlReport } from "../reporting/html.js";
import { HtmlReadError, readHtmlData } from "../reporting/html-data-read.js";
import { mergeHtmlData } from "../reporting/html-merge.js";
import { junitCounts, renderJunit } from "../reporting/junit-document.js";
import { mergeJunit } from "../reporting/junit-merge.js";
import { mergeNdjson, NdjsonReadError, readNdjson } from "../reporting/ndjson-merge.js";
import { createReportMasker } from "../reporting/report-mask.js";
import { resultOf } from "../reporting/run-fold.js";
import { EXIT, type CliIo } from "./exit-codes.js";
import { assertKnownFiles, findReportFiles, readJunitReports, readReports } from "./report-inputs.js";

/** The raw options of `apitest merge-reports`. */
export interface RawMergeOptions {
  reportDir?: string;
}

/**
 * One report format `merge-reports` knows: which files are its reports, and how they merge into
 * one file in the output directory. Adding a format is one more entry here.
 */
interface ReportMerger {
  readonly format: string;
  readonly extensions: readonly string[];
  /** Merges the format's files; returns what was written, or undefined when none of `files` is one. */
  merge(files: readonly string[], inputs: readonly string[], outDir: string, io: CliIo): string | undefined | Promise<string | undefined>;
}

const JUNIT: ReportMerger = {
  format: "junit",
  extensions: [".xml"],
  merge(files, inputs, outDir, io) {
    const reports = readJunitReports(files, inputs, io);
    if (reports.length === 0) return undefined;
    const merged = mergeJunit(reports.map((report) => report.document));
    const path = join(outDir, "junit.xml");
    writeFileSync(path, renderJunit(merged));
    const counts = junitCounts(merged.testcases);
    return `junit: ${path} (${reports.length} report${reports.length === 1 ? "" : "s"}, ${counts.tests} operations, ${counts.failures} failed, ${counts.errors} errored)`;
  },
};

const NDJSON: ReportMerger = {
  format: "ndjson",
  extensions: [".ndjson"],
  merge(files, inputs, outDir, io) {
    const reports = readReports(files, inputs, io, { name: "an NDJSON", flag: "ndjson", read: readNdjson, isForeign: (error): error is Error => error instanceof NdjsonReadError });
    if (reports.length === 0) return undefined;
    const merged = mergeNdjson(reports.map((report) => report.document));
    const path = join(outDir, "events.ndjson");
    writeFileSync(path, merged.map((record) => `${JSON.stringify(record)}\n`).join(""));
    return `ndjson: ${path} (${reports.length} report${reports.length === 1 ? "" : "s"}, ${merged.length} records)`;
  },
};

const HTML: ReportMerger = {
  format: "html",
  extensions: [".html"],
  async merge(files, inputs, outDir, io) {
    const reports = readReports(files, inputs, io, { name: "an HTML", flag: "html", read: readHtmlData, isForeign: (error): error is Error => error instanceof HtmlReadError });
    if (reports.length === 0) return undefined;
    const merged = mergeHtmlData(reports.map((report) => report.document));
    const path = join(outDir, "report.html");
    // The shards' data is masked as each run's settings said: shown as stored, never unmasked.
    await writeHtmlReport(path, merged, createReportMasker({ ...DEFAULT_OUTPUT.sanitization, enabled: false }, []), new Date().toISOString());
    const result = resultOf(merged.state);
    const failing = result.operations.filter((story) => story.requests.length > 0 || story.errors.length > 0).length;
    return `html: ${path} (${reports.length} report${reports.length === 1 ? "" : "s"}, ${result.operations.length} operations, ${failing} with failures or errors)`;
  },
};

const MERGERS: readonly ReportMerger[] = [JUNIT, NDJSON, HTML];

/**
 * `apitest merge-reports <dir>... --report-dir <out>`: merges the reports of several runs (the
 * shards of `--shard i/n`) into one set in `<out>`, as one run over all their operations would
 * have written it. Returns 0 when something was merged.
 */
export async function mergeReportsCommand(inputs: readonly string[], raw: RawMergeOptions, io: CliIo): Promise<number> {
  const outDir = raw.reportDir;
  if (outDir === undefined || outDir === "") throw new UsageError("merge-reports needs --report-dir <dir>: the directory the merged reports are written to.");
  assertKnownFiles(inputs, MERGERS.flatMap((merger) => merger.extensions), "merge-reports");
  const written: string[] = [];
  for (const merger of MERGERS) {
    const files = findReportFiles(inputs, merger.extensions, outDir);
    if (files.length === 0) continue;
    mkdirSync(outDir, { recursive: true });
    const line = await merger.merge(files, inputs, outDir, io);
    if (line !== undefined) written.push(line);
  }
  if (written.length === 0) {
    throw new UsageError(
      `No report to merge in ${inputs.join(", ")}: merge-reports reads the ${MERGERS.map((merger) => merger.format).join(", ")} reports of 'apitest run --report ${MERGERS.map((merger) => merger.format).join(",")}'. Pass each run's report directory.`,
    );
  }
  io.stdout.write(`Merged reports:\n${written.map((line) => `  - ${line}`).join("\n")}\n`);
  return EXIT.ok;
}
