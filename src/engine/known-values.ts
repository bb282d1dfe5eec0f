import { knownParameters, type KnownParameter } from "../generation/known-values.js";
import { consumerNames } from "../stateful/field-names.js";
import type { RunEnvironment } from "./environment.js";
import type { OperationScope } from "./scope.js";

/**
 * The values from earlier responses the scope's operation may take (the run's dictionary as
 * it stood when the phase began), each valid against its parameter's schema; none when the
 * run keeps no dictionary. Parameters fixed in the configuration keep their values.
 */
export function knownFor(env: RunEnvironment, scope: OperationScope): KnownParameter[] {
  const dictionary = env.knownValues;
  if (dictionary === undefined || dictionary.size === 0) return [];
  const fixed = scope.settings.parameters;
  const validator = env.spec.validator;
  return knownParameters(scope.operation, {
    lookup: (parameter, path) => dictionary.lookup(consumerNames(parameter, path)),
    valid: (schema, value) => validator.validate(schema, value).length === 0,
    fixed: (location, name) => Object.hasOwn(fixed[location], name),
  });
}
