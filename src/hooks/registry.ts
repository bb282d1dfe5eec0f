import { UsageError } from "../core/errors.js";
import { checkHookName, type HookFunctions, type HookName } from "./hook-names.js";

/**
 * Hooks by name, in registration order. A registry may have a parent whose hooks come first
 * (a filtered schema keeps the hooks of the schema it came from).
 */
export class HookRegistry {
  readonly #own = new Map<HookName, unknown[]>();
  readonly #parent: HookRegistry | undefined;

  constructor(parent?: HookRegistry) {
    this.#parent = parent;
  }

  /** Adds a hook under a (checked) name. */
  add<N extends HookName>(name: N, fn: HookFunctions[N]): void {
    const list = this.#own.get(name) ?? [];
    list.push(fn);
    this.#own.set(name, list);
  }

  /** The hooks of a name: the parent's first, then this registry's own. */
  get<N extends HookName>(name: N): readonly HookFunctions[N][] {
    const own = (this.#own.get(name) ?? []) as HookFunctions[N][];
    const inherited = this.#parent?.get(name) ?? [];
    return inherited.length === 0 ? own : [...inherited, ...own];
  }

  /** Forgets this registry's own hooks. */
  clear(): void {
    this.#own.clear();
  }
}

/** The hooks in effect: several registries (the global one, then a schema's), read in order. */
export type HookSet = readonly HookRegistry[];

/** Every hook of a name over a set of registries, in order. */
export function hooksOf<N extends HookName>(set: HookSet, name: N): readonly HookFunctions[N][] {
  if (set.length === 1) return (set[0] as HookRegistry).get(name);
  return set.flatMap((registry) => registry.get(name));
}

/**
 * A hook given as a named function (`function filterQuery(ctx, query) { … }`). Its parameters are
 * `any` to TypeScript: the hook's type follows from its name, which types cannot see.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type NamedHook = (...args: any[]) => unknown;

/** How `hook()` and `schema.hook()` may be called. */
export type HookArguments = [fn: (...args: never[]) => unknown, name?: string | undefined] | [name: string, fn?: ((...args: never[]) => unknown) | undefined];

/**
 * Registers a hook given as `(name, fn)`, `(fn)` (named by the function), or `(fn, name)`; with a
 * name alone, returns the function that registers (`hook("filterQuery")(fn)`).
 * @throws UsageError for an unknown name or an anonymous function.
 */
export function registerHook(registry: HookRegistry, args: HookArguments): unknown {
  const [first, second] = args;
  if (typeof first === "string") {
    const name = checkHookName(first);
    if (second === undefined) return (fn: (...args: never[]) => unknown) => registerHook(registry, [name, fn]);
    if (typeof second !== "function") throw new UsageError(`hook("${name}", …) needs a function as its second argument.`);
    registry.add(name, second as HookFunctions[typeof name]);
    return second;
  }
  if (typeof first !== "function") throw new UsageError("hook() needs a hook name, a named function (function filterQuery(ctx, query) { … }), or both.");
  const given = typeof second === "string" ? second : first.name;
  if (given === "" || given === "anonymous") {
    throw new UsageError('hook() got an anonymous function: name it after the hook (function filterQuery(ctx, query) { … }) or pass the name: hook("filterQuery", fn).');
  }
  registry.add(checkHookName(given), first as never);
  return first;
}
