import type { KnownValueSource } from "../known-values.js";
import type { KnownArguments } from "./generation-context.js";

/** The JSON type of a GraphQL scalar whose values code constants can be: strings and numbers. */
function scalarType(scalar: string): "string" | "integer" | "number" | undefined {
  return scalar === "String" || scalar === "ID" ? "string" : scalar === "Int" ? "integer" : scalar === "Float" ? "number" : undefined;
}

/**
 * Pure: the values a root field's arguments may take, by name, from the run's known values
 * (the engine's `knownSources`): those seen in earlier responses (an `id` argument of `book`
 * looks for `bookid`, then `id`: the field is read as the path `/<field>`), then, in a grey-box
 * run, the constants of the API's code for the argument's scalar type, the preferred ones
 * (compared with its name, or in code its requests reached) counted twice, so drawn more often.
 */
export function graphqlKnownArguments(source: Pick<KnownValueSource, "lookup" | "code">, field: string): KnownArguments {
  const path = `/${field}`;
  return (argument, scalar) => {
    const seen = source.lookup(argument, path);
    const type = scalarType(scalar);
    if (source.code === undefined || type === undefined) return seen;
    const { values, preferred } = source.code(type, argument);
    return [...seen, ...values.slice(0, preferred), ...values];
  };
}
