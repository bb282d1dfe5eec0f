// `apitest run --threads`: the examples, coverage and fuzzing phases spread over worker threads.
// The CLI runs in-process (tsc's build of the sources); its worker threads run the bundled entry
// the package ships (lib/thread-worker.js), as they do for users.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearAuth } from "../../src/api/auth.js";
import { clearChecks } from "../../src/api/custom-checks.js";
import { clearHooks } from "../../src/api/hook.js";
import { main } from "../../src/cli/main.js";
import { parseXml } from "../support/xml-check.js";
import { startLibraryServer } from "../support/graphql-library-server.js";
import { bulkyApi } from "../support/bulky-api.js";
import { usersHandler } from "../support/users-api.js";
import { startItemsApi, startTokenServer } from "../support/hooks-api.js";
import { inventoryHandler } from "../support/inventory-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/threads/${name}`, import.meta.url));

async function cli(args: string[], options: { env?: Record<string, string>; signal?: AbortSignal } = {}) {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: options.env ?? {}, ...(options.signal === undefined ? {} : { signal: options.signal }) });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/**
 * The failures and warnings sections with the per-sending case ids and timings removed (as
 * test/cli/workers.test.ts), and each warning's operation list sorted: operations are listed in
 * the order they finished, which concurrent operations (`--workers`) do not fix.
 */
function failuresOf(output: string): string {
  const start = output.indexOf("FAILURES");
  const end = output.indexOf("SUMMARY");
  const text = output.slice(start, end).replace(/X-Apitest-Case-Id: \w+/g, "").replace(/\d+\.\d+s/g, "");
  return text.replace(/(?:^ {2}- .*\n)+/gm, (list) => `${list.trimEnd().split("\n").sort().join("\n")}\n`);
}

/** Each phase's operation lines (sorted: operations finish in any order when several run at once). */
function operationLines(output: string): Record<string, string[]> {
  const phases: Record<string, string[]> = {};
  let current: string[] | undefined;
  for (const line of output.slice(0, output.indexOf("FAILURES") === -1 ? undefined : output.indexOf("FAILURES")).split("\n")) {
    const heading = /^(\w+) phase$/.exec(line);
    if (heading !== null) phases[heading[1] as string] = current = [];
    else if (current !== undefined && /^ {2}\S/.test(line)) current.push(line);
  }
  for (const lines of Object.values(phases)) lines.sort();
  return phases;
}

/** A small API with four operations: `GET /broken` always fails (500), the rest pass. Each answer takes `delayMs`. */
function fourOperations(delayMs = 0) {
  const document = {
    openapi: "3.0.3",
    info: { title: "Four", version: "1" },
    paths: {
      "/items": {
        get: {
          parameters: [{ name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50 } }],
          responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array", items: { type: "integer" } } } } } },
        },
        post: {
          requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } } } },
          responses: { "201": { description: "made", content: { "application/json": { schema: { type: "object" } } } }, "400": { description: "bad" } },
        },
      },
      "/health": { get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } } } },
      "/broken": { get: { responses: { "200": { description: "ok" } } } },
    },
  };
  const seen: { path: string; thread: string | undefined }[] = [];
  const schemaFetches = { count: 0 };
  return {
    seen,
    schemaFetches,
    handler: async (request: { method: string; url: URL; headers: Record<string, string | string[] | undefined> }) => {
      if (request.url.pathname === "/openapi.json") {
        schemaFetches.count++;
        return { status: 200, body: document };
      }
      seen.push({ path: request.url.pathname, thread: request.headers["x-thread"] as string | undefined });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (request.url.pathname === "/broken") return { status: 500, body: "boom" };
      if (request.url.pathname === "/items" && request.method === "GET") return { status: 200, body: [1, 2] };
      if (request.url.pathname === "/items" && request.method === "POST") return { status: 201, body: {} };
      if (request.url.pathname === "/health") return { status: 200, body: {} };
      return { status: 404, body: {} };
    },
  };
}

describe("--threads finds what one thread finds", () => {
  let server: TestServer;
  const dir = mkdtempSync(join(tmpdir(), "apitest-threads-"));
  beforeAll(async () => {
    server = await startServer(inventoryHandler());
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // One pair of runs (1 and 3 threads, same seed) for the console and the reports: each run of
  // worker threads costs their start-up, so the two comparisons share it.
  it("reports the same failures, operation lines, JUnit testcases and HAR requests with 1 and 3 threads for a seed", async () => {
    const run = async (threads: string) => {
      const junit = join(dir, `run-${threads}.xml`);
      const har = join(dir, `run-${threads}.har`);
      server.requests = 0;
      const ran = await cli(
        ["run", `${server.url}/openapi.json`, "--seed", "11", "--phases", "examples,coverage,fuzzing", "-n", "30", "--workers", "3", "--threads", threads, "--report-junit-path", junit, "--report-har-path", har],
        { env: { APITEST_DEBUG: "1" } },
      );
      const entries = (JSON.parse(readFileSync(har, "utf8")) as { log: { entries: { request: { method: string; url: string } }[] } }).log.entries;
      const suite = parseXml(readFileSync(junit, "utf8"));
      const testcases = suite.children.flatMap((child) => (child.name === "testcase" ? [child] : child.children.filter((grand) => grand.name === "testcase")));
      return { ...ran, requests: server.requests, entries: entries.map((entry) => `${entry.request.method} ${entry.request.url}`).sort(), testcases };
    };
    const one = await run("1");
    expect(one.stderr).toContain("Threads: 1");
    expect(one.code).toBe(1);
    const many = await run("3");
    expect(many.stderr).toContain("Threads: 3");
    expect(many.code).toBe(1);
    expect(failuresOf(many.stdout)).toBe(failuresOf(one.stdout));
    expect(operationLines(many.stdout)).toEqual(operationLines(one.stdout));
    for (const lines of Object.values(operationLines(many.stdout))) {
      const labels = lines.map((line) => /[✔✘⚠∅-]\s+(\S+ \S+)/.exec(line)?.[1]);
      expect(new Set(labels).size).toBe(labels.length);
    }
    expect(Object.keys(operationLines(one.stdout))).toEqual(["Examples", "Coverage", "Fuzzing"]);
    expect(failuresOf(one.stdout)).toContain("Server error");
    // Complete JUnit and HAR reports: every request that reached the server is in the HAR, with or
    // without threads, including the ones still in flight when a failure stopped their operation
    // (the server's count also has the schema download); one testcase per operation.
    expect(many.requests).toBe(one.requests);
    expect(one.entries.length).toBe(one.requests - 1);
    expect(many.entries.length).toBe(many.requests - 1);
    expect(many.entries).toEqual(one.entries);
    expect(many.testcases.map((testcase) => testcase.attributes["name"]).sort()).toEqual(["GET /items/{id}", "GET /stats", "POST /items"]);
    // POST /items crashes on a negative quantity: its testcase has the failure.
    expect(many.testcases.find((testcase) => testcase.attributes["name"] === "POST /items")?.children.some((child) => child.name === "failure")).toBe(true);
    const counts = (testcases: typeof one.testcases) => testcases.map((testcase) => `${testcase.attributes["name"]} ${testcase.children.length}`).sort();
    expect(counts(many.testcases)).toEqual(counts(one.testcases));
  });
});

describe("--threads with max-failures and abort", () => {
  it("stops every thread at --max-failures 1 (fewer requests than the full run), exit code 1", async () => {
    const api = fourOperations(1);
    const server = await startServer(api.handler);
    try {
      const args = ["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "150", "--workers", "4", "--seed", "4"];
      // The full run sends the same requests with any number of threads (see the first test):
      // one thread spares a worker's start-up.
      const full = await cli([...args, "--threads", "1"]);
      const fullRequests = server.requests;
      expect(full.code).toBe(1);
      server.requests = 0;
      const stopped = await cli([...args, "--threads", "2", "--max-failures", "1"], { env: { APITEST_DEBUG: "1" } });
      expect(stopped.stderr).toContain("Threads: 2");
      expect(stopped.code).toBe(1);
      expect(stopped.stdout).toContain("max-failures");
      expect(server.requests).toBeLessThan(fullRequests / 2);
    } finally {
      await server.close();
    }
  });

  it("stops every thread promptly on abort (Ctrl-C) and keeps the results so far", async () => {
    const api = fourOperations(1);
    const server = await startServer(api.handler);
    try {
      const controller = new AbortController();
      const timer = setInterval(() => {
        if (api.seen.length > 300) controller.abort();
      }, 5);
      const started = Date.now();
      const run = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "100000", "--workers", "4", "--threads", "2", "--seed", "4"], {
        signal: controller.signal,
        env: { APITEST_DEBUG: "1" },
      });
      clearInterval(timer);
      expect(run.stderr).toContain("Threads: 2");
      expect(Date.now() - started).toBeLessThan(20_000);
      const after = server.requests;
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Every thread has stopped sending.
      expect(server.requests).toBe(after);
      expect(run.stdout).toContain("SUMMARY");
      expect(run.stdout).toContain("GET /broken");
      // The defect found before the abort is reported, so the exit code says failures.
      expect(run.code).toBe(1);
      expect(api.seen.length).toBeLessThan(20_000);
    } finally {
      await server.close();
    }
  });
});

describe("--threads with generator health checks", () => {
  it("reports the workers' health-check errors and warnings as one thread does", async () => {
    const api = bulkyApi();
    const server = await startServer(api.handler);
    try {
      const args = ["run", `${server.url}/openapi.json`, "--seed", "3", "-n", "6", "--phases", "fuzzing", "--mode", "positive", "--checks", "not_a_server_error", "--workers", "4"];
      const one = await cli([...args, "--threads", "1"]);
      const two = await cli([...args, "--threads", "2"], { env: { APITEST_DEBUG: "1" } });
      expect(two.stderr).toContain("Threads: 2");
      expect(two.code).toBe(one.code);
      // too_slow is a measure of time, which two threads on two cores change (and any load on the
      // machine): its block is left out of the comparison; every other check is counted, not timed.
      const tail = (output: string) =>
        output
          .slice(output.indexOf("ERRORS"), output.indexOf("SUMMARY"))
          .replace(/\d+\.\d+s/g, "")
          .replace(/\ntoo_slow: [^\n]*\n(?: {2}- [^\n]*\n)* {2}Hint: [^\n]*\n/, "");
      expect(tail(one.stdout)).toContain("filter_too_much");
      expect(tail(one.stdout)).toContain("Failed health check: large_base_example");
      expect(tail(one.stdout)).not.toContain("too_slow");
      expect(tail(two.stdout)).toBe(tail(one.stdout));
    } finally {
      await server.close();
    }
  });
});

describe("--threads with the stateful phase", () => {
  it("runs the stateful phase on the main thread after the threaded phases, finding what one thread finds", async () => {
    const server = await startServer(usersHandler(["use-after-free"]));
    try {
      const run = (threads: string) =>
        cli(["run", `${server.url}/openapi.json`, "--phases", "examples,fuzzing,stateful", "--seed", "1", "-n", "15", "--workers", "3", "--threads", threads], { env: { APITEST_DEBUG: "1" } });
      const one = await run("1");
      const two = await run("2");
      expect(two.stderr).toContain("Threads: 2");
      expect(two.code).toBe(1);
      expect(two.stdout).toContain("Stateful phase");
      expect(two.stdout).toMatch(/but a later GET \/users\/[0-9a-f-]+ still succeeded/);
      const ids = (output: string) => failuresOf(output).replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "<id>");
      expect(ids(two.stdout)).toBe(ids(one.stdout));
      expect(operationLines(two.stdout)).toEqual(operationLines(one.stdout));
    } finally {
      await server.close();
    }
  });
});

describe("--threads with the example database", () => {
  it("stores each operation's failing cases once and replays them next time, as one thread does", async () => {
    const api = fourOperations();
    const server = await startServer(api.handler);
    const replayed = async (threads: string): Promise<string[]> => {
      const database = mkdtempSync(join(tmpdir(), "apitest-threads-db-"));
      try {
        const args = ["run", `${server.url}/openapi.json`, "--phases", "examples,coverage,fuzzing", "-n", "10", "--workers", "4", "--threads", threads, "--generation-database", database];
        const first = await cli(args, { env: { APITEST_DEBUG: "1" } });
        expect(first.stderr).toContain(`Threads: ${threads}`);
        expect(first.stdout).not.toContain("replayed");
        const second = await cli(args);
        expect(second.code).toBe(1);
        return second.stdout.split("\n").filter((line) => line.includes("replayed")).map((line) => line.trim()).sort();
      } finally {
        rmSync(database, { recursive: true, force: true });
      }
    };
    try {
      const one = await replayed("1");
      const two = await replayed("2");
      expect(one.some((line) => line.includes("GET /broken"))).toBe(true);
      expect(two).toEqual(one);
    } finally {
      await server.close();
    }
  });
});

describe("--threads with a hooks module", () => {
  afterEach(() => {
    clearHooks();
    clearChecks();
  });

  // This run also shows that --threads overrides the threads key of apitest.toml and that the
  // workers get the schema the main thread fetched (one run of worker threads serves both).
  it("applies the beforeLoadSchema and beforeCall hooks and the custom check in every thread; fetches the schema once, whatever apitest.toml says", async () => {
    const api = fourOperations();
    const server = await startServer(api.handler);
    // The working directory is this test file's own.
    writeFileSync("apitest.toml", "threads = 1\n");
    try {
      const run = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "10", "--workers", "4", "--threads", "2", "--seed", "6", "--hooks", fixture("thread-hooks.mjs")], {
        env: { APITEST_DEBUG: "1" },
      });
      expect(run.stderr).toContain("Threads: 2 (asked: 2)");
      expect(api.schemaFetches.count).toBe(1);
      for (const request of api.seen) expect(request.thread).toBeDefined();
      // Requests came from the main thread (0) and from worker threads.
      expect(new Set(api.seen.map((request) => request.thread)).size).toBeGreaterThan(1);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("custom check failed for POST /items");
      expect(run.stdout).toContain("custom check failed for GET /broken");
      // GET /items, the first operation handed out, goes to the worker thread (ties go to a
      // worker), which ran the beforeLoadSchema hook on its own copy of the document too.
      const items = /_+ GET \/items _+\n([\s\S]*?)(?:\n_{5,} |\n=+ )/.exec(run.stdout)?.[1] ?? "";
      expect(items).toContain("Response violates schema");
      expect(items).toMatch(/X-Thread: [1-9]/);
    } finally {
      rmSync("apitest.toml");
      await server.close();
    }
  });

  it("gives each thread its own auth-provider cache and masks every thread's token everywhere", async () => {
    const tokens = await startTokenServer();
    process.env["APITEST_TEST_TOKEN_URL"] = `${tokens.url}/token`;
    const api = await startItemsApi({ failItem: true });
    const reports = mkdtempSync(join(tmpdir(), "apitest-threads-auth-"));
    try {
      const run = await cli(
        ["run", `${api.url}/openapi.json`, "--phases", "examples,coverage,fuzzing", "-n", "10", "--workers", "3", "--threads", "2", "--seed", "5", "--hooks", fixture("thread-auth-provider.mjs"), "--report", "junit,har,vcr", "--report-dir", reports],
        { env: { APITEST_DEBUG: "1" } },
      );
      expect(run.stderr).toContain("Threads: 2");
      // One token per thread that sent requests (the main thread and the worker thread).
      expect(tokens.issued).toHaveLength(2);
      const sent = new Set(api.seen.map((request) => request.headers["x-api-tok"]));
      expect([...sent].sort()).toEqual([...tokens.issued].sort());
      // The server error echoes the token; both threads' tokens are masked in the console and every report.
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("X-Api-Tok: [Filtered]");
      for (const token of tokens.issued) {
        expect(run.stdout).not.toContain(token);
        for (const file of readdirSync(reports)) expect(readFileSync(join(reports, file), "utf8")).not.toContain(token);
      }
    } finally {
      clearAuth();
      delete process.env["APITEST_TEST_TOKEN_URL"];
      await api.close();
      await tokens.close();
      rmSync(reports, { recursive: true, force: true });
    }
  });

  it("fails clearly, without hanging, when a worker thread crashes mid-run", async () => {
    // Slow answers: the main thread's operations, still running when the worker thread crashes,
    // send (and generate) little while the worker starts.
    const api = fourOperations(10);
    const server = await startServer(api.handler);
    try {
      const started = Date.now();
      const run = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "2000", "--workers", "2", "--threads", "2", "--hooks", fixture("worker-crash.mjs")]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/A worker thread of --threads stopped: it crashed: the hook crashed its thread\..*--threads 1/s);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      // The summary says the run was cut short, never that it found nothing.
      expect(run.stdout).toMatch(/Stopped by an error after [\d.]+s: A worker thread of --threads stopped/);
      expect(run.stdout).not.toContain("No issues found");
      expect(Date.now() - started).toBeLessThan(15_000);
      const after = server.requests;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(server.requests).toBe(after);
    } finally {
      await server.close();
    }
  });

  it("reports a worker thread that crashes after its work is done, instead of exiting 0", async () => {
    const api = fourOperations();
    const server = await startServer(api.handler);
    try {
      const run = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "5", "--workers", "2", "--threads", "2", "--hooks", fixture("worker-late-crash.mjs")]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/A worker thread of --threads stopped: it crashed: late crash\./);
    } finally {
      await server.close();
    }
  });

  it("fails clearly, without hanging, when a worker thread cannot start", async () => {
    const api = fourOperations();
    const server = await startServer(api.handler);
    try {
      const run = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "50", "--workers", "2", "--threads", "2", "--hooks", fixture("worker-only-failure.mjs")]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/A worker thread of --threads stopped: it could not start: .*refuses to load in a worker thread.*--threads 1/s);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await server.close();
    }
  });
});

describe("--threads auto and bad values", () => {
  let server: TestServer;
  const api = fourOperations();
  beforeAll(async () => {
    server = await startServer(api.handler);
  });
  afterAll(async () => {
    await server.close();
  });

  it("uses one thread for a small run, several for a large one with --workers 2", async () => {
    const small = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "100", "--workers", "2"], { env: { APITEST_DEBUG: "1" } });
    expect(small.stderr).toContain("Threads: 1 (asked: auto)");
    // A large run of two operations (2 × 40,000 cases): GET /broken fails at once, and
    // --max-failures 1 ends it there.
    const large = ["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "40000", "--include-path", "/broken", "--include-path", "/health", "--max-failures", "1"];
    const twoWorkers = await cli([...large, "--workers", "2"], { env: { APITEST_DEBUG: "1" } });
    expect(twoWorkers.stderr).toContain(`Threads: ${Math.min(2, availableParallelism())} (asked: auto)`);
    expect(twoWorkers.code).toBe(1);
    const oneWorker = await cli(large, { env: { APITEST_DEBUG: "1" } });
    expect(oneWorker.stderr).toContain("Threads: 1 (asked: auto)");
    // The threads key of apitest.toml (the working directory is this test file's own).
    writeFileSync("apitest.toml", "threads = 1\n");
    try {
      const configured = await cli([...large, "--workers", "2"], { env: { APITEST_DEBUG: "1" } });
      expect(configured.stderr).toContain("Threads: 1 (asked: 1)");
    } finally {
      rmSync("apitest.toml");
    }
  });

  // The schema fetched once for --threads: see the hooks-module test above.
  it("has each worker load the schema for a [[project]] that alone asks for threads", async () => {
    writeFileSync("apitest.toml", '[[project]]\ntitle = "Four"\nworkers = 2\nthreads = 2\n');
    try {
      api.schemaFetches.count = 0;
      const project = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "10", "--seed", "3"], { env: { APITEST_DEBUG: "1" } });
      expect(project.stderr).toContain("Threads: 2 (asked: 2)");
      expect(api.schemaFetches.count).toBe(2);
      expect(project.code).toBe(1);
      const single = await cli(["run", `${server.url}/openapi.json`, "--phases", "fuzzing", "-n", "10", "--seed", "3", "--threads", "1"]);
      expect(failuresOf(project.stdout)).toBe(failuresOf(single.stdout));
    } finally {
      rmSync("apitest.toml");
    }
  });

  it("says a GraphQL run uses one thread", async () => {
    const graphqlServer = await startLibraryServer({ broken: false });
    try {
      const run = await cli(["run", `${graphqlServer.url}/graphql`, "--phases", "fuzzing", "-n", "5", "--threads", "2", "--workers", "2"]);
      expect(run.stderr).toContain("Note: --threads applies to OpenAPI runs only: this GraphQL run uses one thread.");
      expect(run.code).toBe(0);
    } finally {
      await graphqlServer.close();
    }
  });

  it("rejects --threads 0, --threads x and threads with a rate limit, naming the option", async () => {
    for (const value of ["0", "x", "65"]) {
      const run = await cli(["run", `${server.url}/openapi.json`, "--threads", value]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/Invalid value for --threads/);
    }
    const limited = await cli(["run", `${server.url}/openapi.json`, "--threads", "2", "--workers", "2", "--rate-limit", "100/s"]);
    expect(limited.code).toBe(2);
    expect(limited.stderr).toMatch(/--threads 2 cannot be combined with rate-limit/);
  });
});
