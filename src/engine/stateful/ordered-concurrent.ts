/**
 * Runs numbered jobs with up to `concurrency` in flight while their results are consumed one at a
 * time, strictly in job order — so what the consumer decides (stop, count, report) does not depend
 * on which job finished first. Jobs started ahead of a stop are awaited and their results dropped.
 */
export interface OrderedConcurrentOptions<T> {
  readonly concurrency: number;
  /** Whether job `index` may start (checked before each start; false ends the run once the started jobs are consumed). */
  readonly mayStart: (index: number) => boolean;
  readonly start: (index: number) => Promise<T>;
  /**
   * Takes job `index`'s result; returns false to stop (later results are dropped). `settle()`
   * waits for every job in flight (e.g. before work that must run alone); their results are kept.
   */
  readonly consume: (result: T, index: number, settle: () => Promise<void>) => Promise<boolean>;
}

/** A job's outcome, kept until its turn. */
type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/**
 * @example
 * await orderedConcurrent({ concurrency: 4, mayStart: (i) => i < 10, start: (i) => send(i), consume: async (r) => (log(r), true) });
 */
export async function orderedConcurrent<T>(options: OrderedConcurrentOptions<T>): Promise<void> {
  const width = Math.max(1, options.concurrency);
  // Job `index` waits in slot `index % width`: jobs in flight are always fewer than `width` apart.
  // An array, not a Map: a Map that gains and loses an entry per job leaves a trail of old hash
  // tables still pointing at finished jobs and at the tables after them, which kept every job's
  // requests and responses through the young collections (see transport/abort-watch.ts).
  // A rejected job is rethrown when its turn comes; until then it must not count as unhandled.
  const slots: (Promise<Settled<T>> | undefined)[] = new Array(width).fill(undefined);
  let started = 0;
  let startsAllowed = true;
  const fill = (consumed: number): void => {
    while (startsAllowed && started < consumed + width) {
      if (!options.mayStart(started)) {
        startsAllowed = false;
        break;
      }
      const index = started++;
      slots[index % width] = options.start(index).then(
        (value): Settled<T> => ({ ok: true, value }),
        (error: unknown): Settled<T> => ({ ok: false, error }),
      );
    }
  };
  const settle = async (): Promise<void> => {
    await Promise.all(slots.filter((slot) => slot !== undefined));
  };
  try {
    for (let next = 0; ; next++) {
      fill(next);
      if (next >= started) return;
      const settled = await (slots[next % width] as Promise<Settled<T>>);
      slots[next % width] = undefined;
      if (!settled.ok) throw settled.error;
      if (!(await options.consume(settled.value, next, settle))) return;
    }
  } finally {
    startsAllowed = false;
    await settle();
  }
}
