import { expect, test } from "vitest";
import type { CorpusEntry } from "../corpus-helpers.js";
import { KNOWN_UNSUPPORTED, KNOWN_VIOLATIONS, normalizeUnsupported, normalizeViolations } from "./expectations.js";
import { checkLoad } from "../corpus-check.js";
import { checkFile, loadCorpusFile, summaryLine } from "./file-laws.js";

const HOW_TO_UPDATE =
  "The corpus laws changed for this file. If the change is intended, update test/support/corpus-laws/known-unsupported.json " +
  "or known-violations.json (with a reason) to the entries received below; otherwise fix the regression.";

/**
 * One test per corpus file: loads it once and checks the load against the manifest (see
 * `checkLoad`), then generates every phase and mode without sending, checks the laws,
 * prints a summary line and asserts that what the generators refuse and what breaks a law is
 * exactly what the committed lists say for that file. Each file's spec is dropped before the
 * next test loads another, so a worker holds one document at a time.
 */
export function registerLawTests(entries: readonly CorpusEntry[]): void {
  test.each(entries.map((entry) => [entry.file, entry] as const))("%s", async (file, entry) => {
    const started = performance.now();
    const loaded = await loadCorpusFile(file);
    if (file === "googleapis.com__compute__alpha.yaml") {
      console.log(`load time of ${file} (${(entry.bytes / 1e6).toFixed(1)} MB): ${(performance.now() - started).toFixed(0)} ms`);
    }
    checkLoad(entry, loaded);
    const report = checkFile(file, loaded);
    console.log(summaryLine(report));
    const expectedUnsupported = normalizeUnsupported(KNOWN_UNSUPPORTED.filter((entry) => entry.file === file));
    const expectedViolations = normalizeViolations(KNOWN_VIOLATIONS.filter((entry) => entry.file === file));
    expect(normalizeUnsupported(report.unsupported), HOW_TO_UPDATE).toEqual(expectedUnsupported);
    expect(normalizeViolations(report.violations), HOW_TO_UPDATE).toEqual(expectedViolations);
    // A file that yields no case at all would pass every law vacuously.
    if (report.checked > 0) expect(report.cases).toBeGreaterThan(0);
  });
}
