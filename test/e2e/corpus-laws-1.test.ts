import { describe } from "vitest";
import { lawShard } from "../support/corpus-laws/law-shards.js";
import { registerLawTests } from "../support/corpus-laws/register-laws.js";

// The corpus is split over  files (see law-shards.ts) so that each worker's share stays small.
describe("corpus laws, shard 1 of 6", () => {
  registerLawTests(lawShard(0));
});
