import { describe, expect, it } from "vitest";
import { readJunit, renderJunit, type JunitDocument } from "../../src/reporting/junit-document.js";
import { mergeJunit, mergeNotes } from "../../src/reporting/junit-merge.js";
import { renderMarkdownSummary } from "../../src/reporting/summary-markdown.js";
import { readXml, XmlReadError } from "../../src/reporting/xml-read.js";

const document: JunitDocument = {
  testcases: [
    {
      name: "POST /a|b",
      classname: "T & <co>",
      time: 1.5,
      failures: [{ type: "not_a_server_error", message: "Server error\tnow\n'x'", text: "Received: 500 <b>&amp;</b> \"q\"\n\nReproduce with:\n\n    curl -X POST 'http://127.0.0.1/a|b' -d '```'" }],
      errors: [],
    },
    { name: "GET /c", classname: "T & <co>", time: 0, failures: [], errors: [{ type: "error", message: "Network error", text: "refused" }] },
    { name: "GET /d", classname: "T & <co>", time: 0, failures: [], errors: [], skipped: "nothing to test" },
    { name: "GET /e", classname: "T & <co>", time: 0.25, failures: [], errors: [] },
  ],
  properties: [["title", "T & <co>"], ["seed", "1"], ["phases", "examples,fuzzing"]],
  notes: ["Warning missing_test_data: most 404. Hint: give ids.", "  - GET /c"],
  time: 2,
  started: new Date("2026-01-01T00:00:00.000Z"),
  hostname: "ci-1",
};

describe("apitest's JUnit report read back", () => {
  it("round-trips every field: markup characters, tabs and newlines in attributes, entities in text", () => {
    const back = readJunit(renderJunit(document));
    expect(back).toEqual(document);
    expect(renderJunit(back)).toBe(renderJunit(document));
  });

  it("rejects what is not XML or not apitest's shape, saying what it found", () => {
    expect(() => readJunit("<testsuites name=\"other\"></testsuites>")).toThrow(/root element is <testsuites name="other">/);
    expect(() => readXml("<a><b></a>")).toThrow(XmlReadError);
    expect(() => readXml("<a>")).toThrow(/never closed/);
    expect(() => readXml("<a>&bogus;</a>")).toThrow(/unknown entity &bogus;/);
    expect(() => readXml("<!DOCTYPE a [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><a>&x;</a>")).toThrow(XmlReadError);
  });
});

describe("mergeJunit", () => {
  it("keeps an operation in two reports once, its distinct failures once, tested if any report tested it", () => {
    const other: JunitDocument = {
      ...document,
      testcases: [{ ...document.testcases[0]!, time: 0.5 }, { name: "GET /d", classname: "T & <co>", time: 0.1, failures: [], errors: [] }],
      properties: [["title", "T & <co>"], ["seed", "2"], ["phases", "coverage"]],
      notes: ["Warning missing_test_data: most 404. Hint: give ids.", "  - GET /d", "  - GET /c"],
      time: 3,
      started: new Date("2025-12-31T23:00:00.000Z"),
    };
    const merged = mergeJunit([document, other]);
    expect(merged.testcases.map((test) => test.name)).toEqual(["POST /a|b", "GET /c", "GET /d", "GET /e"]);
    expect(merged.testcases[0]?.failures).toHaveLength(1);
    expect(merged.testcases[0]?.time).toBe(2);
    expect(merged.testcases[2]?.skipped).toBeUndefined();
    expect(merged.properties).toEqual([["title", "T & <co>"], ["seed", "1, 2"], ["phases", "examples,fuzzing,coverage"]]);
    expect(merged.notes).toEqual(["Warning missing_test_data: most 404. Hint: give ids.", "  - GET /c", "  - GET /d"]);
    expect(merged.time).toBe(5);
    expect(merged.started.toISOString()).toBe("2025-12-31T23:00:00.000Z");
  });

  it("keeps lines that are not warnings once each", () => {
    expect(mergeNotes([["Stopped early: max-failures."], ["Stopped early: max-failures.", "Interrupted: x"]])).toEqual(["Stopped early: max-failures.", "Interrupted: x"]);
  });
});

describe("the Markdown summary", () => {
  it("counts, tables failures by check, and fences the curl so backticks and pipes cannot break the page", () => {
    const markdown = renderMarkdownSummary(document);
    expect(markdown).toContain("## apitest: T & \\<co\\>");
    expect(markdown).toContain("**1 distinct failure, 1 error** in 4 operations (2.0 s).");
    expect(markdown).toContain("| 4 | 1 | 1 | 1 | 1 |");
    expect(markdown).toContain("| `not_a_server_error` | 1 | 1 |");
    expect(markdown).toContain("1. `POST /a\\|b`: **Server error now 'x'** (`not_a_server_error`)");
    expect(markdown).toContain("   ````sh\n   curl -X POST 'http://127.0.0.1/a|b' -d '```'\n   ````");
    expect(markdown).toContain("### Errors\n\n1. `GET /c`: **Network error**");
    expect(markdown).toContain("- Warning missing_test_data: most 404. Hint: give ids.");
  });

  it("gives a run's own count of distinct defects, as the console does; a merged report its failures", () => {
    const counted: JunitDocument = { ...document, properties: [...document.properties, ["defects", "1"], ["defect_operations", "1"]] };
    expect(renderMarkdownSummary(counted)).toContain("**1 distinct defect in 1 operation, 1 error** (4 operations, 2.0 s).");
    // A defect two shards share cannot be told from the text: the merged report drops the count.
    const merged = mergeJunit([counted, counted]);
    expect(merged.properties.map(([name]) => name)).not.toContain("defects");
    expect(renderMarkdownSummary(merged)).toContain("**1 distinct failure, 1 error** in 4 operations");
  });

  it("says so when nothing failed", () => {
    const clean = renderMarkdownSummary({ ...document, testcases: [document.testcases[3]!] });
    expect(clean).toContain("**No issues found** in 1 operation");
    expect(clean).not.toContain("### Failures");
  });
});
