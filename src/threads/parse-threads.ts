import { parseIntegerOption } from "../cli/parse-values.js";

/** Parses `--threads N|auto` (1 to 64). Throws `UsageError` naming the option. */
export function parseThreads(raw: string): number | "auto" {
  if (raw.trim().toLowerCase() === "auto") return "auto";
  return parseIntegerOption("--threads", raw, 1, 64);
}
