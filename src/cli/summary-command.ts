import { UsageError } from "../core/errors.js";
import { mergeJunit } from "../reporting/junit-merge.js";
import { renderMarkdownSummary } from "../reporting/summary-markdown.js";
import { EXIT, type CliIo } from "./exit-codes.js";
import { parseIntegerOption } from "./parse-values.js";
import { assertKnownFiles, findReportFiles, readJunitReports } from "./report-inputs.js";

/** The raw options of `apitest summary`. */
export interface RawSummaryOptions {
  top?: string;
}

/**
 * `apitest summary <report>...`: prints the Markdown summary of a run from its JUnit report (of
 * several runs' reports, merged first: the shards of one run). The GitHub Action appends it to
 * `$GITHUB_STEP_SUMMARY`.
 */
export async function summaryCommand(inputs: readonly string[], raw: RawSummaryOptions, io: CliIo): Promise<number> {
  const top = raw.top === undefined ? 10 : parseIntegerOption("--top", raw.top, 1);
  assertKnownFiles(inputs, [".xml"], "summary");
  const reports = readJunitReports(findReportFiles(inputs, [".xml"]), inputs, io);
  if (reports.length === 0) {
    throw new UsageError(`No apitest JUnit report in ${inputs.join(", ")}: run 'apitest run … --report junit' first (it writes apitest-report/junit-*.xml), and pass that directory or file.`);
  }
  io.stdout.write(renderMarkdownSummary(mergeJunit(reports.map((report) => report.document)), { top }));
  return EXIT.ok;
}
