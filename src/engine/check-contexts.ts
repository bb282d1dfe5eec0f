import type { CaseMeta } from "../core/case.js";
import type { CheckContext, SequenceContext } from "../core/check.js";
import type { RunEnvironment } from "./environment.js";
import type { OperationScope } from "./scope.js";

type ContextsByName = Map<string, CheckContext>;

// Contexts are read-only and the same for every case of an operation with the same meta (one
// constant meta for all positive fuzzing cases): made once, not five times per request. Only the
// last meta of each scope is remembered: negative and planned cases each have a meta of their own,
// and a map keyed by them would keep every one (and its contexts) through the young collections.
const cache = new WeakMap<OperationScope, { meta: CaseMeta; byName: ContextsByName }>();

function makeContext(env: RunEnvironment, scope: OperationScope, meta: CaseMeta, name: string, sequence: SequenceContext | undefined): CheckContext {
  const maxResponseTime = scope.settings.maxResponseTime;
  return {
    operation: scope.operation,
    validator: env.spec.validator,
    resolver: env.spec.resolver,
    config: scope.check(name),
    meta,
    ...(maxResponseTime === undefined ? {} : { maxResponseTime }),
    ...(sequence === undefined ? {} : { sequence }),
  };
}

/**
 * The context each check of one case reads, by check name. Without a stateful sequence the
 * contexts are cached per operation scope and case meta; with one, made per case.
 */
export function checkContexts(env: RunEnvironment, scope: OperationScope, meta: CaseMeta, sequence?: SequenceContext): (name: string) => CheckContext {
  if (sequence !== undefined) return (name) => makeContext(env, scope, meta, name, sequence);
  let last = cache.get(scope);
  if (last === undefined || last.meta !== meta) cache.set(scope, (last = { meta, byName: new Map() }));
  const contexts = last.byName;
  return (name) => {
    let context = contexts.get(name);
    if (context === undefined) contexts.set(name, (context = makeContext(env, scope, meta, name, undefined)));
    return context;
  };
}
