import type { EngineEvent } from "../core/events.js";
import { HEALTH_CHECK_NAMES, HEALTH_TEXT, type HealthCheck, type HealthMonitor } from "./health-checks.js";

/**
 * Collects the health checks each operation's generation failed, for one run, and turns them
 * into one warning event per check naming the operations. Suppressed checks are never recorded.
 */
export class HealthLog {
  readonly #enabled: ReadonlySet<HealthCheck>;
  readonly #affected = new Map<HealthCheck, string[]>();

  /** `suppressed`: the checks not to run (`suppress-health-check`, `all` already expanded). */
  constructor(suppressed: readonly string[] = []) {
    this.#enabled = new Set(HEALTH_CHECK_NAMES.filter((name) => !suppressed.includes(name)));
  }

  /** Records what one operation's monitor found. */
  record(operation: string, monitor: HealthMonitor): void {
    for (const name of monitor.findings()) {
      if (!this.#enabled.has(name)) continue;
      const affected = this.#affected.get(name) ?? [];
      if (!affected.includes(operation)) affected.push(operation);
      this.#affected.set(name, affected);
    }
  }

  /** One `warning` event per failed check, in the checks' order. */
  events(): Extract<EngineEvent, { type: "warning" }>[] {
    return HEALTH_CHECK_NAMES.flatMap((name) => {
      const operations = this.#affected.get(name);
      if (operations === undefined) return [];
      return [{ type: "warning" as const, name, message: HEALTH_TEXT[name], hint: `fix the schema, or silence this check with --suppress-health-check ${name} (suppress-health-check = ["${name}"] in apitest.toml)`, operations: [...operations].sort() }];
    });
  }
}
