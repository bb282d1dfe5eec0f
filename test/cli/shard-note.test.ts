import { describe, expect, it } from "vitest";
import { shardStatefulNote } from "../../src/cli/shard-note.js";

describe("shardStatefulNote", () => {
  it("tells a sharded run with the stateful phase that links across shards are not tested", () => {
    const note = shardStatefulNote({ index: 2, count: 3 }, ["examples", "fuzzing", "stateful"]);
    expect(note).toMatch(/^Note: shard 2\/3: the stateful phase follows only the links between this shard's operations; /);
    expect(note).toContain("--phases stateful");
  });

  it.each([
    ["no shard", undefined, ["stateful"]],
    ["no stateful phase", { index: 1, count: 2 }, ["fuzzing"]],
    ["one shard of one", { index: 1, count: 1 }, ["stateful"]],
  ] as const)("says nothing with %s", (_label, shard, phases) => {
    expect(shardStatefulNote(shard, phases)).toBeUndefined();
  });
});
