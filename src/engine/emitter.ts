import type { EngineEvent, EventSink } from "../core/events.js";

/**
 * Delivers each event to every sink in order, awaiting only sinks that return a promise.
 * When no sink returns one (the console, progress, JUnit sinks), delivery is synchronous and
 * the emitter returns undefined: no promise is made per event on the per-request path.
 */
export function createEmitter(sinks: readonly EventSink[]): (event: EngineEvent) => Promise<void> | void {
  if (sinks.length === 1) {
    const only = sinks[0] as EventSink;
    return (event) => only.handle(event);
  }
  const rest = async (event: EngineEvent, pending: Promise<void>, from: number): Promise<void> => {
    await pending;
    for (let i = from; i < sinks.length; i++) {
      const next = (sinks[i] as EventSink).handle(event);
      if (next !== undefined) await next;
    }
  };
  return (event) => {
    for (let i = 0; i < sinks.length; i++) {
      const pending = (sinks[i] as EventSink).handle(event);
      if (pending !== undefined) return rest(event, pending, i + 1);
    }
    return undefined;
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
