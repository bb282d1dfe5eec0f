import { ConfigInvalidError } from "../../src/config/config-error.js";
import { parseConfigText } from "../../src/config/parse-config.js";
import type { OperationDefinition, ParameterDefinition } from "../../src/core/operation.js";

/** The `line: message` of every problem `source` has (none when valid). */
export function problems(source: string, env: Record<string, string> = {}): string[] {
  try {
    parseConfigText(source, { fileName: "apitest.toml", env });
    return [];
  } catch (error) {
    if (!(error instanceof ConfigInvalidError)) throw error;
    return error.issues.map((issue) => `${issue.line ?? "?"}: ${issue.message}`);
  }
}

/** A minimal operation for resolution tests. */
export function operation(
  label: string,
  extra: { tags?: string[]; operationId?: string; deprecated?: boolean; parameters?: [ParameterDefinition["location"], string][] } = {},
): OperationDefinition {
  const [method = "GET", path = "/"] = label.split(" ");
  return {
    method,
    path,
    label,
    tags: extra.tags ?? [],
    deprecated: extra.deprecated ?? false,
    parameters: (extra.parameters ?? []).map(([location, name]) => ({
      name,
      location,
      required: location === "path",
      schema: { type: "integer" },
      style: location === "query" || location === "cookie" ? "form" : "simple",
      explode: false,
      allowReserved: false,
      deprecated: false,
      examples: [],
    })),
    responses: [],
    security: [],
    pointer: `/paths/${path.replace(/\//g, "~1")}/${method.toLowerCase()}`,
    ...(extra.operationId === undefined ? {} : { operationId: extra.operationId }),
  };
}
