import { describeError } from "../core/errors.js";
import { CODEC_NAMES, codecLimit } from "../core/codec.js";
import { formatKeyPath, type KeyPath } from "./key-path.js";
import { parseRateLimit } from "./rate-limit.js";
import { isPlainTable, type ConfigIssue } from "./substitute-env.js";

const REGEX_SELECTORS = [
  "include-path-regex",
  "include-method-regex",
  "include-name-regex",
  "include-tag-regex",
  "include-operation-id-regex",
  "exclude-path-regex",
  "exclude-method-regex",
  "exclude-name-regex",
  "exclude-tag-regex",
  "exclude-operation-id-regex",
] as const;

/**
 * Checks what JSON Schema cannot express: the rate-limit grammar, selector regular
 * expressions that compile, and `[[project]]` titles that are unique. Reads defensively (any
 * value may still have the wrong type) so it can run next to schema validation.
 */
export function checkSemantics(config: unknown): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (!isPlainTable(config)) return issues;
  checkProjectKeys(config, [], issues);
  checkCodecs(config, [], issues);
  const titles = new Map<string, number>();
  const projects = Array.isArray(config["project"]) ? (config["project"] as unknown[]) : [];
  projects.forEach((project, index) => {
    if (!isPlainTable(project)) return;
    const title = project["title"];
    const first = typeof title === "string" ? titles.get(title) : undefined;
    if (typeof title === "string" && first !== undefined) {
      issues.push({
        path: ["project", index, "title"],
        message: `"project[${index}].title" repeats the title ${JSON.stringify(title)} of project[${first}]: each [[project]] needs its own title`,
      });
    } else if (typeof title === "string") titles.set(title, index);
    checkProjectKeys(project, ["project", index], issues);
  });
  return issues;
}

function checkProjectKeys(keys: Record<string, unknown>, at: KeyPath, issues: ConfigIssue[]): void {
  const rate = keys["rate-limit"];
  if (typeof rate === "string") {
    try {
      parseRateLimit(rate);
    } catch (error) {
      const path = [...at, "rate-limit"];
      issues.push({ path, message: `"${formatKeyPath(path)}": ${describeError(error)}` });
    }
  }
  const operations = Array.isArray(keys["operations"]) ? (keys["operations"] as unknown[]) : [];
  operations.forEach((entry, index) => {
    if (isPlainTable(entry)) checkSelectors(entry, [...at, "operations", index], issues);
  });
}

function checkSelectors(entry: Record<string, unknown>, at: KeyPath, issues: ConfigIssue[]): void {
  for (const key of REGEX_SELECTORS) {
    const source = entry[key];
    if (typeof source !== "string") continue;
    try {
      new RegExp(source);
    } catch (error) {
      const path = [...at, key];
      issues.push({ path, message: `"${formatKeyPath(path)}" is not a valid regular expression: ${describeError(error)}` });
    }
  }
}

/** Every `generation.codec` (at any level) must name a codec apitest knows. */
function checkCodecs(node: unknown, at: KeyPath, issues: ConfigIssue[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => checkCodecs(item, [...at, index], issues));
    return;
  }
  if (!isPlainTable(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const path = [...at, key];
    if (key === "codec" && at[at.length - 1] === "generation" && typeof value === "string" && codecLimit(value) === undefined) {
      issues.push({ path, message: `"${formatKeyPath(path)}" is ${JSON.stringify(value)}, not a known codec: use one of ${CODEC_NAMES.join(", ")}` });
    } else checkCodecs(value, path, issues);
  }
}
