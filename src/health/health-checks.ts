import type { PreparedRequest } from "../core/request.js";

/** The generator's health checks, as `suppress-health-check` names them. */
export const HEALTH_CHECK_NAMES = ["data_too_large", "filter_too_much", "too_slow", "large_base_example"] as const;

/** One health check name. */
export type HealthCheck = (typeof HEALTH_CHECK_NAMES)[number];

/**
 * Checks that fail the operation (an error with a hint), as Hypothesis fails the test: the
 * generated data itself is unusable. The others are warnings: `filter_too_much` mostly counts
 * negative cases dropped on purpose (valid once serialized), `too_slow` depends on the machine.
 */
export const FAILING_HEALTH_CHECKS: ReadonlySet<HealthCheck> = new Set(["data_too_large", "large_base_example"]);

/** How many of an operation's first generated cases the size and speed checks look at. */
export const HEALTH_SAMPLE = 20;
/** A serialized request larger than this is too large to be a useful test case. */
export const LARGE_CASE_BYTES: number = 100 * 1024;
/** `data_too_large`: this many sampled cases over the size bound. */
export const TOO_LARGE_CASES = 5;
/** `filter_too_much`: at least this many attempts, and more than this share of them rejected. */
export const FILTER_MIN_ATTEMPTS = 50;
export const FILTER_REJECTED_SHARE = 0.9;
/** `too_slow`: generating the sample took longer than this per case on average, in milliseconds. */
export const SLOW_MS_PER_CASE = 50;
/** `too_slow` needs at least this many timed cases (the first one is not timed). */
export const SLOW_MIN_CASES = 5;

/** What each check means and how to silence it. */
export const HEALTH_TEXT: Readonly<Record<HealthCheck, string>> = {
  data_too_large: `Generated cases are too large: several of the first cases exceed ${LARGE_CASE_BYTES / 1024} KiB once serialized (large arrays or long strings without bounds)`,
  filter_too_much: `Most generated cases were rejected before sending (filter hooks rejected them, they could not be serialized, or negative data turned out valid as sent), so few cases test the API`,
  too_slow: `Generating cases is too slow: over ${SLOW_MS_PER_CASE} ms per case on average (costly patterns, filters or custom formats)`,
  large_base_example: `Even the smallest generated case exceeds ${LARGE_CASE_BYTES / 1024} KiB once serialized: the schema demands huge data (e.g. a large minItems or minLength)`,
};

/** The size of a request as sent: URL, headers and body, in bytes. */
export function requestBytes(request: PreparedRequest): number {
  let size = request.url.length + (request.body?.byteLength ?? 0);
  for (const [name, value] of Object.entries(request.headers)) size += name.length + value.length + 4;
  return size;
}

/** Observes one operation's generation in the fuzzing phase (counts only; the caller times). */
export class HealthMonitor {
  attempts = 0;
  rejected = 0;
  readonly #sizes: number[] = [];
  #generationMs = 0;
  #timed = 0;

  /** Whether the size of the next serialized case is still wanted (only the first cases are sized). */
  get sizing(): boolean {
    return this.#sizes.length < HEALTH_SAMPLE;
  }

  /** A case was generated in `ms` and serialized to `bytes` (undefined when it could not be serialized, or is not sized). */
  generated(ms: number, bytes: number | undefined): void {
    this.attempts++;
    if (bytes === undefined || !this.sizing) return;
    this.#sizes.push(bytes);
    // The first case pays for lazy set-up (arbitraries, serializers): it is not timed.
    if (this.#sizes.length === 1) return;
    this.#generationMs += ms;
    this.#timed++;
  }

  /** Filter hooks rejected `count` generated values before one was kept (each an attempt, rejected). */
  filtered(count: number): void {
    this.attempts += count;
    this.rejected += count;
  }

  /** A generated case was rejected before sending (unserializable, or not negative on the wire). */
  reject(): void {
    this.rejected++;
  }

  /** The checks this operation's generation fails (pure, from the counts). */
  findings(): HealthCheck[] {
    const found: HealthCheck[] = [];
    const sizes = this.#sizes;
    if (sizes.length > 0 && Math.min(...sizes) > LARGE_CASE_BYTES) found.push("large_base_example");
    else if (sizes.length > 0 && sizes.filter((size) => size > LARGE_CASE_BYTES).length >= Math.min(TOO_LARGE_CASES, sizes.length)) found.push("data_too_large");
    if (this.attempts >= FILTER_MIN_ATTEMPTS && this.rejected > this.attempts * FILTER_REJECTED_SHARE) found.push("filter_too_much");
    if (this.#timed >= SLOW_MIN_CASES && this.#generationMs / this.#timed > SLOW_MS_PER_CASE) found.push("too_slow");
    return found;
  }
}
