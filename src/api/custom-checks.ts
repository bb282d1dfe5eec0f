import type { CaseData } from "../core/case.js";
import type { CheckContext, CheckDefinition } from "../core/check.js";
import { UsageError } from "../core/errors.js";
import type { Response } from "../core/response.js";
import { ALL_CHECK_NAMES } from "../core/check-names.js";
import { wrapCustomCheck } from "../checks/registry.js";
import { processWide } from "../core/process-wide.js";

/** A custom check: throw (e.g. `assert`) to fail; return normally to pass. */
export type CustomCheck = (ctx: CheckContext, response: Response, caseData: CaseData) => unknown;

// Process-wide, behind a global symbol: a hooks module that imports another copy of apitest
// (a second install, or source and build side by side) still registers into the same place.
const KEY = Symbol.for("apitest.customChecks");

function store(): Map<string, CheckDefinition> {
  return processWide(KEY, () => new Map<string, CheckDefinition>());
}

/**
 * Registers a custom check, used by `apitest run` (from a hooks module) and by
 * `validateResponse`/`callAndValidate` in the library. The check's name is the function's
 * name, or the one given; `--checks`/`--exclude-checks` accept it.
 *
 * @example
 * import assert from "node:assert";
 * import { check } from "apitest-pbt";
 * check(function has_request_id(ctx, response) {
 *   assert.ok(response.header("x-request-id"), "every response carries X-Request-Id");
 * });
 */
export function check<T extends CustomCheck>(fn: T, name?: string): T {
  const checkName = name ?? fn.name;
  if (checkName === "" || checkName === "anonymous") {
    throw new UsageError("check() needs a named function (function my_check(ctx, response, case) { … }) or a name: check(fn, \"my_check\").");
  }
  if (ALL_CHECK_NAMES.includes(checkName)) throw new UsageError(`check(): "${checkName}" is the name of a built-in check; choose another name.`);
  store().set(checkName, wrapCustomCheck(checkName, fn));
  return fn;
}

/** The custom checks registered so far, in registration order. */
export function registeredChecks(): readonly CheckDefinition[] {
  return [...store().values()];
}

/** A check as `checks`/`additionalChecks` accept it: a built-in (`checks.not_a_server_error`), or a plain check function (what `check()` returns, or any `(ctx, response, case)` function). */
export type CheckLike = CheckDefinition | CustomCheck;

/**
 * The checks given to `callAndValidate`/`validateResponse` as definitions: a plain function runs
 * as `check()` would run it (throw to fail), named by the function (`custom_check` when anonymous).
 */
export function toCheckDefinitions(list: readonly CheckLike[] | undefined): CheckDefinition[] | undefined {
  if (list === undefined) return undefined;
  return list.map((entry) => {
    if (typeof entry === "function") return wrapCustomCheck(entry.name === "" ? "custom_check" : entry.name, entry);
    if (entry !== null && typeof entry === "object" && typeof entry.run === "function") return entry;
    throw new UsageError(`checks/additionalChecks take built-in checks (checks.not_a_server_error) or check functions ((ctx, response, case) => …); got ${entry === null ? "null" : typeof entry}.`);
  });
}

/** The checks, each name once (a registered check also passed in `additionalChecks` runs once). */
export function uniqueChecks(list: readonly CheckDefinition[]): CheckDefinition[] {
  const seen = new Set<string>();
  return list.filter((check) => (seen.has(check.name) ? false : (seen.add(check.name), true)));
}

/** Forgets every registered custom check (for tests). */
export function clearChecks(): void {
  store().clear();
}
