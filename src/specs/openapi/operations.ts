import { HTTP_METHODS, operationLabel, type HttpMethod, type OperationDefinition, type ParameterDefinition } from "../../core/operation.js";
import { appendPointer } from "../../schema/json-pointer.js";
import { stringList, tryDeref, UnreadableOperation, type BuildContext } from "./build-context.js";
import { isRecord } from "./convert-context.js";
import { buildParameter, mergeParameters } from "./parameters.js";
import { buildLegacyRequestBody, buildRequestBody, operationConsumes } from "./request-body.js";
import { buildResponses } from "./responses.js";
import { resolveSecurity } from "./security.js";

const METHODS = new Set<string>(HTTP_METHODS);

/**
 * Builds every operation under `paths` (then Azure's `x-ms-paths`), in document order. An
 * operation that cannot be read is skipped and reported in `context.warnings`.
 */
export function buildOperations(context: BuildContext): OperationDefinition[] {
  const operations: OperationDefinition[] = [];
  for (const section of ["paths", "x-ms-paths"]) {
    const paths = context.document[section];
    if (!isRecord(paths)) continue;
    for (const [path, item] of Object.entries(paths)) {
      if (path.startsWith("x-")) continue;
      const itemPointer = appendPointer(`/${section}`, path);
      const pathItem = tryDeref(context, item, itemPointer);
      if (pathItem === undefined) {
        context.warnings.push(`Skipped path ${path}: its path item at ${itemPointer} is not an object.`);
        continue;
      }
      for (const [key, operation] of Object.entries(pathItem)) {
        const method = key.toLowerCase();
        if (!METHODS.has(method)) continue;
        const pointer = appendPointer(itemPointer, key);
        const label = operationLabel(method, path);
        try {
          if (!isRecord(operation)) throw new UnreadableOperation(`the operation at ${pointer} is not an object`);
          operations.push(buildOperation(context, { path, method: method as HttpMethod, pathItem, itemPointer, operation, pointer, label }));
        } catch (error) {
          if (!(error instanceof UnreadableOperation)) throw error;
          context.warnings.push(`Skipped ${label}: ${error.message}.`);
        }
      }
    }
  }
  return operations;
}

interface OperationInput {
  readonly path: string;
  readonly method: HttpMethod;
  readonly pathItem: Record<string, unknown>;
  readonly itemPointer: string;
  readonly operation: Record<string, unknown>;
  readonly pointer: string;
  readonly label: string;
}

function buildOperation(context: BuildContext, input: OperationInput): OperationDefinition {
  const { operation, pointer, label } = input;
  const raw = mergeParameters(
    context,
    input.pathItem["parameters"],
    appendPointer(input.itemPointer, "parameters"),
    operation["parameters"],
    appendPointer(pointer, "parameters"),
  );
  const parameters: ParameterDefinition[] = [];
  for (const parameter of raw) {
    if (context.family === "2.0" && (parameter.node["in"] === "body" || parameter.node["in"] === "formData")) continue;
    const built = buildParameter(context, parameter);
    if (built !== undefined) parameters.push(built);
  }
  const requestBody =
    context.family === "2.0"
      ? buildLegacyRequestBody(context, raw, operationConsumes(operation))
      : buildRequestBody(context, operation["requestBody"], appendPointer(pointer, "requestBody"));
  const security = resolveSecurity(operation["security"] ?? context.document["security"], context.securitySchemes, label, context.warnings);
  return {
    method: input.method.toUpperCase(),
    path: input.path,
    label,
    ...(typeof operation["operationId"] === "string" ? { operationId: operation["operationId"] } : {}),
    ...(typeof operation["summary"] === "string" ? { summary: operation["summary"] } : {}),
    tags: stringList(operation["tags"]) ?? [],
    deprecated: operation["deprecated"] === true,
    parameters,
    ...(requestBody === undefined ? {} : { requestBody }),
    responses: buildResponses(context, operation, pointer),
    security,
    pointer,
  };
}
