import { main } from "../../src/cli/main.js";
import { memoryOutput } from "./server.js";

/** One in-process `apitest` run. */
export interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `apitest` in process; `tty` makes stdout a colour terminal (the live progress line shows). */
export async function apitest(args: readonly string[], options: { readonly signal?: AbortSignal; readonly tty?: boolean } = {}): Promise<Ran> {
  const stdout = { ...memoryOutput(), ...(options.tty === true ? { isTTY: true, columns: 200 } : {}) };
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {}, ...(options.signal === undefined ? {} : { signal: options.signal }) });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** A reported sequence: each step's operation label and curl command. */
export interface Step {
  readonly label: string;
  readonly curl: string;
}

/** The steps printed under the first "Reproduce with:" after the failure titled `title` (optionally within one operation's block). */
export function stepsOf(out: string, title: string, operation?: string): Step[] {
  const from = operation === undefined ? 0 : out.indexOf(` ${operation} _`);
  // An entry is one failing request; its heading lists the titles of every check that failed on it.
  // A cause shared by several operations is headed "Cause N. check_name: Title · …".
  const heading = new RegExp(`^(?:Cause )?\\d+\\. (?:[a-z_]+: )?(?:.* · )?${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: · .*)?$`, "m");
  const found = heading.exec(out.slice(Math.max(0, from)));
  const start = found === null ? -1 : Math.max(0, from) + found.index;
  if (start === -1) throw new Error(`no failure titled ${title}${operation === undefined ? "" : ` under ${operation}`} in:\n${out}`);
  const lines = out
    .slice(out.indexOf("Reproduce with:", start))
    .split("\n")
    .slice(1)
    .filter((line) => line.trim() !== "");
  const steps: Step[] = [];
  for (let at = 0; at + 1 < lines.length; at += 2) {
    const label = /^ {4}\d+\. (.+)$/.exec(lines[at]!)?.[1];
    const curl = /^ {7}(curl .+)$/.exec(lines[at + 1]!)?.[1];
    if (label === undefined || curl === undefined) break;
    steps.push({ label, curl });
  }
  return steps;
}

/** The JSON body a curl command sends with `-d '…'`; undefined when none. */
export function bodyOf(curl: string): unknown {
  const raw = /-d '((?:[^']|'\\'')*)'/.exec(curl)?.[1];
  return raw === undefined ? undefined : (JSON.parse(raw.replaceAll(`'\\''`, "'")) as unknown);
}

/** The FAILURES section with what changes between runs (ids, ports, case ids, durations) masked. */
export function failuresShape(out: string): string {
  const start = out.indexOf("FAILURES");
  const end = out.indexOf("SUMMARY");
  return out
    .slice(start, end)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "ID")
    .replace(/127\.0\.0\.1:\d+/g, "HOST")
    .replace(/X-Apitest-Case-Id: \w+/g, "X-Apitest-Case-Id: CASE");
}
