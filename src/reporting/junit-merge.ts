import type { JunitDocument, JunitTestcase } from "./junit-document.js";
import type { JunitDetail } from "./report-junit-detail.js";

/**
 * Merges the JUnit reports of several runs of one schema (the shards of `--shard i/n`) into the
 * report one run over all their operations would have written: one test suite, every operation
 * once (in the order the reports list them, first report first), counts recomputed, times added.
 * An operation found in several reports (overlapping runs) keeps each distinct failure and error
 * once and counts as skipped only when every report skipped it. Properties that differ between
 * the runs (each shard's random seed) keep every value, comma-separated in report order; the
 * warnings of all runs are joined, each warning once with the union of its operations.
 */
export function mergeJunit(documents: readonly JunitDocument[]): JunitDocument {
  const byName = new Map<string, JunitTestcase>();
  for (const document of documents) {
    for (const test of document.testcases) {
      const known = byName.get(test.name);
      if (known === undefined) {
        byName.set(test.name, { ...test, failures: [...test.failures], errors: [...test.errors] });
        continue;
      }
      known.time += test.time;
      addDistinct(known.failures, test.failures);
      addDistinct(known.errors, test.errors);
      if (test.skipped === undefined) known.skipped = undefined;
    }
  }
  const testcases = [...byName.values()];
  // A testcase skipped in one run and tested in another was tested: fix the ones merged above.
  for (const test of testcases) if (test.failures.length > 0 || test.errors.length > 0) test.skipped = undefined;
  const starts = documents.map((document) => document.started.getTime()).filter((time) => time > 0);
  return {
    testcases,
    properties: mergeProperties(documents),
    notes: mergeNotes(documents.map((document) => document.notes)),
    time: documents.reduce((sum, document) => sum + document.time, 0),
    started: new Date(starts.length === 0 ? 0 : Math.min(...starts)),
    hostname: [...new Set(documents.map((document) => document.hostname).filter((name) => name !== ""))].join(", "),
  };
}

function addDistinct(into: JunitDetail[], more: readonly JunitDetail[]): void {
  for (const detail of more) {
    if (!into.some((known) => known.type === detail.type && known.message === detail.message && known.text === detail.text)) into.push(detail);
  }
}

function mergeProperties(documents: readonly JunitDocument[]): [string, string][] {
  const values = new Map<string, string[]>();
  for (const document of documents) {
    for (const [name, value] of document.properties) {
      // Defects shared across the reports cannot be told from their text: the HTML merge counts them.
      if (name === "defects" || name === "defect_operations") continue;
      const list = values.get(name) ?? [];
      // `phases` lists can differ in what they include: the union, in order of first sight.
      const parts = name === "phases" ? value.split(",").filter((part) => part !== "") : [value];
      for (const part of parts) if (!list.includes(part)) list.push(part);
      values.set(name, list);
    }
  }
  return [...values].map(([name, list]) => [name, list.join(name === "phases" ? "," : ", ")]);
}

/**
 * Notes are lines: a `Warning name: …` line followed by `  - operation` lines, or a line of its own
 * (`Interrupted: …`, `Stopped early: …`). Each warning and each line once, warnings' operations joined.
 */
export function mergeNotes(lists: readonly (readonly string[])[]): string[] {
  const blocks = new Map<string, string[]>();
  for (const notes of lists) {
    let current: string[] | undefined;
    for (const line of notes) {
      if (line.startsWith("  - ") && current !== undefined) {
        if (!current.includes(line)) current.push(line);
        continue;
      }
      current = blocks.get(line) ?? [];
      blocks.set(line, current);
      if (!line.startsWith("Warning ")) current = undefined;
    }
  }
  return [...blocks].flatMap(([head, operations]) => [head, ...operations]);
}
