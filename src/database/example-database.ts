import { createHash, randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";
import { UsageError } from "../core/errors.js";
import { decodeExample, encodeExample, type StoredExample } from "./case-codec.js";

/** Default `generation.database`, relative to the directory apitest runs in. */
export const DEFAULT_DATABASE = ".proptest/examples";

/** At most this many failing cases are kept per operation (the newest). */
export const MAX_EXAMPLES_PER_KEY = 20;

/** A stored case larger than this (encoded) is not kept: replay is for small, shrunk cases. */
export const MAX_EXAMPLE_BYTES: number = 64 * 1024;

/** Where failing cases live between runs, by key. */
export interface ExampleDatabase {
  /** `memory`, or the directory the examples are stored in. */
  readonly location: string;
  load(key: string): Promise<StoredExample[]>;
  /** Replaces the key's examples; an empty list deletes them. */
  save(key: string, examples: readonly StoredExample[]): Promise<void>;
}

/** The stable key of an operation's examples: the schema's identity and the operation label. */
export function exampleKey(schemaIdentity: string, operationLabel: string): string {
  return createHash("sha256").update(`${schemaIdentity}\u0000${operationLabel}`).digest("hex").slice(0, 32);
}

/** Keeps at most {@link MAX_EXAMPLES_PER_KEY} distinct examples under the size bound, newest last. */
export function boundExamples(examples: readonly StoredExample[]): StoredExample[] {
  const byText = new Map<string, StoredExample>();
  for (const example of examples) {
    const text = encodeExample(example);
    if (Buffer.byteLength(text) > MAX_EXAMPLE_BYTES) continue;
    byText.delete(text);
    byText.set(text, example);
  }
  return [...byText.values()].slice(-MAX_EXAMPLES_PER_KEY);
}

/** A database that lasts for one run only (`:memory:`, and the fallback of an unusable default). */
export function memoryDatabase(): ExampleDatabase {
  const store = new Map<string, StoredExample[]>();
  return {
    location: "memory",
    load: async (key) => [...(store.get(key) ?? [])],
    save: async (key, examples) => {
      if (examples.length === 0) store.delete(key);
      else store.set(key, boundExamples(examples));
    },
  };
}

/** A directory of one JSON-lines file per key, each written atomically (temporary file, then rename). */
export function directoryDatabase(directory: string): ExampleDatabase {
  const fileOf = (key: string): string => join(directory, `${key}.jsonl`);
  return {
    location: directory,
    async load(key) {
      let text: string;
      try {
        text = await readFile(fileOf(key), "utf8");
      } catch {
        return [];
      }
      return text.split("\n").flatMap((line) => {
        const example = line === "" ? undefined : decodeExample(line);
        return example === undefined ? [] : [example];
      });
    },
    async save(key, examples) {
      const file = fileOf(key);
      const kept = boundExamples(examples);
      if (kept.length === 0) {
        await rm(file, { force: true });
        return;
      }
      await mkdir(directory, { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, `${kept.map(encodeExample).join("\n")}\n`, { mode: 0o600 });
      await rename(temporary, file);
    },
  };
}

/** Why a directory cannot hold the database, or undefined when it can (created if missing). */
async function unusableReason(directory: string): Promise<string | undefined> {
  try {
    await mkdir(directory, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "EEXIST" || code === "ENOTDIR" ? "a file is in the way" : `it cannot be created (${code ?? String(error)})`;
  }
  try {
    if (!(await stat(directory)).isDirectory()) return "a file is in the way";
    await access(directory, constants.W_OK);
  } catch {
    return "it is not writable";
  }
  return undefined;
}

/** An opened `generation.database`, and the warning to show when the default had to be replaced. */
export interface OpenedDatabase {
  /** Undefined when storage is disabled (`none`). */
  readonly database?: ExampleDatabase;
  readonly warning?: string;
}

/**
 * Opens `generation.database`: `none` disables it, `:memory:` keeps examples for this run only,
 * anything else is a directory (relative to `cwd`). An unusable default falls back to memory with
 * a warning; an unusable path the user chose is a `UsageError`.
 */
export async function openExampleDatabase(setting: string, cwd: string): Promise<OpenedDatabase> {
  if (setting === "none") return {};
  if (setting === ":memory:") return { database: memoryDatabase() };
  const directory = isAbsolute(setting) ? setting : resolve(cwd, setting);
  const reason = await unusableReason(directory);
  if (reason === undefined) return { database: directoryDatabase(directory) };
  if (setting === DEFAULT_DATABASE) {
    return {
      database: memoryDatabase(),
      warning: `the example database ${directory} is unusable (${reason}): failing cases are kept in memory for this run only. Set generation.database (--generation-database) to a writable directory, or to none.`,
    };
  }
  throw new UsageError(
    `The example database ${directory} (generation.database / --generation-database) is unusable: ${reason}. Give a writable directory, ":memory:" for this run only, or "none" to disable it.`,
  );
}
