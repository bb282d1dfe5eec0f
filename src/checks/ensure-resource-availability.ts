import type { CheckDefinition } from "../core/check.js";
import type { Failure } from "../core/failure.js";
import { lastDeletion, resourcePath, succeeded } from "./use-after-free.js";

/** Name of the check, as configuration and `--checks` spell it. */
export const ENSURE_RESOURCE_AVAILABILITY = "ensure_resource_availability";

const CREATING_METHODS = new Set(["POST", "PUT"]);

/**
 * `ensure_resource_availability` (stateful phase only): a resource just created must be
 * retrievable. Fails when a `GET` whose values came (through a link) from a successful `POST`
 * or `PUT` answers `404`, unless the resource was deleted in between.
 */
export const ensureResourceAvailability: CheckDefinition = {
  name: ENSURE_RESOURCE_AVAILABILITY,
  run(ctx, response): Failure | undefined {
    const sequence = ctx.sequence;
    if (sequence?.linkedFrom === undefined || response.request.method !== "GET" || response.statusCode !== 404) return undefined;
    const creation = sequence.steps[sequence.linkedFrom];
    if (creation === undefined || !CREATING_METHODS.has(creation.request.method) || !succeeded(creation.response)) return undefined;
    const path = resourcePath(response.request.url);
    if (lastDeletion(sequence.steps, sequence.linkedFrom + 1, path) !== undefined) return undefined;
    return {
      check: ENSURE_RESOURCE_AVAILABILITY,
      title: "Resource is not available",
      message:
        `${creation.operation.label} created a resource (${creation.response.statusCode}), ` +
        `but GET ${path}, with values taken from that response, returned 404.`,
      key: `${ctx.operation.label} after ${creation.operation.label}`,
    };
  },
};
