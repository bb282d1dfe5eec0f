/**
 * Marks a case body as unset. Distinct from `undefined`/`null`, which are legal values.
 *
 * @example
 * if (case.body === NOT_SET) console.log("no body");
 */
export const NOT_SET: unique symbol = Symbol.for("apitest.NOT_SET");

/** The type of {@link NOT_SET}. */
export type NotSet = typeof NOT_SET;
