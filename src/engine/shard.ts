import { UsageError } from "../core/errors.js";

/** One shard of a run split over several machines: `index` of `count`, 1-based. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/**
 * A 32-bit hash of a string's UTF-8 bytes (FNV-1a, then a murmur3 finalizer).
 * The finalizer spreads the low bits, which the modulo in `inShard` reads; without it
 * labels differing only in their last character cluster in neighbouring shards.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * Whether the operation labelled `label` (e.g. `GET /users/{id}`) belongs to shard `index`
 * of `count` (1-based). The split depends only on the label, so every machine of a CI
 * matrix computes the same partition without talking to the others, and the shards
 * together cover every operation exactly once.
 *
 * @example
 * operations.filter((op) => inShard(op.label, 2, 3));
 */
export function inShard(label: string, index: number, count: number): boolean {
  return stableHash(label) % count === index - 1;
}

/**
 * Parses `i/n` (e.g. `2/3`) as given to `source` (`--shard`). Throws `UsageError` for
 * anything else: `0/3`, `4/3`, `a/b`, `1/0`.
 */
export function parseShard(raw: string, source = "--shard"): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const hint = "expected 'i/n' with 1 ≤ i ≤ n, for example --shard 1/3 on the first of three CI jobs";
  if (match === null) throw new UsageError(`Invalid value for ${source}: '${raw}' is not of the form i/n; ${hint}.`);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || !Number.isSafeInteger(count)) throw new UsageError(`Invalid value for ${source}: '${raw}' has ${count} shards; ${hint}.`);
  if (index < 1 || index > count) {
    throw new UsageError(`Invalid value for ${source}: shard ${index} of ${count} does not exist; ${hint}.`);
  }
  return { index, count };
}
