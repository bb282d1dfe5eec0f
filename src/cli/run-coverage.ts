import { UsageError } from "../core/errors.js";
import type { EventSink } from "../core/events.js";
import type { ConfigFile } from "../config/config-types.js";
import type { CoverageSource, OperationOf } from "../greybox/coverage-source.js";
import type { CodeValues } from "../greybox/code-values.js";
import type { RawRunOptions } from "./run-options.js";

/** A grey-box run's coverage: the source and where its V8 files go. */
export interface RunCoverage {
  readonly source: CoverageSource;
  readonly dir?: string | undefined;
  /** The constants of the API's code, read as the run reaches it: generation draws on them. */
  readonly codeValues: CodeValues;
}

/**
 * `--coverage-from` (or `coverage-from` in apitest.toml): connects to the API's inspector and
 * starts coverage; undefined for a black-box run. Loaded on first use (`import()`): black-box
 * runs never load the grey-box code.
 */
export async function openRunCoverage(
  raw: RawRunOptions,
  file: ConfigFile | undefined,
  /** The operations (matched by method and path), or how to tell a request's operation (GraphQL: `graphqlOperationMatcher`). */
  operations: readonly { readonly method: string; readonly path: string; readonly label: string }[] | OperationOf,
): Promise<RunCoverage | undefined> {
  const from = raw.coverageFrom ?? file?.["coverage-from"];
  const dir = raw.coverageDir ?? file?.["coverage-dir"];
  if (from === undefined) {
    if (raw.coverageDir !== undefined) {
      throw new UsageError("--coverage-dir needs --coverage-from <inspector URL> (or coverage-from in apitest.toml): the coverage is read from the API's process.");
    }
    return undefined;
  }
  const [{ openCoverageFrom }, { CodeValues }, { operationMatcher }] = await Promise.all([
    import("../greybox/open-coverage.js"),
    import("../greybox/code-values.js"),
    import("../greybox/operation-matcher.js"),
  ]);
  const codeValues = new CodeValues();
  return { source: await openCoverageFrom(from, { code: codeValues, operationOf: typeof operations === "function" ? operations : operationMatcher(operations) }), dir, codeValues };
}

/** The run's sinks, told what the coverage source saw (see `greybox/coverage-sink.ts`). */
export async function coverageSinks(coverage: RunCoverage | undefined, sinks: EventSink[]): Promise<EventSink[]> {
  if (coverage === undefined) return sinks;
  const { coverageSink } = await import("../greybox/coverage-sink.js");
  return [coverageSink(coverage.source, sinks, { dir: coverage.dir })];
}
