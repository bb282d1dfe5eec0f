import * as fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { CaseData } from "../core/case.js";
import type { SequenceContext } from "../core/check.js";
import { UsageError } from "../core/errors.js";
import type { Failure } from "../core/failure.js";
import type { OperationDefinition } from "../core/operation.js";
import type { Response } from "../core/response.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { randomSeed } from "../engine/seed.js";
import { DEFAULT_MAX_STEPS, statefulLinks, type StatefulLinks } from "../engine/stateful/phase.js";
import { buildModel, runNewSequence, type SentStep, type StateMachineModel, type StepOutcome, type StepRunner } from "../engine/stateful/sequence.js";
import { shrinkSequence } from "../engine/stateful/shrink.js";
import { caseArbitrary } from "../generation/case-arbitrary.js";
import { sanitizeRequest } from "../reporting/sanitize.js";
import { renderCurl } from "../serialization/curl.js";
import type { Case, CallOptions, ValidationOptions } from "./case.js";
import { FailureGroup } from "./failure-group.js";
import type { Schema } from "./schema.js";

/** Options of {@link APIStateMachine.run}. */
export interface StateMachineSettings {
  /** Call sequences to try (default 100). */
  readonly maxExamples?: number;
  /** The same as `maxExamples`, by fast-check's name for it. */
  readonly numRuns?: number;
  /** Most calls in one sequence, at least 2 (default 10). */
  readonly maxSteps?: number;
  /** Seed of the generated sequences (random by default; the failure message gives it). */
  readonly seed?: number;
  /** Report the first failing sequence as found, without shrinking it. */
  readonly noShrink?: boolean;
}

/** One call of a failing sequence: the operation and the curl command that sends it. */
export interface SequenceStepReport {
  readonly label: string;
  readonly curl: string;
}

/**
 * Thrown by {@link APIStateMachine.run} when a sequence fails: the failures of its last call,
 * and the whole (shrunk) sequence, one curl command per call, in order.
 */
export class SequenceFailure extends FailureGroup {
  readonly steps: readonly SequenceStepReport[];
  readonly seed: number;

  constructor(failures: readonly Failure[], steps: readonly SequenceStepReport[], seed: number) {
    const sequence = steps.map((step, at) => `${at + 1}. ${step.label}\n       ${step.curl}`).join("\n    ");
    super(failures, { operation: `${steps.at(-1)?.label ?? "?"} (stateful sequence of ${steps.length} call${steps.length === 1 ? "" : "s"}, seed ${seed})`, curl: sequence });
    this.name = "SequenceFailure";
    this.steps = steps;
    this.seed = seed;
  }
}

/**
 * The state machine of a schema's linked operations (from `schema.asStateMachine()`): each
 * scenario is a new instance; every step picks an operation whose inputs are available, fills
 * the linked values from a stored response, calls it and validates the response. Subclass it
 * to override the hooks, then `await MyMachine.run()`.
 *
 * @example
 * class Users extends schema.asStateMachine() {
 *   override beforeCall(apiCase: Case) { apiCase.headers["Authorization"] = "Bearer token"; }
 * }
 * await Users.run({ maxExamples: 50 });
 */
export class APIStateMachine {
  /** The schema the class was built from (set by `asStateMachine()`). */
  static schema: Schema | undefined;
  /** The links the machine follows (declared, or inferred when the schema declares none) and the declared ones it cannot use. */
  static links: StatefulLinks = { links: [], errors: [], inferred: false };

  /** Called once at the start of each scenario. */
  setup(): void | Promise<void> {}

  /** Called once at the end of each scenario (also when it failed). */
  teardown(): void | Promise<void> {}

  /** Called before each call; may change the case. */
  beforeCall(_case: Case): void | Promise<void> {}

  /** Called after each call, before the response is validated. */
  afterCall(_response: Response, _case: Case): void | Promise<void> {}

  /** Options for each call (headers, query, cookies, timeout, base URL). */
  getCallOptions(_case: Case): CallOptions {
    return {};
  }

  /**
   * Runs the checks on a response (the default ones, the stateful ones with the sequence so far).
   * @throws FailureGroup when any check fails.
   */
  async validateResponse(response: Response, apiCase: Case, options: ValidationOptions & { readonly sequence?: SequenceContext } = {}): Promise<void> {
    await apiCase.operation.validateResponse(response, { ...options, case: apiCase });
  }

  /**
   * Runs up to `maxExamples` scenarios of up to `maxSteps` calls; the first failing one is
   * shrunk to the shortest sequence that still fails.
   * @throws SequenceFailure with the failures and the reproducing sequence.
   * @throws UsageError when the schema has no links between its selected operations.
   */
  static async run(settings: StateMachineSettings = {}): Promise<void> {
    const schema = this.schema;
    if (schema === undefined) throw new UsageError("APIStateMachine.run() needs a class from schema.asStateMachine(): subclass that one.");
    if (this.links.links.length === 0) {
      const fix =
        schema.spec.kind === "openapi"
          ? "Add links to the schema's responses."
          : "GraphQL links are inferred: select a mutation returning an object with an id (or a payload holding one) and a field taking that id (book(id:), updateBook(input: { id })).";
      throw new UsageError(`${schema.title} has no links between its selected operations (and none could be inferred): there is no sequence to run. ${fix}`);
    }
    const maxSteps = settings.maxSteps ?? DEFAULT_MAX_STEPS;
    if (maxSteps < 2) throw new UsageError(`maxSteps must be at least 2, got ${maxSteps}.`);
    const seed = settings.seed ?? randomSeed();
    const model = machineModel(schema, this.links);
    if (model.links.length === 0) {
      const reasons = [...new Set(model.dropped.map(({ reason }) => reason))].join(" ");
      throw new UsageError(`None of the links of ${schema.title} can be followed: the data of their operations cannot be generated. ${reasons}`);
    }
    const runner = new MachineRunner(schema, this as unknown as new () => APIStateMachine);
    const random = new fc.Random(xoroshiro128plus(seed));
    if (settings.numRuns !== undefined && settings.maxExamples !== undefined && settings.numRuns !== settings.maxExamples) {
      throw new UsageError(`run({ numRuns: ${settings.numRuns}, maxExamples: ${settings.maxExamples} }) disagree: they are the same setting, give only one.`);
    }
    const scenarios = settings.numRuns ?? settings.maxExamples ?? 100;
    for (let scenario = 0; scenario < scenarios; scenario++) {
      const outcome = await runNewSequence(model, runner, random, maxSteps);
      if (outcome.kind === "error") throw outcome.error;
      if (outcome.kind !== "failed") continue;
      const failures = outcome.steps.at(-1)!.failures;
      const shrunk = settings.noShrink === true ? outcome : await shrinkSequence(runner, outcome, failures[0]!, undefined, undefined, (operation) => model.arbitraries.get(operation), model.applyValues);
      throw new SequenceFailure(shrunk.steps.at(-1)!.failures, shrunk.steps.map(stepReport), seed);
    }
  }
}

/**
 * The class `schema.asStateMachine()` returns: {@link APIStateMachine} bound to the schema and
 * its links (OpenAPI: declared, else inferred; GraphQL: inferred as the stateful phase of
 * `apitest run` infers them).
 */
export function stateMachineFor(schema: Schema): typeof APIStateMachine {
  const definitions = schema.operations.map((operation) => operation.definition);
  const links = schema.spec.kind === "openapi" ? statefulLinks(schema.spec, definitions) : schema.spec.stateful.links(definitions);
  return class extends APIStateMachine {
    static override schema: Schema | undefined = schema;
    static override links: StatefulLinks = links;
  };
}

/**
 * The state machine of the links, as the stateful phase of `apitest run` builds it: OpenAPI
 * cases from the schema's generation context; GraphQL documents as `asArbitrary()` draws them
 * (hooks applied), a link source's selecting the ids its links read, a link's values put into
 * the target's arguments.
 */
function machineModel(schema: Schema, links: StatefulLinks): StateMachineModel {
  if (schema.spec.kind === "openapi") return buildModel(links.links, (operation) => caseArbitrary(operation, schema.generationContext));
  const steps = schema.spec.stateful;
  const sources = new Set(links.links.map((link) => link.source));
  const arbitraryOf = (definition: OperationDefinition): fc.Arbitrary<CaseData> => {
    const operation = schema.operations.find((candidate) => candidate.definition === definition);
    const drawn = operation?.modeArbitrary("positive");
    if (drawn === undefined) throw new Error(`${definition.label} is not selected`);
    const cases = drawn.map(caseData);
    return sources.has(definition) ? cases.map((data) => ({ ...data, body: steps.withResultIdsSelected(data.body, definition) })) : cases;
  };
  return buildModel(links.links, arbitraryOf, steps.applyArguments);
}

/** What a case sends, as the state machine's steps carry it. */
function caseData(apiCase: Case): CaseData {
  return {
    method: apiCase.method,
    path: apiCase.path,
    pathParameters: apiCase.pathParameters,
    query: apiCase.query,
    headers: apiCase.headers,
    cookies: apiCase.cookies,
    body: apiCase.body,
    mediaType: apiCase.mediaType,
  };
}

/** Sends steps through a fresh machine instance per scenario, with its hooks. */
class MachineRunner implements StepRunner {
  #machine: APIStateMachine | undefined;
  readonly #schema: Schema;
  readonly #Machine: new () => APIStateMachine;

  constructor(schema: Schema, Machine: new () => APIStateMachine) {
    this.#schema = schema;
    this.#Machine = Machine;
  }

  async setup(): Promise<void> {
    this.#machine = new this.#Machine();
    await this.#machine.setup();
  }

  async teardown(): Promise<void> {
    await this.#machine?.teardown();
    this.#machine = undefined;
  }

  async send(definition: OperationDefinition, data: CaseData, sequence: SequenceContext): Promise<StepOutcome> {
    const machine = this.#machine ?? new this.#Machine();
    const operation = this.#schema.operations.find((candidate) => candidate.definition === definition);
    if (operation === undefined) return { kind: "skipped", reason: `${definition.label} is not selected` };
    const apiCase = operation.makeCase(data, { phase: "stateful", mode: "positive" });
    await machine.beforeCall(apiCase);
    let response: Response;
    try {
      response = await apiCase.call(machine.getCallOptions(apiCase));
    } catch (error) {
      return { kind: "error", error };
    }
    await machine.afterCall(response, apiCase);
    let failures: readonly Failure[] = [];
    try {
      await machine.validateResponse(response, apiCase, { sequence });
    } catch (error) {
      failures = error instanceof FailureGroup ? error.failures : [thrownFailure(error)];
    }
    return { kind: "sent", caseId: apiCase.id, data: caseData(apiCase), request: response.request, response, failures };
  }
}

/** A plain error thrown by an overridden `validateResponse` (e.g. a failed `expect`), as a failure. */
function thrownFailure(error: unknown): Failure {
  const message = error instanceof Error ? error.message : String(error);
  return { check: "validate_response", title: "validateResponse failed", message, key: message };
}

function stepReport(step: SentStep): SequenceStepReport {
  return {
    label: step.planned.operation.label,
    curl: renderCurl(sanitizeRequest(step.request, DEFAULT_OUTPUT.sanitization), { verify: step.response.verify }),
  };
}
