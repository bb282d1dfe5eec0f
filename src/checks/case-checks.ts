import type { CaseMeta } from "../core/case.js";
import { ambiguousCaseChecks, isAmbiguousCase } from "./ambiguous-cases.js";

/** The checks that judge a case sent with a method its path does not declare: none needs a documented response. */
export const METHOD_CHECKS: ReadonlySet<string> = new Set(["not_a_server_error", "unsupported_method", "max_response_time"]);

/** Which of a run's checks judge one case, and whether its failures are labelled ambiguous. */
export interface CaseChecks<C> {
  readonly checks: readonly C[];
  /** An ambiguous case (a lenient server may read it as valid): see `ambiguous-cases.ts`. */
  readonly ambiguous: boolean;
}

/**
 * The checks of `checks` that judge a case with this meta, the same for the CLI's engine and the
 * library: an undeclared method only by {@link METHOD_CHECKS}, an ambiguous case only by the checks
 * that do not depend on how the API read it, any other case by all of them.
 */
export function checksForCase<C extends { readonly name: string }>(checks: readonly C[], meta: CaseMeta | undefined): CaseChecks<C> {
  const ambiguous = meta?.mode === "negative" && isAmbiguousCase(meta);
  if (meta?.violation?.kind === "unexpected-method") return { checks: checks.filter((check) => METHOD_CHECKS.has(check.name)), ambiguous };
  return { checks: ambiguous ? ambiguousCaseChecks(checks) : checks, ambiguous };
}
