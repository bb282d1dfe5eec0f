import { UsageError } from "../core/errors.js";
import { parseIntegerOption } from "../cli/parse-values.js";

/** Parses `--threads N|auto` (1 to 64). Throws `UsageError` naming the option. */
export function parseThreads(raw: string): number | "auto" {
  if (raw.trim().toLowerCase() === "auto") return "auto";
  const value = parseIntegerOption("--threads", raw, 1);
  if (value > 64) throw new UsageError(`Invalid value for --threads: ${value} is more than the maximum of 64.`);
  return value;
}
