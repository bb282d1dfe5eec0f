import { UsageError } from "../core/errors.js";

/**
 * Remembers which test bodies and names were registered, so registering one twice fails
 * loudly (the specification's "parametrize applied twice") instead of silently running the
 * operations twice under names the reporter cannot tell apart.
 */
export interface RegistrationGuard {
  /**
   * Records a registration.
   * @param scope the enclosing suite: the same name may appear in different suites.
   * @throws UsageError when the body, or the name within the scope, was registered before.
   */
  claim(name: string, body: object, scope: object): void;
}

/** A fresh guard (one per process is what `parametrize` uses; tests may make their own). */
export function createRegistrationGuard(): RegistrationGuard {
  const bodies = new WeakMap<object, string>();
  const names = new WeakMap<object, Set<string>>();
  return {
    claim(name, body, scope) {
      const earlier = bodies.get(body);
      if (earlier !== undefined) {
        throw new UsageError(
          `parametrize() was applied twice to the same test body (first as "${earlier}", now as "${name}"): give each parametrized test its own function.`,
        );
      }
      let taken = names.get(scope);
      if (taken === undefined) {
        taken = new Set();
        names.set(scope, taken);
      }
      if (taken.has(name)) {
        throw new UsageError(`parametrize() was applied twice to tests named "${name}" in the same suite: give one of them another name.`);
      }
      taken.add(name);
      bodies.set(body, name);
    },
  };
}
