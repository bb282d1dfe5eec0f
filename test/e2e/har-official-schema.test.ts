import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const require = createRequire(import.meta.url);
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** The published HAR 1.2 JSON Schemas (package har-schema), compiled with ajv. */
function harValidator() {
  const schemas = require("har-schema") as Record<string, Record<string, unknown>>;
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json") as object);
  addFormats(ajv);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  const validate = ajv.getSchema("har.json#");
  if (validate === undefined) throw new Error("har-schema has no har.json");
  return validate;
}

describe("HAR report against the published HAR 1.2 schema", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(inventoryHandler());
  });
  afterAll(async () => {
    await server.close();
  });

  it("is valid for a real run with failures, errors and binary-free JSON bodies", async () => {
    const dir = await mkdtemp(join(tmpdir(), "apitest-har-"));
    const code = await main(["run", `${server.url}/openapi.json`, "--seed", "2", "-n", "10", "--report", "har", "--report-dir", dir], {
      stdout: memoryOutput(),
      stderr: memoryOutput(),
      env: {},
    });
    expect(code).toBe(1);
    const [file] = await readdir(dir);
    const har = JSON.parse(await readFile(join(dir, file!), "utf8")) as { log: { entries: unknown[] } };
    expect(har.log.entries.length).toBeGreaterThan(10);
    const validate = harValidator();
    const valid = validate(har);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The validator has teeth: the same document without a required field is rejected.
    const broken = structuredClone(har) as { log: { entries: { request: Record<string, unknown> }[] } };
    delete broken.log.entries[0]!.request["httpVersion"];
    expect(validate(broken)).toBe(false);
  });
});
