/** A range of a function's source with how often it ran (V8's precise block coverage). */
export interface CoverageRange {
  readonly startOffset: number;
  readonly endOffset: number;
  readonly count: number;
}

/** One function's coverage: its own range first, then its blocks. */
export interface FunctionCoverage {
  readonly functionName: string;
  readonly ranges: readonly CoverageRange[];
  readonly isBlockCoverage: boolean;
}

/** One script's coverage, as `Profiler.takePreciseCoverage` and `NODE_V8_COVERAGE` give it. */
export interface ScriptCoverage {
  readonly scriptId: string;
  readonly url: string;
  readonly functions: readonly FunctionCoverage[];
}

/**
 * A Chrome DevTools Protocol session with a V8 isolate: a WebSocket to a process started with
 * `--inspect`, or `node:inspector` in the same process. `post` rejects when the command fails
 * or the connection is gone.
 */
export interface ProtocolSession {
  post<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Hears the protocol's events (`Debugger.scriptParsed` …). */
  onEvent(listener: (method: string, params: Record<string, unknown>) => void): void;
  /** Called once when the connection drops (never after {@link close}). */
  onClose(listener: (reason: string) => void): void;
  close(): Promise<void>;
}
