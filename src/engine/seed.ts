/**
 * Derives the seed of one operation from the run seed and the operation's label, so the
 * cases an operation gets do not depend on which worker runs it or in what order.
 */
export function operationSeed(runSeed: number, label: string): number {
  // FNV-1a over the label, mixed with the run seed.
  let hash = 0x811c9dc5 ^ (runSeed | 0);
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** A fresh random 31-bit seed for runs that were not given one. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}

/** The seed of deterministic runs (`generation.deterministic` without an explicit seed). */
export const DETERMINISTIC_SEED = 0;

/** The run seed: the given one, else the fixed one of deterministic runs, else a random one. */
export function runSeedFor(seed: number | undefined, deterministic: boolean): number {
  return seed ?? (deterministic ? DETERMINISTIC_SEED : randomSeed());
}
