// One listener per signal, fanned out: a run's interrupt signal is watched by every request in
// flight, and an EventTarget listener added and removed per request is measurable on the hot path.
const watchers = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `listener` once when `signal` aborts (not when it already has: check `signal.aborted`
 * first). Returns a function that stops watching. However many watchers a signal has, it
 * carries one `abort` listener of this module, so no max-listeners warning is ever due.
 */
export function watchAbort(signal: AbortSignal, listener: () => void): () => void {
  let set = watchers.get(signal);
  if (set === undefined) {
    const fresh = new Set<() => void>();
    signal.addEventListener(
      "abort",
      () => {
        // A watcher stopped by an earlier one (its exchange settled meanwhile) is not told, as with EventTarget.
        for (const watcher of [...fresh]) if (fresh.delete(watcher)) watcher();
      },
      { once: true },
    );
    watchers.set(signal, fresh);
    set = fresh;
  }
  const own = set;
  own.add(listener);
  return () => {
    own.delete(listener);
  };
}
