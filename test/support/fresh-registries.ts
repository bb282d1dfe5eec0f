/**
 * Setup file of the shared project, whose test files share one process: empties the library's
 * process-wide registries (`check()`, `hook()`, `auth()`, `serializer()`, `format()` and
 * `mediaType()`, `metric()`, `graphql.scalar()`, `extendCli()`) before each file, so what one file (or a hooks
 * module it ran) registered never takes part in the next file's runs. The framework that
 * `schema.parametrize()` registers with is reset too: Vitest's, as a fresh Vitest process has it
 * after `import "apitest-pbt"`, whichever entry point (Jest's, node:test's) an earlier file
 * imported last. The examples import the package as a user's project does (the bundle, lib/: a
 * second copy of the library, whose schemas only its own entry point accepts), the other files the
 * sources (dist/): each file gets its copy's Vitest entry point.
 */
import { registerFramework, type FrameworkParametrize } from "../../src/api/active-framework.js";
import { clearAuth } from "../../src/api/auth.js";
import { clearChecks } from "../../src/api/custom-checks.js";
import { clearCustomGeneration } from "../../src/api/custom-generation.js";
import { clearMetrics } from "../../src/api/custom-metrics.js";
import { clearSerializers } from "../../src/api/custom-serializers.js";
import { clearHooks } from "../../src/api/hook.js";
import { clearCliExtensions } from "../../src/api/cli-extension.js";
import { clearGraphqlScalars } from "../../src/generation/graphql/scalar-registry.js";
import { parametrize } from "../../src/vitest.js";
import { expect } from "vitest";

clearAuth();
clearChecks();
clearCustomGeneration();
clearMetrics();
clearSerializers();
clearHooks();
clearGraphqlScalars();
clearCliExtensions();
const bundled = /[\\/]examples[\\/]/.test(expect.getState().testPath ?? "");
const vitestEntry = bundled ? await import("apitest-pbt/vitest") : { parametrize };
registerFramework("vitest", vitestEntry.parametrize as unknown as FrameworkParametrize);
