import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import * as fc from "fast-check";
import type { JsonSchema } from "../../src/core/json-schema.js";
import type { SchemaResolver } from "../../src/core/validator.js";
import type { GenerationContext } from "../../src/generation/context.js";

/** Resolves `apitest:doc#/pointer` references inside one hand-written document. */
export function documentResolver(doc: unknown): SchemaResolver {
  return {
    resolve(ref) {
      const [uri, pointer = ""] = ref.split("#");
      if (uri !== "apitest:doc") return undefined;
      let node: unknown = doc;
      for (const raw of pointer.split("/").slice(1)) {
        const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
        if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
        node = (node as Record<string, unknown>)[key];
      }
      return node as JsonSchema;
    },
  };
}

/** A generation context over `doc` and an ajv validator for schemas referring into it. */
export function setup(doc: Record<string, unknown> = {}, overrides: Partial<GenerationContext> = {}) {
  const ctx: GenerationContext = { resolver: documentResolver(doc), allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map(), ...overrides };
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema(doc, "apitest:doc");
  // By the schema's text, not its identity: tests check many values against a schema written
  // inline in a loop (a new object each time), and ajv took milliseconds to compile each one.
  const compiled = new Map<string, (value: unknown) => unknown>();
  const validate = (schema: JsonSchema, value: unknown): boolean => {
    const key = JSON.stringify(schema);
    let check = compiled.get(key);
    if (check === undefined) {
      check = ajv.compile(typeof schema === "boolean" ? schema : { ...schema });
      compiled.set(key, check);
    }
    return check(value) === true;
  };
  return { ctx, ajv, validate };
}

/** fast-check parameters shared by the tests: fixed seed, modest run count. */
export const params = { seed: 42, numRuns: 100 } satisfies fc.Parameters<unknown>;
