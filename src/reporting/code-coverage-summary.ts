import type { CodeCoverageReport } from "../core/events.js";
import type { Stylist } from "./style.js";

/**
 * The grey-box line of the console summary: how much of the API's own code the run reached.
 * Nothing for a black-box run. Pure: returns the lines.
 */
export function codeCoverageLines(coverage: CodeCoverageReport | undefined, style: Stylist): string[] {
  if (coverage === undefined) return [];
  const percent = coverage.lines === 0 ? 0 : (100 * coverage.linesReached) / coverage.lines;
  const files = `${coverage.files} file${coverage.files === 1 ? "" : "s"}`;
  const lines = [`Code:       reached ${coverage.linesReached} of ${coverage.lines} lines (${percent.toFixed(1)} %) of the API's own code in ${files}`];
  if (coverage.lost !== undefined) lines.push(style("yellow", `            coverage stopped during the run (${coverage.lost}): the rest was black-box`));
  return lines;
}
