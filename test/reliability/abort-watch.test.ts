import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { watchAbort } from "../../src/transport/abort-watch.js";

describe("watchAbort", () => {
  it("puts one listener on the signal however many exchanges watch it", () => {
    const controller = new AbortController();
    const stops = Array.from({ length: 50 }, () => watchAbort(controller.signal, () => {}));
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(1);
    for (const stop of stops) stop();
    watchAbort(controller.signal, () => {});
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(1);
  });

  it("calls every watcher still watching once on abort, and none that stopped", () => {
    const controller = new AbortController();
    const calls: string[] = [];
    watchAbort(controller.signal, () => calls.push("a"));
    const stopB = watchAbort(controller.signal, () => calls.push("b"));
    watchAbort(controller.signal, () => calls.push("c"));
    stopB();
    controller.abort();
    controller.abort();
    expect(calls).toEqual(["a", "c"]);
  });

  it("does not tell a watcher that an earlier one stopped while the abort was delivered", () => {
    const controller = new AbortController();
    const calls: string[] = [];
    let stopSecond: () => void = () => {};
    watchAbort(controller.signal, () => {
      calls.push("first");
      stopSecond();
    });
    stopSecond = watchAbort(controller.signal, () => calls.push("second"));
    controller.abort();
    // As with EventTarget listeners removed during dispatch.
    expect(calls).toEqual(["first"]);
  });
});
