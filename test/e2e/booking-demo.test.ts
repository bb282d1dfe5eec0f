import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFECT_EXPLANATION, runDemo } from "../../examples/booking/demo-run.js";

const MINI_CLI = fileURLToPath(new URL("../fixtures/booking/mini-cli.mjs", import.meta.url));
const DEMO = fileURLToPath(new URL("../../examples/booking/demo.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../../examples/booking/server.js", import.meta.url));
const README = fileURLToPath(new URL("../../README.md", import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url)));

function collect() {
  const lines: string[] = [];
  return { lines, log: (line: string) => void lines.push(line) };
}

// The stand-in CLI (test/fixtures/booking/mini-cli.mjs) gives the exit codes and tokens a real run
// cannot; what a real run shows (the explanation after the defect, the fixed API's clean 0) is
// asserted on the real demo runs at the end of this file.
describe("demo orchestration", () => {
  it("passes the CLI's exit code through for the fixed API", async () => {
    const out = collect();
    expect(await runDemo({ cliPath: MINI_CLI, fixed: true, log: out.log, extraArgs: ["--exit-with", "1"] })).toBe(1);
    expect(out.lines[0]).toMatch(/^Booking API \(fixed\) is serving http:\/\/127\.0\.0\.1:\d+\/openapi\.json/);
    expect(out.lines.join("\n")).not.toContain("defect planted");
  });

  it("passes any other exit code through, and sends the bearer token the API expects", async () => {
    const out = collect();
    expect(await runDemo({ cliPath: MINI_CLI, log: out.log, extraArgs: ["--exit-with", "2"] })).toBe(2);
    expect(out.lines.join("\n")).not.toContain("defect planted");
    // A wrong token would make the API answer 401 and the stand-in exit 3; its 422 is no defect.
    expect(await runDemo({ cliPath: MINI_CLI, log: out.log, token: "other-token" })).toBe(0);
  });
});

function run(file: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, [file, ...args], { env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => void (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe("server.js", () => {
  it("serves on the requested port with the token from BOOKING_TOKEN and prints the URL", async () => {
    const server = run(SERVER, ["--port", "0", "--fixed"], { ...process.env, BOOKING_TOKEN: "from-env" });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        server.child.stdout.on("data", () => {
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output().stdout);
          if (match?.[1] !== undefined) resolve(match[1]);
        });
        void server.exited.then((code) => reject(new Error(`server exited ${code}: ${server.output().stderr}`)));
      });
      expect(server.output().stdout).toContain("(fixed)");
      const body = JSON.stringify({ guest_name: "A", nights: 1, room_type: "" });
      const headers = { authorization: "Bearer from-env", "content-type": "application/json" };
      expect((await fetch(`${url}/bookings`, { method: "POST", headers, body })).status).toBe(422);
      expect((await fetch(`${url}/bookings`, { method: "POST", headers: { ...headers, authorization: "Bearer demo-token" }, body })).status).toBe(401);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("rejects a bad --port with a one-line message", async () => {
    const server = run(SERVER, ["--port", "eighty"]);
    expect(await server.exited).toBe(2);
    expect(server.output().stderr).toMatch(/^Invalid --port 'eighty'/);
    expect(server.output().stderr).not.toMatch(/\n\s+at /);
  });
});

/** What changes from run to run: ports, case ids. */
function normalized(text: string): string {
  return text.replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:<port>").replace(/X-Apitest-Case-Id: \w+/g, "X-Apitest-Case-Id: <id>");
}

/** The FAILURES section of a console report, up to the next section. */
function failuresSection(text: string): string {
  const start = text.indexOf("=============================== FAILURES");
  const end = text.indexOf("\n===============================", start + 1);
  return start < 0 ? "" : text.slice(start, end < 0 ? undefined : end).trimEnd();
}

/** The README's demo excerpt: the output block after "npm run demo" starts the booking API. */
function readmeExcerpt(): string {
  const readme = readFileSync(README, "utf8");
  const from = readme.indexOf("```\n=============================== FAILURES");
  return readme.slice(from + 4, readme.indexOf("```", from + 4)).trimEnd();
}

// End to end with the real CLI; needs `npm run build` (the `pretest` script and the global setup do it).
// One run of each API, side by side, serves every assertion below. Three examples an operation find
// the same failures as the default hundred (the coverage phase finds both defects).
describe.skipIf(!BUILT)("npm run demo (real apitest CLI)", () => {
  const demo = (args: string[]) => {
    const child = run(DEMO, [...args, "--max-examples", "3", "--seed", "1"]);
    return child.exited.then((code) => ({ code, ...child.output() }));
  };
  let runs: Promise<[Awaited<ReturnType<typeof demo>>, Awaited<ReturnType<typeof demo>>]>;
  beforeAll(() => {
    runs = Promise.all([demo([]), demo(["--fixed"])]);
  });

  it("finds the defect, explains it and turns 'failures found' into exit 0", async () => {
    const [defective] = await runs;
    expect(defective.code, defective.stdout + defective.stderr).toBe(0);
    expect(defective.stdout).toMatch(/^Booking API is serving http:\/\/127\.0\.0\.1:\d+\/openapi\.json\n/);
    expect(defective.stdout).toContain("Reproduce with:");
    // The explanation comes last, after the CLI's report.
    expect(defective.stdout.endsWith(`${DEFECT_EXPLANATION}\n`)).toBe(true);
    expect(DEFECT_EXPLANATION).toContain("defect planted");
    expect(DEFECT_EXPLANATION).toContain("npm run demo -- --fixed");
    // The README shows what the program prints: its excerpt is this run's failures, word for word.
    expect(normalized(readmeExcerpt())).toBe(normalized(failuresSection(defective.stdout)));
  });

  it("runs the fixed API clean, exit 0, with the warnings the README's note names", async () => {
    const [, fixed] = await runs;
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    expect(fixed.stdout).toMatch(/^Booking API \(fixed\) is serving http:\/\/127\.0\.0\.1:\d+\/openapi\.json\n/);
    expect(fixed.stdout).not.toContain("Reproduce with:");
    expect(fixed.stdout).not.toContain("defect planted");
    // The README's note on the fixed run names every warning it prints.
    const readme = readFileSync(README, "utf8");
    const note = readme.slice(readme.indexOf("`npm run demo -- --fixed` serves the fixed API"), readme.indexOf("## Reading the results"));
    const warnings = [...fixed.stdout.matchAll(/^(\w+): Many responses were/gm)].map((match) => match[1]);
    expect(warnings).toContain("missing_test_data");
    for (const warning of warnings) expect(note).toContain(`\`${warning}\``);
  });
});
