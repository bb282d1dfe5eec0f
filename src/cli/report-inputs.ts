import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { UsageError } from "../core/errors.js";
import { readJunit, type JunitDocument } from "../reporting/junit-document.js";
import { XmlReadError } from "../reporting/xml-read.js";
import type { CliIo } from "./exit-codes.js";

/** How deep report directories are searched (a CI job's downloaded artifacts nest one or two levels). */
const MAX_DEPTH = 4;

/**
 * The files under the given paths with one of `extensions` (a path may name such a file), each once,
 * in a stable order: inputs as given, a directory's files by name with numbers compared as
 * numbers (`shard-2` before `shard-10`). `skip` (the output directory) is never searched.
 * @throws UsageError for a path that does not exist.
 */
export function findReportFiles(inputs: readonly string[], extensions: readonly string[], skip?: string): string[] {
  const found: string[] = [];
  const skipped = skip === undefined ? undefined : resolve(skip);
  const visit = (path: string, depth: number, named: boolean): void => {
    if (skipped !== undefined && resolve(path) === skipped && !named) return;
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat === undefined) throw new UsageError(`${path} does not exist: pass the report directories (--report-dir) or report files of the runs to merge.`);
    if (stat.isFile()) {
      if (extensions.includes(extname(path).toLowerCase()) && !found.includes(resolve(path))) found.push(resolve(path));
      return;
    }
    if (!stat.isDirectory() || depth > MAX_DEPTH) return;
    const names = readdirSync(path).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
    for (const name of names) visit(join(path, name), depth + 1, false);
  };
  for (const input of inputs) visit(input, 0, true);
  return found;
}

/** A report read back from a file. */
export interface ReadReport<T> {
  readonly file: string;
  readonly document: T;
}

/**
 * Reads the reports among `files` with `read`. A file found in a directory that `read` rejects
 * (`isForeign`: not one of apitest's reports) is skipped with a note on stderr; a file named on
 * the command line that is not one is an error.
 */
export function readReports<T>(
  files: readonly string[],
  named: readonly string[],
  io: CliIo,
  kind: { readonly name: string; readonly flag: string; readonly read: (text: string) => T; readonly isForeign: (error: unknown) => error is Error },
): ReadReport<T>[] {
  const namedFiles = new Set(named.map((path) => resolve(path)));
  const out: ReadReport<T>[] = [];
  for (const file of files) {
    try {
      out.push({ file, document: kind.read(readFileSync(file, "utf8")) });
    } catch (error) {
      if (!kind.isForeign(error)) throw error;
      const why = `${file} is not ${kind.name} report written by apitest: ${error.message}`;
      if (namedFiles.has(file)) throw new UsageError(`${why}. Pass the files written by 'apitest run --report ${kind.flag}'.`);
      io.stderr.write(`Note: skipped ${why}.\n`);
    }
  }
  return out;
}

/** Reads the apitest JUnit reports among `files` (see {@link readReports}). */
export function readJunitReports(files: readonly string[], named: readonly string[], io: CliIo): ReadReport<JunitDocument>[] {
  return readReports(files, named, io, { name: "a JUnit", flag: "junit", read: readJunit, isForeign: (error): error is Error => error instanceof XmlReadError });
}

/**
 * Checks that every input naming a file has one of `extensions`.
 * @throws UsageError naming the file and the extensions read.
 */
export function assertKnownFiles(inputs: readonly string[], extensions: readonly string[], command: string): void {
  for (const input of inputs) {
    if (statSync(input, { throwIfNoEntry: false })?.isFile() !== true) continue;
    if (!extensions.includes(extname(input).toLowerCase())) {
      throw new UsageError(`${input} is not a report ${command} reads: it reads ${extensions.join(", ")} files (or directories holding them).`);
    }
  }
}
