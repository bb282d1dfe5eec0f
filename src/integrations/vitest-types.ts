import type { TestContext } from "vitest";
import type { PropertyOptions } from "../api/property-options.js";
import type { TestRegistrar } from "./lazy-schema.js";
import type { CaseTestBody } from "../api/case-test-body.js";

/** The Vitest context a body receives: the test context plus the fixtures it asked for. */
export type VitestCaseContext = TestContext & Readonly<Record<string, unknown>>;

/** A test body under Vitest: runs once per generated case. */
export type VitestCaseBody = CaseTestBody<VitestCaseContext>;

/** Options of `parametrize`. */
export interface ParametrizeOptions extends PropertyOptions {
  /** The `test` to register with, e.g. your `test.extend(...)` result; default Vitest's `test`. */
  readonly test?: TestRegistrar;
  /** Fixtures of that `test` the body reads from `context`: Vitest only sets up fixtures a test names. */
  readonly fixtures?: readonly string[];
  /** Timeout of each registered test, in milliseconds (Vitest's `testTimeout` otherwise). */
  readonly timeout?: number;
}
