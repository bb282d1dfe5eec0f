import { formatKeyPath, type KeyPath } from "./key-path.js";

/** A problem found in the configuration, located by key path; rendered with a line number later. */
export interface ConfigIssue {
  readonly path: KeyPath;
  readonly message: string;
}

/** Environment variables, as `process.env` holds them. */
export type Environment = Readonly<Record<string, string | undefined>>;

const REFERENCE = /\$\$\{|\$\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Replaces `${VAR}` in every string value (not in keys) with the variable's value from `env`.
 * `$${VAR}` stands for a literal `${VAR}`. Returns a new value and one issue per unset or
 * malformed reference; the input is not changed.
 *
 * @example
 * substituteEnv({ headers: { Authorization: "Bearer ${TOKEN}" } }, { TOKEN: "abc" });
 * // → { value: { headers: { Authorization: "Bearer abc" } }, issues: [] }
 */
export function substituteEnv(value: unknown, env: Environment, path: KeyPath = []): { value: unknown; issues: ConfigIssue[] } {
  const issues: ConfigIssue[] = [];
  const walk = (node: unknown, at: KeyPath): unknown => {
    if (typeof node === "string") return substituteString(node, env, at, issues);
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...at, index]));
    if (isPlainTable(node)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) out[key] = walk(item, [...at, key]);
      return out;
    }
    return node;
  };
  return { value: walk(value, path), issues };
}

function substituteString(text: string, env: Environment, path: KeyPath, issues: ConfigIssue[]): string {
  if (!text.includes("${")) return text;
  return text.replace(REFERENCE, (match: string, name: string | undefined) => {
    if (name === undefined) return "${"; // the `$${` escape
    if (!NAME.test(name)) {
      issues.push({
        path,
        message: `"${formatKeyPath(path)}" has an invalid reference "${match}": variable names contain letters, digits and _ only (write $\${ for a literal \${)`,
      });
      return match;
    }
    const replacement = env[name];
    if (replacement === undefined) {
      issues.push({
        path,
        message: `"${formatKeyPath(path)}" uses \${${name}}, but the environment variable ${name} is not set: set it before running apitest (or write $\${${name}} for a literal \${${name}})`,
      });
      return match;
    }
    return replacement;
  });
}

/** Whether a value is a TOML table (a plain object, possibly with a null prototype). */
export function isPlainTable(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}
