import { bySchemaOrder } from "../core/schema-order.js";
import type { EngineEvent, OperationError } from "../core/events.js";
import { FAILING_HEALTH_CHECKS, HEALTH_CHECK_NAMES, HEALTH_TEXT, type HealthCheck, type HealthMonitor } from "./health-checks.js";

/** What the user can do about a failed check. */
function hint(name: HealthCheck): string {
  return `fix the schema, or silence this check with --suppress-health-check ${name} (suppress-health-check = ["${name}"] in apitest.toml)`;
}

/**
 * Collects the health checks each operation's generation failed, for one run: failing checks
 * become errors of the operation, the others one warning event per check naming the
 * operations. Suppressed checks are never reported.
 */
export class HealthLog {
  readonly #enabled: ReadonlySet<HealthCheck>;
  readonly #affected = new Map<HealthCheck, string[]>();

  /** `suppressed`: the checks not to run (`suppress-health-check`, `all` already expanded). */
  constructor(suppressed: readonly string[] = []) {
    this.#enabled = new Set(HEALTH_CHECK_NAMES.filter((name) => !suppressed.includes(name)));
  }

  /** Records what one operation's monitor found; returns the errors that fail the operation. */
  record(operation: string, monitor: HealthMonitor): OperationError[] {
    const errors: OperationError[] = [];
    for (const name of monitor.findings()) {
      if (!this.#enabled.has(name)) continue;
      if (FAILING_HEALTH_CHECKS.has(name)) {
        errors.push({ title: `Failed health check: ${name}`, message: `${HEALTH_TEXT[name]}.\nHint: ${hint(name)}.` });
        continue;
      }
      const affected = this.#affected.get(name) ?? [];
      if (!affected.includes(operation)) affected.push(operation);
      this.#affected.set(name, affected);
    }
    return errors;
  }

  /** Adds what another log of the same run found (a worker thread's, `--threads`): its `events()`. */
  absorb(warnings: readonly Extract<EngineEvent, { type: "warning" }>[]): void {
    for (const warning of warnings) {
      const name = HEALTH_CHECK_NAMES.find((check) => check === warning.name);
      if (name === undefined || !this.#enabled.has(name)) continue;
      const affected = this.#affected.get(name) ?? [];
      for (const operation of warning.operations) if (!affected.includes(operation)) affected.push(operation);
      this.#affected.set(name, affected);
    }
  }

  /**
   * One `warning` event per failed check, in the checks' order. Its operations come in `order`
   * (the run's operation labels, as in the schema) when given, else alphabetically; either way
   * not in the order the workers happened to finish.
   */
  events(order?: readonly string[]): Extract<EngineEvent, { type: "warning" }>[] {
    const byPosition = bySchemaOrder(order ?? []);
    return HEALTH_CHECK_NAMES.flatMap((name) => {
      const operations = this.#affected.get(name);
      if (operations === undefined) return [];
      return [{ type: "warning" as const, name, message: HEALTH_TEXT[name], hint: hint(name), operations: [...operations].sort(byPosition) }];
    });
  }
}
