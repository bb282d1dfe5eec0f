import * as fc from "fast-check";
import { UsageError } from "../core/errors.js";
import { activeParametrize, type ParametrizedTest, type SchemaParametrizeOptions } from "./active-framework.js";
import type { OpenApiSpec } from "../core/spec.js";
import type { Config } from "../config/config.js";
import type { ResolvedConfig } from "../config/resolve-types.js";
import type { GenerationMode } from "../core/phase.js";
import type { OperationDefinition } from "../core/operation.js";
import type { GraphqlSchemaSpec } from "./graphql/schema-spec.js";
import type { GenerationContext } from "../generation/context.js";
import { defaultSerializers, type SerializerRegistry } from "../serialization/registry.js";
import { customFormats, customMediaTypes } from "./custom-generation.js";
import { withCustomSerializers } from "./custom-serializers.js";
import type { Transport } from "../transport/transport.js";
import type { Case } from "./case.js";
import { matchesFilter, type OperationFilter } from "./filters.js";
import { attachGiven, type GivenArguments } from "./given.js";
import type { HookName } from "../hooks/hook-names.js";
import type { SchemaHookFunctions } from "./hook.js";
import { HookRegistry, registerHook, type HookArguments, type NamedHook } from "../hooks/registry.js";
import { APIOperation } from "./operation.js";
import type { CoverageSource } from "../greybox/coverage-source.js";
import type { CodeValues } from "../greybox/code-values.js";
import type { CodeCoverageReport } from "../core/events.js";
import { stateMachineFor, type APIStateMachine } from "./state-machine.js";

/** How a {@link Schema} reaches the API. */
export interface SchemaConnection {
  /** Base URL requests go to (for in-process apps, any URL: only path and query are used); absent when unknown. */
  readonly baseUrl?: string;
  /** Creates the transport on first use (HTTP, or the in-process app). */
  readonly transport: () => Transport;
  /** Headers on every request (e.g. credentials given to the loader). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The in-process app (`fromFetchApp`/`fromNodeApp`), passed to auth providers as `ctx.app`. */
  readonly app?: unknown;
  /** The loader's `config` (an `apitest.toml`): applied to every case this schema makes. */
  readonly config?: Config;
  /** The loader's `requestTimeout`: seconds per call when the call gives none (over the config's). */
  readonly requestTimeout?: number;
  /** `coverage: true`: the in-process app's coverage and the constants of its code. */
  readonly greybox?: SchemaGreybox;
}

/** What a schema loaded with `coverage: true` sees of the app's code. */
export interface SchemaGreybox {
  readonly source: CoverageSource;
  readonly codeValues: CodeValues;
}

/**
 * A loaded API schema: the operations to test, filtered as asked, and how to reach the API.
 * Iterate it for its operations, or `get(path, method)` one.
 */
export class Schema implements Iterable<APIOperation> {
  /** The loaded description: OpenAPI, or GraphQL (`kind: "graphql"`, from the `graphql.from*` loaders). */
  readonly spec: OpenApiSpec | GraphqlSchemaSpec;
  readonly serializers: SerializerRegistry;
  readonly headers: Readonly<Record<string, string>>;
  readonly #connection: SchemaConnection;
  readonly #operations: readonly APIOperation[];
  #transport: Transport | undefined;
  #generation: GenerationContext | undefined;
  #resolved: ResolvedConfig | undefined;

  /** This schema's own hooks (`schema.hook`), after the ones of the schema it was filtered from. */
  readonly hooks: HookRegistry;

  constructor(spec: OpenApiSpec | GraphqlSchemaSpec, connection: SchemaConnection, filter?: (operation: APIOperation) => boolean, parentHooks?: HookRegistry) {
    this.spec = spec;
    this.hooks = new HookRegistry(parentHooks);
    this.#connection = connection;
    this.headers = connection.headers ?? {};
    this.serializers = withCustomSerializers(defaultSerializers());
    const all = (spec.operations as readonly OperationDefinition[]).map((definition) => this.createOperation(definition));
    this.#operations = filter === undefined ? all : all.filter(filter);
  }

  /** The schema's base path (`basePath` in 2.0, the first server's path in 3.x). */
  get basePath(): string {
    return this.spec.basePath;
  }

  /** Where requests go, when known. */
  get baseUrl(): string | undefined {
    return this.#connection.baseUrl;
  }

  /**
   * Where requests go.
   * @throws UsageError when the schema was not loaded from the API and no `baseUrl` was given.
   */
  requireBaseUrl(): string {
    const baseUrl = this.#connection.baseUrl;
    if (baseUrl === undefined) {
      throw new UsageError(`${this.title} was not loaded from the API itself, so apitest does not know where to send requests: pass { baseUrl: "http://127.0.0.1:8000" } to the loader or to call().`);
    }
    return baseUrl;
  }

  /** The API's title. */
  get title(): string {
    return this.spec.title;
  }

  /** Seconds per call the loader's `requestTimeout` gave, if any. */
  get requestTimeout(): number | undefined {
    return this.#connection.requestTimeout;
  }

  /** The transport requests go through (created on first use, shared by every case). */
  get transport(): Transport {
    this.#transport ??= this.#connection.transport();
    return this.#transport;
  }

  /** The generation context cases are built with (`generation.allow-x00`, `exclude-header-characters` and `codec` of the config apply). */
  get generationContext(): GenerationContext {
    // One context per schema: generation caches arbitraries per context object.
    const generation = this.settings?.generation;
    this.#generation ??= {
      resolver: this.spec.resolver,
      allowX00: generation?.allowX00 ?? true,
      excludeHeaderCharacters: generation?.excludeHeaderCharacters ?? "\r\n",
      formats: customFormats(),
      mediaTypes: customMediaTypes(),
      ...(generation?.codec === undefined ? {} : { codec: generation.codec }),
    };
    return this.#generation;
  }

  /** The constants of the app's code, when loaded with `coverage: true` (generation draws on them). */
  get codeValues(): CodeValues | undefined {
    return this.#connection.greybox?.codeValues;
  }

  /**
   * How much of the app's own code the requests so far reached (lines, over the files the app
   * loaded), when loaded with `coverage: true`; undefined otherwise.
   * @example const { linesReached, lines } = (await schema.codeCoverage())!;
   */
  async codeCoverage(): Promise<CodeCoverageReport | undefined> {
    return this.#connection.greybox?.source.report();
  }

  /**
   * Stops the app's coverage (`coverage: true`) and returns the final report: call it once the
   * tests are done (`afterAll`). Requests after it are not measured.
   */
  async stopCodeCoverage(): Promise<CodeCoverageReport | undefined> {
    return this.#connection.greybox?.source.finish();
  }

  /**
   * Writes the code reached so far in V8's JSON format into `dir` (for `c8 report
   * --temp-directory dir`), when loaded with `coverage: true`; returns the file written.
   */
  async writeCodeCoverage(dir: string): Promise<string | undefined> {
    const greybox = this.#connection.greybox;
    if (greybox === undefined) return undefined;
    await greybox.source.report();
    const { writeV8Coverage } = await import("../greybox/write-coverage.js");
    return writeV8Coverage(dir, greybox.source.toV8());
  }

  /** The configuration given to the loader (or by {@link Schema.withConfig}), if any. */
  get config(): Config | undefined {
    return this.#connection.config;
  }

  /** That configuration resolved for this schema (its `[[project]]` picked by the schema's title). */
  get settings(): ResolvedConfig | undefined {
    const config = this.#connection.config;
    if (config === undefined) return undefined;
    this.#resolved ??= config.resolve({ schemaTitle: this.title });
    return this.#resolved;
  }

  /**
   * The same operations with a configuration applied to every case: headers, auth, fixed
   * parameters, checks and their settings, generation settings. Shares this schema's transport.
   * @example const configured = schema.withConfig(await Config.fromPath("apitest.toml"));
   */
  withConfig(config: Config): Schema {
    const baseUrl = this.#connection.baseUrl ?? config.resolve({ schemaTitle: this.title }).baseUrl;
    return new this.#Self(this.spec, { ...this.#connection, ...(baseUrl === undefined ? {} : { baseUrl }), config, transport: () => this.transport }, (operation) => this.has(operation), this.hooks);
  }

  /** The selected operations. */
  get operations(): readonly APIOperation[] {
    return this.#operations;
  }

  [Symbol.iterator](): Iterator<APIOperation> {
    return this.#operations[Symbol.iterator]();
  }

  /**
   * The operation at a path and method.
   * @throws UsageError naming the known operations when there is none.
   */
  get(path: string, method: string): APIOperation {
    const found = this.#operations.find((operation) => operation.path === path && operation.method === method.toUpperCase());
    if (found === undefined) {
      const known = this.#operations.slice(0, 20).map((operation) => operation.label).join(", ");
      throw new UsageError(`No operation ${method.toUpperCase()} ${path} in ${this.title}. Known operations: ${known}${this.#operations.length > 20 ? ", …" : ""}.`);
    }
    return found;
  }

  /** A schema with only the operations matching the filter. */
  include(filter: OperationFilter): Schema {
    return new this.#Self(this.spec, this.#connection, (operation) => this.has(operation) && matchesFilter(operation.definition, filter), this.hooks);
  }

  /** A schema without the operations matching the filter (and without deprecated ones when `deprecated: true`). */
  exclude(filter: OperationFilter & { readonly deprecated?: boolean }): Schema {
    const { deprecated, ...rest } = filter;
    const criteria = Object.keys(rest).length > 0;
    return new this.#Self(this.spec, this.#connection, (operation) => {
      if (!this.has(operation)) return false;
      if (deprecated === true && operation.definition.deprecated) return false;
      return !(criteria && matchesFilter(operation.definition, rest));
    }, this.hooks);
  }

  /** The in-process app the schema was loaded from, if any. */
  get app(): unknown {
    return this.#connection.app;
  }

  /** Registers a hook for this schema only (and the schemas filtered from it); same forms as the global `hook()`. */
  hook<N extends HookName>(name: N, fn: SchemaHookFunctions[N]): SchemaHookFunctions[N];
  hook<N extends HookName>(name: N): <F extends SchemaHookFunctions[N]>(fn: F) => F;
  hook<F extends NamedHook>(fn: F, name?: HookName): F;
  hook(...args: HookArguments): unknown {
    return registerHook(this.hooks, args);
  }

  /**
   * A copy of this schema whose parametrized tests also receive values drawn from these
   * arbitraries, as `given` in the test body: an array for `given(a, b)`, an object for
   * `given({ a, b })`. The specification's explicit strategies (`@given`).
   * @throws UsageError when applied twice, or given something that is not an arbitrary.
   * @example
   * parametrize(schema.given(fc.integer({ min: 1, max: 5 })))("api", async ({ case: apiCase, given }) => {
   *   const [retries] = given as [number];
   * });
   */
  given(...arbitraries: GivenArguments): Schema {
    return attachGiven(this, this.include({}), arbitraries);
  }

  /**
   * One test per selected operation, named `<name>[<METHOD> <path>]`, in the test framework whose
   * apitest entry point the test file imports (`apitest/vitest`, `apitest/jest` or
   * `apitest/node-test`); the body runs once per generated case. The same as that entry point's
   * `parametrize(schema, options)`.
   *
   * @throws UsageError when no framework entry point was imported, or when the body is registered twice.
   * @example
   * import "apitest-pbt/vitest";
   * schema.parametrize({ maxExamples: 50 })("api", async ({ case: apiCase }) => {
   *   await apiCase.callAndValidate();
   * });
   */
  parametrize(options: SchemaParametrizeOptions = {}): ParametrizedTest {
    return activeParametrize()(this, options);
  }

  /**
   * A fast-check arbitrary of cases over every selected operation: `positive` (valid, the
   * default), `negative` (each invalid as a lenient server reads it) or `all` (both). Operations
   * with nothing to make invalid are left out of `negative`.
   * @throws UsageError when no operation is selected, or none can give cases of the mode.
   */
  asArbitrary(options: { readonly mode?: GenerationMode } = {}): fc.Arbitrary<Case> {
    if (this.#operations.length === 0) throw new UsageError(`No operations are selected in ${this.title}: there is nothing to generate.`);
    const arbitraries = this.#operations.flatMap((operation) => {
      const arbitrary = operation.modeArbitrary(options.mode ?? "positive");
      return arbitrary === undefined ? [] : [arbitrary];
    });
    if (arbitraries.length === 0) throw new UsageError(`No operation of ${this.title} can be made invalid: there is no negative data to generate.`);
    return fc.oneof(...arbitraries);
  }

  /**
   * A state machine class over the links between the selected operations (declared, else
   * inferred); subclass it to override its hooks, then `await Machine.run()`.
   */
  asStateMachine(): typeof APIStateMachine {
    return stateMachineFor(this);
  }

  /** Closes the transport's connections. */
  async close(): Promise<void> {
    await this.#transport?.close();
    this.#transport = undefined;
  }

  /** The operation object of one definition (a spec's own subclass of {@link APIOperation}). */
  protected createOperation(definition: OperationDefinition): APIOperation {
    return new APIOperation(this, definition);
  }

  /** This schema's class (a spec's own subclass), so a filtered schema is of the same kind. */
  get #Self(): typeof Schema {
    return this.constructor as typeof Schema;
  }

  private has(operation: APIOperation): boolean {
    return this.#operations.some((own) => own.definition === operation.definition);
  }
}
