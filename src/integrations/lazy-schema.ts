import type { TestAPI, TestContext } from "vitest";
import type { Schema } from "../api/schema.js";

/** The part of Vitest's `test` (or of a `test.extend(...)` result) the integration registers tests with. */
export type TestRegistrar = (name: string, fn: (context: TestContext) => Promise<void>, timeout?: number) => void;

/** The fixture names of a Vitest test whose value is a {@link Schema}. */
export type SchemaFixtureName<Fixtures> = { [K in keyof Fixtures]-?: Fixtures[K] extends Schema ? K : never }[keyof Fixtures] & string;

/**
 * A schema that a Vitest fixture provides while the test runs (the specification's
 * `from_fixture`). Made by {@link lazySchema}; pass it to `parametrize`.
 */
export class LazySchema {
  /** The extended `test` that owns the fixture. */
  readonly test: TestRegistrar;
  /** The fixture's name. */
  readonly fixture: string;

  constructor(test: TestRegistrar, fixture: string) {
    this.test = test;
    this.fixture = fixture;
  }
}

/**
 * A schema loaded by a fixture of an extended Vitest `test`, so loading happens while tests
 * run and may depend on other fixtures (a database, an app built per test, a token). The
 * fixture name is checked against the test's fixtures at compile time.
 *
 * @example
 * const it = test.extend<{ app: Hono; schema: Schema }>({
 *   app: async ({}, use) => use(createApp()),
 *   schema: async ({ app }, use) => use(await openapi.fromFetchApp("/openapi.json", app)),
 * });
 * parametrize(lazySchema(it, "schema"))("api", async ({ case: apiCase }) => {
 *   await apiCase.callAndValidate();
 * });
 */
export function lazySchema<Fixtures extends object>(test: TestAPI<Fixtures>, fixture: SchemaFixtureName<Fixtures>): LazySchema {
  return new LazySchema(test as unknown as TestRegistrar, fixture);
}
