import type { EngineEvent, EventSink } from "../core/events.js";
import type { Phase } from "../core/phase.js";
import type { TextOutput } from "./text-output.js";

/** Carriage return, then "erase the whole line": the cursor ends at column 0 of a blank line. */
const CLEAR_LINE = "\r\u001b[2K";

/** Options of the live progress line; only ever created for a colour-capable terminal. */
export interface ProgressOptions {
  /** The terminal. */
  readonly output: TextOutput;
  /** Terminal width; the line is cut to fit so it never wraps (a wrapped line cannot be erased with `\r`). */
  readonly columns?: number | undefined;
  /** Milliseconds clock; injected by tests. Default `performance.now`. */
  readonly now?: () => number;
  /** Least time between two redraws, in milliseconds. Default 100 (at most ~10 redraws a second). */
  readonly intervalMs?: number;
  /** Redraw on a timer too, so the elapsed time moves while a slow request is pending. Default true. */
  readonly ticker?: boolean;
}

/** The progress sink and the output every other terminal reporter must write through. */
export interface ProgressDisplay {
  readonly sink: EventSink;
  /** Writes to the terminal after erasing the live line, so printed lines never mix with it. */
  readonly output: TextOutput;
}

/** What the progress line shows for the phase under way. */
export interface ProgressState {
  readonly phase: Phase;
  readonly operationsDone: number;
  readonly operationsTotal: number;
  /** Requests sent so far in this phase (shrinking attempts included). */
  readonly requests: number;
  readonly failures: number;
  readonly elapsedSeconds: number;
}

/**
 * The progress line, e.g. `Coverage  12/40 operations · 310 requests · 2 failures · 3.1s`.
 * Pure, so it is tested on its own.
 */
export function formatProgress(state: ProgressState): string {
  const phase = state.phase.charAt(0).toUpperCase() + state.phase.slice(1);
  const failures = `${state.failures} failure${state.failures === 1 ? "" : "s"}`;
  const requests = `${state.requests} request${state.requests === 1 ? "" : "s"}`;
  return `${phase}  ${state.operationsDone}/${state.operationsTotal} operations · ${requests} · ${failures} · ${state.elapsedSeconds.toFixed(1)}s`;
}

/** The width assumed when the terminal reports 0 columns. */
const DEFAULT_COLUMNS = 80;

/**
 * A live, single-line progress display per phase, redrawn in place. It is erased before
 * anything else is printed (through `output`) and when the phase ends, so what stays on
 * the screen is exactly what a non-terminal run prints.
 *
 * @example
 * const progress = createProgressDisplay({ output: process.stdout, columns: process.stdout.columns });
 * const sinks = [createConsoleReporter({ output: progress.output, ... }), progress.sink];
 */
export function createProgressDisplay(options: ProgressOptions): ProgressDisplay {
  const now = options.now ?? (() => performance.now());
  const interval = options.intervalMs ?? 100;
  const terminal = options.output;
  let current: { phase: Phase; total: number; done: number; requests: number; failures: number; started: number } | undefined;
  let shown = false;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setInterval> | undefined;

  const erase = (): void => {
    if (!shown) return;
    terminal.write(CLEAR_LINE);
    shown = false;
  };
  const draw = (): void => {
    if (current === undefined) return;
    const time = now();
    if (time - lastDraw < interval) return;
    lastDraw = time;
    const line = formatProgress({
      phase: current.phase,
      operationsDone: current.done,
      operationsTotal: current.total,
      requests: current.requests,
      failures: current.failures,
      elapsedSeconds: (time - current.started) / 1000,
    });
    // A terminal that reports 0 columns (some CI terminals and pseudo-terminals do) gets a default width.
    const columns = options.columns === undefined || options.columns > 0 ? options.columns : DEFAULT_COLUMNS;
    const width = columns === undefined ? line.length : Math.max(10, columns - 1);
    terminal.write(`${CLEAR_LINE}${line.length > width ? `${line.slice(0, width - 1)}…` : line}`);
    shown = true;
  };
  const stop = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    current = undefined;
    erase();
  };

  const sink: EventSink = {
    handle(event: EngineEvent): void {
      switch (event.type) {
        case "phase-started":
          stop();
          current = { phase: event.phase, total: event.operations, done: 0, requests: 0, failures: 0, started: now() };
          lastDraw = Number.NEGATIVE_INFINITY;
          if (options.ticker !== false) {
            timer = setInterval(draw, interval);
            // A pending redraw must never keep the process alive.
            timer.unref();
          }
          draw();
          break;
        case "interaction":
          if (current === undefined) break;
          current.requests++;
          draw();
          break;
        case "operation-finished":
          if (current === undefined) break;
          current.done++;
          current.failures += event.failures.length;
          draw();
          break;
        case "phase-finished":
        case "run-finished":
          stop();
          break;
        default:
          break;
      }
    },
    close: stop,
  };
  return {
    sink,
    output: {
      write(text: string): unknown {
        erase();
        return terminal.write(text);
      },
    },
  };
}
