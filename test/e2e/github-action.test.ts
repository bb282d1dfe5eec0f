import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { inventoryDocument, inventoryHandler } from "../support/inventory-api.js";
import { startServer, type TestRequest, type TestServer } from "../support/server.js";

// action.yml at the repository root, read as GitHub reads it, then its shell steps run here as a
// runner would run them (`bash --noprofile --norc -eo pipefail`, inputs through the step's env,
// GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files), with the repository's apitest installed as
// node_modules/.bin/apitest. The `uses:` steps (setup-node, upload-artifact) are GitHub's own.

const exec = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The action's checkout as a runner names it (GITHUB_ACTION_PATH: no trailing slash). */
const ACTION_PATH = ROOT.replace(/\/$/, "");

interface ActionInput {
  readonly description: string;
  readonly required?: boolean;
  readonly default?: string;
}
interface ActionStep {
  readonly id?: string;
  readonly if?: string;
  readonly uses?: string;
  readonly shell?: string;
  readonly run?: string;
  readonly env?: Record<string, string>;
  readonly with?: Record<string, string>;
}
interface Action {
  readonly name: string;
  readonly inputs: Record<string, ActionInput>;
  readonly outputs: Record<string, { value: string }>;
  readonly runs: { readonly using: string; readonly steps: readonly ActionStep[] };
}

const text = readFileSync(join(ROOT, "action.yml"), "utf8");
const action = parse(text) as Action;
const EXPRESSION = /\$\{\{\s*(.*?)\s*\}\}/g;

/** Values of the expressions action.yml uses: inputs, earlier steps' outputs, always(). */
function evaluate(expression: string, inputs: Record<string, string>, outputs: Record<string, Record<string, string>>): string | boolean {
  const terms = expression.split("&&").map((term) => term.trim());
  if (terms.length > 1) return terms.every((term) => evaluate(term, inputs, outputs) === true);
  const compare = /^inputs\.([\w-]+) == '([^']*)'$/.exec(expression);
  if (compare !== null) return inputs[compare[1] as string] === compare[2];
  if (expression === "always()") return true;
  const input = /^inputs\.([\w-]+)$/.exec(expression);
  if (input !== null) return inputs[input[1] as string] ?? "";
  const output = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression);
  if (output !== null) return outputs[output[1] as string]?.[output[2] as string] ?? "";
  throw new Error(`action.yml uses an expression this test cannot evaluate: ${expression}; teach evaluate() about it`);
}

function substitute(value: string, inputs: Record<string, string>, outputs: Record<string, Record<string, string>>): string {
  return value.replace(EXPRESSION, (_whole, expression: string) => String(evaluate(expression, inputs, outputs)));
}

/** Runs the action's shell steps in `cwd` with these inputs; returns the exit code of the last step run and the job summary. */
async function runAction(cwd: string, given: Record<string, string>, extraEnv: NodeJS.ProcessEnv = {}): Promise<{ code: number; summary: string; logs: string; outputs: Record<string, Record<string, string>> }> {
  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) inputs[name] = given[name] ?? input.default ?? "";
  const outputs: Record<string, Record<string, string>> = {};
  const summary = join(cwd, `summary-${Date.now()}.md`);
  writeFileSync(summary, "");
  let code = 0;
  let logs = "";
  for (const [index, step] of action.runs.steps.entries()) {
    if (step.if !== undefined && evaluate(step.if.replace(EXPRESSION, "$1"), inputs, outputs) !== true) continue;
    if (step.run === undefined) continue;
    const outputFile = join(cwd, `output-${index}`);
    writeFileSync(outputFile, "");
    const env: NodeJS.ProcessEnv = { PATH: process.env["PATH"], HOME: process.env["HOME"], NO_COLOR: "1", GITHUB_ACTION_PATH: ACTION_PATH, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summary, ...extraEnv };
    for (const [name, value] of Object.entries(step.env ?? {})) env[name] = substitute(String(value), inputs, outputs);
    const script = join(cwd, `step-${index}.sh`);
    writeFileSync(script, step.run);
    const result = await exec("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], { cwd, env, timeout: 120_000 }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    code = "code" in result ? result.code : 0;
    logs += result.stdout + result.stderr;
    const written: Record<string, string> = {};
    for (const line of readFileSync(outputFile, "utf8").split("\n")) {
      const at = line.indexOf("=");
      if (at > 0) written[line.slice(0, at)] = line.slice(at + 1);
    }
    if (step.id !== undefined) outputs[step.id] = written;
  }
  return { code, summary: readFileSync(summary, "utf8"), logs, outputs };
}

describe("action.yml", () => {
  it("is a composite action whose every input is used and every used input declared", () => {
    expect(action.runs.using).toBe("composite");
    const declared = Object.keys(action.inputs);
    const used = new Set([...text.matchAll(/\binputs\.([\w-]+)/g)].map((match) => match[1] as string));
    expect([...used].filter((name) => !declared.includes(name))).toEqual([]);
    expect(declared.filter((name) => !used.has(name))).toEqual([]);
    for (const [name, input] of Object.entries(action.inputs)) expect(input.description, name).toMatch(/\S/);
    expect(action.inputs["schema"]?.required).toBe(true);
    // Every step's outputs it reads exist: `steps.run.outputs.exit-code` is written by the step with id run.
    for (const match of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
      const step = action.runs.steps.find((candidate) => candidate.id === match[1]);
      expect(step?.run, match[0]).toContain(`echo "${match[2]}=`);
    }
  });

  it("installs Node, uploads the reports as an artifact, and never splices an input into a script", () => {
    const uses = action.runs.steps.map((step) => step.uses).filter((name) => name !== undefined);
    expect(uses).toEqual(["actions/setup-node@v4", "actions/upload-artifact@v4"]);
    const upload = action.runs.steps.find((step) => step.uses === "actions/upload-artifact@v4");
    expect(upload?.if).toContain("always()");
    expect(upload?.with?.["path"]).toBe("${{ inputs.report-dir }}");
    for (const step of action.runs.steps) {
      if (step.run === undefined) continue;
      expect(step.shell).toBe("bash");
      expect(step.run, "an expression in a script is a script injection").not.toMatch(/\$\{\{/);
    }
  });

  it("is used in docs/ci.md with declared inputs only, and every required one", () => {
    const docs = readFileSync(join(ROOT, "docs/ci.md"), "utf8");
    const uses: Record<string, unknown>[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node !== null && typeof node === "object") {
        const record = node as Record<string, unknown>;
        if (typeof record["uses"] === "string" && /\/apitest@/.test(record["uses"])) uses.push(record);
        Object.values(record).forEach(visit);
      }
    };
    for (const block of docs.matchAll(/```yaml\n([\s\S]*?)```/g)) visit(parse(block[1] as string));
    expect(uses.length).toBeGreaterThanOrEqual(2);
    const declared = Object.keys(action.inputs);
    const required = declared.filter((name) => action.inputs[name]?.required === true);
    for (const step of uses) {
      const given = Object.keys((step["with"] ?? {}) as object);
      expect(given.filter((name) => !declared.includes(name))).toEqual([]);
      for (const name of required) expect(given).toContain(name);
    }
    // The inputs table lists every input.
    for (const name of declared) expect(docs).toContain(`| \`${name}\` |`);
  });

  describe("run as a runner runs it", () => {
    let server: TestServer;
    const seen: TestRequest[] = [];
    let cwd: string;
    beforeAll(async () => {
      const handler = inventoryHandler();
      server = await startServer((request) => {
        seen.push(request);
        return handler(request);
      });
      cwd = process.cwd();
      writeFileSync(join(cwd, "openapi.json"), JSON.stringify(inventoryDocument()));
      mkdirSync(join(cwd, "node_modules/.bin"), { recursive: true });
      symlinkSync(join(ROOT, "bin/apitest.js"), join(cwd, "node_modules/.bin/apitest"));
    });
    afterAll(async () => {
      await server.close();
    });

    it("runs apitest with the inputs, writes the reports and the job summary, and fails the job on failures", async () => {
      const result = await runAction(cwd, {
        schema: "openapi.json",
        "base-url": server.url,
        headers: "X-Team: payments\n\nAuthorization: Bearer s3cret-token\n",
        args: `--max-examples 5 --seed 3 --generation-database none --include-name 'POST /items'`,
        reports: "har",
        "report-dir": "reports/api",
      });
      expect(result.outputs["run"]?.["exit-code"]).toBe("1");
      expect(result.code).toBe(1);
      // Headers and quoted extra arguments arrived as meant.
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((request) => request.headers["x-team"] === "payments" && request.headers["authorization"] === "Bearer s3cret-token")).toBe(true);
      // Only POST /items was selected (coverage also probes the path's undeclared methods).
      expect(new Set(seen.map((request) => request.url.pathname))).toEqual(new Set(["/items"]));
      expect(seen.some((request) => request.method === "POST")).toBe(true);
      // JUnit (for the summary) besides the asked-for HAR.
      const files = readdirSync(join(cwd, "reports/api"));
      expect(files.some((name) => /^junit.*\.xml$/.test(name))).toBe(true);
      expect(files.some((name) => /^har.*\.json$/.test(name))).toBe(true);
      expect(result.summary).toMatch(/^## apitest: Inventory\n/);
      expect(result.summary).toContain("in 1 operation");
      expect(result.summary).toContain("| `not_a_server_error` |");
      expect(result.summary).toMatch(/```sh\n\s*curl -X POST .*\/items/);
      expect(result.summary + result.logs).not.toContain("s3cret-token");
    });

    it("passes the job when nothing fails, and leaves the summary out when asked", async () => {
      const result = await runAction(cwd, {
        schema: "openapi.json",
        "base-url": server.url,
        args: "--max-examples 3 --seed 3 --generation-database none --include-name 'GET /items/{id}' --checks not_a_server_error",
        summary: "false",
        "report-dir": "reports/clean",
      });
      expect(result.outputs["run"]?.["exit-code"]).toBe("0");
      expect(result.code).toBe(0);
      expect(result.summary).toBe("");
      expect(existsSync(join(cwd, "reports/clean"))).toBe(true);
    });
  });
  // A project without apitest installed, and a registry that does not answer (nothing leaves this
  // machine): the action falls back on its own checkout, or says clearly that it cannot install.
  describe("when the registry does not have apitest-pbt", () => {
    let server: TestServer;
    let project: string;
    const offline = { npm_config_registry: "http://127.0.0.1:9/", npm_config_fetch_retries: "0", npm_config_cache: "" };
    beforeAll(async () => {
      server = await startServer(inventoryHandler());
      project = join(process.cwd(), "no-apitest");
      mkdirSync(project, { recursive: true });
      offline.npm_config_cache = join(project, ".npm-cache");
      writeFileSync(join(project, "openapi.json"), JSON.stringify(inventoryDocument()));
    });
    afterAll(async () => {
      await server.close();
    });

    it("runs apitest from the action's own checkout, and reports its exit code", async () => {
      const result = await runAction(
        project,
        { schema: "openapi.json", "base-url": server.url, args: "--max-examples 3 --seed 3 --generation-database none --include-name 'GET /items/{id}' --checks not_a_server_error", "report-dir": "reports/fallback" },
        { ...offline, GITHUB_ACTION_PATH: ACTION_PATH },
      );
      expect(result.logs).toContain(`apitest-pbt@latest is not in the npm registry (or the registry cannot be reached): using apitest from the action's own checkout, ${ACTION_PATH}.`);
      expect(result.outputs["run"]?.["apitest"]).toBe(`node ${ACTION_PATH}/bin/apitest.js`);
      expect(result.outputs["run"]?.["exit-code"]).toBe("0");
      expect(result.code).toBe(0);
      expect(result.summary).toMatch(/^## apitest: Inventory\n/);
    });

    it("exits 2 with a clear message when the checkout cannot be built either", async () => {
      // A checkout with nothing built and no lock file: `npm ci` refuses at once.
      const checkout = join(project, "unbuilt-action");
      mkdirSync(checkout, { recursive: true });
      writeFileSync(join(checkout, "package.json"), JSON.stringify({ name: "apitest-pbt", version: "0.0.0", private: true }));
      const result = await runAction(project, { schema: "openapi.json", "base-url": server.url, "report-dir": "reports/none" }, { ...offline, GITHUB_ACTION_PATH: checkout });
      expect(result.outputs["run"]?.["exit-code"]).toBe("2");
      expect(result.code).toBe(2);
      expect(result.logs).toContain("::error title=apitest could not be installed::apitest-pbt@latest is not in the npm registry, and building the action's checkout");
      expect(result.logs).toContain("Install apitest-pbt in the project (node_modules/.bin/apitest is used when present) or set the version input to a published version.");
      expect(result.summary).toContain("apitest wrote no JUnit report");
    });
  });
});
