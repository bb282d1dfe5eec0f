import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { parseSchemaText } from "../../src/schema/parse-text.js";
import { FULL_CORPUS_ROOT, SWEEP_DIR } from "../support/corpus-helpers.js";

const corpus = SWEEP_DIR;
// The sample in the repository: every YAML file under 150 kB (17 of its 21; the reference parser
// spends half its time on the three between 150 kB and 1 MB); the full corpus (npm run
// test:corpus): every 5th under 1 MB.
const EVERY = FULL_CORPUS_ROOT === undefined ? 1 : 5;
const MAX_SIZE = FULL_CORPUS_ROOT === undefined ? 150_000 : 1_000_000;
const STRICT = { version: "1.2", schema: "core", merge: true, uniqueKeys: false, maxAliasCount: -1, strict: false } as const;

describe("YAML fast path", () => {
  // Corpus YAML files under the size above (all 169 of the full corpus were compared while building; the
  // reference parser takes seconds on the few multi-megabyte ones, which the corpus suites load anyway).
  it("parses corpus YAML schemas exactly as the `yaml` parser does", { timeout: 60_000 }, () => {
    const files = readdirSync(corpus)
      .filter((file) => /\.ya?ml$/.test(file))
      .filter((_, index) => index % EVERY === 0)
      .filter((file) => statSync(join(corpus, file)).size < MAX_SIZE);
    expect(files.length).toBeGreaterThan(FULL_CORPUS_ROOT === undefined ? 12 : 25);
    for (const file of files) {
      const text = readFileSync(join(corpus, file), "utf8");
      expect(JSON.stringify(parseSchemaText(text, file)), file).toBe(JSON.stringify(parse(text, STRICT)));
    }
  });

  it("keeps the YAML 1.2 core rules: last duplicate key wins, merge keys, no timestamps, yes/on stay strings", () => {
    const text = "a: 1\na: 2\nbase: &b {x: 1}\nderived:\n  <<: *b\n  y: 2\nwhen: 2020-01-01\nflag: yes\non: off\n";
    expect(parseSchemaText(text, "t.yaml")).toEqual({ a: 2, base: { x: 1 }, derived: { x: 1, y: 2 }, when: "2020-01-01", flag: "yes", on: "off" });
  });

  it("reports a syntax error with the `yaml` parser's message and position", () => {
    expect(() => parseSchemaText("openapi: 3.0.0\ninfo: [unclosed\n", "bad.yaml")).toThrow(/bad\.yaml is neither valid JSON nor valid YAML: .*line \d+/);
  });
});
