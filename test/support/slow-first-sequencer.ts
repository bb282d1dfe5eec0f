import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest (seconds of runs, child processes and corpus work; see
 * `npx vitest run --reporter=verbose`), slowest first. Vitest orders files by the durations it
 * cached on the last run, and with no cache (a fresh clone, CI) by file size: the corpus shards
 * are eight-line files, so they would start last and leave two workers idle at the end.
 */
const SLOW_FIRST = [
  "test/e2e/threads.test.ts",
  "test/e2e/fuzz-command.test.ts",
  "test/e2e/package-install.test.ts",
  "test/generation/graphql/corpus.test.ts",
  "test/e2e/corpus-laws-1.test.ts",
  "test/e2e/corpus-laws-2.test.ts",
  "test/e2e/corpus-laws-3.test.ts",
  "test/e2e/corpus-laws-6.test.ts",
  "test/e2e/reach.test.ts",
  "test/e2e/maximize.test.ts",
  "test/e2e/console-large-run.test.ts",
  "test/e2e/corpus-laws-5.test.ts",
  "test/e2e/corpus-laws-4.test.ts",
  "test/e2e/test-frameworks.test.ts",
  "test/e2e/framework-runs.test.ts",
];

/**
 * Vitest's order, with the known slow files moved to the front of their project's files so no
 * long file starts last. Projects keep vitest's order (the isolated files, then the shared ones):
 * a worker of the shared project is reused only while the next file is a shared one too.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const index = SLOW_FIRST.indexOf(relative(spec.project.config.root, spec.moduleId).split("\\").join("/"));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const project = (spec: TestSpecification): number => projects.indexOf(spec.project.name);
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}
