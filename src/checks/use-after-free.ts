import type { CheckDefinition, SequenceStep } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import type { Response } from "../core/response.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const USE_AFTER_FREE = "use_after_free";

/**
 * `use_after_free` (stateful phase only): after a successful `DELETE` of a resource, a later
 * request to that resource (its URL path, or a path below it) must not succeed. A `PUT` or a
 * repeated `DELETE` of exactly the deleted path is allowed to succeed (it may create the resource
 * anew, and `DELETE` is idempotent).
 */
export const useAfterFree: CheckDefinition = {
  name: USE_AFTER_FREE,
  run(ctx, response): Failure | undefined {
    const steps = ctx.sequence?.steps;
    if (steps === undefined || !succeeded(response)) return undefined;
    const { method } = response.request;
    const path = resourcePath(response.request.url);
    const deletion = lastDeletion(steps, 0, path);
    if (deletion === undefined) return undefined;
    const deleted = resourcePath(deletion.request.url);
    if (deleted === path && (method === "PUT" || method === "DELETE")) return undefined;
    return {
      check: USE_AFTER_FREE,
      title: "Use after free",
      message:
        `The resource was deleted by DELETE ${deleted} (${deletion.response.statusCode}), ` +
        `but a later ${method} ${path} still succeeded (${response.statusCode}).`,
      key: `${ctx.operation.label} after ${deletion.operation.label}`,
    };
  },
};

/** The last successful `DELETE` among `steps[from…]` of `path` or of a resource containing it. */
export function lastDeletion(steps: readonly SequenceStep[], from: number, path: string): SequenceStep | undefined {
  for (let index = steps.length - 1; index >= from; index--) {
    const step = steps[index];
    if (step === undefined || step.request.method !== "DELETE" || !succeeded(step.response)) continue;
    const deleted = resourcePath(step.request.url);
    if (path === deleted || path.startsWith(`${deleted}/`)) return step;
  }
  return undefined;
}

/** A 2xx response. */
export function succeeded(response: Response): boolean {
  return response.statusCode >= 200 && response.statusCode < 300;
}

/** The URL's path without a trailing slash: what identifies a resource. */
export function resourcePath(url: string): string {
  try {
    return new URL(url).pathname.replace(/\/+$/, "");
  } catch {
    return url;
  }
}
