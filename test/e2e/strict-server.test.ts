import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The soundness harness's strict server: express + express-openapi-validator (bench/soundness).
import { readDocuments } from "../../bench/soundness/documents.js";
import { startStrictServer } from "../../bench/soundness/strict-server.js";
import { CORPUS_DIR } from "../support/corpus-helpers.js";
import { runCli } from "../support/cli-run.js";

// Corpus schemas whose positive requests express-openapi-validator used to reject, each for a
// cause now fixed in apitest. Extra arguments keep each run small.
const CASES: readonly { readonly file: string; readonly cause: string; readonly args?: readonly string[] }[] = [
  { file: "peel-ci.com__peel-ci.com__1.0.0.yaml", cause: "empty query values without allowEmptyValue (?showID=)" },
  { file: "orghunter.com__orghunter.com__1.0.0.yaml", cause: "empty query values without allowEmptyValue" },
  { file: "payments.service.gov.uk__payments__1.0.3.yaml", cause: "required readOnly properties sent in request bodies" },
  { file: "apple.com__sirikit-cloud-media__1.0.2.yaml", cause: "a declared User-Agent header parameter overwritten by apitest's own" },
  { file: "openfigi.com__openfigi.com__1.4.0.yaml", cause: "null for a nullable enum that does not list null", args: ["--include-path", "/mapping", "--include-method", "POST"] },
];

// No small corpus schema with a Content-Length header parameter loads in the validator
// (peertube's cannot: "can't resolve reference"), so this one is written here, after peertube's
// resumable upload: a body whose declared Content-Length header used to make undici refuse the request.
const UPLOAD = {
  openapi: "3.0.3",
  info: { title: "upload", version: "1" },
  paths: {
    "/videos/upload-resumable": {
      put: {
        parameters: [
          { name: "upload_id", in: "query", required: true, schema: { type: "string" } },
          { name: "Content-Length", in: "header", required: true, schema: { type: "number", example: 262144 } },
        ],
        requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["chunk"], properties: { chunk: { type: "string" } } } } } },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};


describe("positive requests are accepted by a strict server (express-openapi-validator)", () => {
  let dir: string;
  const warn = console.warn;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "apitest-strict-"));
    // The validator warns on the console about formats; the test asserts on its decisions.
    console.warn = () => {};
  });
  afterAll(async () => {
    console.warn = warn;
    await rm(dir, { recursive: true, force: true });
  });

  /** Runs apitest in positive mode against a strict server for the documents; the server's log and the run. */
  async function positiveRun(name: string, documents: { forApitest: object; forValidator: object }, args: readonly string[] = []) {
    const server = await startStrictServer(documents.forValidator);
    try {
      const schema = join(dir, `${name}.json`);
      await writeFile(schema, JSON.stringify(documents.forApitest));
      const run = await runCli([
        "run", schema, "--url", server.url, "--mode", "positive", "--phases", "coverage,fuzzing", "-n", "8", "--seed", "1",
        "--checks", "positive_data_acceptance", "--no-shrink", "--continue-on-failure", "--generation-database", "none", "--threads", "1", "--no-color",
        ...args,
      ]);
      return { run, log: server.log };
    } finally {
      await server.close();
    }
  }

  /** The rejections, but for the one validator deviation these schemas show: a 415 when an optional body is left out (docs/soundness.md). */
  function rejections(entries: readonly { status: number; method: string; url: string; message?: string; deviation?: string }[]): string[] {
    return entries.filter((entry) => entry.status >= 400 && entry.deviation !== "optional-body").map((entry) => `${entry.method} ${entry.url}: ${entry.message}`);
  }

  for (const { file, cause, args = [] } of CASES) {
    it(`${file}: ${cause}`, { timeout: 120_000 }, async () => {
      const { run, log } = await positiveRun(file, await readDocuments(join(CORPUS_DIR, file)), args);
      expect(log.accepted, run.stdout + run.stderr).toBeGreaterThan(5);
      expect(rejections(log.entries)).toEqual([]);
    });
  }

  it("a declared Content-Length header parameter: sendable, valid, and said once", { timeout: 120_000 }, async () => {
    const { run, log } = await positiveRun("upload", { forApitest: UPLOAD, forValidator: UPLOAD });
    expect(log.accepted, run.stdout + run.stderr).toBeGreaterThan(5);
    expect(rejections(log.entries)).toEqual([]);
    expect(run.stdout).toContain("unsendable_parameters: Header parameters the HTTP client sets itself are not sent as generated: Content-Length");
    expect(run.stdout.split("unsendable_parameters").length).toBe(2);
  });
});
