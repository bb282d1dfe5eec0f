import { readdirSync } from "node:fs";
import { SWEEP_DIR, readManifest, type CorpusEntry } from "../corpus-helpers.js";
import { MAX_OPERATIONS } from "./file-laws.js";

/** How many test files share the corpus (`corpus-laws-<n>.test.ts`, n = 1…SHARD_COUNT). */
export const SHARD_COUNT = 6;

// Work per file is about the operations checked plus loading, which grows with size.
function cost(entry: CorpusEntry): number {
  return Math.min(entry.operations, MAX_OPERATIONS) + entry.bytes / 100_000;
}

/**
 * The corpus files of one shard (0-based), balanced by estimated work so the test files take
 * similar time; deterministic, and every manifest file is in exactly one shard.
 */
export function lawShard(index: number): CorpusEntry[] {
  const shards: { cost: number; entries: CorpusEntry[] }[] = Array.from({ length: SHARD_COUNT }, () => ({ cost: 0, entries: [] }));
  const byCost = readManifest().sort((a, b) => cost(b) - cost(a) || a.file.localeCompare(b.file));
  for (const entry of byCost) {
    const lightest = shards.reduce((min, shard) => (shard.cost < min.cost ? shard : min));
    lightest.cost += cost(entry);
    lightest.entries.push(entry);
  }
  return (shards[index]?.entries ?? []).sort((a, b) => a.file.localeCompare(b.file));
}

/** The OpenAPI documents in the corpus folder, whatever the manifest says. */
export function corpusFiles(): string[] {
  return readdirSync(SWEEP_DIR)
    .filter((file) => /\.(?:json|ya?ml)$/i.test(file))
    .sort();
}
