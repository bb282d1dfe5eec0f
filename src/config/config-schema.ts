import { WARNING_NAMES } from "../core/warning-names.js";
import { anyOfKey, booleanKey, enumKey, integerKey, listKey, oneOrManyStrings, ref, secondsKey, stringKey, table, type SchemaNode } from "./schema-builders.js";
import { HTTP_METHOD, NETWORK_PROPERTIES, OPERATION_NETWORK_PROPERTIES, SHARED_DEFINITIONS } from "./schema-sections.js";

const SELECTOR_TARGETS: readonly [string, string, SchemaNode | undefined][] = [
  ["path", "path template, e.g. /users/{id}", undefined],
  ["method", "HTTP method", HTTP_METHOD],
  ["name", 'full name, e.g. "POST /users"', undefined],
  ["tag", "tag", undefined],
  ["operation-id", "operationId", undefined],
];

function selectors(): Record<string, SchemaNode> {
  const out: Record<string, SchemaNode> = {};
  for (const verb of ["include", "exclude"] as const) {
    const what = verb === "include" ? "Select only operations whose" : "Skip operations whose";
    for (const [target, label, item] of SELECTOR_TARGETS) {
      out[`${verb}-${target}`] = oneOrManyStrings(`${what} ${label} is one of these.`, item);
      out[`${verb}-${target}-regex`] = stringKey(`${what} ${label} matches this regular expression.`, { minLength: 1 });
    }
  }
  out["exclude-deprecated"] = booleanKey("Skip deprecated operations.", false);
  return out;
}

/** Keys shared by the top level, where they are defaults for every project, and `[[project]]`. */
const PROJECT_PROPERTIES: Readonly<Record<string, SchemaNode>> = {
  "base-url": stringKey("Base URL of the API under test; required for a schema read from a file.", { minLength: 1 }),
  hooks: stringKey('Module imported before the run to register hooks and checks, e.g. "./hooks.ts" or a package name.', { minLength: 1 }),
  workers: anyOfKey("Operations tested concurrently: 1 to 64, or \"auto\" for one per CPU core, at least 4.", 'an integer from 1 to 64 or "auto"', [
    { type: "integer", minimum: 1, maximum: 64 },
    { const: "auto" },
  ], { default: 1 }),
  threads: anyOfKey("Threads the examples, coverage and fuzzing phases are spread over (apitest run of an OpenAPI schema): 1 to 64, or \"auto\" (several only for runs with --workers 2 or more and enough work).", 'an integer from 1 to 64 or "auto"', [
    { type: "integer", minimum: 1, maximum: 64 },
    { const: "auto" },
  ], { default: "auto" }),
  "wait-for-schema": secondsKey("Seconds to keep retrying while the schema URL is not reachable.", { minimum: 1 }),
  "continue-on-failure": booleanKey("Stateful sequences go on past a failing step; fuzzing keeps searching an operation after its failures even under max-failures (it does by default without it); false stops an operation at its first new failure, as fail-fast does.", false),
  "fail-fast": booleanKey("Stop an operation's search at its first new distinct failure (the behaviour before apitest kept searching by default).", false),
  ...NETWORK_PROPERTIES,
  phases: { ...ref("phases"), description: "Testing phases." },
  generation: { ...ref("generation"), description: "How test data is generated." },
  checks: { ...ref("checks"), description: "Settings per check." },
  parameters: { ...ref("parameters"), description: "Fixed values for parameters, by name." },
  operations: listKey("Settings for the operations each entry selects.", ref("operation")),
};

const OPERATION: SchemaNode = table("Settings for the operations the include-*/exclude-* selectors pick (all operations when none is given).", {
  ...selectors(),
  enabled: booleanKey("Test the selected operations; false skips them.", true),
  ...OPERATION_NETWORK_PROPERTIES,
  phases: { ...ref("phases"), description: "Phase settings for these operations." },
  generation: { ...ref("generation"), description: "Data generation for these operations." },
  checks: { ...ref("checks"), description: "Check settings for these operations." },
  parameters: { ...ref("parameters"), description: "Fixed parameter values for these operations." },
});

const PROJECT: SchemaNode = table(
  "Settings of one API, used when the loaded schema's title equals title.",
  { title: stringKey("The info.title of the schema this project applies to.", { minLength: 1 }), ...PROJECT_PROPERTIES },
  { required: ["title"] },
);

function reportFormat(name: string, file: string): SchemaNode {
  return table(`The ${name} report.`, {
    enabled: booleanKey(`Write the ${name} report.`, false),
    path: stringKey(`Where to write the ${name} report (default: ${file} in reports.directory); setting it enables the report.`, { minLength: 1 }),
  });
}

const REPORTS: SchemaNode = table("Report files.", {
  directory: stringKey("Directory reports are written to.", { default: "apitest-report", minLength: 1 }),
  "preserve-bytes": booleanKey("Keep exact payload bytes in reports, base64-encoded.", false),
  junit: reportFormat("JUnit XML", "junit.xml"),
  vcr: reportFormat("VCR cassette", "vcr.yaml"),
  har: reportFormat("HAR", "har.json"),
  ndjson: reportFormat("NDJSON event stream", "events.ndjson"),
  html: reportFormat("HTML", "report.html"),
});

const POSITIVE = { minimum: 1 };

const OUTPUT: SchemaNode = table("How requests and responses are shown.", {
  sanitization: table("Masking of secrets in output and reports.", {
    enabled: booleanKey("Mask secrets.", true),
    "keys-to-sanitize": listKey("Header, query, cookie and body keys whose values are always masked (case-insensitive).", { type: "string" }),
    "sensitive-markers": listKey("A key containing any of these (case-insensitive) is masked too.", { type: "string" }),
    replacement: stringKey("Text shown instead of a masked value.", { default: "[Filtered]" }),
  }),
  truncation: table("Shortening of long payloads in output.", {
    enabled: booleanKey("Truncate long payloads.", true),
    "max-payload-size": integerKey("Bytes of a payload shown before truncating.", { ...POSITIVE, default: 512 }),
    "max-lines": integerKey("Lines of a payload shown before truncating.", { ...POSITIVE, default: 10 }),
    "max-width": integerKey("Characters per line shown before truncating.", { ...POSITIVE, default: 80 }),
  }),
  verbosity: enumKey(
    "How much the console prints: normal (a cause shared by several operations once, a large run kept short) or full (everything).",
    ["normal", "full"],
    "normal",
  ),
});

/**
 * Builds the JSON Schema (draft 2020-12) of `apitest.toml`, published as
 * `schema/apitest-config.schema.json` for editors. Every table is closed
 * (`additionalProperties: false`) so a misspelt key is an error, and every key has a
 * description so editors can complete and explain it.
 */
export function buildConfigSchema(): SchemaNode {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "apitest.toml",
    description: "Configuration of apitest, the property-based API testing tool.",
    type: "object",
    additionalProperties: false,
    properties: {
      color: booleanKey("Colour the output: true forces, false disables; leave unset to auto-detect."),
      "suppress-health-check": listKey(
        "Health checks not to run.",
        enumKey("A health check.", ["data_too_large", "filter_too_much", "too_slow", "large_base_example", "all"]),
        { uniqueItems: true },
      ),
      seed: integerKey("Seed for reproducible runs.", { minimum: 0 }),
      "max-failures": integerKey("Stop the run after this many failures.", POSITIVE),
      warnings: anyOfKey("Which warnings to show: true (all), false (none) or a list of names.", "true, false or a list of warning names", [
        { type: "boolean" },
        { type: "array", uniqueItems: true, items: enumKey("A warning.", [...WARNING_NAMES]) },
      ], { default: true }),
      reports: REPORTS,
      output: OUTPUT,
      ...PROJECT_PROPERTIES,
      project: listKey("Settings per API, matched by the schema's title; top-level project keys are their defaults.", ref("project")),
      "coverage-from": stringKey("Grey-box search: the inspector of the API's Node process, started with node --inspect=127.0.0.1:PORT, e.g. \"http://127.0.0.1:9229\".", { minLength: 1 }),
      "coverage-dir": stringKey("Where the code a grey-box run reached is written in V8's JSON format (for c8 report).", { minLength: 1 }),
    },
    $defs: { ...SHARED_DEFINITIONS, operation: OPERATION, project: PROJECT },
  };
}
