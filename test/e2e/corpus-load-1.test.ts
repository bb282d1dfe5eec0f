import { describe } from "vitest";
import { corpusShard } from "../support/corpus-helpers.js";
import { registerCorpusTests } from "../support/corpus-check.js";

// The corpus is split over three files so that test workers load it in parallel.
describe("OpenAPI corpus, shard 1 of 3", () => {
  registerCorpusTests(corpusShard(0, 3));
});
