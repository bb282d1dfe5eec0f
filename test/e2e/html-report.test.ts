import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { zooHandler } from "../support/zoo-api.js";
import { memoryOutput, startServer, type TestServer } from "../support/server.js";

/** Debian's `chromium` package (.ci/run installs it): browsers cannot be downloaded here. */
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const SCREENSHOT = fileURLToPath(new URL("../../docs/images/html-report.png", import.meta.url));
const TOKEN = "html-report-secret-7f3a";

const INSTALL = "Install it with 'apt-get install -y chromium' (.ci/run does), or point CHROMIUM_PATH at a Chromium binary.";

function requireChromium(): void {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: this test drives a real browser. ${INSTALL}`);
}

/** Starts the browser; one that is there but does not start says so (no separate `--version` process: the launch is the check). */
async function launchChromium(): Promise<Browser> {
  try {
    return await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      // Root in CI containers needs --no-sandbox; nothing here is untrusted.
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    });
  } catch (error) {
    throw new Error(`Chromium at ${CHROMIUM} did not start (${error instanceof Error ? error.message : String(error)}). ${INSTALL}`);
  }
}

describe("apitest run --report html, opened in headless Chromium", () => {
  let server: TestServer;
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    requireChromium();
    server = await startServer(zooHandler());
    dir = await mkdtemp(join(tmpdir(), "apitest-html-"));
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("renders every failing operation of a real run, with no console error, and makes the README screenshot", async () => {
    const html = join(dir, "report.html");
    const events = join(dir, "events.ndjson");
    const stdout = memoryOutput();
    const code = await main(
      ["run", `${server.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "--seed", "5", "-n", "5", "--report-html-path", html, "--report-ndjson-path", events, "--no-color"],
      { stdout, stderr: memoryOutput(), env: {} },
    );
    expect(code).toBe(1);
    const file = readFileSync(html, "utf8");
    expect(file).not.toContain(TOKEN);

    // The failing operations, as the machine-readable stream tells them.
    const records = readFileSync(events, "utf8").trimEnd().split("\n").map((line) => JSON.parse(line) as { event: string; operation?: string });
    const failing = [...new Set(records.filter((record) => record.event === "failure" || record.event === "error").map((record) => record.operation!))];
    // The zoo's seeded defects reach most of its 30 operations.
    expect(failing.length).toBeGreaterThanOrEqual(15);

    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warn") problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${String(error)}`));
    page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
    await page.goto(pathToFileURL(html).href, { waitUntil: "load" });

    // Every failing operation has one section, with a heading naming it.
    const sections = await page.$$eval("section.op-failures", (nodes) =>
      nodes.map((node) => ({ operation: node.getAttribute("data-operation"), headings: node.querySelectorAll("h3").length, entries: node.querySelectorAll("article.entry").length })),
    );
    expect(sections.map((section) => section.operation).sort()).toEqual([...failing].sort());
    // Causes shared by several operations are listed once each, linking to the operations they hit.
    const causes = await page.$$eval("article.finding", (nodes) => nodes.map((node) => node.querySelectorAll("ul.ops li").length));
    expect(causes.length).toBeGreaterThan(0);
    expect(Math.max(...causes)).toBeGreaterThan(1);
    for (const section of sections) expect(section).toMatchObject({ headings: 1 });
    for (const section of sections) expect(section.entries).toBeGreaterThan(0);
    const visible = await page.$$eval("section.op-failures h3", (nodes) => nodes.map((node) => (node as HTMLElement).offsetHeight > 0 && (node.textContent ?? "")));
    expect(visible.every((text) => typeof text === "string" && text.length > 0)).toBe(true);

    // The table: one row per operation; the filter and the failing-only box hide rows.
    const rows = async (): Promise<number> => page.$$eval("#operations-table tbody tr", (nodes) => nodes.filter((node) => !(node as HTMLElement).hidden).length);
    const all = await rows();
    expect(all).toBe(30);
    await page.click("#failing-only");
    expect(await rows()).toBe(failing.length);
    await page.click("#failing-only");
    await page.type("#operation-filter", "enclosures");
    expect(await rows()).toBe(5);
    await page.type("#operation-filter", " get");
    expect(await rows()).toBe(2);
    await page.$eval("#operation-filter", (input) => {
      (input as HTMLInputElement).value = "";
      input.dispatchEvent(new Event("input"));
    });
    expect(await rows()).toBe(all);
    // Sorting by requests, descending after two clicks.
    const requestsHeader = (await page.$$("#operations-table thead th"))[4]!;
    await requestsHeader.click();
    await requestsHeader.click();
    const counts = await page.$$eval("#operations-table tbody tr", (nodes) => nodes.map((node) => Number((node as HTMLTableRowElement).cells[4]!.textContent)));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // The copy button works or falls back to selecting the command, without an error.
    const copy = "article.entry > div.curl > button.copy";
    await page.click(copy);
    await page.waitForFunction((selector) => /Copied|Ctrl\+C/.test(document.querySelector(selector)?.textContent ?? ""), { timeout: 10_000, polling: 20 }, copy);

    // Charts drawn inline.
    expect(await page.$$eval("#charts svg rect", (nodes) => nodes.length)).toBeGreaterThan(5);

    expect(problems).toEqual([]);
    expect(requests.filter((url) => !url.startsWith("file:"))).toEqual([]);

    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    // The top of the page, as a person first sees it: summary, charts, the table and the first failure.
    await page.setViewport({ width: 1280, height: 1500, deviceScaleFactor: 1 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // The picture is always taken; it replaces the committed one only when asked
    // (UPDATE_SCREENSHOTS=1 npx vitest run test/e2e/html-report.test.ts), so a test run leaves the
    // working tree clean (ports and timings differ from run to run).
    const picture = await page.screenshot({ encoding: "binary" });
    expect(Buffer.from(picture).subarray(1, 4).toString()).toBe("PNG");
    if (process.env["UPDATE_SCREENSHOTS"] === "1" || !existsSync(SCREENSHOT)) writeFileSync(SCREENSHOT, picture);
    expect(readFileSync(SCREENSHOT).subarray(1, 4).toString()).toBe("PNG");
    await page.close();
  }, 180_000);
  it("opens the page merge-reports draws from two shards: every failing operation once, no console error", async () => {
    const failing = new Set<string>();
    for (const shard of ["1/2", "2/2"]) {
      const out = join(dir, "shards", shard.replace("/", "-of-"));
      const code = await main(
        ["run", `${server.url}/openapi.json`, "-H", `Authorization: Bearer ${TOKEN}`, "--seed", "5", "-n", "5", "--shard", shard, "--report", "html,ndjson", "--report-dir", out, "--no-color"],
        { stdout: memoryOutput(), stderr: memoryOutput(), env: {} },
      );
      expect(code).toBe(1);
      const records = readFileSync(join(out, "events.ndjson"), "utf8").trimEnd().split("\n").map((line) => JSON.parse(line) as { event: string; operation?: string });
      for (const record of records) if (record.event === "failure" || record.event === "error") failing.add(record.operation!);
    }
    const merged = join(dir, "merged");
    const stdout = memoryOutput();
    expect(await main(["merge-reports", join(dir, "shards", "1-of-2"), join(dir, "shards", "2-of-2"), "--report-dir", merged], { stdout, stderr: memoryOutput(), env: {} })).toBe(0);
    const html = join(merged, "report.html");
    expect(readFileSync(html, "utf8")).not.toContain(TOKEN);

    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warn") problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${String(error)}`));
    await page.goto(pathToFileURL(html).href, { waitUntil: "load" });
    const sections = await page.$$eval("section.op-failures", (nodes) => nodes.map((node) => node.getAttribute("data-operation")));
    expect(failing.size).toBeGreaterThanOrEqual(10);
    expect(sections.sort()).toEqual([...failing].sort());
    expect(await page.$$eval("#operations-table tbody tr", (nodes) => nodes.length)).toBe(30);
    expect(await page.$$eval("#charts svg rect", (nodes) => nodes.length)).toBeGreaterThan(5);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
