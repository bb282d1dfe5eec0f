import * as fc from "fast-check";
import type { CaseData } from "../core/case.js";
import type { CheckContext, CheckDefinition, SequenceContext } from "../core/check.js";
import type { OperationDefinition } from "../core/operation.js";
import type { DataMode } from "../core/phase.js";
import type { Response } from "../core/response.js";
import { UsageError } from "../core/errors.js";
import { BUILTIN_CHECKS, DEFAULT_CHECK_NAMES } from "../checks/registry.js";
import { runChecks } from "../checks/run-checks.js";
import { responseSchemaConformance } from "../checks/response-schema-conformance.js";
import { hookedCaseArbitrary } from "../hooks/case-stages.js";
import { sanitizeRequest } from "../reporting/sanitize.js";
import { DEFAULT_OUTPUT } from "../core/settings.js";
import { renderCurl } from "../serialization/curl.js";
import { Case, type ValidationOptions } from "./case.js";
import { registeredChecks } from "./custom-checks.js";
import { FailureGroup } from "./failure-group.js";
import { hooksFor } from "./hook.js";
import { maskAuthSecrets } from "./auth.js";
import type { Schema } from "./schema.js";

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

  /** A case with explicit values; anything not given is empty (the body is NOT_SET). */
  makeCase(values: Partial<Omit<CaseData, "method" | "path">> = {}): Case {
    return new Case(this, values);
  }

  /**
   * A fast-check arbitrary of cases for this operation, with the generation hooks applied
   * (global `hook()` and this schema's `schema.hook()`).
   * @example fc.assert(fc.asyncProperty(operation.asArbitrary(), async (c) => { await c.callAndValidate(); }))
   */
  asArbitrary(options: { mode?: DataMode } = {}): fc.Arbitrary<Case> {
    if ((options.mode ?? "positive") !== "positive") {
      throw new UsageError(`asArbitrary({ mode: "${options.mode}" }) is not available yet: only positive data can be generated for ${this.label}.`);
    }
    return hookedCaseArbitrary(this.definition, this.schema.generationContext, hooksFor(this.schema)).map((data) => new Case(this, data));
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
    const base = options.checks ?? [...BUILTIN_CHECKS.filter((check) => DEFAULT_CHECK_NAMES.includes(check.name)), ...registeredChecks()];
    const checks: CheckDefinition[] = [...base, ...(options.additionalChecks ?? [])].filter((check) => !excluded.has(check.name));
    const caseData = options.case ?? this.makeCase();
    const failures = await runChecks(checks, (name) => this.checkContext(name, options.sequence), response, caseData);
    if (failures.length > 0) {
      const curl = maskAuthSecrets(renderCurl(sanitizeRequest(response.request, DEFAULT_OUTPUT.sanitization), { verify: response.verify }));
      throw new FailureGroup(failures, { operation: this.label, curl });
    }
  }

  private checkContext(_name: string, sequence?: SequenceContext): CheckContext {
    return {
      ...(sequence === undefined ? {} : { sequence }),
      operation: this.definition,
      validator: this.schema.spec.validator,
      resolver: this.schema.spec.resolver,
      config: { enabled: true },
      meta: { phase: sequence === undefined ? "fuzzing" : "stateful", mode: "positive" },
    };
  }
}

