import { describe } from "vitest";
import { lawShard } from "../support/corpus-laws/law-shards.js";
import { registerLawTests } from "../support/corpus-laws/register-laws.js";

// The corpus is split over six files (see law-shards.ts) so that workers share it. Each file's
// test loads it, checks the load against the manifest, then the generation laws.
describe("corpus laws, shard 3 of 6", () => {
  registerLawTests(lawShard(2));
});
