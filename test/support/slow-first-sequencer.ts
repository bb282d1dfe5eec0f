import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longer than half a second, slowest first (from a full run's durations; to
 * refresh, order the entries of `node_modules/.vite/vitest/<hash>/results.json` by duration).
 * Vitest orders files by the durations it cached on the last run, and with no cache (a fresh
 * clone, CI) by file size, which put long suites last: a fresh clone's run took 15 s longer than
 * a cached one. Files not listed keep vitest's order after these.
 */
const SLOW_FIRST = [
  "test/e2e/package-install.test.ts",
  "test/e2e/threads.test.ts",
  "test/e2e/corpus-laws-3.test.ts",
  "test/e2e/corpus-laws-1.test.ts",
  "test/e2e/corpus-laws-6.test.ts",
  "test/e2e/maximize.test.ts",
  "test/e2e/corpus-laws-2.test.ts",
  "test/e2e/framework-runs.test.ts",
  "test/e2e/test-frameworks.test.ts",
  "test/e2e/reach.test.ts",
  "test/e2e/seeded-defects.test.ts",
  "test/e2e/greybox-constants.test.ts",
  "test/e2e/console-large-run.test.ts",
  "test/e2e/fuzz-command.test.ts",
  "test/e2e/booking-demo.test.ts",
  "test/e2e/html-report.test.ts",
  "test/e2e/graphql-frameworks.test.ts",
  "test/e2e/corpus-laws-4.test.ts",
  "test/e2e/strict-server.test.ts",
  "test/e2e/corpus-laws-5.test.ts",
  "test/e2e/stateful-limits.test.ts",
  "test/e2e/graphql-max-response-time.test.ts",
  "test/e2e/example-database.test.ts",
  "test/e2e/stateful.test.ts",
  "test/e2e/reports.test.ts",
  "test/e2e/graphql-phases.test.ts",
  "test/e2e/faulty-servers.test.ts",
  "test/generation/graphql/corpus.test.ts",
  "test/e2e/graphql-custom-scalars.test.ts",
  "test/schema/parse-text.test.ts",
  "test/e2e/dry-run.test.ts",
  "test/e2e/merge-reports.test.ts",
  "test/e2e/request-timeout.test.ts",
  "test/cli/run-command.test.ts",
  "test/e2e/hooks.test.ts",
  "test/e2e/console-zoo.test.ts",
  "test/e2e/graphql-wait-for-schema.test.ts",
  "test/e2e/round-trip.test.ts",
  "test/e2e/engine-reports.test.ts",
  "test/health/health-checks.test.ts",
  "test/e2e/graphql-in-process.test.ts",
  "test/e2e/graphql-deterministic.test.ts",
  "test/api/graphql/schema.test.ts",
  "test/e2e/bundle.test.ts",
  "test/api/graphql/library-hooks.test.ts",
  "test/e2e/graphql-run.test.ts",
  "test/integrations/graphql-parametrize.test.ts",
  "test/transport/transport-contract.test.ts",
  "test/e2e/graphql-hooks.test.ts",
  "test/e2e/graphql-one-engine.test.ts",
  "test/e2e/docs-examples.test.ts",
  "test/e2e/package-entries.test.ts",
  "test/schema/read-source.test.ts",
  "test/generation/from-schema-validity.test.ts",
  "test/generation/case-arbitrary-corpus.test.ts",
  "test/integrations/example-replay.test.ts",
  "test/e2e/github-action.test.ts",
  "test/e2e/booking-properties.test.ts",
  "test/transport/transport-faults.test.ts",
  "test/e2e/health-checks.test.ts",
  "examples/vitest-express/orders.test.ts",
  "examples/vitest-graphql/books.test.ts",
  "test/e2e/workers.test.ts",
  "test/e2e/maximize-hooks.test.ts",
  "test/serialization/path-template.test.ts",
  "test/generation/graphql/operation-arbitrary.test.ts",
  "test/e2e/graphql-countries.test.ts",
  "test/e2e/stateful-warnings.test.ts",
  "test/generation/negative/wire-laws.test.ts",
  "test/transport/http.test.ts",
  "test/generation/exclusive-branch.test.ts",
  "test/e2e/unusual-inputs.test.ts",
  "test/e2e/interrupt.test.ts",
  "test/e2e/negative-mode.test.ts",
  "test/generation/negative/corpus.test.ts",
  "test/checks/graphql/conformance.test.ts",
  "test/e2e/custom-metrics.test.ts",
  "test/integrations/user-client.test.ts",
  "test/engine/stateful/sequence.test.ts",
  "test/specs/openapi/swagger2-headers.test.ts",
  "test/e2e/ndjson-report.test.ts",
  "test/e2e/graphql-edge-probes.test.ts",
  "test/e2e/edge-probes.test.ts",
  // Measured on a loaded machine, not from a full run: the CLI extensions (child processes), stateful continue-on-failure, loader network options.
  "test/e2e/cli-extension.test.ts",
  "test/e2e/stateful-continue.test.ts",
  "test/api/loader-network.test.ts",
  "test/e2e/health-check-hooks.test.ts",
  "test/e2e/greybox-inspector.test.ts",
  "test/e2e/greybox-library.test.ts",
  "test/e2e/graphql-stateful.test.ts",
  "test/api/graphql/state-machine.test.ts",
  // An API process that dies and is restarted (child processes, waits of up to 6 s): about 30 s on a loaded machine.
  "test/e2e/api-down.test.ts",
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
