import type { PropertyOptions } from "../api/property-options.js";

/**
 * What a test framework offers the framework-neutral `parametrize` (Jest, node:test): register a
 * test while the file is collected, register a skipped one, and optionally skip a running test
 * and run subtests inside it.
 */
export interface FrameworkAdapter<Context> {
  /** Registers a test now; `fn` gets the framework's context for the running test. */
  test(name: string, fn: (context: Context) => Promise<void>, timeout: number | undefined): void;
  /** Registers a test reported as skipped, with the reason when the framework can show one. */
  skip(name: string, reason: string): void;
  /** Marks the running test skipped, when the framework can (node:test); otherwise it passes. */
  skipRunning(context: Context, reason: string): void;
  /**
   * Runs `fn` as a subtest of the running test and resolves when it finished (a failed subtest
   * fails its parent but does not reject). Absent when the framework has no subtests (Jest):
   * then the operations run in the one test, which fails listing each failed operation.
   */
  subtest?: (context: Context, name: string, fn: (context: Context) => Promise<void>) => Promise<void>;
}

/** Options of the Jest and node:test `parametrize`. */
export interface FrameworkParametrizeOptions extends PropertyOptions {
  /** Timeout of each registered test, in milliseconds (the framework's default otherwise). */
  readonly timeout?: number;
}
