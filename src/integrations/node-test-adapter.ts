import { test, type TestContext } from "node:test";
import { callFrom, userFrame, type SourceLocation } from "./caller-location.js";
import type { FrameworkAdapter } from "./framework-adapter.js";

/** node:test's `test`, as one signature (its overloads defeat inference); called as it is, since node:test reads the location from its caller. */
type Register = (name: string, options: Record<string, unknown>, fn: (t: TestContext) => unknown) => Promise<void>;

/** Where each running test was registered in the user's file: its subtests are located there too. */
const registeredAt = new WeakMap<TestContext, SourceLocation>();

/** The user's line that registered the test being made now (node:test would name this package's bundle). */
function registeringLine(): SourceLocation | undefined {
  return userFrame(new Error().stack ?? "");
}

/**
 * node:test as the neutral `parametrize` uses it: real subtests (`t.test`) and run-time skips
 * (`t.skip`). node:test's `location:` of each test is the user's `parametrize(...)` line, not
 * this package's code.
 */
export const nodeTestAdapter: FrameworkAdapter<TestContext> = {
  test(name, fn, timeout) {
    const at = registeringLine();
    void callFrom(at, test as Register, name, timeout === undefined ? {} : { timeout }, (t: TestContext) => {
      if (at !== undefined) registeredAt.set(t, at);
      return fn(t);
    });
  },
  skip(name, reason) {
    void callFrom(registeringLine(), test as Register, name, { skip: reason }, () => undefined);
  },
  skipRunning(context, reason) {
    context.skip(reason);
  },
  async subtest(context, name, fn) {
    const at = registeredAt.get(context) ?? registeringLine();
    await callFrom(at, context.test.bind(context) as Register, name, {}, (t: TestContext) => {
      if (at !== undefined) registeredAt.set(t, at);
      return fn(t);
    });
  },
};
