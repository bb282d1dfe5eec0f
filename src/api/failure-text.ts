import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Failure } from "../core/failure.js";
import type { Response } from "../core/response.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { prettyBody, truncatePayload } from "../reporting/truncate.js";
import { maskAuthSecrets } from "./auth.js";

/** The base URL in-process apps are addressed by (`fromFetchApp`, `fromNodeApp`): only the path and query reach the app. */
export const IN_PROCESS_BASE = "http://app.local";

/**
 * apitest's own code: `lib/`, `dist/` and `src/` of the package (test runners map the shipped
 * bundle's frames back to `src/*.ts` through its source maps, and the package does not ship `src/`).
 */
const OWN_CODE: readonly string[] = ((): string[] => {
  const here = dirname(fileURLToPath(import.meta.url));
  const root = here.endsWith(`${sep}api`) ? dirname(dirname(here)) : dirname(here);
  return ["lib", "dist", "src"].map((folder) => join(root, folder) + sep);
})();

/**
 * The frames of a stack that point at the user's code: apitest's own frames (shipped bundle or
 * sources), fast-check's and Node's internals are left out, so a test runner points at the
 * user's line and never at a source file the package does not ship.
 */
export function userFrames(stack: string | undefined): string[] {
  if (stack === undefined) return [];
  return stack.split("\n").filter((line) => /^\s+at /.test(line) && !OWN_CODE.some((folder) => line.includes(folder)) && !line.includes("node:internal") && !/[\\/]node_modules[\\/](fast-check|pure-rand)[\\/]/.test(line));
}

/** What one failing test case shows besides its failures. */
export interface FailureDetails {
  /** `METHOD /path`. */
  readonly operation?: string;
  /** The response the checks failed, shown once after the failures. */
  readonly response?: Response;
  /** The `curl` command that sends the request again (secrets masked). */
  readonly curl?: string;
}

function indent(text: string, by: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? line : `${by}${line}`))
    .join("\n");
}

/**
 * Says what `http://app.local` is when a curl command addresses an in-process app, which
 * answered without a network: one line, empty for any other URL.
 */
export function inProcessNote(curl: string | undefined): string | undefined {
  if (curl === undefined || !curl.includes(IN_PROCESS_BASE)) return undefined;
  return `(${IN_PROCESS_BASE} is the in-process app the schema was loaded from, called without a network: serve the app on a port and put its address in place of ${IN_PROCESS_BASE} to run this command.)`;
}

/**
 * One failing test case in the console's grouped form: its failures as bullets (title, check
 * name, details), then the response and the `curl` command once.
 *
 * @example
 * failureText([failure], { operation: "GET /items", response, curl });
 * // found 1 distinct failure
 * //
 * // Operation: GET /items
 * //
 * // - Server error [not_a_server_error]
 * // …
 */
export function failureText(failures: readonly Failure[], details: FailureDetails = {}): string {
  const count = failures.length;
  const lines = [`found ${count} distinct failure${count === 1 ? "" : "s"}`];
  if (details.operation !== undefined) lines.push("", `Operation: ${details.operation}`);
  for (const failure of failures) {
    lines.push("", `- ${failure.title} [${failure.check}]`);
    if (failure.message !== "") lines.push("", indent(failure.message, "    "));
  }
  const response = details.response;
  if (response !== undefined) {
    const body = prettyBody(response);
    lines.push("", `[${response.statusCode}] ${response.message}:`, "", indent(body === "" ? "<EMPTY>" : truncatePayload(body, DEFAULT_OUTPUT.truncation), "    "));
  }
  if (details.curl !== undefined) {
    lines.push("", "Reproduce with:", "", `    ${details.curl}`);
    const note = inProcessNote(details.curl);
    if (note !== undefined) lines.push("", note);
  }
  // The response and the checks' details may echo a credential (the curl command is masked already).
  return maskAuthSecrets(lines.join("\n"));
}
