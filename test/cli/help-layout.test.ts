import { describe, expect, it } from "vitest";
import { helpWidth, wrapText } from "../../src/cli/help-layout.js";
import { main } from "../../src/cli/main.js";
import { ALL_CHECK_NAMES } from "../../src/core/check-names.js";
import { PHASES } from "../../src/core/phase.js";
import { memoryOutput } from "../support/server.js";

async function help(args: string[], env: Record<string, string>, tty?: { columns: number }): Promise<string> {
  const stdout = { ...memoryOutput(), ...(tty === undefined ? {} : { isTTY: true, columns: tty.columns }) };
  const code = await main(args, { stdout, stderr: memoryOutput(), env });
  expect(code).toBe(0);
  return stdout.text();
}

/** Width in characters (not bytes: the help has … and –). */
const widest = (text: string): number => Math.max(...text.split("\n").map((line) => [...line].length));

const COMMANDS = [["--help"], ["run", "--help"], ["replay", "--help"], ["help", "run"]];

describe("apitest --help", () => {
  it("wraps every command's help to COLUMNS, the terminal width, or 80 when neither is known", async () => {
    for (const args of COMMANDS) {
      expect(widest(await help(args, { COLUMNS: "80" })), args.join(" ")).toBeLessThanOrEqual(80);
      expect(widest(await help(args, {})), args.join(" ")).toBeLessThanOrEqual(80);
      expect(widest(await help(args, { COLUMNS: "100" })), args.join(" ")).toBeLessThanOrEqual(100);
      expect(widest(await help(args, { COLUMNS: "60" })), args.join(" ")).toBeLessThanOrEqual(80);
      expect(widest(await help(args, {}, { columns: 72 })), args.join(" ")).toBeLessThanOrEqual(72);
    }
    // Wider terminals get longer lines, not the 80-column layout.
    expect(widest(await help(["run", "--help"], { COLUMNS: "120" }))).toBeGreaterThan(80);
  });

  it("prints each default once", async () => {
    const text = (await help(["run", "--help"], {})).replace(/\s+/g, " ");
    expect(text).not.toContain("(default: [])");
    expect(text).not.toMatch(/\(default: [^)]*\) \(default:/);
    expect(text).toContain("--include-path <value> test only operations with this path template, e.g. /users/{id}; repeatable, any value matches (default: all operations) --include-method");
  });

  it("groups the options of a run", async () => {
    const text = await help(["run", "--help"], {});
    const groups = [...text.matchAll(/^([A-Z][A-Za-z ]+):$/gm)].map((match) => match[1]);
    expect(groups).toEqual(["Arguments", "What to test", "Generation", "Checks", "Network", "Reports", "Output", "Phases (--phases)", "Exit codes", "Examples"].filter((name) => !name.includes("(")));
    const section = (name: string): string => text.slice(text.indexOf(`\n${name}:\n`), text.indexOf("\n\n", text.indexOf(`\n${name}:\n`) + 2));
    expect(section("Network")).toContain("--workers");
    expect(section("Checks")).toContain("--exclude-checks");
    expect(section("Generation")).toContain("--max-examples");
    expect(section("Reports")).toContain("--report-junit-path");
    expect(section("Output")).toContain("--output-verbosity <normal|full>");
    expect(section("What to test")).toContain("--include-tag-regex");
  });

  it("lists the phase and check names, how to silence a check, and the exit codes", async () => {
    const text = (await help(["run", "--help"], {})).replace(/\s+/g, " ");
    expect(text).toContain(`Phases (--phases): ${PHASES.join(", ")}`);
    for (const check of ALL_CHECK_NAMES) expect(text).toContain(check);
    expect(text).toContain("[checks.<name>] enabled = false");
    for (const [code, meaning] of [["0", "every check passed"], ["1", "failures or errors were found"], ["2", "the run could not be done"], ["130", "interrupted"]]) {
      expect(text).toMatch(new RegExp(`Exit codes:.* ${code} +${meaning}`));
    }
    const top = (await help(["--help"], {})).replace(/\s+/g, " ");
    expect(top).toContain("GraphQL");
    expect(top).toMatch(/Exit codes: 0 every check passed 1 failures or errors were found 2 the run could not be done/);
  });
});

describe("helpWidth and wrapText", () => {
  it("takes COLUMNS over the terminal, 80 when neither says, never below 40", () => {
    expect(helpWidth({ COLUMNS: "100" }, { isTTY: true, columns: 200 })).toBe(100);
    expect(helpWidth({}, { isTTY: true, columns: 120 })).toBe(120);
    expect(helpWidth({}, { isTTY: false, columns: 120 })).toBe(80);
    expect(helpWidth({ COLUMNS: "x" }, {})).toBe(80);
    expect(helpWidth({ COLUMNS: "10" }, {})).toBe(40);
  });

  it("wraps at spaces within the width, after the indent", () => {
    expect(wrapText("aaa bbb ccc ddd", 12, "  ")).toBe("  aaa bbb\n  ccc ddd");
    expect(wrapText("one\ntwo", 80, "> ")).toBe("> one\n> two");
  });
});
