/**
 * Runs each test file in its own empty working directory, so what a run writes relative to the
 * working directory (the example database `.proptest/examples`, `apitest-report/`) never leaks
 * from one test file into another, or into the repository.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.chdir(mkdtempSync(join(tmpdir(), "apitest-test-")));
