import { fileURLToPath } from "node:url";

/** A place in a source file: what node:test prints as a test's `location:`. */
export interface SourceLocation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** This package's own code: the bundle (`lib/`) or tsc's build (`dist/`) this module is part of. */
const OWN_ROOT = ownRoot(fileURLToPath(import.meta.url));

function ownRoot(path: string): string {
  const normalized = path.replaceAll("\\", "/");
  const at = Math.max(normalized.lastIndexOf("/lib/"), normalized.lastIndexOf("/dist/"));
  return at < 0 ? normalized.slice(0, normalized.lastIndexOf("/") + 1) : normalized.slice(0, normalized.indexOf("/", at + 1) + 1);
}

/**
 * The first frame of `stack` in the user's code: not Node's own (`node:`), not a dependency
 * (`node_modules`), not this package (`ownRoot`). Undefined when there is none (a test
 * registered from a callback, after the user's code returned).
 *
 * @example
 * userFrame(new Error().stack ?? "", "/app/node_modules/apitest-pbt/lib/"); // { file: "/app/test/orders.test.mjs", line: 9, column: 1 }
 */
export function userFrame(stack: string, root: string = OWN_ROOT): SourceLocation | undefined {
  for (const line of stack.split("\n").slice(1)) {
    // `at name (path:line:column)` or `at path:line:column`; `node:internal/…` frames do not match.
    const match = /(?:\(|^at )((?:file:\/\/)?\/[^()]*?|[A-Za-z]:[\\/][^()]*?):(\d+):(\d+)\)?$/.exec(line.trim());
    if (match === null) continue;
    const raw = match[1]!;
    const file = raw.startsWith("file://") ? fileURLToPath(raw) : raw;
    const normalized = file.replaceAll("\\", "/");
    if (normalized.startsWith(root) || normalized.includes("/node_modules/")) continue;
    return { file, line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

/**
 * Calls `register(...args)` so that the call appears to come from `at`: node:test takes a test's
 * `location:` from its caller, which would otherwise be this package's bundle. The call goes
 * through a function compiled with `at`'s file as its source URL, padded to its line and column.
 * Without a location (or where code cannot be compiled at run time), a plain call.
 */
export function callFrom<A extends unknown[], R>(at: SourceLocation | undefined, register: (...args: A) => R, ...args: A): R {
  // `new Function` puts the body on its third line; the call goes on the line after `return (`.
  if (at === undefined || at.line < 4 || at.column < 1) return register(...args);
  let trampoline: (register: (...args: A) => R, args: A) => R;
  try {
    const body = `${"\n".repeat(at.line - 4)}return (\n${" ".repeat(at.column - 1)}register(...args));\n//# sourceURL=${at.file.replace(/[\r\n]/g, "")}`;
    trampoline = new Function("register", "args", body) as typeof trampoline;
  } catch {
    return register(...args);
  }
  return trampoline(register, args);
}
