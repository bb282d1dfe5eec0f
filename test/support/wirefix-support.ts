import * as fc from "fast-check";
import { resolve } from "node:path";
import type { CaseData } from "../../src/core/case.js";
import { SerializationError } from "../../src/core/errors.js";
import type { OperationDefinition } from "../../src/core/operation.js";
import type { PreparedRequest } from "../../src/core/request.js";
import type { OpenApiSpec } from "../../src/core/spec.js";
import { caseArbitrary } from "../../src/generation/case-arbitrary.js";
import type { GenerationContext } from "../../src/generation/context.js";
import { prepareRequest } from "../../src/serialization/prepare-request.js";
import { buildOpenApiSpec, loadOpenApi } from "../../src/specs/openapi/load-spec.js";
import { readSchemaFromText } from "../../src/schema/read-source.js";
import { validateRequest } from "../../src/validation/validate-request.js";
import { CORPUS_DIR } from "./corpus-helpers.js";

/** Where requests are addressed; nothing listens there unless a test starts a server. */
export const BASE_URL = "http://127.0.0.1:9";

/** Loads one document of the shared corpus. */
export function loadCorpus(file: string): Promise<OpenApiSpec> {
  return loadOpenApi(resolve(CORPUS_DIR, file));
}

/** Builds a spec from a hand-written document. */
export function specFrom(document: Record<string, unknown>): Promise<OpenApiSpec> {
  return buildOpenApiSpec(readSchemaFromText(JSON.stringify(document)), { sourceName: "test document" });
}

/** The default generation context of a spec, as the engine builds it. */
export function contextOf(spec: OpenApiSpec): GenerationContext {
  return { resolver: spec.resolver, allowX00: true, excludeHeaderCharacters: "\r\n", formats: new Map() };
}

/** The operation with this label, or a test failure naming it. */
export function operationOf(spec: OpenApiSpec, label: string): OperationDefinition {
  const found = spec.operations.find((operation) => operation.label === label);
  if (found === undefined) throw new Error(`no operation ${label} in the document`);
  return found;
}

/** One positive case sent through the real pipeline, with what the request validator says about it. */
export interface SentCase {
  readonly data: CaseData;
  readonly request: PreparedRequest;
  readonly issues: readonly string[];
}

/**
 * Positive cases of an operation (fixed seed), prepared for `baseUrl` and validated as sent.
 * Cases a serializer refuses (the engine skips them, e.g. control characters in XML) are left out.
 */
export function sendPositive(spec: OpenApiSpec, operation: OperationDefinition, runs = 25, baseUrl = `${BASE_URL}${spec.basePath}`): SentCase[] {
  const ctx = contextOf(spec);
  const out: SentCase[] = [];
  for (const data of fc.sample(caseArbitrary(operation, ctx), { seed: 20250101, numRuns: runs })) {
    let request: PreparedRequest;
    try {
      request = prepareRequest(data, operation, { baseUrl, resolver: spec.resolver });
    } catch (error) {
      if (error instanceof SerializationError) continue;
      throw error;
    }
    const issues = validateRequest(request, operation, spec.validator, { basePath: spec.basePath }).map((issue) => issue.message);
    out.push({ data, request, issues });
  }
  return out;
}
