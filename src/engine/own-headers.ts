import { setOwn } from "../core/own-property.js";
import type { RunEnvironment } from "./environment.js";
import { USER_AGENT } from "../version.js";

/** A run's extra headers, split into apitest's own (yielding to the case) and the user's (winning). */
export interface SplitHeaders {
  /** apitest's own `User-Agent`: sent only when the case does not set a declared `User-Agent` header parameter. */
  readonly defaults: Readonly<Record<string, string>> | undefined;
  /** Everything else (`-H`, apitest.toml headers): overrides the case's headers. */
  readonly extra: Readonly<Record<string, string>>;
}

const memo = new WeakMap<RunEnvironment, SplitHeaders>();

/**
 * The run's headers split once per run: a `User-Agent` equal to apitest's own goes to
 * `defaults`, so an operation that declares a `User-Agent` header parameter gets its generated
 * value sent; one the user gave (`-H 'User-Agent: …'`) stays in `extra` and wins.
 */
export function splitRunHeaders(env: RunEnvironment): SplitHeaders {
  const known = memo.get(env);
  if (known !== undefined) return known;
  const defaults: Record<string, string> = {};
  const extra: Record<string, string> = {};
  for (const name in env.headers) {
    if (!Object.hasOwn(env.headers, name)) continue;
    const value = env.headers[name] as string;
    setOwn(name.toLowerCase() === "user-agent" && value === USER_AGENT ? defaults : extra, name, value);
  }
  const split = { defaults: Object.keys(defaults).length === 0 ? undefined : defaults, extra };
  memo.set(env, split);
  return split;
}
