import type { EventSink } from "../core/events.js";
import type { SanitizationSettings } from "../core/settings.js";
import { sanitizeText } from "./sanitize.js";
import type { Stylist } from "./style.js";
import type { TextOutput } from "./text-output.js";

/**
 * `apitest fuzz`'s live findings: one line per distinct failure new to the run, as soon as it is
 * found (the full report with each failure's response and curl comes at the end, as in `apitest
 * run`). Secrets masked as in every output.
 */
export function createNewFailuresReporter(output: TextOutput, style: Stylist, sanitization: SanitizationSettings, secrets: readonly string[]): EventSink {
  let found = 0;
  return {
    handle(event) {
      if (event.type !== "failure-found") return;
      found++;
      const status = event.failure.response === undefined ? "" : style("dim", ` [${event.failure.response.statusCode}]`);
      const line = `  ${style("red", "✘")} ${style("dim", `${event.elapsedSeconds.toFixed(1)}s`)} new failure #${found}: ${event.operation} — ${event.failure.failure.title}${status}`;
      output.write(`${sanitization.enabled ? sanitizeText(line, secrets, sanitization.replacement) : line}\n`);
    },
  };
}
