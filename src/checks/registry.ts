import type { CaseData } from "../core/case.js";
import type { CheckContext, CheckDefinition } from "../core/check.js";
import { UsageError } from "../core/errors.js";
import type { Failure } from "../core/failure.js";
import type { Response } from "../core/response.js";
import { closestMatch } from "../core/suggest.js";
import { collectFailures, errorFailure } from "./check-result.js";
import { contentTypeConformance } from "./content-type-conformance.js";
import { ignoredAuth } from "./ignored-auth.js";
import { maxResponseTime } from "./max-response-time.js";
import { missingRequiredHeader } from "./missing-required-header.js";
import { negativeDataRejection } from "./negative-data-rejection.js";
import { notAServerError } from "./not-a-server-error.js";
import { positiveDataAcceptance } from "./positive-data-acceptance.js";
import { responseHeadersConformance } from "./response-headers-conformance.js";
import { responseSchemaConformance } from "./response-schema-conformance.js";
import { statusCodeConformance } from "./status-code-conformance.js";
import { unsupportedMethod } from "./unsupported-method.js";
import { useAfterFree } from "./use-after-free.js";
import { ensureResourceAvailability } from "./ensure-resource-availability.js";
import { ALL_CHECK_NAMES } from "../core/check-names.js";

/** The response checks implemented here, in the order they run. */
export const BUILTIN_CHECKS: readonly CheckDefinition[] = [
  notAServerError,
  statusCodeConformance,
  contentTypeConformance,
  responseSchemaConformance,
  responseHeadersConformance,
  positiveDataAcceptance,
  negativeDataRejection,
  missingRequiredHeader,
  ignoredAuth,
  unsupportedMethod,
  useAfterFree,
  ensureResourceAvailability,
  maxResponseTime,
];

/**
 * Checks run when `--checks` is not given: every check, as the specification enables all by
 * default (each acts only on the cases it applies to). `max_response_time` is not among
 * them: the engine adds it when a limit is set.
 */
export const DEFAULT_CHECK_NAMES: readonly string[] = BUILTIN_CHECKS.map((check) => check.name).filter((name) => name !== "max_response_time");

/** Every check name the specification knows, including checks other modules implement. */
export { ALL_CHECK_NAMES };

/**
 * Resolves `--checks` / `--exclude-checks` into the names to run. `include` undefined means
 * the defaults; `all` (in either list) means every known name. Entries may be comma-separated.
 * `extraNames` are further valid names, e.g. registered custom checks (which `all` includes).
 *
 * @throws UsageError naming the unknown check and listing the valid names.
 * @example
 * resolveCheckNames(["all"], ["max_response_time"]); // every check but max_response_time
 */
export function resolveCheckNames(
  include: string[] | undefined,
  exclude: string[] | undefined,
  extraNames: readonly string[] = [],
): string[] {
  const known = [...ALL_CHECK_NAMES, ...extraNames.filter((name) => !ALL_CHECK_NAMES.includes(name))];
  const selected = include === undefined ? [...DEFAULT_CHECK_NAMES] : expand(include, known, "--checks");
  if (exclude === undefined || exclude.length === 0) return selected;
  const excluded = new Set(expand(exclude, known, "--exclude-checks"));
  return selected.filter((name) => !excluded.has(name));
}

function expand(entries: readonly string[], known: readonly string[], option: string): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    for (const part of entry.split(",")) {
      const name = part.trim();
      if (name === "") continue;
      if (name === "all") {
        for (const each of known) if (!out.includes(each)) out.push(each);
      } else if (known.includes(name)) {
        if (!out.includes(name)) out.push(name);
      } else {
        const guess = closestMatch(name, known);
        throw new UsageError(
          `Unknown check \`${name}\` in ${option}.${guess === undefined ? "" : ` Did you mean \`${guess}\`?`} Valid names: all, ${known.join(", ")}. ` +
            "Custom checks must be registered (with check()) before they can be selected.",
        );
      }
    }
  }
  return out;
}

/**
 * Turns a user-written check into a {@link CheckDefinition}. The function passes by
 * returning and fails by throwing (e.g. `assert`), sync or async; the failure is titled
 * `Custom check failed: <name>` with the error's message. A returned `Failure` (or list of
 * them) is honoured too, so checks written in the built-in style work as well.
 */
export function wrapCustomCheck(
  name: string,
  fn: (ctx: CheckContext, response: Response, caseData: CaseData) => unknown,
): CheckDefinition {
  const title = `Custom check failed: ${name}`;
  const settle = (result: unknown): Failure[] | undefined => {
    const failures: Failure[] = [];
    collectFailures(failures, result);
    return failures.length === 0 ? undefined : failures;
  };
  return {
    name,
    run(ctx, response, caseData) {
      let result: unknown;
      try {
        result = fn(ctx, response, caseData);
      } catch (error) {
        return errorFailure(name, title, error);
      }
      if (result instanceof Promise) {
        return result.then(settle, (error: unknown) => errorFailure(name, title, error));
      }
      return settle(result);
    },
  };
}
