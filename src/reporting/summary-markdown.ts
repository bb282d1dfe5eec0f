import { defectHeadline } from "./findings.js";
import { junitCounts, type JunitDocument } from "./junit-document.js";

/** Options of the Markdown summary. */
export interface MarkdownSummaryOptions {
  /** How many failures are shown in full (with their curl); default 10. */
  readonly top?: number;
}

/** Longest code block kept in the summary: a CI page stays readable, and GitHub caps a job summary at 1 MiB. */
const MAX_BLOCK = 4000;

/**
 * The Markdown summary of a run, from its JUnit report (what `apitest summary` prints, and the
 * GitHub Action writes to the job summary): the counts, failures by check, the first failures with
 * their `curl` reproduction. The report was masked when written, so this shows no secret.
 */
export function renderMarkdownSummary(document: JunitDocument, options: MarkdownSummaryOptions = {}): string {
  const top = options.top ?? 10;
  const counts = junitCounts(document.testcases);
  const property = (name: string): string | undefined => document.properties.find(([key]) => key === name)?.[1];
  const failures = document.testcases.flatMap((test) => test.failures.map((failure) => ({ operation: test.name, failure })));
  const errors = document.testcases.flatMap((test) => test.errors.map((error) => ({ operation: test.name, error })));
  const passed = counts.tests - counts.failures - counts.errors - counts.skipped;
  const out: string[] = [`## apitest: ${inline(property("title") ?? "API")}`, ""];
  const errorCount = errors.length === 0 ? "" : `, ${errors.length} error${errors.length === 1 ? "" : "s"}`;
  // A run's own report carries its count of distinct defects (the console's headline); a merged one does not.
  const defects = property("defects");
  const defectOperations = property("defect_operations");
  if (failures.length === 0 && errors.length === 0) out.push(`**No issues found** in ${counts.tests} operation${counts.tests === 1 ? "" : "s"} (${document.time.toFixed(1)} s).`, "");
  else if (defects !== undefined && defectOperations !== undefined && failures.length > 0) {
    out.push(`**${defectHeadline(Number(defects), Number(defectOperations))}${errorCount}** (${counts.tests} operation${counts.tests === 1 ? "" : "s"}, ${document.time.toFixed(1)} s).`, "");
  } else out.push(`**${failures.length} distinct failure${failures.length === 1 ? "" : "s"}${errorCount}** in ${counts.tests} operation${counts.tests === 1 ? "" : "s"} (${document.time.toFixed(1)} s).`, "");
  out.push("| operations | passed | failed | errored | skipped |", "|---:|---:|---:|---:|---:|", `| ${counts.tests} | ${Math.max(0, passed)} | ${counts.failures} | ${counts.errors} | ${counts.skipped} |`, "");
  const facts = [["Base URL", property("base_url")], ["Phases", property("phases")?.split(",").join(", ")], ["Seed", property("seed")]].filter((fact): fact is [string, string] => fact[1] !== undefined && fact[1] !== "");
  if (facts.length > 0) out.push(facts.map(([name, value]) => `${name}: \`${inlineCode(value)}\``).join(" · "), "");
  if (failures.length > 0) {
    const byCheck = new Map<string, { failures: number; operations: Set<string> }>();
    for (const { operation, failure } of failures) {
      const entry = byCheck.get(failure.type) ?? { failures: 0, operations: new Set<string>() };
      entry.failures++;
      entry.operations.add(operation);
      byCheck.set(failure.type, entry);
    }
    out.push("### Failures by check", "", "| check | failures | operations |", "|---|---:|---:|");
    for (const [check, entry] of [...byCheck].sort((a, b) => b[1].failures - a[1].failures || a[0].localeCompare(b[0]))) {
      out.push(`| \`${inlineCode(check)}\` | ${entry.failures} | ${entry.operations.size} |`);
    }
    out.push("", failures.length > top ? `### First ${top} of ${failures.length} failures` : "### Failures", "");
    failures.slice(0, top).forEach(({ operation, failure }, index) => {
      out.push(`${index + 1}. \`${inlineCode(operation)}\`: **${inline(failure.message)}** (\`${inlineCode(failure.type)}\`)`);
      const detail = firstParagraph(failure.text);
      if (detail !== "" && detail !== failure.message) out.push("", indentBlock(fence(detail, "")));
      const curl = reproduction(failure.text);
      if (curl !== undefined) out.push("", indentBlock(fence(curl, "sh")));
      out.push("");
    });
  }
  if (errors.length > 0) {
    out.push("### Errors", "");
    errors.slice(0, top).forEach(({ operation, error }, index) => {
      out.push(`${index + 1}. \`${inlineCode(operation)}\`: **${inline(error.message)}**`, "", indentBlock(fence(firstParagraph(error.text), "")), "");
    });
    if (errors.length > top) out.push(`… and ${errors.length - top} more errors in the JUnit report.`, "");
  }
  const notes = document.notes.filter((line) => line.startsWith("Warning ") || line.startsWith("Interrupted") || line.startsWith("Stopped"));
  if (notes.length > 0) out.push("### Notes", "", ...notes.map((line) => `- ${inline(line)}`), "");
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}

/** The curl command of a failure's text: what follows its last `Reproduce with:`. */
function reproduction(text: string): string | undefined {
  const at = text.lastIndexOf("Reproduce with:");
  if (at < 0) return undefined;
  const command = text
    .slice(at + "Reproduce with:".length)
    .split("\n")
    .map((line) => line.replace(/^ {4}/, ""))
    .join("\n")
    .trim();
  return command === "" ? undefined : command;
}

/** The failure's own message: the text up to its first blank line. */
function firstParagraph(text: string): string {
  return (text.split("\n\n")[0] ?? "").trim();
}

function fence(text: string, language: string): string {
  const body = text.length > MAX_BLOCK ? `${text.slice(0, MAX_BLOCK)}\n… (${text.length - MAX_BLOCK} more characters in the JUnit report)` : text;
  const ticks = "`".repeat(Math.max(3, ...[...body.matchAll(/`+/g)].map((run) => run[0].length + 1)));
  return `${ticks}${language}\n${body}\n${ticks}`;
}

function indentBlock(text: string): string {
  return text
    .split("\n")
    .map((line) => `   ${line}`)
    .join("\n");
}

/** Text safe in a Markdown line or table cell: one line, no table pipes, no HTML. */
function inline(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[|<>]/g, (char) => `\\${char}`);
}

function inlineCode(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").replace(/`/g, "'").replace(/\|/g, "\\|");
}
