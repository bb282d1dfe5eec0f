import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/core/errors.js";
import { inShard, parseShard, stableHash } from "../../src/engine/shard.js";
import { startServer, type TestServer } from "../support/server.js";
import { catalogApi, cli, QUICK } from "../support/catalog-api.js";

const LABELS = Array.from({ length: 300 }, (_, i) => `${["GET", "POST", "PUT", "DELETE"][i % 4]} /resource${Math.floor(i / 4)}/{id}`);

function shardsOf(labels: readonly string[], count: number): string[][] {
  return Array.from({ length: count }, (_, i) => labels.filter((label) => inShard(label, i + 1, count)));
}

describe("inShard", () => {
  it.each([1, 2, 3, 5, 8])("splits operations into %i disjoint shards that together hold every one", (count) => {
    const shards = shardsOf(LABELS, count);
    expect(shards.flat().sort()).toEqual([...LABELS].sort());
    expect(new Set(shards.flat()).size).toBe(LABELS.length);
  });

  it("is balanced: 300 operations over 3 shards give each 100 ± 25", () => {
    for (const shard of shardsOf(LABELS, 3)) expect(Math.abs(shard.length - 100)).toBeLessThanOrEqual(25);
  });

  it("depends only on the label, so every machine computes the same split", () => {
    // Fixed values: a change of the hash would reshuffle CI shards between versions, so it is a reviewed change.
    expect(stableHash("GET /users")).toBe(stableHash("GET /users"));
    expect([stableHash(""), stableHash("GET /users"), stableHash("POST /users/{id}"), stableHash("GET /ünïcode")]).toMatchInlineSnapshot(`
      [
        2872998923,
        2963946568,
        2910966944,
        1654028407,
      ]
    `);
    expect(shardsOf(LABELS, 3)).toEqual(shardsOf([...LABELS], 3));
  });

  it.each([["0/3"], ["4/3"], ["a/b"], ["1/0"], ["2"], ["-1/3"], ["1/3/4"], [""]])("rejects --shard %j with a usage error", (raw) => {
    expect(() => parseShard(raw)).toThrow(UsageError);
    expect(() => parseShard(raw)).toThrow(/--shard/);
  });

  it("parses i/n", () => {
    expect(parseShard("2/3")).toEqual({ index: 2, count: 3 });
    expect(parseShard(" 1 / 1 ")).toEqual({ index: 1, count: 1 });
  });
});

describe("apitest run --shard", () => {
  let server: TestServer;
  const api = catalogApi();
  beforeAll(async () => {
    server = await startServer(api.handler);
  });
  afterAll(async () => {
    await server.close();
  });

  async function testedBy(args: string[]): Promise<string[]> {
    api.seen.clear();
    const result = await cli(["run", `${server.url}/openapi.json`, ...QUICK, ...args]);
    expect(result.code, result.stderr).toBe(0);
    return [...api.seen].sort();
  }

  it("tests disjoint parts whose union is every operation, the same on every run", async () => {
    const all = await testedBy([]);
    expect(all).toHaveLength(13);
    const shards = [await testedBy(["--shard", "1/3"]), await testedBy(["--shard", "2/3"]), await testedBy(["--shard", "3/3"])];
    expect(shards.flat().sort()).toEqual(all);
    expect(new Set(shards.flat()).size).toBe(all.length);
    for (const shard of shards) expect(shard.length).toBeGreaterThan(0);
    expect(await testedBy(["--shard", "2/3"])).toEqual(shards[1]);
  });

  it("shards what the filters leave", async () => {
    const tested = await testedBy(["--include-tag", "orders", "--shard", "1/2"]);
    const other = await testedBy(["--include-tag", "orders", "--shard", "2/2"]);
    expect([...tested, ...other].sort()).toEqual(["GET /orders", "GET /orders/{id}", "POST /orders"]);
  });

  it("rejects a shard that does not exist, exit 2", async () => {
    const result = await cli(["run", `${server.url}/openapi.json`, "--shard", "4/3"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--shard: shard 4 of 3 does not exist/);
  });
});
