import { UsageError } from "../core/errors.js";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Makes Vitest set up the named fixtures for a test function built at run time.
 *
 * Vitest decides which `test.extend` fixtures a test needs by reading the source of the
 * test function's first parameter (`({ schema, app }) => …`) and refuses any other shape.
 * A generic wrapper cannot spell a fixture name chosen by the user, so it reports the
 * destructuring it stands for through `toString`; the names are checked to be identifiers
 * so the pattern is always well-formed.
 *
 * @throws UsageError when a name is not a JavaScript identifier.
 */
export function requestingFixtures<F extends (context: never) => unknown>(fn: F, names: readonly string[]): F {
  for (const name of names) {
    if (!IDENTIFIER.test(name)) {
      throw new UsageError(`"${name}" is not a fixture name Vitest can inject: use a plain identifier such as "schema".`);
    }
  }
  const pattern = `async ({ ${[...new Set(names)].join(", ")} }) => {}`;
  Object.defineProperty(fn, "toString", { value: () => pattern, enumerable: false });
  return fn;
}
