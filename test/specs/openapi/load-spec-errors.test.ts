import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SchemaError } from "../../../src/core/errors.js";
import { readSchemaFromStream, readSchemaFromText } from "../../../src/schema/read-source.js";
import { buildOpenApiSpec, loadOpenApi } from "../../../src/specs/openapi/load-spec.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "apitest-loading-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

async function loadError(location: string): Promise<SchemaError> {
  const error = await loadOpenApi(location).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SchemaError);
  return error as SchemaError;
}

const minimal = (extra = "") => `openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n${extra}`;

describe("loader errors", () => {
  test("missing file names the path", async () => {
    const error = await loadError(join(dir, "nope.yaml"));
    expect(error.code).toBe("schema_unreadable");
    expect(error.message).toMatch(/^The schema file .*nope\.yaml does not exist/);
  });

  test("empty file", async () => {
    const path = await write("empty.yaml", "  \n\n");
    const error = await loadError(path);
    expect(error.message).toBe(`The schema at ${path} is empty. Point apitest at a file or URL that contains an OpenAPI document (JSON or YAML).`);
  });

  test("text that is neither YAML nor JSON reports line and column", async () => {
    const yamlPath = await write("bad.yaml", "openapi: 3.0.0\ninfo:\n  title: [unclosed\n  version: 1\n");
    const yamlError = await loadError(yamlPath);
    expect(yamlError.message).toContain(`The schema at ${yamlPath} is neither valid JSON nor valid YAML`);
    expect(yamlError.message).toMatch(/line \d+, column \d+/);
    const jsonPath = await write("bad.json", '{\n  "openapi": "3.0.0",\n  "info": {"title" "x"}\n}\n');
    const jsonError = await loadError(jsonPath);
    expect(jsonError.message).toContain(`The schema at ${jsonPath} is not valid JSON`);
    expect(jsonError.message).toMatch(/line 3, column 20\b/);
  });

  test("a document that is not an object", async () => {
    const path = await write("list.yaml", "- a\n- b\n");
    const error = await loadError(path);
    expect(error.code).toBe("schema_invalid");
    expect(error.message).toContain("it contains a list, not an object");
  });

  test("not OpenAPI", async () => {
    const path = await write("x.yaml", "title: hello\n");
    const error = await loadError(path);
    expect(error.code).toBe("schema_invalid");
    expect(error.message).toBe(
      `The schema at ${path} is not an OpenAPI document: it has no "openapi" or "swagger" field. apitest supports OpenAPI 2.0, 3.0 and 3.1 (and GraphQL).`,
    );
  });

  test("unknown versions", async () => {
    const v4 = await loadError(await write("v4.yaml", "openapi: 4.0.0\ninfo: {title: t, version: '1'}\npaths: {}\n"));
    expect(v4.code).toBe("schema_unsupported");
    expect(v4.message).toContain('declares openapi: "4.0.0", a version apitest does not support');
    const v12 = await loadError(await write("v12.json", '{"swagger": "1.2", "apis": []}'));
    expect(v12.message).toContain('declares swagger: "1.2"');
  });

  test("YAML numbers as versions are understood", async () => {
    const spec = await buildOpenApiSpec(readSchemaFromText("openapi: 3.0\ninfo: {title: t, version: 1}\npaths: {}\n"));
    expect(spec.family).toBe("3.0");
    expect(spec.apiVersion).toBe("1");
  });

  test("broken internal $ref names the ref and where it is used", async () => {
    const path = await write(
      "broken-ref.yaml",
      minimal().replace("paths: {}", "paths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/Nope'}\n"),
    );
    const error = await loadError(path);
    expect(error.code).toBe("reference_error");
    expect(error.message).toBe(
      `The reference "#/components/schemas/Nope" used at /paths/~1a/get/responses/200/content/application~1json/schema in ${path} cannot be resolved: nothing exists at that location. Fix the reference or add the missing definition.`,
    );
  });

  test("unreachable URL on a closed port", async () => {
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}/openapi.json`;
    const error = await loadError(url);
    expect(error.code).toBe("schema_unreadable");
    expect(error.message).toContain(`Could not load the schema from ${url}: connection refused`);
  });

  test("duplicate keys and merge keys in real-world YAML are tolerated", async () => {
    const { document } = readSchemaFromText("base: &b {x: 1}\nmerged:\n  <<: *b\n  y: 2\nkey: 1\nkey: 2\n");
    expect(document).toEqual({ base: { x: 1 }, merged: { x: 1, y: 2 }, key: 2 });
  });

  test("streams, Node and Web, are read whole", async () => {
    const text = '{"openapi": "3.1.0", "info": {"title": "s", "version": "1"}, "paths": {}}';
    const fromNode = await readSchemaFromStream(Readable.from([Buffer.from(text.slice(0, 10)), Buffer.from(text.slice(10))]));
    expect(fromNode.document["openapi"]).toBe("3.1.0");
    const fromWeb = await readSchemaFromStream(new Blob([text]).stream());
    expect((fromWeb.document["info"] as Record<string, unknown>)["title"]).toBe("s");
  });
});

describe("external references", () => {
  test("relative file refs are bundled into one internal document", async () => {
    await write("common.yaml", "Pet:\n  type: object\n  properties:\n    id: {type: integer}\n    owner: {$ref: './people.json#/Person'}\n");
    await write("people.json", '{"Person": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string", "nullable": true}}}}');
    const path = await write(
      "main.yaml",
      minimal().replace(
        "paths: {}",
        "paths:\n  /pets:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: './common.yaml#/Pet'}\n              example: {$ref: 'http://127.0.0.1:9/not-fetched'}\n",
      ),
    );
    const spec = await loadOpenApi(path);
    const schema = spec.operations[0]!.responses[0]!.content[0]!.schema!;
    const refs = [...JSON.stringify(spec.document).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]);
    expect(refs.filter((ref) => !ref!.startsWith("apitest:doc#/"))).toEqual(["http://127.0.0.1:9/not-fetched"]);
    expect(spec.document["paths"]).toMatchObject({ "/pets": { get: { responses: { "200": { content: { "application/json": { example: { $ref: "http://127.0.0.1:9/not-fetched" } } } } } } } });
    expect(spec.validator.validate(schema, { id: 1, owner: { name: null } })).toEqual([]);
    expect(spec.validator.validate(schema, { id: 1, owner: {} })[0]).toMatchObject({ keyword: "required" });
  });

  test("a missing sibling file is a reference_error naming the ref", async () => {
    const path = await write("lonely.yaml", minimal("components:\n  schemas:\n    A: {$ref: './gone.yaml#/A'}\n"));
    const error = await loadError(path);
    expect(error.code).toBe("reference_error");
    expect(error.message).toContain(`The reference "./gone.yaml#/A" at /components/schemas/A in ${path} cannot be resolved`);
    expect(error.message).toContain("ENOENT");
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}
