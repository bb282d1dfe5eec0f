import { describe, expect, it } from "vitest";
import { SerializationError } from "../../src/core/errors.js";
import type { JsonSchema } from "../../src/core/json-schema.js";
import type { SchemaResolver } from "../../src/core/validator.js";
import { SerializerRegistry, defaultSerializers } from "../../src/serialization/registry.js";

const registry = defaultSerializers();
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

function serialize(mediaType: string, value: unknown, extra: Record<string, unknown> = {}): { text: string; body: Uint8Array; contentType: string } {
  const fn = registry.find(mediaType);
  if (fn === undefined) throw new Error(`no serializer for ${mediaType}`);
  const out = fn(value, { mediaType, ...extra });
  return { text: decode(out.body), body: out.body, contentType: out.contentType };
}

describe("registry lookup", () => {
  it("finds JSON for +json, */json, */* and wildcards; nothing for unknown types", () => {
    const json = registry.find("application/json");
    expect(registry.find("application/problem+json")).toBe(json);
    expect(registry.find("text/json")).toBe(json);
    expect(registry.find("application/vnd.api+json; charset=utf-8")).toBe(json);
    expect(registry.find("*/*")).toBe(json);
    expect(registry.find("APPLICATION/JSON")).toBe(json);
    expect(registry.find("application/soap+xml")).toBe(registry.find("application/xml"));
    expect(registry.find("image/png")).toBe(registry.find("application/octet-stream"));
    expect(registry.find("text/csv")).toBe(registry.find("text/plain"));
    expect(registry.find("application/*")).toBeDefined();
    expect(registry.find("application/x-unknown")).toBeUndefined();
    expect(registry.find("chemical/x-pdb")).toBeUndefined();
  });

  it("lets later registrations win and supports wildcard registrations and a catch-all", () => {
    const own = new SerializerRegistry();
    const a = (): { body: Uint8Array; contentType: string } => ({ body: new Uint8Array([1]), contentType: "a" });
    const b = (): { body: Uint8Array; contentType: string } => ({ body: new Uint8Array([2]), contentType: "b" });
    own.register(["application/*"], a);
    expect(own.find("application/x-thing")).toBe(a);
    expect(own.find("text/plain")).toBeUndefined();
    own.register(["*/*"], b);
    expect(own.find("text/plain")).toBe(b);
    own.register(["application/x-thing"], b);
    expect(own.find("application/x-thing")).toBe(b);
  });
});

describe("JSON", () => {
  it("writes JSON and keeps the media type as given", () => {
    expect(serialize("application/problem+json", { a: [1, null, "é"] })).toMatchObject({ text: '{"a":[1,null,"é"]}', contentType: "application/problem+json" });
    expect(serialize("application/json", null).text).toBe("null");
  });

  it("refuses values JSON would change silently", () => {
    expect(() => serialize("application/json", { n: Number.POSITIVE_INFINITY })).toThrow(SerializationError);
    expect(() => serialize("application/json", { b: 1n })).toThrow(/bigint/);
  });

  it("writes binary values inside JSON as base64 strings", () => {
    expect(serialize("application/json", { f: new Uint8Array([104, 105]) }).text).toBe('{"f":"aGk="}');
  });
});

describe("form-urlencoded", () => {
  it("repeats keys for arrays, JSON-encodes nested objects and encodes text", () => {
    const out = serialize("application/x-www-form-urlencoded", { a: [1, 2], o: { x: 1 }, s: "a b&c=é", t: true, n: null });
    const parsed = new URLSearchParams(out.text);
    expect(parsed.getAll("a")).toEqual(["1", "2"]);
    expect(parsed.get("o")).toBe('{"x":1}');
    expect(parsed.get("s")).toBe("a b&c=é");
    expect(parsed.get("t")).toBe("true");
    expect(parsed.get("n")).toBe("");
  });

  it("honours encoding styles and content types", () => {
    const encoding = { o: { style: "deepObject" as const, explode: true }, l: { style: "pipeDelimited" as const, explode: false }, j: { contentType: "application/json" } };
    const out = serialize("application/x-www-form-urlencoded", { o: { x: 1 }, l: ["a", "b"], j: "s" }, { encoding });
    expect([...new URLSearchParams(out.text)]).toEqual([
      ["o[x]", "1"],
      ["l", "a|b"],
      ["j", '"s"'],
    ]);
  });

  it("refuses a body that is not an object", () => {
    expect(() => serialize("application/x-www-form-urlencoded", [1, 2])).toThrow(SerializationError);
  });
});

describe("multipart/form-data", () => {
  it("round-trips through a standard multipart parser, files included", async () => {
    const file = new Uint8Array([0, 255, 13, 10, 45, 45]);
    const out = serialize("multipart/form-data", { name: "é x", tags: ["a", "b"], meta: { k: 1 }, file, n: 3 });
    expect(out.contentType).toMatch(/^multipart\/form-data; boundary=apitest-boundary-[0-9a-f]{24}$/);
    const form = await new Request("http://127.0.0.1/", { method: "POST", body: out.body as Uint8Array<ArrayBuffer>, headers: { "content-type": out.contentType } }).formData();
    expect(form.get("name")).toBe("é x");
    expect(form.getAll("tags")).toEqual(["a", "b"]);
    expect(form.get("n")).toBe("3");
    // Parts without a filename are plain fields to a form parser; the part type is still declared.
    expect(form.get("meta")).toBe('{"k":1}');
    expect(out.text).toContain('name="meta"\r\nContent-Type: application/json\r\n\r\n{"k":1}\r\n');
    const part = form.get("file") as File;
    expect(part.name).toBe("file");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(file);
  });

  it("is deterministic: same value, same bytes and boundary", () => {
    const a = serialize("multipart/form-data", { x: "1" });
    const b = serialize("multipart/form-data", { x: "1" });
    const c = serialize("multipart/form-data", { x: "2" });
    expect(a.body).toEqual(b.body);
    expect(a.contentType).toBe(b.contentType);
    expect(c.contentType).not.toBe(a.contentType);
  });

  it("uses the encoding's content type for a part", () => {
    const out = serialize("multipart/form-data", { pic: "raw", doc: ["x"] }, { encoding: { pic: { contentType: "image/png, image/jpeg" }, doc: { contentType: "application/json" } } });
    expect(out.text).toContain('Content-Disposition: form-data; name="pic"\r\nContent-Type: image/png\r\n\r\nraw\r\n');
    expect(out.text).toContain('name="doc"\r\nContent-Type: application/json\r\n\r\n["x"]\r\n');
  });

  it("refuses a body that is not an object", () => {
    expect(() => serialize("multipart/form-data", "text")).toThrow(SerializationError);
  });
});

describe("text, binary", () => {
  it("sends strings as-is and other values as text", () => {
    expect(serialize("text/plain", "a\nb").text).toBe("a\nb");
    expect(serialize("text/plain", 1.5).text).toBe("1.5");
    expect(serialize("text/plain", { a: 1 }).text).toBe('{"a":1}');
    expect(serialize("text/plain; charset=utf-8", true).contentType).toBe("text/plain; charset=utf-8");
  });

  it("sends bytes as-is and strings as UTF-8", () => {
    const bytes = new Uint8Array([0, 1, 255]);
    expect(serialize("application/octet-stream", bytes).body).toBe(bytes);
    expect([...serialize("image/png", "é").body]).toEqual([0xc3, 0xa9]);
    expect(() => serialize("application/octet-stream", { a: 1 })).toThrow(SerializationError);
  });
});

describe("XML", () => {
  const components: Record<string, JsonSchema> = {
    Pet: {
      type: "object",
      xml: { name: "pet", prefix: "p", namespace: "http://example.com/pets" },
      properties: {
        id: { type: "integer", xml: { attribute: true } },
        name: { type: "string", xml: { name: "petName" } },
        tags: { type: "array", xml: { wrapped: true, name: "tagList" }, items: { type: "string", xml: { name: "tag" } } },
        photos: { type: "array", items: { type: "string" } },
        owner: { $ref: "apitest:doc#/components/schemas/Owner" },
      },
    },
    Owner: { type: "object", properties: { name: { type: "string" } } },
    Plain: { type: "object", properties: { a: { type: "string" } } },
  };
  const resolver: SchemaResolver = { resolve: (ref) => components[ref.split("/").pop() ?? ""] };
  const xml = (value: unknown, schema: JsonSchema | undefined, mediaType = "application/xml"): string =>
    serialize(mediaType, value, schema === undefined ? { resolver } : { schema, resolver }).text.replace(/^<\?xml[^>]*\?>\n/, "");

  it("honours name, attribute, wrapped, prefix and namespace through $refs", () => {
    const value = { id: 7, name: "Rex & <Co>", tags: ["a", "b"], photos: ["x", "y"], owner: { name: "Ann" }, extra: 1 };
    expect(xml(value, { $ref: "apitest:doc#/components/schemas/Pet" })).toBe(
      '<p:pet xmlns:p="http://example.com/pets" id="7"><petName>Rex &amp; &lt;Co&gt;</petName>' +
        "<tagList><tag>a</tag><tag>b</tag></tagList><photos>x</photos><photos>y</photos>" +
        "<owner><name>Ann</name></owner><extra>1</extra></p:pet>",
    );
  });

  it("names the root after the referenced component, else `data`, and wraps root arrays", () => {
    expect(xml({ a: "1" }, { $ref: "apitest:doc#/components/schemas/Plain" })).toBe("<Plain><a>1</a></Plain>");
    expect(xml({ a: null }, undefined, "text/xml")).toBe("<data><a/></data>");
    expect(xml([1, 2], { type: "array", items: { type: "integer", xml: { name: "n" } } })).toBe("<data><n>1</n><n>2</n></data>");
  });

  it("writes the XML declaration and works for +xml types", () => {
    expect(serialize("application/atom+xml", { a: 1 }).text).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<data><a>1</a></data>');
  });

  it("refuses names and characters XML cannot carry", () => {
    expect(() => xml({ "1 bad": 1 }, undefined)).toThrow(SerializationError);
    expect(() => xml({ a: "\u0001" }, undefined)).toThrow(SerializationError);
  });
});
