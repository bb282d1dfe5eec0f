import type { SequenceContext } from "../../core/check.js";
import type { Failure } from "../../core/failure.js";
import type { PreparedRequest } from "../../core/request.js";
import type { Response } from "../../core/response.js";
import { ENSURE_RESOURCE_AVAILABILITY } from "../ensure-resource-availability.js";
import { USE_AFTER_FREE } from "../use-after-free.js";
import { graphqlResourceAvailability } from "./resource-availability.js";
import type { GraphqlStepOperation } from "./resource-steps.js";
import { graphqlUseAfterFree } from "./use-after-free.js";

/**
 * Pure: the stateful checks with a GraphQL meaning (`use_after_free`, then
 * `ensure_resource_availability`) among `selected`, on one step of a sequence; the failures
 * they find.
 */
export function graphqlStatefulFailures(selected: readonly string[], operation: GraphqlStepOperation, request: PreparedRequest, response: Response, sequence: SequenceContext): Failure[] {
  const failures: Failure[] = [];
  if (selected.includes(USE_AFTER_FREE)) {
    const failure = graphqlUseAfterFree(operation, request, response, sequence);
    if (failure !== undefined) failures.push(failure);
  }
  if (selected.includes(ENSURE_RESOURCE_AVAILABILITY)) {
    const failure = graphqlResourceAvailability(operation, request, response, sequence);
    if (failure !== undefined) failures.push(failure);
  }
  return failures;
}
