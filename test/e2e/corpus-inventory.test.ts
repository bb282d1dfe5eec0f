import { describe, expect, test } from "vitest";
import { FULL_CORPUS_ROOT, readManifest } from "../support/corpus-helpers.js";
import { KNOWN_UNSUPPORTED, KNOWN_VIOLATIONS } from "../support/corpus-laws/expectations.js";
import { corpusFiles, lawShard, SHARD_COUNT } from "../support/corpus-laws/law-shards.js";

// Nothing is skipped silently: every document of the corpus is checked by exactly one shard.
describe("corpus laws inventory", () => {
  const manifest = readManifest().map((entry) => entry.file).sort();

  test("every corpus document is in the manifest", () => {
    expect(corpusFiles()).toEqual(manifest);
    // The full corpus (npm run test:corpus) has 250 documents; the repository's sample 32.
    expect(manifest.length).toBe(FULL_CORPUS_ROOT === undefined ? 32 : 250);
  });

  test("the shards cover the manifest exactly once", () => {
    const sharded = Array.from({ length: SHARD_COUNT }, (_, index) => lawShard(index).map((entry) => entry.file)).flat();
    expect(sharded.sort()).toEqual(manifest);
  });

  // The lists are written for the full corpus; the sample holds some of their documents.
  test.runIf(FULL_CORPUS_ROOT !== undefined)("every listed entry names a corpus document", () => {
    const known = new Set(manifest);
    expect(KNOWN_UNSUPPORTED.filter((entry) => !known.has(entry.file))).toEqual([]);
    expect(KNOWN_VIOLATIONS.filter((entry) => !known.has(entry.file))).toEqual([]);
  });

  test("every listed violation gives a reason", () => {
    expect(KNOWN_VIOLATIONS.filter((entry) => entry.reason.trim() === "")).toEqual([]);
  });
});
