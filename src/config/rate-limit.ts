import { ApitestError } from "../core/errors.js";

const UNIT_SECONDS: Readonly<Record<string, number>> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hour: 3600,
};

const LONG_FORM = /^(\d+(?:\.\d+)?)\s+requests?\s*(?:per|\/)\s*(second|sec|minute|min|hour)s?$/i;
const SHORT_FORM = /^(\d+(?:\.\d+)?)\s*\/\s*(s|m|h)$/i;

/**
 * Parses a `rate-limit` value into requests per second. Accepts `N requests per
 * second|minute|hour` (also `request`, `sec`, `min`) and `N/s`, `N/m`, `N/h`; N may be a
 * decimal but must be greater than zero.
 *
 * @throws ApitestError (`config_invalid`) naming the value and the accepted forms.
 * @example
 * parseRateLimit("100 requests per minute"); // 1.666…
 * parseRateLimit("5/s"); // 5
 */
export function parseRateLimit(text: string): number {
  const trimmed = text.trim();
  const match = LONG_FORM.exec(trimmed) ?? SHORT_FORM.exec(trimmed);
  const unit = match?.[2]?.toLowerCase();
  const seconds = unit === undefined ? undefined : UNIT_SECONDS[unit];
  if (match === null || seconds === undefined) {
    throw new ApitestError(
      "config_invalid",
      `${JSON.stringify(text)} is not a rate limit: write "<N> requests per second|minute|hour" or "<N>/s", "<N>/m", "<N>/h", for example "100 requests per minute".`,
    );
  }
  const count = Number(match[1]);
  if (!(count > 0)) throw new ApitestError("config_invalid", `${JSON.stringify(text)} is not a rate limit: the number of requests must be greater than 0.`);
  return count / seconds;
}
