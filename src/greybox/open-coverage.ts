import { fileURLToPath } from "node:url";
import { dirname } from "node:path";
import { UsageError } from "../core/errors.js";
import { CoverageSource, type CoverageSourceOptions } from "./coverage-source.js";
import { inProcessSession } from "./in-process-session.js";
import { connectInspector } from "./inspector-session.js";

/**
 * `--coverage-from <inspector URL>`: connects to the API's process (started with `--inspect`)
 * and starts its coverage. Throws a one-paragraph {@link UsageError} when nothing listens there,
 * the target is not Node, or it refuses the Profiler.
 */
export async function openCoverageFrom(from: string, options: Omit<CoverageSourceOptions, "excluded"> = {}): Promise<CoverageSource> {
  const session = await connectInspector(from);
  try {
    return await CoverageSource.start(session, options);
  } catch (error) {
    await session.close().catch(() => undefined);
    throw new UsageError(`--coverage-from ${from}: the inspector refused to start coverage (${error instanceof Error ? error.message : String(error)}); start the API with \`node --inspect=127.0.0.1:9229 server.js\`.`, { cause: error });
  }
}

/** The folder apitest's own files are in (its package root when installed or built), which in-process coverage leaves out. */
function apitestRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // Built: <root>/lib or <root>/dist/greybox; from source: <root>/src/greybox.
  return here.replace(/[\\/](lib|dist[\\/]greybox|src[\\/]greybox)$/, "");
}

/**
 * `coverage: true` for an app tested in process: this process's own coverage (`node:inspector`),
 * leaving out apitest's own files (Node's internals and `node_modules`, where a test runner lives,
 * are never the API's code).
 */
export async function openInProcessCoverage(options: Omit<CoverageSourceOptions, "excluded"> = {}): Promise<CoverageSource> {
  const root = apitestRoot();
  const excluded = [`file://${root}/lib/`, `file://${root}/dist/`, `file://${root}/src/`, `${root}/lib/`, `${root}/dist/`, `${root}/src/`];
  return CoverageSource.start(inProcessSession(), { ...options, excluded });
}
