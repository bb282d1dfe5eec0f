import type { OperationDefinition } from "../core/operation.js";

/** One value or several. */
type OneOrMany<T> = T | readonly T[];

/**
 * Selects operations for `include`/`exclude`. Within one filter object every given criterion
 * must match; a criterion with several values matches when any value does.
 */
export interface OperationFilter {
  /** Full name, e.g. `POST /users`. */
  readonly name?: OneOrMany<string>;
  readonly nameRegex?: string | RegExp;
  readonly method?: OneOrMany<string>;
  readonly methodRegex?: string | RegExp;
  readonly path?: OneOrMany<string>;
  readonly pathRegex?: string | RegExp;
  readonly tag?: OneOrMany<string>;
  readonly tagRegex?: string | RegExp;
  readonly operationId?: OneOrMany<string>;
  readonly operationIdRegex?: string | RegExp;
  /** A custom predicate. */
  readonly func?: (operation: OperationDefinition) => boolean;
}

function list<T>(value: OneOrMany<T>): readonly T[] {
  return Array.isArray(value) ? (value as readonly T[]) : [value as T];
}

function regex(value: string | RegExp): RegExp {
  return typeof value === "string" ? new RegExp(value) : value;
}

/** Whether an operation matches every criterion the filter gives (an empty filter matches all). */
export function matchesFilter(operation: OperationDefinition, filter: OperationFilter): boolean {
  if (filter.name !== undefined && !list(filter.name).includes(operation.label)) return false;
  if (filter.nameRegex !== undefined && !regex(filter.nameRegex).test(operation.label)) return false;
  if (filter.method !== undefined && !list(filter.method).some((m) => m.toUpperCase() === operation.method)) return false;
  if (filter.methodRegex !== undefined && !new RegExp(regex(filter.methodRegex).source, "i").test(operation.method)) return false;
  if (filter.path !== undefined && !list(filter.path).includes(operation.path)) return false;
  if (filter.pathRegex !== undefined && !regex(filter.pathRegex).test(operation.path)) return false;
  if (filter.tag !== undefined && !list(filter.tag).some((t) => operation.tags.includes(t))) return false;
  if (filter.tagRegex !== undefined && !operation.tags.some((t) => regex(filter.tagRegex!).test(t))) return false;
  if (filter.operationId !== undefined && (operation.operationId === undefined || !list(filter.operationId).includes(operation.operationId))) return false;
  if (filter.operationIdRegex !== undefined && (operation.operationId === undefined || !regex(filter.operationIdRegex).test(operation.operationId))) return false;
  if (filter.func !== undefined && !filter.func(operation)) return false;
  return true;
}
