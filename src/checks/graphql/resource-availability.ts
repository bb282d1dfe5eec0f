import type { SequenceContext } from "../../core/check.js";
import { fieldVerb } from "../../core/field-verbs.js";
import type { Failure } from "../../core/failure.js";
import type { PreparedRequest } from "../../core/request.js";
import type { Response } from "../../core/response.js";
import { ENSURE_RESOURCE_AVAILABILITY } from "../ensure-resource-availability.js";
import { gaveResult, isGraphqlStep, isNotFound, quoted, rootResult, sentIds, type GraphqlStepOperation } from "./resource-steps.js";
import { lastGraphqlDeletion } from "./use-after-free.js";

/**
 * Pure: `ensure_resource_availability` for GraphQL (stateful phase). A query whose id came
 * (through a link) from a create mutation that gave a result (`addBook`, `createBook`) must
 * find it: `data.<field>` null with no error, or with a "not found" error, fails, unless the id
 * was deleted in between. Other errors (a crash) are other checks' findings.
 */
export function graphqlResourceAvailability(operation: GraphqlStepOperation, request: PreparedRequest, response: Response, sequence: SequenceContext): Failure | undefined {
  if (sequence.linkedFrom === undefined || operation.rootType !== "Query" || response.statusCode >= 500) return undefined;
  const creation = sequence.steps[sequence.linkedFrom];
  if (creation === undefined || !isGraphqlStep(creation.operation) || fieldVerb(creation.operation.fieldName) !== "create") return undefined;
  if (!gaveResult(creation.response, creation.operation.fieldName)) return undefined;
  const result = rootResult(response, operation.fieldName);
  if (result.value !== null || !result.errors.every(isNotFound)) return undefined;
  const ids = sentIds(operation, request);
  if (ids.length === 0 || lastGraphqlDeletion(sequence.steps, sequence.linkedFrom + 1, ids) !== undefined) return undefined;
  const how = result.errors.length === 0 ? "null" : `null with "${result.errors[0]!.message}"`;
  return {
    check: ENSURE_RESOURCE_AVAILABILITY,
    title: "Resource is not available",
    message: `${creation.operation.label} created a resource (id ${quoted(ids)}), but ${operation.label}, with that id taken from its response, returned ${how}.`,
    key: `${operation.label} after ${creation.operation.label}`,
  };
}
