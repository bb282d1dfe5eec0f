import type { CaseMeta } from "../core/case.js";
import type { CheckContext, SequenceContext } from "../core/check.js";
import type { RunEnvironment } from "./environment.js";
import type { OperationScope } from "./scope.js";

type ContextsByName = Map<string, CheckContext>;

// Contexts are read-only and the same for every case of an operation with the same meta (one
// constant meta for all positive fuzzing cases): made once, not five times per request.
const cache = new WeakMap<OperationScope, WeakMap<CaseMeta, ContextsByName>>();

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
  let byMeta = cache.get(scope);
  if (byMeta === undefined) cache.set(scope, (byMeta = new WeakMap()));
  let byName = byMeta.get(meta);
  if (byName === undefined) byMeta.set(meta, (byName = new Map()));
  const contexts = byName;
  return (name) => {
    let context = contexts.get(name);
    if (context === undefined) contexts.set(name, (context = makeContext(env, scope, meta, name, undefined)));
    return context;
  };
}
