import type { Transport } from "./transport.js";

/**
 * Wraps a transport so requests start at most `perSecond` times a second, evenly spaced,
 * however many workers send concurrently (`rate-limit`).
 */
export function rateLimited(transport: Transport, perSecond: number, now: () => number = () => performance.now()): Transport {
  const interval = 1000 / perSecond;
  let nextSlot = 0;
  return {
    async send(request, options) {
      const current = now();
      const slot = Math.max(current, nextSlot);
      nextSlot = slot + interval;
      const wait = slot - current;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return transport.send(request, options);
    },
    close: () => transport.close(),
  };
}
