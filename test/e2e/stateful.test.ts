import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { stepsOf } from "../support/cli-output.js";
import { usersHandler, type Defect, type LinkStyle } from "../support/users-api.js";

const exec = promisify(execFile);

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = memoryOutput();
  const stderr = memoryOutput();
  const code = await main(args, { stdout, stderr, env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// Ten sequences find each planted defect with these seeds, as thirty did (a third of the CPU).
async function runStateful(defects: readonly Defect[], style: LinkStyle = "openapi3", extra: string[] = []) {
  server = await startServer(usersHandler(defects, style));
  return cli(["run", `${server.url}/openapi.json`, "--phases", "stateful", "--seed", "1", "-n", "10", ...extra]);
}

// Runs several tests read, each made once on a server of its own kept until the file ends (the
// curl test sends to it).
const sharedServers: TestServer[] = [];
const sharedRuns = new Map<string, Promise<Awaited<ReturnType<typeof cli>>>>();
afterAll(async () => {
  await Promise.all(sharedServers.map((each) => each.close()));
});
function sharedRun(defects: readonly Defect[], extra: string[] = []): Promise<Awaited<ReturnType<typeof cli>>> {
  const key = JSON.stringify([defects, extra]);
  let run = sharedRuns.get(key);
  if (run === undefined) {
    run = startServer(usersHandler(defects)).then((started) => {
      sharedServers.push(started);
      return cli(["run", `${started.url}/openapi.json`, "--phases", "stateful", "--seed", "1", "-n", "10", ...extra]);
    });
    sharedRuns.set(key, run);
  }
  return run;
}
const reportDir = mkdtemp(join(tmpdir(), "apitest-stateful-"));
/** use-after-free, with the reports (the console output is the same with or without them). */
const useAfterFree = async () => sharedRun(["use-after-free"], ["--report", "junit,vcr,har", "--report-dir", await reportDir]);
const TOKEN = "stateful-s3cr3t-token";
/** unavailable, with a secret header (masked in the output). */
const unavailable = () => sharedRun(["unavailable"], ["-H", `Authorization: Bearer ${TOKEN}`]);
const archivedCrash = () => sharedRun(["archived-crash"]);
const archivedCrashRaw = () => sharedRun(["archived-crash"], ["--no-shrink"]);

const labels = (steps: readonly { label: string }[]): string[] => steps.map((step) => step.label);

describe("the stateful phase finds defects only a sequence shows", () => {
  it("use_after_free: create, delete, then get still answers 200; shrunk to those three calls", async () => {
    const result = await useAfterFree();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("Stateful phase");
    expect(result.stdout).toMatch(/The resource was deleted by DELETE \/users\/[0-9a-f-]+ \(204\), but a later GET \/users\/[0-9a-f-]+ still succeeded \(200\)/);
    const steps = stepsOf(result.stdout, "Use after free");
    expect(labels(steps)).toEqual(["POST /users", "DELETE /users/{id}", "GET /users/{id}"]);
    // The steps' data is shrunk too: the smallest user that shows the defect.
    expect(steps[0]!.curl).toContain(`-d '{"name":""}'`);
  });

  it("the printed curl commands, run in order, reproduce the defect", async () => {
    const result = await useAfterFree();
    const steps = stepsOf(result.stdout, "Use after free");
    // Ids are fresh on every call: feed the id the first command returns into the others.
    const created = await exec("bash", ["-c", `${steps[0]!.curl} -s`]);
    const id = (JSON.parse(created.stdout) as { id: string }).id;
    const old = /\/users\/([0-9a-f-]+)/.exec(steps[1]!.curl)![1]!;
    const codes: string[] = [];
    for (const step of steps.slice(1)) {
      const { stdout } = await exec("bash", ["-c", `${step.curl.replaceAll(old, id)} -s -o /dev/null -w '%{http_code}'`]);
      codes.push(stdout);
    }
    expect(codes).toEqual(["204", "200"]);
  });

  it("ensure_resource_availability: create answers 201, get of the new id answers 404", async () => {
    const result = await unavailable();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("Resource is not available");
    expect(result.stdout).toMatch(/POST \/users created a resource \(201\), but GET \/users\/[0-9a-f-]+, with values taken from that response, returned 404/);
    expect(labels(stepsOf(result.stdout, "Resource is not available"))).toEqual(["POST /users", "GET /users/{id}"]);
  });

  it("secrets stay masked in every step's curl command", async () => {
    const result = await unavailable();
    expect(result.code).toBe(1);
    const steps = stepsOf(result.stdout, "Resource is not available");
    expect(steps).toHaveLength(2);
    for (const step of steps) expect(step.curl).toContain("-H 'Authorization: [Filtered]'");
    expect(result.stdout).not.toContain(TOKEN);
  });

  it("create, update with one particular value, then get crashes: shrunk to the three calls", async () => {
    const result = await archivedCrash();
    expect(result.code).toBe(1);
    const steps = stepsOf(result.stdout, "Server error");
    expect(labels(steps)).toEqual(["POST /users", "PATCH /users/{id}", "GET /users/{id}"]);
    expect(steps[1]!.curl).toContain(`{"status":"archived"}`);
    // Every step's id is the one the first call created.
    const ids = steps.slice(1).map((step) => /\/users\/([0-9a-f-]+)/.exec(step.curl)?.[1]);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
  });

  it("the nested requestBody extension: an order carrying the created user's id crashes", async () => {
    const result = await runStateful(["order-crash"]);
    expect(result.code).toBe(1);
    const steps = stepsOf(result.stdout, "Server error");
    expect(labels(steps)).toEqual(["POST /users", "POST /orders"]);
    const name = /-d '\{"name":"((?:[^"\\]|\\.)*)"\}'/.exec(steps[0]!.curl)?.[1];
    expect(name).toBeDefined();
    expect(steps[1]!.curl).toMatch(new RegExp(`"user":\\{"id":"[0-9a-f-]{36}"\\}`));
    expect(steps[1]!.curl).toContain(`"note":"${name}"`);
  });

  it("OpenAPI 2.0 x-links", async () => {
    const result = await runStateful(["use-after-free"], "swagger2");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("OpenAPI 2.0");
    expect(labels(stepsOf(result.stdout, "Use after free"))).toEqual(["POST /users", "DELETE /users/{id}", "GET /users/{id}"]);
  });

  it("the #regex: extension: ids read from the Location header", async () => {
    const result = await runStateful(["archived-crash"], "regex");
    expect(result.code).toBe(1);
    expect(labels(stepsOf(result.stdout, "Server error"))).toEqual(["POST /users", "PATCH /users/{id}", "GET /users/{id}"]);
  });

  it("infers links when the schema declares none, and says which", async () => {
    const result = await runStateful(["use-after-free"], "none");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("inferred_links: The schema declares no links, so the stateful phase follows links apitest inferred.");
    expect(result.stdout).toContain("POST /users (201) -> GET /users/{id} via $response.body#/id");
    expect(result.stdout).toContain("POST /users (201) -> DELETE /users/{id} via $response.header.Location#regex:");
    expect(labels(stepsOf(result.stdout, "Use after free"))).toEqual(["POST /users", "DELETE /users/{id}", "GET /users/{id}"]);
  });

  it("a broken link is a warning naming it; the other links still run", async () => {
    const result = await runStateful(["use-after-free"], "broken");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("invalid_links: 1 link in the schema cannot be used; the stateful phase skips it.");
    expect(result.stdout).toContain(`Link "RemoveUser" of POST /users (response 201) targets operationId "removeUser", which no operation has`);
    expect(result.stdout).toContain("Use after free");
  });

  it("without shrinking, the reported sequence is the one first found (longer)", async () => {
    const shrunk = stepsOf((await archivedCrash()).stdout, "Server error");
    const raw = stepsOf((await archivedCrashRaw()).stdout, "Server error");
    expect(raw.length).toBeGreaterThan(shrunk.length);
    expect(raw.at(-1)!.label).toBe("GET /users/{id}");
  });

  it("--max-steps caps the calls of a sequence", async () => {
    const result = await runStateful(["archived-crash"], "openapi3", ["--max-steps", "2", "--no-shrink"]);
    // Three calls are needed: two are never enough.
    expect(result.stdout).not.toContain("Server error");
    expect(result.code).toBe(0);
    const bad = await cli(["run", `${server!.url}/openapi.json`, "--max-steps", "1"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Invalid value for --max-steps: 1 is less than the minimum of 2.");
  });

  it("asked for alone on a schema with nothing to chain, the stateful phase says so", async () => {
    server = await startServer(usersHandler([]));
    const result = await cli(["run", `${server.url}/openapi.json`, "--phases", "stateful", "--include-path", "/orders"]);
    expect(result.stdout).toContain("no_links: The stateful phase has nothing to run: the selected operations have no links, and none could be inferred.");
    expect(result.code).toBe(0);
  });

  it("apitest.toml: phases.stateful.max-steps caps sequences, phases.stateful.enabled = false turns the phase off", async () => {
    const dir = await mkdtemp(join(tmpdir(), "apitest-stateful-config-"));
    const capped = join(dir, "capped.toml");
    await writeFile(capped, ["[phases.stateful]", "max-steps = 2"].join("\n"));
    const short = await runStateful(["archived-crash"], "openapi3", ["--config-file", capped]);
    expect(short.stderr).not.toContain("max-steps");
    expect(short.stdout).not.toContain("Server error");
    await server?.close();
    const off = join(dir, "off.toml");
    await writeFile(off, ["[phases.stateful]", "enabled = false"].join("\n"));
    server = await startServer(usersHandler(["archived-crash"]));
    const result = await cli(["run", `${server.url}/openapi.json`, "--config-file", off, "-n", "5", "--seed", "1"]);
    expect(result.stdout).toContain("Phases:     examples, coverage, fuzzing\n");
    expect(result.stdout).not.toContain("Stateful phase");
  });

  it("a call that gets no response is an error of its operation, not a failure", async () => {
    const handler = usersHandler([]);
    const created = new Set<string>();
    // GET of an existing user drops the connection: only linked calls reach one.
    const raw = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        if (req.method === "GET" && created.has(url.pathname)) {
          req.socket.destroy();
          return;
        }
        const reply = handler({ method: req.method ?? "GET", url, headers: req.headers, body: Buffer.concat(chunks) });
        const location = reply.headers?.["Location"];
        if (location !== undefined) created.add(location);
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = raw.address() as AddressInfo;
      const result = await cli(["run", `http://127.0.0.1:${port}/openapi.json`, "--phases", "stateful", "--seed", "1", "-n", "30"]);
      expect(result.stdout).toContain("ERRORS");
      expect(result.stdout).toMatch(/_ GET \/users\/\{id\} _+\n\nNetwork error\n\n {3}GET http:\/\/127\.0\.0\.1:\d+\/users\/[0-9a-f-]{36} failed: the server closed the connection without answering/);
      expect(result.stdout).not.toContain("FAILURES");
      expect(result.code).toBe(1);
    } finally {
      raw.closeAllConnections();
      await new Promise((resolve) => raw.close(resolve));
    }
  });

  it("a clean API passes every default phase, stateful included", async () => {
    server = await startServer(usersHandler([]));
    const result = await cli(["run", `${server.url}/openapi.json`, "--seed", "3", "-n", "15"]);
    expect(result.stdout).toContain("Phases:     examples, coverage, fuzzing, stateful");
    expect(result.stdout).toContain("Stateful phase");
    expect(result.stdout).not.toContain("FAILURES");
    expect(result.code).toBe(0);
  });

  it("the same seed gives the same sequences", async () => {
    const first = stepsOf((await archivedCrashRaw()).stdout, "Server error");
    const second = stepsOf((await runStateful(["archived-crash"], "openapi3", ["--no-shrink"])).stdout, "Server error");
    const shape = (steps: { label: string; curl: string }[]) => steps.map((step) => `${step.label} ${step.curl.replace(/[0-9a-f-]{36}/g, "ID").replace(/127\.0\.0\.1:\d+/g, "HOST").replace(/Case-Id: \w+/, "")}`);
    expect(shape(second)).toEqual(shape(first));
  });

  it("JUnit, VCR and HAR reports carry the sequence", async () => {
    const dir = await reportDir;
    const result = await useAfterFree();
    expect(result.code).toBe(1);
    const junit = await readFile(join(dir, "junit.xml"), "utf8");
    expect(junit).toMatch(/Steps:\s+1\. POST \/users\s+curl -X POST[^\n]*\n\s+2\. DELETE \/users\/\{id\}\s+curl -X DELETE[^\n]*\n\s+3\. GET \/users\/\{id\}\s+curl -X GET/);
    const vcr = await readFile(join(dir, "vcr.yaml"), "utf8");
    expect(vcr).toContain('phase: "stateful"');
    expect(vcr).toMatch(/description: "stateful sequence step 3, values from step 1 \(POST \/users, 201\)"/);
    const har = JSON.parse(await readFile(join(dir, "har.json"), "utf8")) as { log: { entries: { _apitest: { phase: string; failures: { check: string }[] } }[] } };
    const stateful = har.log.entries.filter((entry) => entry._apitest.phase === "stateful");
    expect(stateful.length).toBeGreaterThan(10);
    expect(stateful.some((entry) => entry._apitest.failures.some((failure) => failure.check === "use_after_free"))).toBe(true);
  });
});
