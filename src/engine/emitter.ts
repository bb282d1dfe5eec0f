import type { EngineEvent, EventSink } from "../core/events.js";

/** Delivers each event to every sink in order, awaiting only sinks that return a promise. */
export function createEmitter(sinks: readonly EventSink[]): (event: EngineEvent) => Promise<void> | void {
  if (sinks.length === 1) {
    const only = sinks[0] as EventSink;
    return (event) => only.handle(event);
  }
  return async (event) => {
    for (const sink of sinks) {
      const pending = sink.handle(event);
      if (pending !== undefined) await pending;
    }
  };
}

/** Closes every sink, even when some fail; the first failure is rethrown afterwards. */
export async function closeSinks(sinks: readonly EventSink[]): Promise<void> {
  let firstError: unknown;
  for (const sink of sinks) {
    try {
      await sink.close?.();
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError !== undefined) throw firstError;
}
