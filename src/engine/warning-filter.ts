import type { EngineEvent } from "../core/events.js";
import { isWarningName, type WarningName } from "../core/warning-names.js";

type Emit = (event: EngineEvent) => Promise<void> | void;

/**
 * `emit` without the warnings the run's `warnings` setting leaves out (all are kept when it is
 * undefined). Only the named warnings `warnings` selects are dropped: health-check warnings,
 * silenced by `suppress-health-check` instead, always pass.
 */
export function withoutDisabledWarnings(emit: Emit, enabled: readonly WarningName[] | undefined): Emit {
  if (enabled === undefined) return emit;
  const shown = new Set<string>(enabled);
  return (event) => {
    if (event.type === "warning" && isWarningName(event.name) && !shown.has(event.name)) return undefined;
    return emit(event);
  };
}
