import type { SequenceContext, SequenceStep } from "../../core/check.js";
import { fieldVerb } from "../../core/field-verbs.js";
import type { Failure } from "../../core/failure.js";
import type { PreparedRequest } from "../../core/request.js";
import type { Response } from "../../core/response.js";
import { USE_AFTER_FREE } from "../use-after-free.js";
import { gaveResult, isGraphqlStep, quoted, rootResult, sentIds, type GraphqlStepOperation } from "./resource-steps.js";

/**
 * Pure: `use_after_free` for GraphQL (stateful phase). After a delete mutation
 * (`deleteBook`, `removeBook`, `destroyBook`) gave a result for an id, a later call taking
 * that id must not give one: `book(id:)` answering the book, `updateBook(id:)` answering it
 * updated. A repeated delete and a create are left alone (a delete may be idempotent; a
 * create may make the id anew).
 */
export function graphqlUseAfterFree(operation: GraphqlStepOperation, request: PreparedRequest, response: Response, sequence: SequenceContext): Failure | undefined {
  const verb = fieldVerb(operation.fieldName);
  if (verb === "delete" || verb === "create" || !gaveResult(response, operation.fieldName)) return undefined;
  const ids = sentIds(operation, request);
  if (ids.length === 0) return undefined;
  const deletion = lastGraphqlDeletion(sequence.steps, 0, ids);
  if (deletion === undefined) return undefined;
  return {
    check: USE_AFTER_FREE,
    title: "Use after free",
    message:
      `The resource with id ${quoted(deletion.ids)} was deleted by ${deletion.step.operation.label} (data.${deletion.operation.fieldName}: ${shown(deletion.step)}), ` +
      `but a later ${operation.label} with that id still returned it.`,
    key: `${operation.label} after ${deletion.step.operation.label}`,
  };
}

/** The last delete among `steps[from…]` that gave a result for one of `ids`, and the ids it took. */
export function lastGraphqlDeletion(steps: readonly SequenceStep[], from: number, ids: readonly string[]): { step: SequenceStep; operation: GraphqlStepOperation; ids: string[] } | undefined {
  for (let index = steps.length - 1; index >= from; index--) {
    const step = steps[index];
    if (step === undefined || !isGraphqlStep(step.operation) || fieldVerb(step.operation.fieldName) !== "delete") continue;
    if (!gaveResult(step.response, step.operation.fieldName)) continue;
    const deleted = sentIds(step.operation, step.request).filter((id) => ids.includes(id));
    if (deleted.length > 0) return { step, operation: step.operation, ids: deleted };
  }
  return undefined;
}

/** What a deletion answered, as a message shows it: a scalar as JSON, an object as `{…}`. */
function shown(step: SequenceStep): string {
  const value = isGraphqlStep(step.operation) ? rootResult(step.response, step.operation.fieldName).value : undefined;
  return value !== null && typeof value === "object" ? "{…}" : JSON.stringify(value);
}
