import { getEventListeners } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkError } from "../../src/core/errors.js";
import type { PreparedRequest } from "../../src/core/request.js";
import { watchAbort } from "../../src/transport/abort-watch.js";
import { createHttpTransport } from "../../src/transport/http.js";
import type { Transport } from "../../src/transport/transport.js";
import { startNodeServer } from "../support/contract-app.js";

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

  it("keeps the order of the watchers still watching whichever ones stop (first, middle, last, twice)", () => {
    const controller = new AbortController();
    const calls: number[] = [];
    const stops = Array.from({ length: 8 }, (_, i) => watchAbort(controller.signal, () => calls.push(i)));
    for (const i of [0, 3, 7, 3, 0]) stops[i]!();
    const late = watchAbort(controller.signal, () => calls.push(8));
    stops[5]!();
    controller.abort();
    expect(calls).toEqual([1, 2, 4, 6, 8]);
    // Stopping after the abort changes nothing, and a watcher added after it is never told.
    late();
    for (const stop of stops) stop();
    watchAbort(controller.signal, () => calls.push(9));
    expect(calls).toEqual([1, 2, 4, 6, 8]);
  });

  it("starts afresh after every watcher stopped (the list empties and fills again)", () => {
    const controller = new AbortController();
    const calls: string[] = [];
    for (let round = 0; round < 1000; round++) {
      const a = watchAbort(controller.signal, () => calls.push("stale"));
      const b = watchAbort(controller.signal, () => calls.push("stale"));
      b();
      a();
    }
    watchAbort(controller.signal, () => calls.push("x"));
    watchAbort(controller.signal, () => calls.push("y"));
    controller.abort();
    expect(calls).toEqual(["x", "y"]);
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

describe("the HTTP transport with a deadline and an interrupt signal on each request (real server)", () => {
  let server: { origin: string; close(): Promise<void> };
  let transport: Transport;
  beforeAll(async () => {
    server = await startNodeServer();
    transport = createHttpTransport();
  });
  afterAll(async () => {
    await transport.close();
    await server.close();
  });
  const get = (path: string): PreparedRequest => ({ method: "GET", url: `${server.origin}${path}`, headers: {} });

  it("ends a request at its deadline while the interrupt signal stays quiet", async () => {
    const interrupt = new AbortController();
    const error = await transport.send(get("/slow"), { timeout: 0.2, signal: interrupt.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe("timeout");
  });

  it("cancels requests in flight when the run is interrupted, long before their deadline", async () => {
    const interrupt = new AbortController();
    const started = performance.now();
    const pending = Array.from({ length: 5 }, () => transport.send(get("/slow"), { timeout: 30, signal: interrupt.signal }).catch((e: unknown) => e));
    setTimeout(() => interrupt.abort(), 100);
    for (const error of await Promise.all(pending)) {
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).message).toMatch(/was cancelled because the run was interrupted/);
    }
    expect(performance.now() - started).toBeLessThan(1200);
  });

  it("leaves one listener on the interrupt signal after many requests, and none of them watching", async () => {
    const interrupt = new AbortController();
    const responses = await Promise.all(Array.from({ length: 40 }, () => transport.send(get("/status/200"), { timeout: 5, signal: interrupt.signal })));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(getEventListeners(interrupt.signal, "abort")).toHaveLength(1);
    // Every request has settled and stopped watching: aborting now touches none of them.
    expect(() => interrupt.abort()).not.toThrow();
    expect((await transport.send(get("/status/200"), { timeout: 5 })).statusCode).toBe(200);
  });
});
