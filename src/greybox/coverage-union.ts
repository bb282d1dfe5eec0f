import type { CodeCoverageReport } from "../core/events.js";
import type { CoverageRange, ScriptCoverage } from "./protocol.js";
import { lineStarts } from "./script-lines.js";

/** What learns from the API's code as a run reaches it (the constants found in it: `CodeValues`). */
export interface CodeSink {
  addScript(url: string, source: string): void;
  markReached(url: string, ranges: readonly { startOffset: number; endOffset: number }[], operation?: string): void;
}

/** One of the API's scripts: which of its characters ran during the run. */
interface ScriptState {
  readonly url: string;
  /** Offsets of each non-blank line's first character, once the source is known. */
  lines?: Uint32Array;
  length: number;
  covered: Uint8Array;
}

/** What one take added to the union. */
export interface TakeResult {
  /** Characters of the API's code that ran for the first time. */
  readonly fresh: number;
  /** Non-blank lines reached for the first time (of scripts whose source is known). */
  readonly freshLines: number;
}

/**
 * The union of every coverage take of a run over the API's own scripts. Taking precise coverage
 * resets V8's counters, so each take holds only what ran since the one before; this keeps
 * which characters ran at least once, and tells whether a take reached code no earlier one did.
 * Memory: one byte per character of the API's own scripts.
 */
export class CoverageUnion {
  readonly #scripts = new Map<string, ScriptState>();
  readonly #isOwn: (url: string) => boolean;

  constructor(isOwn: (url: string) => boolean) {
    this.#isOwn = isOwn;
  }

  /** Whether a script is the API's own code (see `own-code.ts`). */
  isOwn(url: string): boolean {
    return this.#isOwn(url);
  }

  /** Whether a script's source was given already. */
  hasSource(scriptId: string): boolean {
    return this.#scripts.get(scriptId)?.lines !== undefined;
  }

  /** Gives a script's source: its lines are counted (loaded and not yet reached lines too). */
  addSource(scriptId: string, url: string, source: string): void {
    const state = this.#state(scriptId, url, source.length);
    state.lines = lineStarts(source);
  }

  /**
   * Adds one take; `onReached` hears, per own script, the ranges of the functions that ran in it.
   * Within a script, ranges are painted outer first so a block that did not run stays unreached
   * inside a function that did.
   */
  add(take: readonly ScriptCoverage[], onReached?: (url: string, ranges: readonly CoverageRange[]) => void): TakeResult {
    let fresh = 0;
    let freshLines = 0;
    for (const script of take) {
      if (!this.#isOwn(script.url)) continue;
      const ranges: CoverageRange[] = [];
      const ran: CoverageRange[] = [];
      let end = 0;
      for (const fn of script.functions) {
        const first = fn.ranges[0];
        if (first === undefined) continue;
        if (first.count > 0) ran.push(first);
        for (const range of fn.ranges) {
          ranges.push(range);
          if (range.endOffset > end) end = range.endOffset;
        }
      }
      if (ran.length === 0) continue;
      onReached?.(script.url, ran);
      const state = this.#state(script.scriptId, script.url, end);
      ranges.sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
      const painted = new Uint8Array(state.length);
      for (const range of ranges) painted.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, state.length));
      const { covered, lines } = state;
      let freshHere = 0;
      for (let offset = 0; offset < painted.length; offset++) {
        if (painted[offset] === 1 && covered[offset] === 0) {
          covered[offset] = 2;
          freshHere++;
        }
      }
      if (freshHere === 0) continue;
      fresh += freshHere;
      if (lines !== undefined) for (const start of lines) if (covered[start] === 2) freshLines++;
      for (let offset = 0; offset < covered.length; offset++) if (covered[offset] === 2) covered[offset] = 1;
    }
    return { fresh, freshLines };
  }

  /** Lines reached over lines loaded, over the scripts whose source is known. */
  report(): Omit<CodeCoverageReport, "operations" | "lost"> {
    let linesReached = 0;
    let lines = 0;
    let files = 0;
    for (const state of this.#scripts.values()) {
      if (state.lines === undefined) continue;
      files++;
      lines += state.lines.length;
      for (const start of state.lines) if (state.covered[start] === 1) linesReached++;
    }
    return { linesReached, lines, files };
  }

  /**
   * The union in V8's coverage format (`{ result: ScriptCoverage[] }`, as `NODE_V8_COVERAGE` writes
   * it): per script one range over the whole source that ran, with the stretches that never ran
   * nested in it at count 0. Counts say reached (1) or not (0), not how often.
   */
  toV8(): { result: ScriptCoverage[] } {
    const result: ScriptCoverage[] = [];
    for (const [scriptId, state] of this.#scripts) {
      if (!state.url.startsWith("file://") && !state.url.startsWith("/")) continue;
      const ranges: CoverageRange[] = [{ startOffset: 0, endOffset: state.length, count: 1 }];
      let gap = -1;
      for (let offset = 0; offset <= state.length; offset++) {
        const reached = offset < state.length && state.covered[offset] === 1;
        if (!reached && gap < 0 && offset < state.length) gap = offset;
        if ((reached || offset === state.length) && gap >= 0) {
          ranges.push({ startOffset: gap, endOffset: offset, count: 0 });
          gap = -1;
        }
      }
      const url = state.url.startsWith("/") ? `file://${state.url}` : state.url;
      result.push({ scriptId, url, functions: [{ functionName: "", ranges, isBlockCoverage: true }] });
    }
    return { result };
  }

  #state(scriptId: string, url: string, length: number): ScriptState {
    let state = this.#scripts.get(scriptId);
    if (state === undefined) {
      state = { url, length, covered: new Uint8Array(length) };
      this.#scripts.set(scriptId, state);
    } else if (length > state.length) {
      const grown = new Uint8Array(length);
      grown.set(state.covered);
      state.covered = grown;
      state.length = length;
    }
    return state;
  }
}
