import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { apitest } from "../support/cli-output.js";
import { tempDir } from "../support/database-support.js";

const SERVER = fileURLToPath(new URL("../fixtures/dying-api/server.mjs", import.meta.url));

/** A real API process that exits on GET /explode (other methods get 405); with `relay`, restarted on the same port each time it exits. */
class DyingApi {
  port = 0;
  starts = 0;
  #child: ChildProcess | undefined;
  #stopped = false;

  constructor(private readonly relay: boolean) {}

  async start(): Promise<void> {
    const child = fork(SERVER, [String(this.port)], { stdio: ["ignore", "ignore", "ignore", "ipc"] });
    this.#child = child;
    this.starts++;
    const [message] = (await once(child, "message")) as [{ port: number }];
    this.port = message.port;
    child.once("exit", () => {
      if (this.relay && !this.#stopped) void this.start();
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    const child = this.#child;
    if (child !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill();
      await once(child, "exit");
    }
  }
}

let api: DyingApi | undefined;
afterEach(async () => {
  await api?.stop();
  api = undefined;
});

describe("an API that stops answering", () => {
  it("is a finding on the request it died on, stored; the run goes on once a relay brings it back", async () => {
    api = new DyingApi(true);
    await api.start();
    const database = join(tempDir(), "examples");
    const result = await apitest(["run", `http://127.0.0.1:${api.port}/openapi.json`, "--phases", "fuzzing", "-n", "5", "--generation-database", database]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("API stopped answering");
    expect(result.stdout).toContain("The API stopped answering after this request");
    expect(result.stdout).toMatch(/it answered again within \d+\.\d s/);
    expect(result.stdout).toMatch(new RegExp(`curl -X GET .*http://127\\.0\\.0\\.1:${api.port}/explode`));
    // The run went on: the operation after it was tested (it answered), and the run was not stopped.
    expect(result.stdout).toMatch(/✔ GET \/later {2}[1-9]\d* cases?/);
    expect(result.stdout).not.toContain("Stopped early");
    expect(api.starts).toBeGreaterThan(1);
    // Stored in the example database, like any failure.
    const files = await readdir(database, { recursive: true });
    const stored = await Promise.all(files.map((file) => readFile(join(database, String(file)), "utf8").catch(() => "")));
    expect(stored.join("\n")).toContain("/explode");
  });

  it("is found by the default run's first phases too, and the run goes on", async () => {
    api = new DyingApi(true);
    await api.start();
    const result = await apitest(["run", `http://127.0.0.1:${api.port}/openapi.json`, "-n", "3", "--seed", "1", "--generation-database", "none"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("The API stopped answering after this request");
    expect(result.stdout).toMatch(/curl -X GET .*\/explode/);
    expect(result.stdout).toMatch(/✔ GET \/later {2}[1-9]\d* cases?/);
    expect(result.stdout).not.toContain("Stopped early");
    // One defect, told once, however many times the run met it (the API died more than once).
    expect(api.starts).toBeGreaterThan(2);
    expect(result.stdout.split("1. API stopped answering")).toHaveLength(2);
  });

  it("ends the run with a clear reason when the API does not come back", async () => {
    api = new DyingApi(false);
    await api.start();
    const result = await apitest(["run", `http://127.0.0.1:${api.port}/openapi.json`, "--phases", "fuzzing", "-n", "5", "--seed", "1", "--generation-database", "none"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("The API stopped answering after this request");
    expect(result.stdout).toMatch(/did not answer again within \d+\.\d s/);
    expect(result.stdout).toMatch(/Stopped early: the API stopped answering after GET .*\/explode/);
  });
});
