import { UsageError } from "../core/errors.js";
import { CODEC_NAMES, codecLimit } from "../core/codec.js";

/** Parses `--generation-codec <name>`: a codec apitest knows, kept as given. */
export function parseCodec(flag: string, raw: string): string {
  if (codecLimit(raw) === undefined) throw new UsageError(`Invalid value for ${flag}: '${raw}' is not a known codec. Use one of ${CODEC_NAMES.join(", ")}.`);
  return raw.trim();
}

/**
 * Parses `--generation-maximize <metrics>`: a comma-separated list of metric names. Whether each
 * is known (`response_time` or registered with `metric()`) is checked once the hooks module is loaded.
 */
export function parseMaximize(flag: string, raw: string): string[] {
  const names = [...new Set(raw.split(",").map((name) => name.trim()).filter((name) => name !== ""))];
  if (names.length === 0) throw new UsageError(`Invalid value for ${flag}: '${raw}' names no metric. Give response_time or a metric registered with metric() in the hooks module.`);
  return names;
}
