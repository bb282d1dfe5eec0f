/**
 * The names of the warnings a run can show — the values `--warnings` and `warnings =` in
 * apitest.toml accept in a list. One list, read by the CLI parser, the config schema, the
 * config resolver and the engine's filter.
 */

/** Warnings computed from an operation's response statuses (the specification's names). */
export const STATUS_WARNING_NAMES = ["missing_auth", "missing_test_data", "validation_mismatch"] as const;

/** Warnings of the stateful phase about the schema's links. */
export const LINK_WARNING_NAMES = ["invalid_links", "inferred_links", "unusable_links", "no_links"] as const;

/** Warnings about the schema's operations themselves, computed before anything is sent. */
export const SCHEMA_WARNING_NAMES = ["unsendable_parameters"] as const;

/** Every warning name, status warnings first. */
export const WARNING_NAMES: readonly [...typeof STATUS_WARNING_NAMES, ...typeof LINK_WARNING_NAMES, ...typeof SCHEMA_WARNING_NAMES] = [...STATUS_WARNING_NAMES, ...LINK_WARNING_NAMES, ...SCHEMA_WARNING_NAMES] as const;

/** A warning computed from response statuses. */
export type StatusWarningName = (typeof STATUS_WARNING_NAMES)[number];

/** Any warning name `warnings` accepts. */
export type WarningName = (typeof WARNING_NAMES)[number];

/** Whether `name` is one of the warnings `warnings` selects (health-check warnings are not). */
export function isWarningName(name: string): name is WarningName {
  return (WARNING_NAMES as readonly string[]).includes(name);
}
