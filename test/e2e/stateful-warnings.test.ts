import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.js";
import { usersHandler, type LinkStyle } from "../support/users-api.js";
import { apitest } from "../support/cli-output.js";
import { notesHandler } from "../support/notes-api.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function users(style: LinkStyle): Promise<string> {
  server = await startServer(usersHandler([], style));
  return `${server.url}/openapi.json`;
}

const INFERRED = "inferred_links: The schema declares no links";
const INVALID = "invalid_links: 1 link in the schema cannot be used";
const NO_LINKS = "no_links: The stateful phase has nothing to run";

describe("the link warnings follow --warnings and warnings =", () => {
  it("shown by default, and left out when --warnings names other warnings", async () => {
    const url = await users("none");
    const shown = await apitest(["run", url, "--phases", "stateful", "--seed", "1", "-n", "5"]);
    expect(shown.stdout).toContain(INFERRED);
    const other = await apitest(["run", url, "--phases", "stateful", "--seed", "1", "-n", "5", "--warnings", "missing_auth"]);
    expect(other.code).toBe(0);
    expect(other.stdout).not.toContain("inferred_links");
    const chosen = await apitest(["run", url, "--phases", "stateful", "--seed", "1", "-n", "5", "--warnings", "inferred_links"]);
    expect(chosen.stdout).toContain(INFERRED);
  });

  it("invalid_links and no_links: --warnings false silences them, a list keeps only what it names", async () => {
    const broken = await users("broken");
    expect((await apitest(["run", broken, "--phases", "stateful", "--seed", "1", "-n", "3"])).stdout).toContain(INVALID);
    expect((await apitest(["run", broken, "--phases", "stateful", "--seed", "1", "-n", "3", "--warnings", "false"])).stdout).not.toContain("invalid_links");
    const only = await apitest(["run", broken, "--phases", "stateful", "--seed", "1", "-n", "3", "--warnings", "invalid_links,no_links"]);
    expect(only.stdout).toContain(INVALID);
    await server?.close();
    const alone = ["run", await users("openapi3"), "--phases", "stateful", "--include-path", "/orders"];
    expect((await apitest(alone)).stdout).toContain(NO_LINKS);
    expect((await apitest([...alone, "--warnings", "invalid_links"])).stdout).not.toContain("no_links");
  });

  it("warnings = [...] in apitest.toml selects them too; the config schema lists the names", async () => {
    const dir = await mkdtemp(join(tmpdir(), "apitest-link-warnings-"));
    const config = join(dir, "apitest.toml");
    await writeFile(config, 'warnings = ["missing_test_data", "unusable_links"]\n');
    const url = await users("none");
    const run = await apitest(["run", url, "--phases", "stateful", "--seed", "1", "-n", "5", "--config-file", config]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("inferred_links");
    await writeFile(config, 'warnings = ["inferred_links"]\n');
    expect((await apitest(["run", url, "--phases", "stateful", "--seed", "1", "-n", "5", "--config-file", config])).stdout).toContain(INFERRED);
    const schema = JSON.parse(await readFile(new URL("../../schema/apitest-config.schema.json", import.meta.url), "utf8")) as unknown;
    expect(JSON.stringify(schema)).toContain('"enum":["missing_auth","missing_test_data","validation_mismatch","invalid_links","inferred_links","unusable_links","no_links","unsendable_parameters"]');
  });

  it("a misspelt name is a usage error listing every name", async () => {
    const url = await users("none");
    const run = await apitest(["run", url, "--warnings", "inferred_link"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Invalid warning 'inferred_link' in --warnings");
    expect(run.stderr).toContain("inferred_links, unusable_links, no_links");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("the progress line of the stateful phase", () => {
  it("counts the operations that take part in links, not every operation", async () => {
    server = await startServer(notesHandler([]));
    const run = await apitest(["run", `${server.url}/openapi.json`, "--phases", "fuzzing,stateful", "--seed", "1", "-n", "3"], { tty: true });
    expect(run.code, run.stderr).toBe(0);
    // 6 operations; GET /health and GET /notes are in no link.
    expect(run.stdout).toContain("Fuzzing  0/6 operations");
    expect(run.stdout).toContain("Stateful  0/4 operations");
    expect(run.stdout).not.toMatch(/Stateful {2}\d+\/6 operations/);
  });
});
