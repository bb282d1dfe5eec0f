import type { ReachReason, ReachReport } from "../core/events.js";
import type { Stylist } from "./style.js";

/** Operations listed at most; the rest are counted. */
const MAX_LISTED = 20;

/** What the user can give apitest for each reason. */
const HINTS: Readonly<Record<ReachReason, string>> = {
  "missing auth": "give credentials: -H 'Authorization: …', --auth, or auth() in a hooks module",
  "missing test data": "ids that exist: [parameters] in apitest.toml, or links from the operation that creates them",
  "always 4xx validation": "the schema may allow values the server rejects: tighten it, or fix values in [parameters]",
  "server errors": "see the failures above",
  "no response": "no request got an answer",
  other: "",
};

/**
 * The reach block of the console summary: how many tested operations answered 2xx to any
 * request, and each one that never did with the likely reason and the status codes it gave.
 * Nothing when every operation was reached. Pure: returns the lines.
 */
export function reachLines(reach: ReachReport | undefined, style: Stylist): string[] {
  if (reach === undefined || reach.operations === 0) return [];
  const head = `Reach:      ${reach.reached} of ${reach.operations} operation${reach.operations === 1 ? "" : "s"} answered 2xx`;
  if (reach.unreached.length === 0) return [head];
  const lines = [`${head}; never 2xx:`];
  const width = Math.min(48, Math.max(...reach.unreached.map((item) => item.operation.length)));
  for (const item of reach.unreached.slice(0, MAX_LISTED)) {
    const codes = Object.entries(item.statuses)
      .sort(([, a], [, b]) => b - a)
      .slice(0, 3)
      .map(([status, count]) => `${status} ×${count}`)
      .join(", ");
    const hint = HINTS[item.reason];
    lines.push(`  ${item.operation.padEnd(width)}  ${style("yellow", item.reason)}${codes === "" ? "" : style("dim", ` (${codes})`)}${hint === "" ? "" : style("dim", ` — ${hint}`)}`);
  }
  if (reach.unreached.length > MAX_LISTED) lines.push(style("dim", `  … and ${reach.unreached.length - MAX_LISTED} more`));
  return lines;
}
