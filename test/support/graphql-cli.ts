import { main } from "../../src/cli/main.js";
import { memoryOutput } from "./server.js";

/**
 * Runs the CLI in process and collects what it writes. `apitest run` gets no example database
 * unless the test gives one: GraphQL runs replay stored failing documents first, which would
 * carry findings from one test (or test run) into the next.
 */
export async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const isolated = args[0] === "run" && !args.includes("--generation-database") ? [...args, "--generation-database", "none"] : args;
  const code = await main(isolated, { stdout, stderr, env });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The reproducing curl commands of a run's output, without the per-case id header. */
export function curls(output: string): string[] {
  return output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("curl "))
    .map((line) => line.replace(/ -H 'X-Apitest-Case-Id: [^']*'/, ""));
}

/** The curl command reproducing the failure of one root field (`search`, `page`…). */
export function curlFor(output: string, field: string): string | undefined {
  return curls(output).find((line) => line.includes(`"{\\n  ${field}`) || line.includes(` {\\n  ${field}`) || line.includes(`\\n  ${field}(`));
}

/** Labels of the operations an output lists as failed (`✘ Query.page`). */
export function failedOperations(output: string): string[] {
  return [...new Set([...output.matchAll(/✘ (\S+)/g)].map((match) => match[1] ?? ""))].sort();
}
