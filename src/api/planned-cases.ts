import type { Case } from "./case.js";
import { hooksFor } from "./hook.js";
import { isNegativeOnWire } from "./mode-arbitrary.js";
import type { APIOperation } from "./operation.js";
import { SerializationError } from "../core/errors.js";
import { HTTP_METHODS } from "../core/operation.js";
import type { DataMode, GenerationMode } from "../core/phase.js";
import { requestFingerprint } from "../engine/fingerprint.js";
import { operationSeed } from "../engine/seed.js";
import { hookPlanned } from "../hooks/case-stages.js";

/** What the examples and coverage phases plan with (the CLI's `phases.*` settings). */
export interface PlanOptions {
  /** The run seed (values generated for parts without examples derive from it). */
  readonly runSeed: number;
  /** The data modes coverage plans. */
  readonly mode: GenerationMode;
  /** `phases.examples.fill-missing`. */
  readonly fillMissing: boolean;
  /** `phases.coverage.unexpected-methods` (undefined: every undeclared method). */
  readonly unexpectedMethods?: readonly string[];
  /** `phases.coverage.generate-duplicate-query-parameters`. */
  readonly duplicateQueryParameters: boolean;
  /** Seed of the flatMap hooks' draws; default: derived from `runSeed` and the operation. */
  readonly seed?: number;
}

function modesOf(mode: GenerationMode): DataMode[] {
  return mode === "all" ? ["positive", "negative"] : [mode];
}

/** Methods the operation's path does not declare; only the path's first operation sends them, as in the CLI. */
function unexpectedMethods(operation: APIOperation, configured: readonly string[] | undefined): readonly string[] {
  const onPath = operation.schema.spec.operations.filter((other) => other.path === operation.path);
  if (onPath[0] !== operation.definition) return [];
  if (configured !== undefined) return configured;
  const declared = new Set(onPath.map((other) => other.method.toLowerCase()));
  return HTTP_METHODS.filter((method) => !declared.has(method)).map((method) => method.toUpperCase());
}

/**
 * The cases the CLI's examples or coverage phase plans for an operation, as `Case`s in the
 * same order: generation hooks applied, negative cases kept only when invalid as serialized,
 * the same request never twice.
 */
export async function plannedCases(operation: APIOperation, phase: "examples" | "coverage", settings: PlanOptions): Promise<Case[]> {
  const { schema, definition } = operation;
  const context = schema.generationContext;
  // Loaded when a phase first runs, as in the CLI.
  const planned =
    phase === "examples"
      ? (await import("../generation/examples/plan-examples.js")).planExamples(definition, context, { fillMissing: settings.fillMissing, seed: operationSeed(settings.runSeed, operation.label) })
      : (await import("../generation/coverage/plan-coverage.js")).planCoverage(definition, context, {
          modes: modesOf(settings.mode),
          unexpectedMethods: unexpectedMethods(operation, settings.unexpectedMethods),
          duplicateQueryParameters: settings.duplicateQueryParameters,
        });
  const hooked = hookPlanned(hooksFor(schema), definition, planned, settings.seed ?? operationSeed(settings.runSeed, `hooks ${operation.label}`));
  const sent = new Set<number>();
  const cases: Case[] = [];
  for (const { data, meta } of hooked) {
    const apiCase = operation.makeCase(data, meta);
    if (meta.mode === "negative" && !isNegativeOnWire(apiCase)) continue;
    let fingerprint: number;
    try {
      fingerprint = requestFingerprint(apiCase.prepare({ baseUrl: schema.baseUrl ?? "http://apitest.invalid" }));
    } catch (error) {
      // Unserializable: the body skips it, as the CLI does.
      if (!(error instanceof SerializationError)) throw error;
      fingerprint = Number.NaN;
    }
    if (!Number.isNaN(fingerprint)) {
      if (sent.has(fingerprint)) continue;
      sent.add(fingerprint);
    }
    cases.push(apiCase);
  }
  return cases;
}
