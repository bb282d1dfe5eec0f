import type { EngineEvent, EventSink } from "../core/events.js";
import type { OutputSettings } from "../core/settings.js";
import { VERSION } from "../version.js";
import { conventionLines, errorLines, failureLines, type Verbosity } from "./console-failures.js";
import { phaseLine } from "./console-phase-line.js";
import { summaryLines, warningLines } from "./console-summary.js";
import { capitalize, plural } from "./console-text.js";
import { phaseOutcome } from "./phase-outcome.js";
import { createRunFold } from "./run-fold.js";
import type { PhaseState } from "./run-result.js";
import { sanitizeText } from "./sanitize.js";
import { createStylist } from "./style.js";
import type { TextOutput } from "./text-output.js";
import { reachLines } from "./reach-summary.js";
import { codeCoverageLines } from "./code-coverage-summary.js";

export type { TextOutput };
export type { Verbosity };

/** Options of the console reporter. */
export interface ConsoleOptions {
  readonly output: TextOutput;
  readonly color: boolean;
  readonly settings: OutputSettings;
  /** Where the schema came from, shown in the header. */
  readonly schemaLocation: string;
  /** The `apitest.toml` that was read, shown in the header; undefined when none was. */
  readonly configPath?: string | undefined;
  /** Secret values to mask in everything printed. */
  readonly secrets?: readonly string[];
  /** `normal` (default) groups shared causes and keeps a large run short; `full` prints everything. */
  readonly verbosity?: Verbosity;
}

/** Above this many selected operations, `normal` verbosity prints one tally per phase instead of a line per operation. */
export const NORMAL_OPERATION_LINES = 60;

/**
 * The human-readable report: a header, one line per operation and phase as they finish (what the
 * phase did, never ✔ for one that sent nothing), then the run result (`run-fold.ts`) as FAILURES
 * (shared causes once, then one heading per operation, one entry per failing request), ERRORS,
 * WARNINGS and a SUMMARY with the test phases. Retains distinct failures and counters only.
 */
export function createConsoleReporter(options: ConsoleOptions): EventSink {
  const style = createStylist(options.color);
  const verbosity = options.verbosity ?? options.settings.verbosity ?? "normal";
  const out = (text = ""): void => {
    options.output.write(`${mask(options, text)}\n`);
  };
  const fold = createRunFold();
  let seed = 0;
  let perOperation = true;
  const truncated = new Map<string, number>();
  let tally = new Map<PhaseState, number>();

  return {
    handle(event: EngineEvent): void {
      fold.add(event);
      switch (event.type) {
        case "run-started": {
          seed = event.seed;
          perOperation = verbosity === "full" || event.operations <= NORMAL_OPERATION_LINES;
          const kind = event.specVersion === "GraphQL" ? "GraphQL" : `OpenAPI ${event.specVersion}`;
          out(style("bold", `apitest ${VERSION}`));
          out(`Schema:     ${options.schemaLocation} (${event.title}, ${kind})`);
          out(`Configuration: ${options.configPath ?? "none (no apitest.toml found; defaults and flags only)"}`);
          out(`Base URL:   ${event.baseUrl}`);
          out(`Selected:   ${event.operations}/${event.schemaOperations ?? event.operations} operations`);
          out(`Phases:     ${event.phases.join(", ")}`);
          out(`Seed:       ${event.seed}`);
          break;
        }
        case "phase-started":
          tally = new Map();
          out();
          out(style("bold", `${capitalize(event.phase)} phase`));
          break;
        case "interaction":
          if (event.response?.truncated === true) truncated.set(event.operation, (truncated.get(event.operation) ?? 0) + 1);
          break;
        case "operation-finished":
          operationFinished(event);
          break;
        case "examples-replayed": {
          if (!perOperation) break;
          out(`  ${style("dim", "↻")} ${event.operation}  ${style("dim", replayLine(event))}`);
          break;
        }
        case "phase-finished":
          if (!perOperation) printTally();
          break;
        case "run-finished": {
          const result = fold.result();
          const view = { style, truncation: options.settings.truncation, verbosity };
          for (const line of [...failureLines(result, view), ...conventionLines(result, style), ...errorLines(result, view), ...warningLines(result.warnings, style, verbosity), ...summaryLines(result, style, seed, [...reachLines(event.reach, style), ...codeCoverageLines(event.coverage, style)])]) out(line);
          break;
        }
        default:
          break;
      }
    },
  };

  function operationFinished(event: Extract<EngineEvent, { type: "operation-finished" }>): void {
    const cut = truncated.get(event.operation) ?? 0;
    truncated.delete(event.operation);
    const outcome = phaseOutcome(event, cut, undefined);
    tally.set(outcome.state, (tally.get(outcome.state) ?? 0) + 1);
    if (!perOperation) return;
    out(phaseLine(event.operation, outcome, style));
    if (outcome.note !== undefined) out(`      ${style("dim", outcome.note)}`);
    if (cut > 0) out(`      ${style("yellow", `${cut} response body${cut === 1 ? " was" : "s were"} truncated at the size limit and not validated against the schema`)}`);
  }

  function printTally(): void {
    const words: Record<PhaseState, string> = {
      passed: "passed",
      failed: "failed",
      errored: "errored",
      "already-failing": "already failing",
      skipped: "skipped",
      "not-applicable": "not applicable",
      stopped: "stopped",
      "no-cases": "sent nothing",
    };
    const total = [...tally.values()].reduce((sum, n) => sum + n, 0);
    const parts = (Object.keys(words) as PhaseState[]).filter((state) => tally.has(state)).map((state) => `${tally.get(state)} ${words[state]}`);
    out(`  ${plural(total, "operation")}: ${parts.join(", ")} ${style("dim", `(--output-verbosity full prints a line per operation)`)}`);
  }
}

function mask(options: ConsoleOptions, text: string): string {
  const sanitization = options.settings.sanitization;
  if (!sanitization.enabled || options.secrets === undefined || options.secrets.length === 0) return text;
  return sanitizeText(text, options.secrets, sanitization.replacement);
}

/** `replayed 3 stored examples (1 still failing, 2 pass now)`; unchecked cases say why and that they are kept. */
export function replayLine(event: Extract<EngineEvent, { type: "examples-replayed" }>): string {
  const unchecked = event.unchecked ?? 0;
  const checked = event.count - unchecked;
  const plural = (n: number): string => `${n} stored example${n === 1 ? "" : "s"}`;
  const notChecked = `${unchecked === event.count ? plural(unchecked) : unchecked} not checked (kept for the next run): ${event.uncheckedReason ?? "not sent"}`;
  if (checked === 0) return notChecked;
  const passing = checked - event.failing;
  const parts: string[] = [];
  if (event.failing > 0) parts.push(`${event.failing} still failing`);
  if (passing > 0) parts.push(event.failing === 0 ? "none fails any more" : `${passing} pass${passing === 1 ? "es" : ""} now`);
  const line = `replayed ${plural(checked)} (${parts.join(", ")})`;
  return unchecked === 0 ? line : `${line}; ${notChecked}`;
}
