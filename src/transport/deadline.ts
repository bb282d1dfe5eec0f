import { interruptedError, timeoutError } from "./network-error.js";

/**
 * Runs `work` under a deadline (seconds) and an optional interrupt signal: rejects with a
 * `timeout` NetworkError when the deadline passes, or an interrupted one when `interrupt`
 * aborts, and aborts the signal handed to `work` so in-process apps that listen can stop.
 * No timer and no signal when there is neither; `0` seconds is no deadline.
 */
export async function withDeadline<T>(
  work: (signal: AbortSignal | undefined) => Promise<T>,
  seconds: number | undefined,
  method: string,
  url: string,
  interrupt?: AbortSignal,
): Promise<T> {
  if (seconds === 0) seconds = undefined;
  if (seconds === undefined && interrupt === undefined) return work(undefined);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onInterrupt: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    const stop = (error: Error): void => {
      controller.abort(error);
      reject(error);
    };
    if (seconds !== undefined) timer = setTimeout(() => stop(timeoutError(method, url, seconds)), seconds * 1000);
    if (interrupt !== undefined) {
      onInterrupt = () => stop(interruptedError(method, url));
      if (interrupt.aborted) onInterrupt();
      else interrupt.addEventListener("abort", onInterrupt, { once: true });
    }
  });
  // Only reached when `work` settles first; nobody listens to `stopped` then.
  stopped.catch(() => undefined);
  const running = work(controller.signal);
  // When the deadline wins, the app may still fail later: that failure has no one left to tell.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, stopped]);
  } finally {
    clearTimeout(timer);
    if (onInterrupt !== undefined) interrupt?.removeEventListener("abort", onInterrupt);
  }
}
