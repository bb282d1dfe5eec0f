import type { RunSettings } from "../core/settings.js";
import { openExampleDatabase, type ExampleDatabase } from "../database/example-database.js";
import type { CliIo } from "./exit-codes.js";

/**
 * The example database of a run (`generation.database`), warning on stderr when the default had
 * to be replaced. A seeded or deterministic run stays reproducible: it neither replays nor stores
 * (as Hypothesis with @seed / derandomize), so it gets none.
 */
export async function openRunDatabase(settings: RunSettings, io: CliIo): Promise<ExampleDatabase | undefined> {
  if (settings.seed !== undefined || settings.generation.deterministic) return undefined;
  const opened = await openExampleDatabase(settings.generation.database, process.cwd());
  if (opened.warning !== undefined) io.stderr.write(`Warning: ${opened.warning}\n`);
  return opened.database;
}
