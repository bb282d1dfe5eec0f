import * as fc from "fast-check";
import type { CaseData } from "../../core/case.js";
import type { OperationDefinition, ParameterDefinition } from "../../core/operation.js";
import { environmentFor } from "../build.js";
import { caseArbitrary } from "../case-arbitrary.js";
import { codecFiltered } from "../codec-guard.js";
import type { GenerationContext } from "../context.js";

/** A positive case but for one scalar query parameter sent twice. */
export interface RepeatedScalarCase {
  readonly data: CaseData;
  readonly name: string;
  /** E.g. `query parameter "tag": a scalar sent twice`. */
  readonly description: string;
}

const SCALAR_TYPES: ReadonlySet<unknown> = new Set(["string", "number", "integer", "boolean"]);

/**
 * Ambiguous cases of one operation: a positive case with one scalar query parameter sent twice,
 * with two valid values (`?tag=a&tag=b`: the form style writes the list as the name repeated).
 * A server may take either value, or hand its code a list where it expects one value; so the
 * engine judges these only by the checks that do not depend on that reading. Parameters whose
 * list would be one value on the wire (`explode: false`, `content`, `deepObject`) and
 * non-scalar ones are left out. Undefined when the operation has no such parameter.
 *
 * @example
 * fc.sample(repeatedScalarArbitrary(operation, ctx)!, 1)[0].data.query; // { tag: ["a", "b"] }
 */
export function repeatedScalarArbitrary(operation: OperationDefinition, ctx: GenerationContext): fc.Arbitrary<RepeatedScalarCase> | undefined {
  const sources: fc.Arbitrary<{ name: string; values: [unknown, unknown] }>[] = [];
  const seen = new Set<string>();
  for (const parameter of operation.parameters) {
    if (!repeatable(parameter) || seen.has(parameter.name)) continue;
    seen.add(parameter.name);
    const one = environmentFor(ctx, "body").tryBuild(parameter.schema, 0);
    if (one === undefined) continue;
    const { name } = parameter;
    sources.push(fc.tuple(one, one).map((values) => ({ name, values })));
  }
  if (sources.length === 0) return undefined;
  const change = sources.length === 1 ? sources[0]! : fc.oneof(...sources);
  const built = fc.tuple(caseArbitrary(operation, ctx), change).map(([data, { name, values }]): RepeatedScalarCase => {
    // Rebuilt from entries so that a parameter named "__proto__" stays an ordinary key.
    const query = Object.fromEntries([...Object.entries(data.query).filter(([key]) => key !== name), [name, values]]);
    return { data: { ...data, query }, name, description: `query parameter ${JSON.stringify(name)}: a scalar sent twice` };
  });
  return codecFiltered(built, ctx, (repeated) => repeated.data);
}

function repeatable(parameter: ParameterDefinition): boolean {
  const { schema } = parameter;
  return (
    parameter.location === "query" &&
    parameter.contentType === undefined &&
    parameter.explode &&
    parameter.style === "form" &&
    typeof schema === "object" &&
    SCALAR_TYPES.has(schema.type)
  );
}
