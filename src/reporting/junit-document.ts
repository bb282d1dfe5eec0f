import type { JunitDetail } from "./report-junit-detail.js";
import { xmlAttribute, xmlText } from "./report-xml.js";
import { childNamed, readXml, XmlReadError, type XmlElement } from "./xml-read.js";

/** One `<testcase>`: an operation over every phase, with what it found. */
export interface JunitTestcase {
  readonly name: string;
  readonly classname: string;
  time: number;
  readonly failures: JunitDetail[];
  readonly errors: JunitDetail[];
  /** Set while every phase so far skipped the operation. */
  skipped?: string | undefined;
}

/** A whole JUnit report of apitest: what the JUnit reporter writes and `merge-reports` reads back. */
export interface JunitDocument {
  readonly testcases: readonly JunitTestcase[];
  /** `title`, `spec_version`, `base_url`, `seed`, `phases`, in that order. */
  readonly properties: readonly (readonly [string, string])[];
  /** Warnings and stop notes, one line each (`<system-out>`). */
  readonly notes: readonly string[];
  /** Seconds the run took. */
  readonly time: number;
  readonly started: Date;
  readonly hostname: string;
}

/** The counts of the `<testsuite>` element: operations, and how many failed, errored, were skipped. */
export function junitCounts(testcases: readonly JunitTestcase[]): { tests: number; failures: number; errors: number; skipped: number } {
  return {
    tests: testcases.length,
    failures: testcases.filter((test) => test.failures.length > 0).length,
    errors: testcases.filter((test) => test.errors.length > 0).length,
    skipped: testcases.filter((test) => test.skipped !== undefined).length,
  };
}

/** Renders the JUnit XML: one `<testsuite name="apitest">`, one `<testcase>` per operation. */
export function renderJunit(document: JunitDocument): string {
  const { testcases, properties, notes } = document;
  const counts = junitCounts(testcases);
  const totals = `tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(document.time)}"`;
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="apitest" ${totals}>`,
    `  <testsuite name="apitest" ${totals} timestamp="${document.started.toISOString()}" hostname="${xmlAttribute(document.hostname)}">`,
  ];
  if (properties.length > 0) {
    out.push("    <properties>");
    for (const [name, value] of properties) out.push(`      <property name="${xmlAttribute(name)}" value="${xmlAttribute(value)}"/>`);
    out.push("    </properties>");
  }
  for (const test of testcases) {
    const open = `    <testcase name="${xmlAttribute(test.name)}" classname="${xmlAttribute(test.classname)}" time="${seconds(test.time)}"`;
    if (test.failures.length === 0 && test.errors.length === 0 && test.skipped === undefined) {
      out.push(`${open}/>`);
      continue;
    }
    out.push(`${open}>`);
    if (test.skipped !== undefined) out.push(`      <skipped message="${xmlAttribute(test.skipped)}"/>`);
    for (const failure of test.failures) out.push(element("failure", failure));
    for (const error of test.errors) out.push(element("error", error));
    out.push("    </testcase>");
  }
  if (notes.length > 0) out.push(`    <system-out>${xmlText(notes.join("\n"))}</system-out>`);
  out.push("  </testsuite>", "</testsuites>", "");
  return out.join("\n");
}

function element(tag: "failure" | "error", detail: JunitDetail): string {
  return `      <${tag} type="${xmlAttribute(detail.type)}" message="${xmlAttribute(detail.message)}">${xmlText(detail.text)}</${tag}>`;
}

function seconds(value: number): string {
  return Number.isFinite(value) && value > 0 ? value.toFixed(3) : "0.000";
}

/**
 * Reads back a JUnit report written by apitest (`--report junit`, or `merge-reports`).
 * @throws XmlReadError when the text is not XML, or not apitest's JUnit shape (saying what was found).
 */
export function readJunit(xml: string): JunitDocument {
  const root = readXml(xml);
  if (root.name !== "testsuites" || root.attributes["name"] !== "apitest") {
    throw new XmlReadError(`its root element is <${root.name}${root.attributes["name"] === undefined ? "" : ` name="${root.attributes["name"]}"`}>, not <testsuites name="apitest">`);
  }
  const suite = childNamed(root, "testsuite");
  if (suite === undefined) throw new XmlReadError("it has no <testsuite>");
  const properties = (childNamed(suite, "properties")?.children ?? [])
    .filter((child) => child.name === "property")
    .map((child) => [child.attributes["name"] ?? "", child.attributes["value"] ?? ""] as const);
  const out = childNamed(suite, "system-out")?.text;
  const started = new Date(suite.attributes["timestamp"] ?? "");
  return {
    testcases: suite.children.filter((child) => child.name === "testcase").map(readTestcase),
    properties,
    notes: out === undefined || out === "" ? [] : out.split("\n"),
    time: Number(suite.attributes["time"] ?? 0) || 0,
    started: Number.isNaN(started.getTime()) ? new Date(0) : started,
    hostname: suite.attributes["hostname"] ?? "",
  };
}

function readTestcase(element: XmlElement): JunitTestcase {
  const details = (tag: string): JunitDetail[] =>
    element.children.filter((child) => child.name === tag).map((child) => ({ type: child.attributes["type"] ?? tag, message: child.attributes["message"] ?? "", text: child.text }));
  const skipped = childNamed(element, "skipped");
  return {
    name: element.attributes["name"] ?? "",
    classname: element.attributes["classname"] ?? "",
    time: Number(element.attributes["time"] ?? 0) || 0,
    failures: details("failure"),
    errors: details("error"),
    ...(skipped === undefined ? {} : { skipped: skipped.attributes["message"] ?? "" }),
  };
}
