import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CaseData } from "../../src/core/case.js";
import { NOT_SET } from "../../src/core/not-set.js";
import { decodeExample, encodeExample, type StoredExample } from "../../src/database/case-codec.js";
import { boundExamples, directoryDatabase, exampleKey, MAX_EXAMPLE_BYTES, MAX_EXAMPLES_PER_KEY, memoryDatabase } from "../../src/database/example-database.js";
import { ExampleStore, generatedPart } from "../../src/database/example-store.js";
import { tempDir } from "../support/database-support.js";

const DATA: CaseData = {
  method: "POST",
  path: "/files/{id}",
  pathParameters: { id: 7 },
  query: { q: "x" },
  headers: { "X-Trace": "t1" },
  cookies: {},
  body: { blob: new Uint8Array([0, 1, 255]), list: [1, "two", null] },
  mediaType: "application/json",
};

function example(n: number, extra = ""): StoredExample {
  return { data: { ...DATA, query: { n, extra } }, meta: { phase: "fuzzing", mode: "positive" } };
}

describe("stored examples", () => {
  it("round-trip binary values, the unset body and negative metadata", () => {
    const negative: StoredExample = { data: { ...DATA, body: NOT_SET, mediaType: undefined }, meta: { phase: "coverage", mode: "negative", violation: { kind: "schema", location: "query", name: "q" } } };
    for (const value of [{ data: DATA, meta: { phase: "fuzzing", mode: "positive" } } as StoredExample, negative]) {
      const back = decodeExample(encodeExample(value));
      expect(back?.data.query).toEqual(value.data.query);
      expect(back?.data.body).toEqual(value.data.body);
      expect(back?.meta).toEqual(value.meta);
    }
    expect(decodeExample(encodeExample(negative))?.data.body).toBe(NOT_SET);
    expect((decodeExample(encodeExample({ data: DATA, meta: { phase: "fuzzing", mode: "positive" } }))?.data.body as { blob: unknown }).blob).toBeInstanceOf(Uint8Array);
  });

  it("ignores damaged lines instead of failing the run", () => {
    for (const line of ["{", "[]", '{"data":{},"meta":{}}', '{"data":{"method":"GET"},"meta":{"phase":"fuzzing","mode":"positive"}}']) {
      expect(decodeExample(line)).toBeUndefined();
    }
  });

  it("keeps at most the newest examples per operation, distinct and small", () => {
    const many = Array.from({ length: MAX_EXAMPLES_PER_KEY + 5 }, (_, index) => example(index));
    const kept = boundExamples([...many, example(0)]);
    expect(kept).toHaveLength(MAX_EXAMPLES_PER_KEY);
    expect(kept.at(-1)).toEqual(example(0));
    expect(boundExamples([example(1, "x".repeat(MAX_EXAMPLE_BYTES))])).toEqual([]);
  });

  it("keys by schema identity and operation label, stably", () => {
    expect(exampleKey("Shop\u00001.0", "GET /items")).toBe(exampleKey("Shop\u00001.0", "GET /items"));
    expect(exampleKey("Shop\u00001.0", "GET /items")).not.toBe(exampleKey("Shop\u00002.0", "GET /items"));
    expect(exampleKey("Shop\u00001.0", "GET /items")).not.toBe(exampleKey("Shop\u00001.0", "POST /items"));
    expect(exampleKey("a", "b")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps generated data only: fixed parameters, the user's headers and secret values are left out", () => {
    const data: CaseData = { ...DATA, query: { q: "x", page: 2 }, headers: { "X-Trace": "t1", "x-api-key": "k", Authorization: "Bearer zzz", "X-Note": "has s3cr3t-value inside" }, cookies: { sid: "c" } };
    const kept = generatedPart(data, { path: {}, query: { page: 2 }, header: {}, cookie: { sid: "c" } }, { headerNames: ["X-Api-Key"], values: ["s3cr3t-value"] });
    expect(kept.query).toEqual({ q: "x" });
    expect(kept.headers).toEqual({ "X-Trace": "t1" });
    expect(kept.cookies).toEqual({});
    expect(kept.body).toBe(DATA.body);
  });

  it("hands an operation's examples out once per run, then replaces them with what still fails", async () => {
    const database = memoryDatabase();
    const key = exampleKey("Shop", "GET /items");
    await database.save(key, [example(1), example(2)]);
    const store = new ExampleStore(database, "Shop");
    expect(await store.take("GET /items")).toEqual([example(1), example(2)]);
    expect(await store.take("GET /items")).toEqual([]);
    await store.keep("GET /items", [example(2)], 2);
    await store.keep("GET /items", [example(3)], 0);
    expect(await database.load(key)).toEqual([example(2), example(3)]);
    await new ExampleStore(database, "Shop").take("GET /items");
    const emptied = new ExampleStore(database, "Shop");
    await emptied.take("GET /items");
    await emptied.keep("GET /items", [], 2);
    expect(await database.load(key)).toEqual([]);
  });

  it("writes one file per key atomically and deletes it when emptied", async () => {
    const dir = join(tempDir(), "nested", "examples");
    const database = directoryDatabase(dir);
    await database.save("k1", [example(1)]);
    expect(readdirSync(dir)).toEqual(["k1.jsonl"]);
    expect(await database.load("k1")).toEqual([example(1)]);
    await database.save("k1", []);
    expect(existsSync(join(dir, "k1.jsonl"))).toBe(false);
    expect(await database.load("missing")).toEqual([]);
  });
});
