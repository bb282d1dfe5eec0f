/**
 * Every code example in README.md and docs/*.md is checked against the real thing:
 * - a `toml` block is an apitest.toml: parsed and validated by the configuration loader;
 * - a `sh` block's `apitest …` commands are parsed by the real command-line program (every flag
 *   exists and takes the values written), without running anything;
 * - a `ts`/`js` block compiles (esbuild's TypeScript parser, the project's bundler; the TypeScript
 *   compiler cost a second of loading) and imports only names the package really exports from the
 *   entry point it names.
 * Blocks that show output (no language, `text`, `console`) are not code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type ImportDeclaration } from "acorn";
import { transformSync, type TransformFailure } from "esbuild";
import { describe, expect, it } from "vitest";
import { buildProgram } from "../../src/cli/main.js";
import { problems } from "../support/config-support.js";

const ROOT = join(import.meta.dirname, "..", "..");
const PAGES = ["README.md", ...readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];

interface Block {
  readonly page: string;
  readonly line: number;
  readonly lang: string;
  readonly code: string;
}

function blocksOf(page: string): Block[] {
  const lines = readFileSync(join(ROOT, page), "utf8").split("\n");
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w*)/.exec(lines[i] ?? "");
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i] ?? ""); i++) body.push(lines[i] ?? "");
    blocks.push({ page, line: start + 1, lang: open[2] ?? "", code: body.join("\n") });
  }
  return blocks;
}

const BLOCKS = PAGES.flatMap(blocksOf);
const where = (block: Block): string => `${block.page}:${block.line}`;

/** Splits a shell line into words (single and double quotes, backslash continuations joined before). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /'([^']*)'|"((?:\\.|[^"\\])*)"|(\S+)/g;
  for (const match of line.matchAll(pattern)) words.push(match[1] ?? match[2] ?? match[3] ?? "");
  return words;
}

/** The `apitest …` command lines of a shell block, without comments, continuations joined. */
function apitestCommands(code: string): string[][] {
  const joined = code.replace(/\\\n\s*/g, " ");
  const commands: string[][] = [];
  for (const raw of joined.split("\n")) {
    // `${{ … }}`, `$(…)` and `<placeholder>` stand for values the reader supplies.
    const line = raw.replace(/\s+#\s.*$/, "").replace(/\$\{\{[^}]*\}\}|\$\([^)]*\)|<[^>]*>/g, "1").trim();
    const words = shellWords(line);
    const at = words.findIndex((word) => word === "apitest" || word.endsWith("bin/apitest.js"));
    if (at < 0 || (at > 0 && !["npx", "node"].includes(words[at - 1] ?? ""))) continue;
    commands.push(words.slice(at + 1));
  }
  return commands;
}

/** Parses `args` with the real program, stopping before any command's action runs. */
function parseOnly(args: string[]): string | undefined {
  const output: string[] = [];
  const io = { stdout: { write: (text: string) => output.push(text) }, stderr: { write: (text: string) => output.push(text) }, env: {} };
  const program = buildProgram(io as never, () => undefined);
  for (const command of program.commands) {
    command.exitOverride();
    command.action(() => undefined);
  }
  try {
    program.parse(["node", "apitest", ...args]);
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code === "commander.helpDisplayed" || code === "commander.version") return undefined;
    return `${code}: ${output.join("")}`;
  }
}

/**
 * A TypeScript or JavaScript example's syntax errors, and its value imports (type-only ones are
 * dropped: `verbatimModuleSyntax` keeps every other import, used or not, as written).
 */
function compile(code: string): { errors: string[]; imports: { specifier: string; names: string[] }[] } {
  let output: string;
  try {
    output = transformSync(code, { loader: "ts", format: "esm", target: "es2022", tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } } }).code;
  } catch (error) {
    return { errors: (error as TransformFailure).errors.map((message) => `${message.text} (line ${message.location?.line ?? "?"})`), imports: [] };
  }
  const program = parse(output, { ecmaVersion: "latest", sourceType: "module" });
  const imports = program.body
    .filter((node): node is ImportDeclaration => node.type === "ImportDeclaration")
    .map((node) => ({
      specifier: String(node.source.value),
      names: node.specifiers.flatMap((specifier) => (specifier.type === "ImportSpecifier" ? [specifier.imported.type === "Identifier" ? specifier.imported.name : String(specifier.imported.value)] : [])),
    }));
  return { errors: [], imports };
}

describe("code examples in README.md and docs/", () => {
  it("finds the pages and their examples", () => {
    expect(PAGES).toContain("README.md");
    expect(BLOCKS.filter((block) => block.lang === "toml").length).toBeGreaterThan(3);
    expect(BLOCKS.filter((block) => block.lang === "sh").length).toBeGreaterThan(5);
    expect(BLOCKS.filter((block) => block.lang === "ts").length).toBeGreaterThan(5);
  });

  it.each(BLOCKS.filter((block) => block.lang === "toml").map((block) => [where(block), block] as const))(
    "%s: the apitest.toml example is a valid configuration",
    (_, block) => {
      // Fragments of a larger file start with a table; variables come from the environment.
      const env = new Proxy({}, { get: (_target, name) => (typeof name === "string" ? "value" : undefined), has: () => true });
      expect(problems(block.code, env as Record<string, string>)).toEqual([]);
    },
  );

  it.each(BLOCKS.filter((block) => block.lang === "sh" || block.lang === "bash" || block.lang === "yaml").map((block) => [where(block), block] as const))(
    "%s: every apitest command parses with the real command line",
    (_, block) => {
      for (const args of apitestCommands(block.code)) expect(parseOnly(args), `apitest ${args.join(" ")}`).toBeUndefined();
    },
  );

  it("the GraphQL Vitest examples set a per-test timeout: 50 documents and a shrink outlast Vitest's default 5 s on a slow machine", () => {
    const graphqlVitest = BLOCKS.filter((block) => block.code.includes('from "apitest-pbt/vitest"') && block.code.includes("graphql.from") && /parametrize\(/.test(block.code));
    expect(graphqlVitest.length).toBeGreaterThan(0);
    for (const block of graphqlVitest) {
      for (const call of block.code.match(/parametrize\([^\n]*\)\(/g) ?? []) expect(call, where(block)).toMatch(/timeout: \d/);
    }
  });

  it.each(BLOCKS.filter((block) => ["ts", "js", "typescript", "javascript", "mjs"].includes(block.lang)).map((block) => [where(block), block] as const))(
    "%s: the code compiles and imports what the package exports",
    async (_, block) => {
      const { errors, imports } = compile(block.code);
      expect(errors).toEqual([]);
      for (const { specifier, names } of imports) {
        const entry = /^apitest-pbt(\/(vitest|jest|node-test))?$/.exec(specifier);
        if (!entry) continue;
        const module = (await import(join(ROOT, "lib", `${entry[2] ?? "index"}.js`))) as Record<string, unknown>;
        for (const name of names) expect(module[name], `${specifier} exports ${name}`).toBeDefined();
      }
    },
  );
});
