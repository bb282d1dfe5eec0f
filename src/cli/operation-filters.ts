import type { OperationSelectors } from "../config/config-types.js";
import { UsageError } from "../core/errors.js";

/** What an operation filter looks at; the flag names are `--include-<target>` and the like. */
const TARGETS = ["path", "method", "name", "tag", "operation-id"] as const;

type Target = (typeof TARGETS)[number];

/** The filter flags as commander parses them: every one repeatable, so lists. */
export interface RawFilterOptions {
  readonly includePath: readonly string[];
  readonly includeMethod: readonly string[];
  readonly includeName: readonly string[];
  readonly includeTag: readonly string[];
  readonly includeOperationId: readonly string[];
  readonly includePathRegex: readonly string[];
  readonly includeMethodRegex: readonly string[];
  readonly includeNameRegex: readonly string[];
  readonly includeTagRegex: readonly string[];
  readonly includeOperationIdRegex: readonly string[];
  readonly excludePath: readonly string[];
  readonly excludeMethod: readonly string[];
  readonly excludeName: readonly string[];
  readonly excludeTag: readonly string[];
  readonly excludeOperationId: readonly string[];
  readonly excludePathRegex: readonly string[];
  readonly excludeMethodRegex: readonly string[];
  readonly excludeNameRegex: readonly string[];
  readonly excludeTagRegex: readonly string[];
  readonly excludeOperationIdRegex: readonly string[];
  readonly excludeDeprecated?: boolean | undefined;
}

/** `operation-id` → `OperationId`, the spelling commander gives the flag's key. */
function camel(target: Target): string {
  return target.replace(/(^|-)(\w)/g, (_all, _dash: string, letter: string) => letter.toUpperCase());
}

function values(raw: RawFilterOptions, key: string): readonly string[] {
  return (raw as unknown as Readonly<Record<string, readonly string[] | undefined>>)[key] ?? [];
}

/**
 * Several patterns of one flag select what any of them selects; each is checked on its own
 * first so that a broken one is named in the error, not the combined alternation.
 */
function combinePatterns(flag: string, patterns: readonly string[]): string | undefined {
  if (patterns.length === 0) return undefined;
  for (const pattern of patterns) {
    try {
      new RegExp(pattern);
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, "") : String(error);
      throw new UsageError(`Invalid regular expression '${pattern}' in ${flag}: ${reason}. Write a JavaScript regular expression, for example ${flag} '^/users'.`);
    }
  }
  return patterns.length === 1 ? patterns[0] : patterns.map((pattern) => `(?:${pattern})`).join("|");
}

/**
 * The `--include-*`/`--exclude-*` flags as `[[operations]]`-style selectors, or undefined
 * when none is given. Within a flag several values select any of them; different
 * `--include-*` flags must all match; any matching `--exclude-*` flag drops the operation.
 * Throws `UsageError` naming the flag for an invalid regular expression or an empty value.
 */
export function parseOperationFilters(raw: RawFilterOptions): OperationSelectors | undefined {
  const selectors: Record<string, string | readonly string[] | boolean> = {};
  for (const kind of ["include", "exclude"] as const) {
    for (const target of TARGETS) {
      const exact = values(raw, `${kind}${camel(target)}`);
      const flag = `--${kind}-${target}`;
      for (const value of exact) if (value.trim() === "") throw new UsageError(`${flag} needs a non-empty value.`);
      if (exact.length > 0) selectors[`${kind}-${target}`] = exact;
      const pattern = combinePatterns(`${flag}-regex`, values(raw, `${kind}${camel(target)}Regex`));
      if (pattern !== undefined) selectors[`${kind}-${target}-regex`] = pattern;
    }
  }
  if (raw.excludeDeprecated === true) selectors["exclude-deprecated"] = true;
  return Object.keys(selectors).length === 0 ? undefined : (selectors as OperationSelectors);
}

/** The filters as the flags that set them, for messages: `--include-tag admin --exclude-method GET`. */
export function describeFilters(selectors: OperationSelectors): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(selectors)) {
    if (value === true) parts.push(`--${key}`);
    else if (typeof value === "string") parts.push(`--${key} '${value}'`);
    else if (Array.isArray(value)) for (const item of value as readonly string[]) parts.push(`--${key} '${item}'`);
  }
  return parts.join(" ");
}
