import { timeoutError } from "./network-error.js";

/**
 * Runs `work` under a deadline (seconds): rejects with a `timeout` NetworkError when it
 * passes, and aborts `controller` so in-process apps that listen can stop. No timer when
 * there is no deadline.
 */
export async function withDeadline<T>(
  work: (signal: AbortSignal | undefined) => Promise<T>,
  seconds: number | undefined,
  method: string,
  url: string,
): Promise<T> {
  if (seconds === undefined) return work(undefined);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timeoutError(method, url, seconds));
      reject(timeoutError(method, url, seconds));
    }, seconds * 1000);
  });
  const running = work(controller.signal);
  // When the deadline wins, the app may still fail later: that failure has no one left to tell.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}
