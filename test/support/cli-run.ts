import { main } from "../../src/cli/main.js";
import { memoryOutput } from "./server.js";

/** What one in-process CLI run produced, with its duration and the memory it took. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly seconds: number;
  /** Peak growth of the resident set over the run, in bytes (sampled every 10 ms). */
  readonly rssGrowth: number;
}

/** Runs `apitest` in process, sampling `process.memoryUsage().rss` while it runs. */
export async function runCli(args: readonly string[], signal?: AbortSignal): Promise<CliRun> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = (): void => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  try {
    const code = await main(args, { stdout, stderr, env: {}, ...(signal === undefined ? {} : { signal }) });
    sample();
    return { code, stdout: stdout.text(), stderr: stderr.text(), seconds: (performance.now() - started) / 1000, rssGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The console's block about one operation (a failure or an error), from its
 * `____ GET /x ____` rule to the next rule; empty when there is none.
 */
export function sectionOf(output: string, label: string): string {
  const lines = output.split("\n");
  const start = lines.findIndex((line) => /^_{3,} /.test(line) && line.replace(/_/g, "").trim() === label);
  if (start === -1) return "";
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^(_{3,}|={3,}) /.test(line));
  return (end === -1 ? rest : rest.slice(0, end)).join("\n");
}

/** The line of the phase listing about one operation (`✘ GET /x  1 case, 1 failure`). */
export function statusLineOf(output: string, label: string): string {
  return output.split("\n").find((line) => new RegExp(`^\\s+\\S+ ${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\s`).test(line)) ?? "";
}
