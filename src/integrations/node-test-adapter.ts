import { test, type TestContext } from "node:test";
import type { FrameworkAdapter } from "./framework-adapter.js";

/** node:test as the neutral `parametrize` uses it: real subtests (`t.test`) and run-time skips (`t.skip`). */
export const nodeTestAdapter: FrameworkAdapter<TestContext> = {
  test(name, fn, timeout) {
    void test(name, timeout === undefined ? {} : { timeout }, (t) => fn(t));
  },
  skip(name, reason) {
    void test(name, { skip: reason }, () => undefined);
  },
  skipRunning(context, reason) {
    context.skip(reason);
  },
  async subtest(context, name, fn) {
    await context.test(name, (t) => fn(t));
  },
};
