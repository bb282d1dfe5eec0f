import type { HealthCheckName } from "../config/config-types.js";
import { UsageError } from "../core/errors.js";
import { HEALTH_CHECK_NAMES } from "../health/health-checks.js";

/** Parses `--suppress-health-check data_too_large,too_slow` (or `all`). */
export function parseHealthChecks(raw: string): HealthCheckName[] {
  const names = raw.split(",").map((name) => name.trim()).filter((name) => name !== "");
  const allowed: readonly string[] = [...HEALTH_CHECK_NAMES, "all"];
  for (const name of names) {
    if (!allowed.includes(name)) {
      throw new UsageError(`Invalid health check '${name}' in --suppress-health-check: use a comma-separated list of ${allowed.join(", ")}.`);
    }
  }
  if (names.length === 0) throw new UsageError(`--suppress-health-check needs a comma-separated list of ${allowed.join(", ")}.`);
  return names as HealthCheckName[];
}

/** Checks `--generation-database`: a directory, `none` or `:memory:`. */
export function parseDatabase(raw: string): string {
  if (raw.trim() === "") throw new UsageError("--generation-database needs a directory, none, or :memory: (it was empty).");
  return raw;
}
