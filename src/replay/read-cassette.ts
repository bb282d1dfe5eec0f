import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import { createInterface } from "node:readline";
import { CORE_SCHEMA, load } from "js-yaml";
import { createRequire } from "node:module";
import { describeError, UsageError } from "../core/errors.js";
import { toCassetteInteraction, type CassetteInteraction } from "./cassette-interaction.js";

/** The top of a cassette: how it was recorded. */
export interface CassetteHead {
  readonly command?: string;
  readonly recordedWith?: string;
  readonly seed?: number;
  /** The base URL of the recorded run; `--base-url` replaces it. */
  readonly baseUrl?: string;
}

/** An open cassette: its head, then its interactions, read lazily one at a time. */
export interface Cassette {
  readonly head: CassetteHead;
  readonly interactions: AsyncIterable<CassetteInteraction>;
}

/**
 * Opens a VCR cassette for replay without loading it whole: a cassette of 100,000
 * interactions is read item by item. Items are found by their `- ` at the list's own
 * indentation, which also accepts cassettes re-formatted by a YAML tool, and each item
 * is parsed as YAML on its own.
 *
 * @throws UsageError naming the file (and the item) when it cannot be read or is not a cassette.
 */
export async function openCassette(path: string): Promise<Cassette> {
  try {
    await access(path);
  } catch (error) {
    throw new UsageError(`Cannot read the cassette ${path}: ${describeError(error)}. Pass the path of a VCR cassette written with --report vcr.`, { cause: error });
  }
  const input = createReadStream(path, { encoding: "utf8" });
  const reader = createInterface({ input, crlfDelay: Infinity });
  const close = (): void => {
    reader.close();
    input.destroy();
  };
  const lines = reader[Symbol.asyncIterator]();
  const headLines: string[] = [];
  let listLine: string | undefined;
  try {
    for (let next = await lines.next(); next.done !== true; next = await lines.next()) {
      if (/^http_interactions\s*:/.test(next.value)) {
        listLine = next.value;
        break;
      }
      headLines.push(next.value);
    }
    if (listLine === undefined) throw notCassette(path, "it has no `http_interactions` list");
    const head = readHead(path, headLines);
    const inline = listLine.replace(/^http_interactions\s*:/, "").trim();
    if (inline !== "" && inline !== "[]" && !inline.startsWith("#")) throw notCassette(path, "`http_interactions` must be a block list");
    return { head, interactions: readItems(path, lines, inline === "[]", close) };
  } catch (error) {
    close();
    throw error;
  }
}

async function* readItems(path: string, lines: AsyncIterator<string>, empty: boolean, close: () => void): AsyncGenerator<CassetteInteraction> {
  try {
    yield* items(path, lines, empty);
  } finally {
    close();
  }
}

async function* items(path: string, lines: AsyncIterator<string>, empty: boolean): AsyncGenerator<CassetteInteraction> {
  let marker: string | undefined;
  let chunk: string[] = [];
  let index = 0;
  const flush = (): CassetteInteraction | undefined => {
    if (chunk.length === 0) return undefined;
    const text = chunk.join("\n");
    chunk = [];
    let parsed: unknown;
    try {
      parsed = parseYaml(text);
    } catch (error) {
      throw notCassette(path, `interaction ${index + 1} is not valid YAML (${describeError(error).split("\n")[0] ?? ""})`);
    }
    const item = toCassetteInteraction(Array.isArray(parsed) ? parsed[0] : parsed, index);
    if (typeof item === "string") throw notCassette(path, `interaction ${index + 1}: ${item}`);
    index++;
    return item;
  };
  if (empty) return;
  for (let next = await lines.next(); next.done !== true; next = await lines.next()) {
    const line = next.value;
    if (line.trim() === "" || line.trimStart().startsWith("#")) {
      if (chunk.length > 0) chunk.push(line);
      continue;
    }
    if (marker === undefined) {
      const match = /^(\s*)- /.exec(line) ?? /^(\s*)-$/.exec(line);
      if (match === null) throw notCassette(path, "`http_interactions` is not followed by a list");
      marker = `${match[1] ?? ""}-`;
    }
    const indent = line.length - line.trimStart().length;
    if (line.startsWith(marker) && indent === marker.length - 1) {
      const item = flush();
      if (item !== undefined) yield item;
    } else if (indent < marker.length) {
      // A key after the list (hand-edited file): the list is over.
      break;
    }
    chunk.push(line);
  }
  const last = flush();
  if (last !== undefined) yield last;
}

// The `yaml` parser only runs when js-yaml refuses a text, so it is loaded then.
const require = createRequire(import.meta.url);

/**
 * YAML 1.2 (core schema) text to data: js-yaml reads a cassette about 20 times faster than
 * `yaml` (0.1 s instead of 2 s of CPU for 10 MiB); `yaml` reads what js-yaml refuses, so what
 * parses and every error message stay those of `yaml`.
 */
function parseYaml(text: string): unknown {
  try {
    return load(text, { schema: CORE_SCHEMA });
  } catch {
    return (require("yaml") as typeof import("yaml")).parse(text);
  }
}

function readHead(path: string, lines: readonly string[]): CassetteHead {
  let parsed: unknown;
  try {
    parsed = lines.length === 0 ? {} : parseYaml(lines.join("\n"));
  } catch (error) {
    throw notCassette(path, `its header is not valid YAML (${describeError(error).split("\n")[0] ?? ""})`);
  }
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== "object" || Array.isArray(parsed)) throw notCassette(path, "it is not a YAML mapping");
  const head = parsed as Record<string, unknown>;
  const text = (key: string): string | undefined => (typeof head[key] === "string" ? head[key] : undefined);
  const seed = head["seed"];
  const command = text("command");
  const recordedWith = text("recorded_with");
  const baseUrl = text("base_url");
  return {
    ...(command === undefined ? {} : { command }),
    ...(recordedWith === undefined ? {} : { recordedWith }),
    ...(typeof seed === "number" ? { seed } : {}),
    ...(baseUrl === undefined ? {} : { baseUrl }),
  };
}

function notCassette(path: string, why: string): UsageError {
  return new UsageError(`${path} is not a VCR cassette apitest can replay: ${why}. Record one with \`apitest run --report vcr\`.`);
}
