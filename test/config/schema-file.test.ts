import { readFile, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { buildConfigSchema } from "../../src/config/config-schema.js";
import type { SchemaNode } from "../../src/config/schema-builders.js";

const SCHEMA_FILE = new URL("../../schema/apitest-config.schema.json", import.meta.url);

/** Every object schema in the tree, with its JSON pointer. */
function objectSchemas(node: unknown, pointer = "#"): [string, SchemaNode][] {
  if (typeof node !== "object" || node === null) return [];
  if (Array.isArray(node)) return node.flatMap((item, index) => objectSchemas(item, `${pointer}/${index}`));
  const schema = node as SchemaNode;
  const own: [string, SchemaNode][] = schema["type"] === "object" ? [[pointer, schema]] : [];
  return [...own, ...Object.entries(schema).flatMap(([key, value]) => objectSchemas(value, `${pointer}/${key}`))];
}

describe("schema/apitest-config.schema.json", () => {
  it("is exactly what buildConfigSchema() returns (regenerate with UPDATE_CONFIG_SCHEMA=1 npx vitest run test/config)", async () => {
    const expected = `${JSON.stringify(buildConfigSchema(), null, 2)}\n`;
    if (process.env["UPDATE_CONFIG_SCHEMA"] === "1") await writeFile(SCHEMA_FILE, expected);
    expect(await readFile(SCHEMA_FILE, "utf8")).toBe(expected);
  });

  it("closes every table except the free-form name→value ones, so a misspelt key is an error", () => {
    const open = objectSchemas(buildConfigSchema())
      .filter(([, schema]) => schema["additionalProperties"] !== false)
      .map(([pointer]) => pointer);
    // Header names and parameter names are the user's data, not keys of ours.
    expect(open).toEqual(["#/$defs/headers", "#/$defs/parameters"]);
  });

  it("describes every key, so editors can complete and explain it", () => {
    const missing: string[] = [];
    for (const [pointer, schema] of objectSchemas(buildConfigSchema())) {
      for (const [key, property] of Object.entries((schema["properties"] ?? {}) as Record<string, SchemaNode>)) {
        if (typeof property["description"] !== "string") missing.push(`${pointer}/properties/${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
