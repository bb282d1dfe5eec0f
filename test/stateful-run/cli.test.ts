import { afterEach, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";
import { usersHandler, type Defect, type LinkStyle } from "./users-api.js";

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

async function runStateful(defects: readonly Defect[], style: LinkStyle = "openapi3", extra: string[] = []) {
  server = await startServer(usersHandler(defects, style));
  return cli(["run", `${server.url}/openapi.json`, "--phases", "stateful", "--seed", "1", ...extra]);
}

/** The numbered steps printed under "Reproduce with:" for the failure titled `title`. */
function stepsOf(out: string, title: string): string[] {
  const start = out.indexOf(title);
  expect(start).toBeGreaterThan(-1);
  const rest = out.slice(out.indexOf("Reproduce with:", start));
  const steps: string[] = [];
  for (const line of rest.split("\n").slice(2)) {
    const match = /^ {4}\d+\. (.+)$/.exec(line);
    if (match !== null) steps.push(match[1]!);
    else if (!/^ {7}curl /.test(line)) break;
  }
  return steps;
}

describe("the stateful phase finds defects only a sequence shows", () => {
  it("use after free: create, delete, get still 200", async () => {
    const result = await runStateful(["use-after-free"]);
    console.log(result.stdout, result.stderr);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("Use after free");
  });
});
