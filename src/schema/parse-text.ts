import { CORE_SCHEMA, load as loadYamlFast, mergeTag } from "js-yaml";
import { createRequire } from "node:module";
import { SchemaError } from "../core/errors.js";

// The `yaml` parser only runs when js-yaml refuses a text, so it is loaded then (~50 ms saved).
const require = createRequire(import.meta.url);
const yamlParser = (): typeof import("yaml") => require("yaml") as typeof import("yaml");

/**
 * Parses schema text as JSON when it looks like JSON, else as YAML 1.2.
 *
 * Real-world files break rules that do not matter to us: duplicate keys are tolerated
 * (last wins), aliases are unlimited (big files reuse anchors heavily) and `<<` merge keys
 * are honoured. Throws `SchemaError` naming `sourceName` and the line/column at fault.
 */
export function parseSchemaText(text: string, sourceName: string): unknown {
  const content = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const trimmed = content.trim();
  if (trimmed === "") {
    throw new SchemaError(
      "schema_unreadable",
      `The schema at ${sourceName} is empty. Point apitest at a file or URL that contains an OpenAPI document (JSON or YAML).`,
    );
  }
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      return JSON.parse(content) as unknown;
    } catch (jsonError) {
      // Flow-style YAML also starts with `{`; only report the JSON error if YAML fails too.
      try {
        return parseYamlText(content);
      } catch {
        throw new SchemaError(
          "schema_unreadable",
          `The schema at ${sourceName} is not valid JSON: ${describeJsonError(jsonError, content)}. Fix the syntax error (or check that the file is the schema you meant).`,
          { cause: jsonError },
        );
      }
    }
  }
  try {
    return parseYamlText(content);
  } catch (yamlError) {
    throw new SchemaError(
      "schema_unreadable",
      `The schema at ${sourceName} is neither valid JSON nor valid YAML: ${describeYamlError(yamlError)}. Fix the syntax error (or check that the file is the schema you meant).`,
      { cause: yamlError },
    );
  }
}

/** js-yaml's YAML 1.2 core schema with `<<` merge keys: ~4× faster than `yaml` on big files. */
const FAST_SCHEMA = CORE_SCHEMA.withTags(mergeTag);

/**
 * YAML text to data: js-yaml first (duplicate keys tolerated, unlimited aliases and merge
 * keys), and the `yaml` parser when js-yaml refuses the text, so what parses and every
 * error message stay those of `yaml`.
 */
function parseYamlText(text: string): unknown {
  try {
    return loadYamlFast(text, { schema: FAST_SCHEMA, json: true, maxAliases: -1, maxTotalMergeKeys: -1 });
  } catch {
    return parseYamlStrictly(text);
  }
}

function parseYamlStrictly(text: string): unknown {
  return yamlParser().parse(text, {
    version: "1.2",
    schema: "core",
    merge: true,
    uniqueKeys: false,
    maxAliasCount: -1,
    prettyErrors: true,
    strict: false,
  }) as unknown;
}

function describeYamlError(error: unknown): string {
  if (error instanceof Error && error.name === "YAMLParseError") {
    const { linePos } = error as import("yaml").YAMLParseError;
    const firstLine = error.message.split("\n")[0] ?? error.message;
    const pos = linePos?.[0];
    if (pos !== undefined && !/line \d+/.test(firstLine)) return `${firstLine} (line ${pos.line}, column ${pos.col})`;
    return firstLine;
  }
  return error instanceof Error ? error.message : String(error);
}

function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/line \d+ column \d+/.test(message)) return message;
  const position = /position (\d+)/.exec(message);
  if (position?.[1] === undefined) return message;
  const offset = Number(position[1]);
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `${message} (line ${line}, column ${column})`;
}
