import type { PhaseOutcome } from "./run-result.js";
import type { Stylist } from "./style.js";
import { plural } from "./console-text.js";

/**
 * The line of one operation in one phase. Only a phase that ran and found nothing gets ✔; one that
 * stopped at an old failure, sent nothing or was skipped says so.
 *
 * @example
 * phaseLine("GET /notes", { state: "already-failing", cases: 1, … }, style)
 * // "  - GET /notes  1 case, already failing: found a failure an earlier phase reported"
 */
export function phaseLine(operation: string, outcome: PhaseOutcome, style: Stylist): string {
  const cases = style("dim", plural(outcome.cases, "case"));
  switch (outcome.state) {
    case "passed":
      return `  ${style("green", "✔")} ${operation}  ${cases}`;
    case "failed":
      return `  ${style("red", "✘")} ${operation}  ${cases}, ${style("red", plural(outcome.failures, "failure"))}`;
    case "errored":
      return `  ${style("yellow", "⚠")} ${operation}  ${cases}, ${style("yellow", "error")}`;
    case "already-failing":
      return `  ${style("dim", "-")} ${operation}  ${cases}, ${style("dim", outcome.reason ?? "already failing")}`;
    case "skipped":
      return `  ${style("dim", "-")} ${operation}  ${style("dim", `skipped: ${outcome.reason ?? "nothing to do"}`)}`;
    case "not-applicable":
      return `  ${style("dim", "-")} ${operation}  ${style("dim", `not applicable: ${outcome.reason ?? "nothing to do"}`)}`;
    case "no-cases":
      return `  ${style("dim", "-")} ${operation}  ${style("dim", `0 cases: ${outcome.reason ?? "nothing was sent"}`)}`;
    case "stopped":
      return `  ${style("dim", "-")} ${operation}  ${style("yellow", `stopped: ${outcome.reason ?? "the run stopped"}`)}`;
  }
}
