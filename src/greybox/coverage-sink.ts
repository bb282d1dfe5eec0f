import type { EngineEvent, EventSink } from "../core/events.js";
import { closeSinks, createEmitter } from "../engine/emitter.js";
import type { CoverageSource } from "./coverage-source.js";
import { writeV8Coverage } from "./write-coverage.js";

/** The warning a run gives once when its coverage source stops answering. */
export const COVERAGE_LOST_WARNING = "coverage_lost";

/** Where the sinks of a grey-box run put its coverage. */
export interface CoverageSinkOptions {
  /** `--coverage-dir`: the accumulated coverage is written there in V8's format. */
  readonly dir?: string | undefined;
}

/**
 * The run's sinks, told what the coverage source saw: `run-finished` carries the code reached
 * (after the last take), and a source lost mid-run is told once as a warning before the next
 * event. With `dir`, the accumulated coverage is written there as `NODE_V8_COVERAGE` writes it.
 */
export function coverageSink(source: CoverageSource, sinks: readonly EventSink[], options: CoverageSinkOptions = {}): EventSink {
  const emit = createEmitter(sinks);
  let warned = false;
  const warning = (): EngineEvent | undefined => {
    if (warned || source.lost === undefined) return undefined;
    warned = true;
    return {
      type: "warning",
      name: COVERAGE_LOST_WARNING,
      message: `The API's coverage stopped during the run (${source.lost}): the rest of the run was black-box.`,
      hint: "Keep the API's process running with its inspector open until the run ends; a debugger attached meanwhile can take the connection.",
      operations: [],
    };
  };
  const finished = async (event: Extract<EngineEvent, { type: "run-finished" }>): Promise<void> => {
    const coverage = await source.finish();
    const lost = warning();
    if (lost !== undefined) await emit(lost);
    if (options.dir !== undefined) await writeV8Coverage(options.dir, source.toV8());
    await emit({ ...event, coverage });
  };
  return {
    handle(event) {
      if (event.type === "run-finished") return finished(event);
      const lost = warning();
      if (lost === undefined) return emit(event);
      return (async () => {
        await emit(lost);
        await emit(event);
      })();
    },
    close: () => closeSinks(sinks),
  };
}
