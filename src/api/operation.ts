import * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import type { CheckContext, CheckDefinition, SequenceContext } from "../core/check.js";
import type { OperationDefinition } from "../core/operation.js";
import type { CaseMeta } from "../core/case.js";
import type { GenerationMode } from "../core/phase.js";
import type { Response } from "../core/response.js";
import { UsageError } from "../core/errors.js";
import { runChecks } from "../checks/run-checks.js";
import { labelAmbiguous } from "../checks/ambiguous-cases.js";
import { checksForCase } from "../checks/case-checks.js";
import { responseSchemaConformance } from "../checks/response-schema-conformance.js";
import { sanitizeRequest } from "../reporting/sanitize.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { renderCurl } from "../serialization/curl.js";
import { Case, type ValidationOptions } from "./case.js";
import { checkSettings, configuredSettings, defaultChecks } from "./case-settings.js";
import { toCheckDefinitions, uniqueChecks } from "./custom-checks.js";
import { modeArbitrary, wireJudgeOf } from "./mode-arbitrary.js";
import { plannedCases, type PlanOptions } from "./planned-cases.js";
import { FailureGroup } from "./failure-group.js";
import { maskAuthSecrets } from "./auth.js";
import type { Schema } from "./schema.js";

/** The checks that judge a request with a method its path does not declare. */

/** One API operation of a loaded schema: generates cases and validates responses. */
export class APIOperation {
  readonly definition: OperationDefinition;
  readonly schema: Schema;

  constructor(schema: Schema, definition: OperationDefinition) {
    this.schema = schema;
    this.definition = definition;
  }

  /** Uppercase HTTP method. */
  get method(): string {
    return this.definition.method;
  }

  /** Path template, e.g. `/users/{id}`. */
  get path(): string {
    return this.definition.path;
  }

  /** `METHOD /path`. */
  get label(): string {
    return this.definition.label;
  }

  /**
   * A case with explicit values; anything not given is empty (the body is NOT_SET). `method`
   * sends the case with another method than the operation's (e.g. to probe an undeclared one).
   */
  makeCase(values: Partial<Omit<CaseData, "path">> = {}, meta?: CaseMeta): Case {
    return new Case(this, values, meta);
  }

  /**
   * A fast-check arbitrary of cases for this operation, with the generation hooks applied
   * (global `hook()` and this schema's `schema.hook()`). `mode`: `positive` (valid data, the
   * default), `negative` (each case invalid in one place, and invalid as a lenient server reads
   * the serialized request, as the CLI sends them) or `all` (both).
   * @throws UsageError for `negative` when nothing about the operation can be made invalid.
   * @example fc.assert(fc.asyncProperty(operation.asArbitrary({ mode: "negative" }), async (c) => { await c.callAndValidate(); }))
   */
  asArbitrary(options: { readonly mode?: GenerationMode } = {}): fc.Arbitrary<Case> {
    const mode = options.mode ?? "positive";
    if (mode !== "positive" && mode !== "negative" && mode !== "all") {
      throw new UsageError(`asArbitrary({ mode: "${String(mode)}" }): the mode must be "positive", "negative" or "all".`);
    }
    const arbitrary = modeArbitrary(this, mode);
    if (arbitrary === undefined) throw new UsageError(`${this.label} has nothing that can be made invalid: there is no negative data to generate. Use mode "positive" or "all".`);
    return arbitrary;
  }

  /**
   * The cases the CLI's examples or coverage phase sends for this operation, in order: the
   * generation hooks applied, negative ones only when invalid as serialized, no request twice.
   */
  plannedCases(phase: "examples" | "coverage", options: PlanOptions): Promise<readonly Case[]> | readonly Case[] {
    return plannedCases(this, phase, options);
  }

  /** {@link asArbitrary} of one mode, or undefined when the mode has nothing to generate. */
  modeArbitrary(mode: GenerationMode): fc.Arbitrary<Case> | undefined {
    return modeArbitrary(this, mode);
  }

  /** Whether the response conforms to the documented response schema. */
  isValidResponse(response: Response): boolean {
    const failures = responseSchemaConformance.run(this.checkContext("response_schema_conformance"), response, this.makeCase());
    return failures === undefined || (Array.isArray(failures) && failures.length === 0);
  }

  /**
   * Runs the response checks (the default set, or as the options say).
   * @throws FailureGroup when any check fails.
   */
  async validateResponse(response: Response, options: ValidationOptions & { case?: Case; sequence?: SequenceContext } = {}): Promise<void> {
    const excluded = new Set(options.excludedChecks ?? []);
    const base = toCheckDefinitions(options.checks) ?? defaultChecks(this.configured);
    const meta = options.case?.meta;
    // As in the CLI: an undeclared method, or an ambiguous case (an edge probe, a value a lenient
    // server reads as valid), is judged only by the checks that do not depend on what it lacks.
    const chosen = uniqueChecks([...base, ...(toCheckDefinitions(options.additionalChecks) ?? [])]).filter((check) => !excluded.has(check.name));
    const { checks, ambiguous } = checksForCase(chosen, meta);
    const caseData = options.case ?? this.makeCase();
    const raw = await runChecks(checks, (name) => this.checkContext(name, options.sequence, meta), response, caseData);
    const found = ambiguous && meta !== undefined ? raw.map((failure) => labelAmbiguous(failure, meta)) : raw;
    // As in the CLI: a positive case rejected by the API stands only when it was valid as sent.
    const failures = meta === undefined ? found : wireJudgeOf(this.schema).confirmed(this.definition, found, response.request, meta);
    if (failures.length > 0) {
      const curl = maskAuthSecrets(renderCurl(sanitizeRequest(response.request, DEFAULT_OUTPUT.sanitization), { verify: response.verify }));
      throw new FailureGroup(failures, { operation: this.label, response, curl });
    }
  }

  /** What the schema's configuration says about this operation, if it has one. */
  get configured(): ReturnType<typeof configuredSettings> {
    return configuredSettings(this.schema.settings, this.definition);
  }

  private checkContext(name: string, sequence?: SequenceContext, meta?: CaseMeta): CheckContext {
    const settings = this.configured;
    const maxResponseTime = settings?.maxResponseTime;
    return {
      ...(sequence === undefined ? {} : { sequence }),
      operation: this.definition,
      validator: this.schema.spec.validator,
      resolver: this.schema.spec.resolver,
      config: checkSettings(settings, name),
      meta: meta ?? { phase: sequence === undefined ? "fuzzing" : "stateful", mode: "positive" },
      ...(maxResponseTime === undefined ? {} : { maxResponseTime }),
    };
  }
}

