// One listener per signal, fanned out: a run's interrupt signal is watched by every request in
// flight, and an EventTarget listener added and removed per request is measurable on the hot path.
//
// The watchers of a signal are a doubly linked list, not a `Set`. A `Set` that gains and loses an
// entry per request rehashes every few requests, and each table it leaves behind still points at
// the entries it held and at the table that replaced it. Once one such table reached the old
// generation, every later table and every request its entries reached outlived the young
// collections until the next full one: with two or more requests in flight, ≈ 1 MB was copied and
// promoted at each young collection (bench/RESULTS.md, session 10). A watcher that stops here is
// unlinked and cleared, so nothing dead points at anything newer.

/** One watcher of a signal: a node of its list. `listener` is undefined once it stopped. */
interface Watcher {
  listener: (() => void) | undefined;
  previous: Watcher | undefined;
  next: Watcher | undefined;
}

/** The watchers of one signal, in the order they started watching. */
interface WatchList {
  first: Watcher | undefined;
  last: Watcher | undefined;
}

const lists = new WeakMap<AbortSignal, WatchList>();

function unlink(list: WatchList, watcher: Watcher): void {
  if (watcher.listener === undefined) return;
  if (watcher.previous === undefined) list.first = watcher.next;
  else watcher.previous.next = watcher.next;
  if (watcher.next === undefined) list.last = watcher.previous;
  else watcher.next.previous = watcher.previous;
  watcher.listener = undefined;
  watcher.previous = undefined;
  watcher.next = undefined;
}

function deliver(list: WatchList): void {
  const watching: Watcher[] = [];
  for (let watcher = list.first; watcher !== undefined; watcher = watcher.next) watching.push(watcher);
  for (const watcher of watching) {
    // A watcher stopped by an earlier one (its exchange settled meanwhile) is not told, as with EventTarget.
    const listener = watcher.listener;
    if (listener === undefined) continue;
    unlink(list, watcher);
    listener();
  }
}

/**
 * Calls `listener` once when `signal` aborts (not when it already has: check `signal.aborted`
 * first). Returns a function that stops watching. However many watchers a signal has, it
 * carries one `abort` listener of this module, so no max-listeners warning is ever due.
 */
export function watchAbort(signal: AbortSignal, listener: () => void): () => void {
  let list = lists.get(signal);
  if (list === undefined) {
    const fresh: WatchList = { first: undefined, last: undefined };
    signal.addEventListener("abort", () => deliver(fresh), { once: true });
    lists.set(signal, fresh);
    list = fresh;
  }
  const own = list;
  const watcher: Watcher = { listener, previous: own.last, next: undefined };
  if (own.last === undefined) own.first = watcher;
  else own.last.next = watcher;
  own.last = watcher;
  return () => unlink(own, watcher);
}
