import { UsageError } from "../core/errors.js";
import { CODEC_NAMES, codecLimit } from "../core/codec.js";

/** Parses `--generation-codec <name>`: a codec apitest knows, kept as given. */
export function parseCodec(flag: string, raw: string): string {
  if (codecLimit(raw) === undefined) throw new UsageError(`Invalid value for ${flag}: '${raw}' is not a known codec. Use one of ${CODEC_NAMES.join(", ")}.`);
  return raw.trim();
}

/** Parses `--generation-maximize <metrics>`: a comma-separated list; only `response_time` exists. */
export function parseMaximize(flag: string, raw: string): "response_time"[] {
  const names = raw.split(",").map((name) => name.trim()).filter((name) => name !== "");
  const unknown = names.find((name) => name !== "response_time");
  if (unknown !== undefined || names.length === 0) {
    throw new UsageError(`Invalid value for ${flag}: '${unknown ?? raw}' is not a metric apitest can maximize. The only metric is response_time.`);
  }
  return ["response_time"];
}
