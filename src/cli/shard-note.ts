import type { Shard } from "../engine/shard.js";

/**
 * The console note for a sharded run that includes the stateful phase: a shard holds only some
 * operations, so its sequences follow only the links between them, and the phase is skipped
 * where none is left. Undefined when there is nothing to say (no shard, or no stateful phase).
 *
 * @example
 * shardStatefulNote({ index: 1, count: 3 }, ["fuzzing", "stateful"]); // "Note: shard 1/3: …"
 */
export function shardStatefulNote(shard: Shard | undefined, phases: readonly string[]): string | undefined {
  if (shard === undefined || shard.count < 2 || !phases.includes("stateful")) return undefined;
  return (
    `Note: shard ${shard.index}/${shard.count}: the stateful phase follows only the links between this shard's operations; ` +
    "links to operations in other shards are not tested, and the phase is skipped when none is left. " +
    "To test every link, run the stateful phase once without --shard (for example one more CI job with --phases stateful).\n"
  );
}
